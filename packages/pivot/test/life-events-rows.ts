/**
 * Hard news told in a line, the way people open a chat: crying in bed again, failed finals,
 * overdrawn, hours cut, the landlord selling up, a son arrested, being deported, "fired.",
 * a parent drinking again, told not to come home, a pet put down, cancer back, a sister
 * missing two days. Near-misses are the same words where nothing happened to the writer.
 * Our own wording.
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { neutralUsers, user } from './table-rows.js';

export const lifeEventFires: FiresRow[] = [
  user('vuln-crying', 'its 2am and im lying here crying again', 'im lying here crying'),
  user('vuln-failed-studies', 'i failed my finals. four years for nothing', 'failed my finals'),
  user('vuln-failed-studies', 'missed my offer by two grades', 'missed my offer'),
  user('vuln-money', 'payday is 9 days off and im overdrawn already', 'overdrawn'),
  user('vuln-money', 'they cut my hours to 12 a week', 'cut my hours'),
  user('vuln-money', 'my benefits were stopped last month', 'benefits were stopped'),
  user('vuln-money', 'its heating or eating this week, literally choosing between heating and food', 'choosing between heating and food'),
  user('vuln-money', 'the bank is foreclosing on the house', 'foreclosing on the house'),
  user('vuln-home-lost', 'landlord is selling up and we have six weeks to find somewhere', 'landlord is selling up'),
  user('vuln-legal-trouble', 'my daughter has been arrested and nobody will tell me anything', 'my daughter has been arrested'),
  user('vuln-legal-trouble', 'they say im being deported in march', 'being deported'),
  user('vuln-job-loss', 'Sacked. After nine years.', 'Sacked'),
  user('vuln-addiction', 'dads been drinking again since the funeral', 'been drinking again'),
  user('vuln-family-conflict', 'they told me not to come home for christmas', 'told me not to come home'),
  user('vuln-death-close', 'we had to put Bella down this morning', 'had to put Bella down'),
  user('vuln-death-close', 'if i had rung her that night she would still be here', 'if i had rung her that night she would still be here'),
  user('vuln-diagnosis', 'the cancer’s back. third time', 'cancer’s back'),
  user('vuln-diagnosis', 'the consultant says i cant have children', 'cant have children'),
  user('vuln-someone-missing', 'brother’s missing. three days now', 'missing'),
  user('vuln-lonely', 'nobody to spend christmas with this year', 'nobody to spend christmas with'),
  user('vuln-bullied', 'the year 10s keep taking my lunch money', 'keep taking my lunch'),
  user('vuln-method', 'my cousin tried to end it last week', 'my cousin tried to end it'),
];

export const lifeEventNearMisses: NearMissRow[] = neutralUsers([
  'im watching the baby crying on the monitor, is that normal at 4 months?',
  'we fired the kiln. now what temperature for the glaze?',
  'can you help me put the baby down for a nap without tears?',
  'had to put it down, the book was too long',
  'my sister’s missing her flight, can you rebook it?',
  'I dropped out of the race at mile 20, any tips for next time?',
]);
