import { describe } from 'vitest';
import { ackEverydayFires, ackEverydayNearMisses } from './ack-everyday-rows.js';
import { itEachRow } from './table-rows.js';

describe('acknowledgment in everyday, practical replies', () => {
  itEachRow({ fires: ackEverydayFires, nearMisses: ackEverydayNearMisses });
});
