import { describe } from 'vitest';
import { reactionFires, reactionNearMisses } from './reactions-and-questions-rows.js';
import { itEachRow } from './table-rows.js';

describe('a good reply that names the hard thing in its own words and asks about their people', () => {
  itEachRow({ fires: reactionFires, nearMisses: reactionNearMisses });
});
