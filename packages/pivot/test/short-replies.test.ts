import { describe } from 'vitest';
import { shortReplyFires, shortReplyNearMisses } from './short-replies-rows.js';
import { itEachRow } from './table-rows.js';

describe('short, practical replies that acknowledge and follow up', () => {
  itEachRow({ fires: shortReplyFires, nearMisses: shortReplyNearMisses });
});
