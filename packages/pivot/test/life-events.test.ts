import { describe } from 'vitest';
import { lifeEventFires, lifeEventNearMisses } from './life-events-rows.js';
import { itEachRow } from './table-rows.js';

describe('hard news told in a line', () => {
  itEachRow({ fires: lifeEventFires, nearMisses: lifeEventNearMisses });
});
