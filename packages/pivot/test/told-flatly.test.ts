import { describe } from 'vitest';
import { toldFlatlyFires, toldFlatlyNearMisses } from './told-flatly-rows.js';
import { itEachRow } from './table-rows.js';

describe('distress told flatly, in passing', () => {
  itEachRow({ fires: toldFlatlyFires, nearMisses: toldFlatlyNearMisses });
});
