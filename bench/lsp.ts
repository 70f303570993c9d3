// The language server's latency, as an editor sees it over stdio: `node dist/bench/lsp.js`.
// - open: a ≈25 MB module (a corpus module's functions and variables repeated under new names)
//   from didOpen to its diagnostics;
// - edit: one character changed (an error made, then undone) in a function half way through the
//   25 MB module, and in a ≈1 MB corpus module, from didChange to the diagnostics that follow (the
//   server's 50 ms pause after typing included);
// - hover after an edit: the first request that needs the tree of the changed text.
// Figures are medians of several runs with their range, in wall time and in the server's CPU time
// (user and system, from /proc: 10 ms ticks), which the load of a shared machine moves far less.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '../src/parse.js';
import { indexModule } from '../src/lsp/symbol-index.js';
import { LspClient } from '../test/support/lsp-client.js';
import { ROOT } from '../test/support/ptx.js';

const ONE_MB = join(ROOT, 'test/corpus/ptx/thrust_algos.sm_80.default.ptx');

/** `text` repeated until `bytes` long, each copy's module-level names suffixed `_cN`; one header. */
function repeated(text: string, bytes: number): string {
  const { module } = parse(text);
  const index = indexModule(module, text);
  const renamed = index.occurrences.filter((o) => o.decl.fn === null);
  const header = module.directives.filter((d) => d.kind === 'Version' || d.kind === 'Target' || d.kind === 'AddressSize').at(-1)!.span.end;
  const parts = [text.slice(0, header)];
  let size = header;
  for (let n = 0; size < bytes; n++) {
    let at = header;
    const copy: string[] = [];
    for (const o of renamed) {
      copy.push(text.slice(at, o.end), `_c${n}`);
      at = o.end;
    }
    copy.push(text.slice(at));
    const s = copy.join('');
    parts.push(s);
    size += s.length;
  }
  return parts.join('');
}

function median(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `${s[s.length >> 1]!.toFixed(0)} ms (${s[0]!.toFixed(0)}–${s.at(-1)!.toFixed(0)})`;
}

/** The server's CPU time so far, in ms. */
function serverCpu(): number {
  const fields = readFileSync(`/proc/${client.pid}/stat`, 'latin1').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of the line (11 and 12 after the command's name)
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Times `f` in wall and server CPU time into `into`. */
async function timed<T>(into: { wall: number[]; cpu: number[] }, f: () => Promise<T>): Promise<T> {
  const c0 = serverCpu();
  const t0 = performance.now();
  const r = await f();
  into.wall.push(performance.now() - t0);
  into.cpu.push(serverCpu() - c0);
  return r;
}

function summary(t: { wall: number[]; cpu: number[] }): string {
  return `median ${median(t.wall)} wall, ${median(t.cpu)} server CPU; ${t.wall.length} runs`;
}

const small = readFileSync(ONE_MB, 'latin1');
const big = repeated(small, 25 * 1024 * 1024);
if (parse(big, { validateOnly: true }).diagnostics.length > 0) throw new Error('the 25 MB module has diagnostics: the renaming missed a name');
const client = await LspClient.start();

const opens = { wall: [] as number[], cpu: [] as number[] };
for (let i = 0; i < 3; i++) {
  const uri = `file:///bench/big${i}.ptx`;
  const d = await timed(opens, () => client.open(uri, big));
  if (d.length > 0) throw new Error(`diagnostics on the 25 MB module: ${d[0]!.message}`);
  if (i < 2) await client.rpc.sendNotification('textDocument/didClose', { textDocument: { uri } });
}
process.stdout.write(`open, ${(big.length / 1048576).toFixed(1)} MB module to its diagnostics: ${summary(opens)}\n`);

/** Edits of the `l` of the first `ld.` after `from` in `text` (opened as `uri`): an `x` (unknown opcode), then back; timed into `into`. */
async function typo(uri: string, text: string, from: number, into: { wall: number[]; cpu: number[] }, pairs: number, then?: (line: number) => Promise<void>): Promise<void> {
  const line = text.slice(0, text.indexOf('\tld.', from)).split('\n').length;
  const range = { start: { line, character: 1 }, end: { line, character: 2 } };
  let version = 1; // as opened
  for (let i = 0; i < pairs; i++) {
    for (const ch of ['x', 'l']) {
      const d = await timed(into, () => client.edit(uri, ++version, range, ch));
      if (d.length !== (ch === 'x' ? 1 : 0)) throw new Error(`after '${ch}': ${d.length} diagnostics`);
      await then?.(line);
    }
  }
}

// An edit inside one function of the 25 MB module, half way through it: that function is checked again, not the module.
const bigEdits = { wall: [] as number[], cpu: [] as number[] };
await typo('file:///bench/big2.ptx', big, big.length >> 1, bigEdits, 5);
process.stdout.write(`edit in the ${(big.length / 1048576).toFixed(1)} MB module to its diagnostics: ${summary(bigEdits)}\n`);
await client.rpc.sendNotification('textDocument/didClose', { textDocument: { uri: 'file:///bench/big2.ptx' } });

const uri = 'file:///bench/small.ptx';
await client.open(uri, small);
const edits = { wall: [] as number[], cpu: [] as number[] };
const hovers = { wall: [] as number[], cpu: [] as number[] };
await typo(uri, small, 0, edits, 10, async (line) => void (await timed(hovers, () => client.request('textDocument/hover', { textDocument: { uri }, position: { line, character: 5 } }))));
process.stdout.write(`edit in a ${(small.length / 1048576).toFixed(2)} MB module to its diagnostics: ${summary(edits)}\n`);
process.stdout.write(`then a hover (the tree of the new text): ${summary(hovers)}\n`);
await client.stop();
