import { describe } from 'vitest';
import { followUpsPlainFires, followUpsPlainNearMisses } from './follow-ups-plain-rows.js';
import { itEachRow } from './table-rows.js';

describe('follow-ups in plain words, without "would you like to talk about it"', () => {
  itEachRow({ fires: followUpsPlainFires, nearMisses: followUpsPlainNearMisses });
});
