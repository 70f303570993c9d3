// The web playground (web/): the built page served from a local origin and driven in headless
// Chromium (Debian's `chromium`, or CHROME_PATH). Skips, saying so, where there is no Chromium.
// With PTX_WEB_SCREENSHOT set, saves the page with a diagnostic there (the README's picture).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { ROOT, kernel } from './support/ptx.js';

const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p !== undefined && p !== '' && existsSync(p));
if (chrome === undefined) console.log('no Chromium (/usr/bin/chromium, or CHROME_PATH): skipping the web playground tests');
const it = chrome === undefined ? test.skip : test;

const site = join(ROOT, 'dist', 'web');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A static server on dist/web, on a port of the loopback the system picks. */
function serve(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = normalize(join(site, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    const file = path.endsWith('/') ? join(path, 'index.html') : path;
    if (!file.startsWith(site) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

let browser: Browser;
let page: Page;
let server: Server;
let origin: string;
/** Requests that went off the page's origin (aborted where intercepted). */
const offOrigin: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'ptx-web-'));

test.before(async () => {
  if (chrome === undefined) return;
  const build = spawnSync('npm', ['run', '--silent', 'bundle:web'], { cwd: ROOT, encoding: 'utf8' });
  assert.is(build.status, 0, build.stderr);
  ({ server, origin } = await serve());
  browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: ['--no-sandbox'] });
  page = await newPage(true);
});

/**
 * A page whose requests off the origin are recorded: intercepted and aborted, or (`intercept`
 * false) only seen. Interception stalls a request of the page's worker now and then (the worker's
 * import of Graphviz hung for 30 s in 2 of 8 loads, in 0 of 8 without it), so the CFG is drawn
 * on a page that only watches.
 */
async function newPage(intercept: boolean): Promise<Page> {
  const p = await browser.newPage();
  // Waits, not assertions: a machine under load may take long; no test asserts how long.
  p.setDefaultTimeout(60_000);
  await p.setViewport({ width: 1280, height: 720 });
  await p.setRequestInterception(intercept);
  p.on('request', (r) => {
    const url = r.url();
    const local = url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:');
    if (!local) offOrigin.push(url);
    if (intercept) void (local ? r.continue() : r.abort());
  });
  return p;
}

test.after(async () => {
  await browser?.close();
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const link = (text: string) => `${origin}/index.html#code=${Buffer.from(text, 'utf8').toString('base64url')}`;

/** Load `url` afresh (not as a fragment change of the page already there). */
async function open(url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
}

/** Wait for the parse of the text as it now is to be shown. */
async function parsed(): Promise<void> {
  await page.waitForFunction(() => document.getElementById('status')?.dataset.state === 'done' && document.querySelector('#diagnostics p') !== null);
}

const texts = (selector: string) => page.$$eval(selector, (els) => els.map((e) => e.textContent ?? ''));

// ptxas -arch=sm_90a: "Not a name of any known instruction: 'mull'" (line 14); with mul.lo.s32 it assembles it.
const typo = kernel('\tmov.u32 %r1, 3;\n\tmull.lo.s32 %r2, %r1, %r1;\n\tadd.s32 %r3, %r2, 1;');

it('a #code= link with mull.lo.s32: the diagnostic, its suggestion, its underline, and the AST of the other instructions', async () => {
  await open(link(typo));
  await parsed();
  const [message] = await texts('#diagnostics .diagnostic .message');
  assert.is(message, "unknown opcode 'mull'; did you mean 'mul'?");
  assert.equal(await texts('#diagnostics .diagnostic .suggestion'), ["change 'mull' to 'mul'"]);
  assert.equal(await texts('#diagnostics .diagnostic .where'), ['14:2']);
  assert.ok((await page.$('.cm-lintRange-error')) !== null, 'an underline in the editor');
  await page.waitForSelector('#ast .row');
  const ast = (await texts('#ast .row')).join('\n');
  assert.match(ast, /Instruction @13:2 guard=null opcode="mov"/);
  assert.match(ast, /Instruction @15:2 guard=null opcode="add"/);
  assert.match(ast, /Instruction @16:2 guard=null opcode="ret"/);
  // Highlighting by the spec's opcode names (the worker sends them): mull marked invalid, mov an opcode.
  const styled = (word: string, property: string, value: string) =>
    page.waitForFunction(
      (w, p, v) => [...document.querySelectorAll('.cm-content span')].some((e) => e.textContent === w && getComputedStyle(e).getPropertyValue(p) === v),
      {},
      word,
      property,
      value,
    );
  await styled('mull', 'text-decoration-style', 'wavy');
  await styled('mov', 'font-weight', '700');
  if (process.env.PTX_WEB_SCREENSHOT) await page.screenshot({ path: process.env.PTX_WEB_SCREENSHOT });
});

it('fixing the text clears the diagnostic, updates the link, and the AST follows the cursor to the fixed instruction', async () => {
  await page.click('#diagnostics .diagnostic .where'); // the cursor to 'mull'
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Delete');
  await page.waitForFunction(() => document.querySelector('#diagnostics p.ok') !== null);
  assert.equal(await texts('#diagnostics .diagnostic'), []);
  assert.is(await page.$('.cm-lintRange-error'), null);
  const hash = await page.evaluate(() => location.hash);
  assert.is(Buffer.from(hash.replace('#code=', ''), 'base64url').toString('utf8'), typo.replace('mull', 'mul'));
  await page.waitForFunction(() => document.querySelector('#ast .row.at-cursor')?.textContent?.includes('opcode="mul"') === true);
});

it('a link opened in the page already there loads its text; its suggestion, clicked, is applied', async () => {
  await page.evaluate((hash) => (location.hash = hash), new URL(link(typo)).hash);
  await page.waitForFunction(() => document.querySelector('#diagnostics button.suggestion')?.textContent === "change 'mull' to 'mul'");
  await page.click('#diagnostics button.suggestion');
  await page.waitForFunction(() => document.querySelector('#diagnostics p.ok') !== null);
  assert.is(Buffer.from((await page.evaluate(() => location.hash)).replace('#code=', ''), 'base64url').toString('utf8'), typo.replace('mull', 'mul'));
});

// ptxas: elect.sync on sm_80 "Feature 'elect' requires .target sm_90 or higher"; on sm_90 assembles it.
it('the target selector rewrites .target, and the verdict follows', async () => {
  await open(link(kernel('\telect.sync %r1|%p1, 0xffffffff;', 'sm_80')));
  await parsed();
  assert.equal(await texts('#diagnostics .diagnostic .message'), ["'elect.sync' requires .target sm_90 or higher"]);
  // The targets come from the worker once it has answered the first parse.
  await page.waitForFunction(() => (document.getElementById('target') as HTMLSelectElement).value === 'sm_80');
  await page.select('#target', 'sm_90');
  await page.waitForFunction(() => document.querySelector('#diagnostics p.ok') !== null);
  assert.match(await page.evaluate(() => location.hash), /^#code=/);
});

it('stats, kernels and the CFG as SVG (Graphviz in the worker) of an example', async () => {
  page = await newPage(false);
  await open(`${origin}/index.html`);
  await parsed();
  await page.select('#example', '2'); // branches_brx.ptx
  await page.waitForFunction(() => document.querySelector('#kernels td + td')?.textContent === 'switch_kernel');
  await page.click('#tabs button[data-tab="cfg"]');
  await page.waitForSelector('#cfg-drawing .summary');
  assert.match((await texts('#cfg-drawing .summary'))[0]!, /^\d+ blocks, \d+ instructions$/);
  assert.ok((await page.$('#cfg-drawing svg')) !== null);
  assert.match((await texts('#stats td')).join(' '), /\d/);
  assert.match((await texts('#printed pre'))[0]!, /^\.version 9\.0$/m);
});

// 230,000 instructions, 5.2 MB; ptxas would assemble it (a kernel of adds).
it('a 5 MB module parses in the worker while the page keeps answering', async () => {
  const big = join(dir, 'big.ptx');
  writeFileSync(big, kernel('\tadd.s32 %r3, %r2, 1;\n'.repeat(230_000)));
  await open(`${origin}/index.html`);
  await parsed();
  // Timer ticks, each noting whether a parse was under way: the page's thread answers them only when free.
  await page.evaluate(() => {
    const w = window as unknown as { ticks: string[] };
    w.ticks = [];
    setInterval(() => w.ticks.push(document.getElementById('status')!.dataset.state!), 10);
  });
  const input = (await page.$('#file')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(big);
  await page.waitForFunction(() => document.getElementById('status')?.textContent?.startsWith('parsed 230016 lines') === true, { timeout: 60_000 });
  const ticks = await page.evaluate(() => (window as unknown as { ticks: string[] }).ticks);
  assert.ok(ticks.filter((s) => s === 'parsing').length > 0, 'timer ticks while the worker parsed');
  assert.ok((await page.$('#diagnostics p.ok')) !== null);
  assert.is(await page.evaluate(() => location.hash), '', 'too large for a link: no stale #code= left');
  // The AST panel: the outline up to its budget, then a count of the statements left out.
  await page.waitForFunction(() => /… \d+ more/.test(document.getElementById('ast')?.textContent ?? ''));
});

it('no request left the page’s origin', () => {
  assert.equal(offOrigin, []);
});

test.run();
