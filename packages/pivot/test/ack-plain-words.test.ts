import { describe } from 'vitest';
import { ackPlainWordsFires, ackPlainWordsNearMisses } from './ack-plain-words-rows.js';
import { itEachRow } from './table-rows.js';

describe('acknowledgment in plain words, without the stock phrases', () => {
  itEachRow({ fires: ackPlainWordsFires, nearMisses: ackPlainWordsNearMisses });
});
