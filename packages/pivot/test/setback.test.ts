import { describe } from 'vitest';
import { setbackFires, setbackNearMisses } from './setback-rows.js';
import { itEachRow } from './table-rows.js';

describe('setbacks told as facts', () => {
  itEachRow({ fires: setbackFires, nearMisses: setbackNearMisses });
});
