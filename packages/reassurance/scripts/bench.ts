/**
 * Quick throughput figures (not a test): short replies, ~1,500-char replies and a
 * 1 MB adversarial reply made of trigger words that never complete a rule.
 *
 *   npx tsx scripts/bench.ts
 */
import { checkReassurance } from '../src/index.js';

const short = [
  "That sounds really hard. What part of it is weighing on you most right now, if you'd like to say?",
  "I know exactly how you feel. Trust is definitely going to come back, don't worry about it at all.",
  "It’s okay to feel this way. **You** don’t have to have it all figured out tonight — want to talk it through?",
  "ur gonna be fine lol, everyone goes through this. just give it time and it gets better",
];
const long = (short.join(' ') + ' ').repeat(4).slice(0, 1500);

function rate(texts: string[], ms: number): number {
  let n = 0;
  const until = performance.now() + ms;
  while (performance.now() < until) {
    for (let i = 0; i < 100; i++) checkReassurance(texts[(n + i) % texts.length]! + (n + i).toString(36));
    n += 100;
  }
  return (n / ms) * 1000;
}
rate(short, 300);
console.log(`short (~${short[0]!.length} chars): ${Math.round(rate(short, 2000)).toLocaleString('en')} cases/s`);
console.log(`long (~${long.length} chars): ${Math.round(rate([long], 2000)).toLocaleString('en')} cases/s`);

const triggers = ["you'll ", 'everything will ', 'no one ', 'I know ', 'trust me ', "don't ", 'definitely going to ', 'I am sure ', 'your mom ', 'there is no way ', 'time ', 'it ', "I've been "];
for (const t of ['mixed', ...triggers]) {
  const unit = t === 'mixed' ? triggers.join('') : t;
  const big = unit.repeat(Math.ceil(1_000_000 / unit.length)).slice(0, 1_000_000);
  const t0 = performance.now();
  const r = checkReassurance(big);
  console.log(`1 MB of ${JSON.stringify(t)}: ${(performance.now() - t0).toFixed(1)} ms, ${r.findings.length} findings`);
}
