import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import vm from 'node:vm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingSource, packageDir, tempDir } from './support.js';

/**
 * `@synthesis/reassurance` (with core) bundled for the browser must run with no
 * Node built-ins and no Node globals: in headless Debian Chromium when it is
 * installed, and always in a bare `vm` context.
 */
// Overridable only to exercise the no-browser path; CI uses Debian's chromium.
const CHROMIUM = process.env.SYNTHESIS_CHROMIUM ?? '/usr/bin/chromium';
const TEXT = "I know exactly how you feel. Don't worry, everything will definitely be fine, I promise.";

// Written for any global environment: the page shows the verdict, a vm context keeps it in a global.
const ENTRY = `
import { reassuranceChecker, checkReassurance } from '@synthesis/reassurance';
import { runCheck } from '@synthesis/core';
const result = runCheck(reassuranceChecker, { user: 'my exam is tomorrow and im freaking out', assistant: ${JSON.stringify(TEXT)} });
const verdict = reassuranceChecker.meta.name + ': ' + (result.pass ? 'pass' : 'fail')
  + ' [' + [...new Set(result.findings.map((f) => f.ruleId))].join(', ') + ']'
  + (typeof checkReassurance === 'function' ? '' : ' (checkReassurance missing)');
globalThis.synthesisVerdict = verdict;
if (typeof document !== 'undefined') document.getElementById('verdict').textContent = verdict;
`;

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Synthesis in the browser</title></head>
<body><h1>unverifiable_reassurance</h1><p id="text"></p><p>Verdict: <strong id="verdict">pending</strong></p>
<script>document.getElementById('text').textContent = ${JSON.stringify(TEXT)};</script>
<script src="bundle.js"></script></body></html>`;

let dir = '';
let bundle = '';
let server: http.Server | undefined;

beforeAll(async () => {
  const missing = missingSource(packageDir('reassurance'));
  if (missing) throw new Error(`cannot bundle @synthesis/reassurance: ${missing}`);
  dir = tempDir('browser');
  await build({
    // Resolved from the cli package, which depends on core and reassurance: the built dist is bundled, as an app would.
    stdin: { contents: ENTRY, resolveDir: packageDir('cli'), sourcefile: 'entry.js', loader: 'js' },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    outfile: path.join(dir, 'bundle.js'),
    logLevel: 'silent',
  });
  bundle = readFileSync(path.join(dir, 'bundle.js'), 'utf8');
  writeFileSync(path.join(dir, 'index.html'), PAGE);
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('@synthesis/reassurance in the browser', () => {
  it('bundles without Node built-ins', () => {
    expect(bundle.length).toBeGreaterThan(1000);
    expect(bundle).not.toMatch(/require\(\s*["'](?:node:|fs|path|os|url|util|module|crypto|child_process|stream)["'/]/);
    expect(bundle).not.toMatch(/\bfrom\s*["']node:/);
  });

  it('runs in a bare vm context (no require, process, Buffer) and yields the verdict', () => {
    const context = vm.createContext({});
    expect(vm.runInContext('typeof require + typeof process + typeof Buffer', context)).toBe('undefinedundefinedundefined');
    vm.runInContext(bundle, context, { timeout: 10_000 });
    const verdict = (context as { synthesisVerdict?: string }).synthesisVerdict;
    expect(verdict).toMatch(/^unverifiable_reassurance: fail \[reassurance\/[a-z-]+/);
    expect(verdict).not.toContain('missing');
  });

  it('shows the verdict on a page in headless Chromium', async () => {
    if (!existsSync(CHROMIUM)) {
      console.warn([
        '',
        '************************************************************************',
        `*  CHROMIUM NOT INSTALLED (${CHROMIUM} missing): the browser test was NOT run  *`,
        '*  in a real browser. Only the vm-context run above checked the bundle.  *',
        '*  Install it with: apt-get install -y chromium                         *',
        '************************************************************************',
        '',
      ].join('\n'));
      return;
    }
    const { chromium } = await import('playwright-core');
    server = http.createServer((req, res) => {
      const name = req.url === '/' ? 'index.html' : path.basename(req.url ?? '');
      const file = path.join(dir, name);
      if (!existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': name.endsWith('.html') ? 'text/html' : 'text/javascript' }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => document.getElementById('verdict')?.textContent !== 'pending', undefined, { timeout: 20_000 });
      const verdict = await page.textContent('#verdict');
      if (process.env.SYNTHESIS_SCREENSHOT) await page.screenshot({ path: process.env.SYNTHESIS_SCREENSHOT });
      expect(errors).toEqual([]);
      expect(verdict).toMatch(/^unverifiable_reassurance: fail \[reassurance\/[a-z-]+/);
    } finally {
      await browser.close();
    }
  });
});
