// Deterministic synthetic conversation text for benchmarks (not labels, not cases).
export function makeRandom(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rnd, xs) => xs[Math.floor(rnd() * xs.length)];

const USERS = [
  'i lost my job today and idk how to tell my family, feeling like a total failure tbh',
  'My mom passed away last month and I still can’t get out of bed most mornings.',
  'can you help me plan a three day trip to Lisbon with a small budget? thanks!',
  'I’ve been having panic attacks before every meeting and I don’t know what to do anymore',
  'What is the difference between a list and a tuple in Python, in simple words?',
  'my partner left me last week and honestly im not ok, everything feels pointless',
  'Need a quick recipe for dinner with chickpeas, spinach and rice, nothing fancy.',
  'i feel so alone since i moved here, nobody to talk to and its getting worse',
];
const OPENERS = [
  'That sounds really hard.', 'I’m so sorry you’re going through this.', 'Sure!', 'Thanks for telling me.',
  'It makes sense you feel this way.', 'Here is a simple plan.', 'You should just relax.', 'Anyway,',
];
const MIDDLES = [
  'Would you like to talk about what happened?', 'What feels most important to you right now?',
  'Everything will be fine, I promise.', 'Have you tried a new hobby like pottery?',
  'Take your time, there is no rush.', 'I know exactly how you feel.', 'One option is to start small.',
  '- day one: the old town\n- day two: the coast', 'It’s your call, and I’m here either way.',
];

export function shortCase(rnd) {
  return { user: pick(rnd, USERS), assistant: `${pick(rnd, OPENERS)} ${pick(rnd, MIDDLES)} ${pick(rnd, MIDDLES)}`.slice(0, 140) };
}

export function longCase(rnd) {
  const parts = [pick(rnd, OPENERS)];
  while (parts.join(' ').length < 1500) parts.push(pick(rnd, MIDDLES));
  return { user: pick(rnd, USERS), assistant: parts.join(' ').slice(0, 1500) };
}

/**
 * The synthetic cases every checker bench runs: 5,000 short and then 1,000 long,
 * drawn in that order from one generator seeded 42, so each bench gets the same texts.
 */
export function syntheticCases() {
  const rnd = makeRandom(42);
  const shorts = Array.from({ length: 5000 }, () => shortCase(rnd));
  const longs = Array.from({ length: 1000 }, () => longCase(rnd));
  return { shorts, longs };
}
