import type { NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { HURT_USER, itEachRow, reply } from './table-rows.js';

/**
 * "I can think of …" and "I could go on and on" are the replier musing, not an offer to
 * work on it with the user. Found reading the follow-up hits on counsel-chat's therapist
 * answers; every sentence here is our own. Each near-miss fired before the change.
 */
const fires = [
  reply('follow-we-could', 'We could think of a few ways to mark his birthday together.', 'We could think'),
  reply('follow-we-could', 'I can think it through with you, one piece at a time.', 'I can think'),
  reply('follow-we-could', 'We could go through his things together when you feel ready.', 'We could go'),
];

const miss = (text: string): NearMissRow => ({ rule: 'pivot/follow-we-could', input: { user: HURT_USER, assistant: text } });
const nearMisses: NearMissRow[] = [
  miss('I can think of a few reasons the funeral felt so strange.'),
  miss('I could go on and on about grief, but these are the basics.'),
  miss('We could go on and on about what he meant to people.'),
];

describe('musing is no offer', () => {
  itEachRow({ fires, nearMisses });
});
