import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vi } from 'vitest';

/**
 * Run the first ```ts block after `heading` in a README as written, from `cwd`,
 * and return what it printed with `console.log` next to what the comments of
 * those lines (`console.log(x);  // value — why`) promise, for a README test to compare.
 */
export async function runReadmeExample(readmeUrl: URL, heading: string, cwd: string): Promise<{ printed: string[]; promised: string[] }> {
  const readme = readFileSync(readmeUrl, 'utf8');
  const open = readme.indexOf('```ts\n', readme.indexOf(heading)) + 6;
  const code = readme.slice(open, readme.indexOf('\n```', open));
  const promised = [...code.matchAll(/^console\.log\(.*\); *\/\/ (.+?)(?: — .*)?$/gm)].map((m) => m[1]!);
  const file = join(mkdtempSync(join(tmpdir(), 'readme-example-')), 'example.ts');
  writeFileSync(file, code);
  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((value: unknown) => void printed.push(String(value)));
  const startDir = process.cwd();
  process.chdir(cwd);
  try {
    await import(pathToFileURL(file).href);
  } finally {
    process.chdir(startDir);
    log.mockRestore();
  }
  return { printed, promised };
}
