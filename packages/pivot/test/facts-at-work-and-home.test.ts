import { describe } from 'vitest';
import { factsFires, factsNearMisses } from './facts-at-work-and-home-rows.js';
import { itEachRow } from './table-rows.js';

describe('hard facts told flat at work and at home', () => {
  itEachRow({ fires: factsFires, nearMisses: factsNearMisses });
});
