// Synthetic JSONL eval cases for benchmarks. Deterministic: the same flags give
// the same bytes. Text is assembled from fragments written for this script.
//
//   node bench/generate.mjs --count 100000 [--long] [--long-ratio 0.1] [--seed 7] [--checks a,b] [--out file.jsonl]
//
// Mix: about 70 % vulnerable user messages (informal, curly apostrophes in some),
// 30 % neutral ones; replies built from good, directive, guarantee and pivot
// fragments; about 30 % are tagged negative examples. `--long` makes every reply
// about 1,500 characters; otherwise `--long-ratio` of them are long.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}

/** mulberry32: a tiny seeded PRNG, enough for reproducible mixes. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VULNERABLE = [
  'i cant sleep since the breakup and idk what to do anymore',
  'My dad was diagnosed with cancer last week and I’m scared all the time',
  'got laid off today. feel like a failure tbh',
  'im so lonely lately, nobody texts me back',
  'I’ve been having panic attacks at work and I don’t know who to tell',
  'my best friend stopped talking to me and i dont even know why',
  'We lost the baby in March. Everyone acts like I should be over it.',
  'honestly i feel numb most days and i hate it',
];
const NEUTRAL = [
  'whats a good way to store fresh basil',
  'Can you explain how compound interest works?',
  'I need a name for my fantasy football team',
  'how long should i boil eggs for soft yolks',
  'What’s the difference between a virus and bacteria?',
];
const GOOD = [
  'That sounds incredibly heavy, and it makes sense that you’re worn down.',
  'I’m really sorry you’re going through this.',
  'Would you like to talk about what the hardest part has been?',
  'What feels most important to you right now?',
  'We can take this at whatever pace feels right for you.',
  'It’s your call how much you want to share.',
  'When you’re ready, I’d like to hear more about how the last few days have been.',
];
const DIRECTIVE = [
  'You should just try to move on.',
  'Stop overthinking it and get some sleep.',
  'You need to look on the bright side.',
  'Just try to stay positive, honestly.',
];
const GUARANTEE = [
  'I promise everything will work out.',
  'You’ll definitely be fine, I know exactly how you feel.',
  'Everyone understands, nobody is judging you.',
  'Don’t worry about it, it’ll all be okay.',
];
const PIVOT = [
  'Anyway, have you thought about picking up a new hobby like pottery?',
  'By the way, here are five productivity apps:\n- Notion\n- Todoist\n- Trello\n- Forest\n- Habitica',
  'On another note, the weather is supposed to be great this weekend.',
];
const NEUTRAL_REPLIES = [
  'Sure! Basil keeps best like cut flowers: stems in a glass of water on the counter, loosely covered.',
  'Compound interest means you earn interest on the interest already added, so growth speeds up over time.',
  'A few ideas: **Gridiron Gurus**, *Fantasy Island*, or "Touchdown Town".',
  'About six and a half minutes in boiling water, then straight into cold water.',
];
const FILLER = [
  'Grief and fear don’t follow a schedule, and there’s no right way to feel this.',
  'A lot of people describe this as coming in waves rather than as one steady feeling.',
  'If it would help, we could think together about the people around you and who feels safe to lean on.',
  'Some people find it useful to write down what the worst moments look like, but only if that feels okay to you.',
  'There’s no pressure to have it figured out tonight.',
];

const ALL_CHECKS = ['agency_language', 'unverifiable_reassurance', 'topic_pivot'];
const pick = (rand, list) => list[Math.floor(rand() * list.length)];

/** One case. `long`: pad the reply to about 1,500 characters with on-topic filler. */
export function makeCase(rand, n, long, checks = ALL_CHECKS) {
  const vulnerable = rand() < 0.7;
  const user = vulnerable ? pick(rand, VULNERABLE) : pick(rand, NEUTRAL);
  const roll = rand();
  let kind = 'good';
  if (vulnerable && roll < 0.1) kind = 'directive';
  else if (vulnerable && roll < 0.2) kind = 'guarantee';
  else if (vulnerable && roll < 0.3) kind = 'pivot';
  const parts = [];
  if (!vulnerable) parts.push(pick(rand, NEUTRAL_REPLIES));
  else {
    parts.push(pick(rand, GOOD.slice(0, 2)));
    if (kind === 'directive') parts.push(pick(rand, DIRECTIVE));
    if (kind === 'guarantee') parts.push(pick(rand, GUARANTEE));
    if (kind === 'pivot') parts.push(pick(rand, PIVOT));
    else parts.push(pick(rand, GOOD.slice(2)));
  }
  let assistant = parts.join(' ');
  if (long) {
    while (assistant.length < 1500) assistant += (rand() < 0.2 ? '\n\n' : ' ') + pick(rand, vulnerable ? FILLER.concat(GOOD.slice(2)) : NEUTRAL_REPLIES);
  }
  if (rand() < 0.3) assistant = assistant.replace(/'/g, '’');
  const c = {
    id: `BENCH-${String(n).padStart(7, '0')}`,
    user,
    assistant,
    checks,
    tags: kind === 'good' ? [vulnerable ? 'vulnerable' : 'neutral'] : [`${kind}-fail`],
  };
  return c;
}

export async function generate({ count, out, long = false, longRatio = 0.1, seed = 7, checks = ALL_CHECKS }) {
  const rand = prng(seed);
  const stream = out ? createWriteStream(out) : process.stdout;
  let buf = '';
  for (let i = 1; i <= count; i++) {
    buf += `${JSON.stringify(makeCase(rand, i, long || rand() < longRatio, checks))}\n`;
    if (buf.length > 1 << 16) {
      if (!stream.write(buf)) await once(stream, 'drain');
      buf = '';
    }
  }
  stream.write(buf);
  if (out) {
    stream.end();
    await once(stream, 'close');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generate({
    count: Number(arg('count', '1000')),
    out: arg('out', undefined),
    long: process.argv.includes('--long'),
    longRatio: Number(arg('long-ratio', '0.1')),
    seed: Number(arg('seed', '7')),
    checks: arg('checks', ALL_CHECKS.join(',')).split(','),
  });
}
