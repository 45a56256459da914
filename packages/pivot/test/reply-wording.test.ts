import { describe } from 'vitest';
import { replyWordingFires, replyWordingNearMisses } from './reply-wording-rows.js';
import { itEachRow } from './table-rows.js';

describe('a good reply in the wording replies use', () => {
  itEachRow({ fires: replyWordingFires, nearMisses: replyWordingNearMisses });
});
