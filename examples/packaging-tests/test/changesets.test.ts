import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, repoRoot, runOk, tempDir } from './support.js';

/**
 * The release flow on a copy of the workspace manifests: a changeset for one
 * checker bumps that checker and, through `updateInternalDependencies: patch`,
 * the packages that depend on it; nothing else moves.
 */
let ws = '';

function manifest(rel: string): { name: string; version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(ws, rel, 'package.json'), 'utf8')) as { name: string; version: string; dependencies?: Record<string, string> };
}

beforeAll(() => {
  ws = tempDir('changesets');
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset/config.json']) {
    mkdirSync(path.dirname(path.join(ws, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(ws, file));
  }
  for (const group of ['packages', 'examples']) {
    for (const dir of readdirSync(path.join(repoRoot, group))) {
      const src = path.join(repoRoot, group, dir, 'package.json');
      if (!existsSync(src)) continue;
      mkdirSync(path.join(ws, group, dir), { recursive: true });
      cpSync(src, path.join(ws, group, dir, 'package.json'));
    }
  }
  // The changelog generator named in config.json is resolved from the project.
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(ws, 'node_modules'), 'dir');
  const git = (...args: string[]): void => void runOk('git', args, { cwd: ws });
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'init');
  writeFileSync(path.join(ws, '.changeset/brave-lions-sing.md'), '---\n"@synthesis/reassurance": minor\n---\n\nFlag "I promise it will be fine" as a guarantee.\n');
  runOk(bin('changeset'), ['version'], { cwd: ws });
});

afterAll(() => {
  if (ws) rmSync(ws, { recursive: true, force: true });
});

describe('changeset version', () => {
  it('bumps the checker named in the changeset (minor: 0.1.0 → 0.2.0) and writes its changelog', () => {
    expect(manifest('packages/reassurance').version).toBe('0.2.0');
    const changelog = readFileSync(path.join(ws, 'packages/reassurance/CHANGELOG.md'), 'utf8');
    expect(changelog).toContain('## 0.2.0');
    expect(changelog).toContain('Flag "I promise it will be fine" as a guarantee.');
  });

  it('patch-bumps the cli, which depends on it, and keeps the workspace range', () => {
    const cli = manifest('packages/cli');
    expect(cli.version).toBe('0.1.1');
    expect(cli.dependencies?.['@synthesis/reassurance']).toBe('workspace:^');
    expect(readFileSync(path.join(ws, 'packages/cli/CHANGELOG.md'), 'utf8')).toContain('@synthesis/reassurance@0.2.0');
  });

  it('leaves core, the other checkers, runner and reporter alone', () => {
    for (const dir of ['core', 'agency', 'pivot', 'runner', 'reporter']) {
      expect([dir, manifest(`packages/${dir}`).version]).toEqual([dir, '0.1.0']);
      expect(existsSync(path.join(ws, 'packages', dir, 'CHANGELOG.md'))).toBe(false);
    }
  });

  it('consumes the changeset file', () => {
    expect(readdirSync(path.join(ws, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md')).toEqual([]);
  });
});
