import { describe } from 'vitest';
import { circumstanceFires, circumstanceNearMisses } from './circumstance-rows.js';
import { itEachRow } from './table-rows.js';

describe('distress told as circumstance', () => {
  itEachRow({ fires: circumstanceFires, nearMisses: circumstanceNearMisses });
});
