import { describe } from 'vitest';
import { hardshipFires, hardshipNearMisses } from './hardship-rows.js';
import { itEachRow } from './table-rows.js';

describe('hardship told in passing', () => {
  itEachRow({ fires: hardshipFires, nearMisses: hardshipNearMisses });
});
