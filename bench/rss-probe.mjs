// Loaded with `node --import` into a benchmarked process (and, through execArgv, into
// the bounded-heap child `synthesis` re-executes itself as): on exit, appends the
// process's peak RSS (KiB, from process.resourceUsage) to $SYNTHESIS_RSS_FILE, one
// line per process. Worker threads share their process's RSS.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.SYNTHESIS_RSS_FILE;
if (file && isMainThread) process.on('exit', () => appendFileSync(file, `${process.resourceUsage().maxRSS}\n`));
