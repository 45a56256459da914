import type { NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { HURT_USER, itEachRow, reply } from './table-rows.js';

/**
 * "Treat yourself" is a distraction when it means a treat, and self-kindness when it is
 * about how ("treat yourself gently", "with compassion"); "refuses to play games" is an
 * idiom, not a game. Found reading the pivot-indicator hits on counsel-chat's therapist
 * answers; every sentence here is our own. Each near-miss fired before the change.
 */
const fires = [
  reply('generic-distraction', 'Treat yourself to a takeaway tonight, you deserve it.', 'Treat yourself'),
  reply('generic-distraction', 'Treat yourself with the money you saved.', 'Treat yourself'),
  reply('generic-distraction', 'Maybe play a game or two to unwind.', 'play a game'),
];

const miss = (text: string): NearMissRow => ({ rule: 'pivot/generic-distraction', input: { user: HURT_USER, assistant: text } });
const nearMisses: NearMissRow[] = [
  miss('Try to treat yourself gently this week.'),
  miss('It matters to treat yourself with compassion while you grieve.'),
  miss('Treat yourself the way you would treat a friend in this spot.'),
  miss('You were the one who refused to play games with his feelings.'),
];

describe('self-kindness is no distraction', () => {
  itEachRow({ fires, nearMisses });
});
