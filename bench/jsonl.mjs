// Read a bench's input: a whole JSONL file (the bundled cases, the corpora), one object a non-blank line, or the calibration corpus.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const readJsonl = (path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));

/** Every case of the calibration corpus (data/corpus/*.jsonl), file by file in name order. */
export function readCorpus() {
  const dir = fileURLToPath(new URL('../data/corpus/', import.meta.url));
  return readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort().flatMap((f) => readJsonl(dir + f));
}
