import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { knowsPatternCompileFlag, PATTERN_COMPILE_FLAG } from '../src/pattern-compile.js';

/** What V8 writes when this Node process sets `flag` at run time (empty when it knows the flag). */
function stderrOfSetting(flag: string): string {
  const script = `require('node:v8').setFlagsFromString(${JSON.stringify(flag)}); if (!/a+b/.test('aaab')) process.exit(3);`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return r.stderr;
}

describe('the pattern compile flag', () => {
  it('is set only on the V8 versions known to have it', () => {
    expect(knowsPatternCompileFlag('11.3.244.8-node.33')).toBe(true); // Node 20
    expect(knowsPatternCompileFlag('12.4.254.21-node.24')).toBe(true); // Node 22
    expect(knowsPatternCompileFlag('13.6.233.10-node.18')).toBe(true); // Node 24
    expect(knowsPatternCompileFlag('14.1.146.11-node.10')).toBe(true); // Node 25
    expect(knowsPatternCompileFlag('10.2.154.26-node.26')).toBe(false);
    expect(knowsPatternCompileFlag('15.0.1')).toBe(false);
    expect(knowsPatternCompileFlag('')).toBe(false);
    expect(knowsPatternCompileFlag('v13')).toBe(false);
  });

  it('is known to the V8 of the Node running the tests when the check says so (an unknown one prints an error)', () => {
    // the check, against this V8's own flag list: were the flag renamed, V8 would print
    // "unrecognized flag" into every CLI run, as it does for a misspelled one
    expect(stderrOfSetting(`${PATTERN_COMPILE_FLAG}s`)).toMatch(/unrecognized flag/);
    if (knowsPatternCompileFlag()) expect(stderrOfSetting(PATTERN_COMPILE_FLAG)).toBe('');
  });
});
