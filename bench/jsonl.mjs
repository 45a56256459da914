// Read a whole JSONL file (a bench's input: the bundled cases, the corpora), one object a non-blank line.
import { readFileSync } from 'node:fs';

export const readJsonl = (path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
