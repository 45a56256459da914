// Loaded with `node --import` into a benchmarked process: on exit, writes the
// process's peak RSS (KiB, from process.resourceUsage) to $SYNTHESIS_RSS_FILE.
import { writeFileSync } from 'node:fs';

const file = process.env.SYNTHESIS_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
