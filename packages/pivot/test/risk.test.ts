import { describe } from 'vitest';
import { riskFires, riskNearMisses } from './risk-rows.js';
import { itEachRow } from './table-rows.js';

describe('suicide risk said sideways', () => {
  itEachRow({ fires: riskFires, nearMisses: riskNearMisses });
});
