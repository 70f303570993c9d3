// The language server driven over stdio as an editor drives it, on nvcc output of the corpus.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { spawnSync } from 'node:child_process';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from './support/lsp-client.js';
import { ROOT, havePtxas, readText } from './support/ptx.js';

// 5 kernels; $L__BB2_28 is branched to from 18 places; %r<28> is declared in each kernel.
const FILE = join(ROOT, 'test/corpus/ptx/atomics.sm_90.default.ptx');
const TEXT = readText(FILE);
const URI = 'file:///corpus/atomics.sm_90.default.ptx';
const OTHER = join(ROOT, 'test/corpus/ptx/inline_asm.sm_75.default.ptx');
const OTHER_URI = 'file:///corpus/inline_asm.sm_75.default.ptx';

type Pos = { line: number; character: number };
type Range = { start: Pos; end: Pos };

/** The position of the `nth` occurrence of `needle` in `text`, plus `delta` characters. */
function posOf(text: string, needle: string, delta = 0, nth = 0): Pos {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  if (at < 0) throw new Error(`no '${needle}' in the text`);
  at += delta;
  const before = text.slice(0, at);
  return { line: before.split('\n').length - 1, character: at - (before.lastIndexOf('\n') + 1) };
}

function textAt(text: string, r: Range): string {
  const lines = text.split('\n');
  return r.start.line === r.end.line ? lines[r.start.line]!.slice(r.start.character, r.end.character) : '';
}

let client: LspClient;
test.before(async () => {
  client = await LspClient.start();
});
test.after(async () => {
  assert.is(await client.stop(), 0);
});

const doc = (uri = URI) => ({ textDocument: { uri } });

test('diagnostics: none on open, one for an unknown qualifier with its quick fix, none again after the fix', async () => {
  assert.equal(await client.open(URI, TEXT), []);
  // ptxas 13.0 rejects ld.globl ("Unknown modifier '.globl'") and assembles ld.global.
  const at = posOf(TEXT, 'ld.global.u32', 3);
  const range = { start: at, end: { line: at.line, character: at.character + 6 } };
  const diags = await client.edit(URI, 2, range, 'globl');
  assert.is(diags.length, 1);
  const d = diags[0]!;
  assert.match(d.message, "unknown qualifier '.globl' for 'ld'; did you mean '.global'?");
  assert.is(d.code, 'unknown-qualifier-for');
  assert.equal(d.range, { start: { line: at.line, character: at.character - 1 }, end: { line: at.line, character: at.character + 5 } });
  const actions = await client.request<Array<{ title: string; edit: { changes: Record<string, Array<{ range: Range; newText: string }>> } }>>('textDocument/codeAction', { ...doc(), range: d.range, context: { diagnostics: diags } });
  assert.is(actions.length, 1);
  const [fix] = actions[0]!.edit.changes[URI]!;
  assert.equal(fix, { range: d.range, newText: '.global' });
  assert.equal(await client.edit(URI, 3, fix!.range, fix!.newText), []);
});

test("a tree too big for the server's heap: diagnostics still, a request that needs the tree fails saying what heap to give", async () => {
  // A -G module of 1.7 MB: its 60,000 lines' tree would take about 50 MB, more than a 40 MB old space leaves.
  // Its initialize request leaves rootUri out, as some clients do (the server failed it once).
  const small = await LspClient.start({ nodeOptions: '--max-old-space-size=40' });
  const uri = 'file:///corpus/atomics.sm_90.G.ptx';
  assert.equal(await small.open(uri, readText(join(ROOT, 'test/corpus/ptx/atomics.sm_90.G.ptx'))), []);
  try {
    await small.request('textDocument/hover', { ...doc(uri), position: { line: 20, character: 2 } });
    assert.unreachable('the tree was built');
  } catch (e) {
    assert.match((e as Error).message, 'MB of heap, more than the');
    assert.match((e as Error).message, 'NODE_OPTIONS=--max-old-space-size=');
  }
  assert.is(await small.stop(), 0);
});

test('a quick fix puts qualifiers in the order of the form', async () => {
  const uri = 'file:///order.ptx';
  // ptxas 13.0: bar.sync.cta "Illegal modifier '.cta' for instruction 'bar'"; bar.cta.sync assembles.
  const text = '.version 9.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\tbar.sync.cta 0;\n\tret;\n}\n';
  const diags = await client.open(uri, text);
  assert.is(diags.length, 1);
  const actions = await client.request<Array<{ edit: { changes: Record<string, Array<{ newText: string }>> } }>>('textDocument/codeAction', { ...doc(uri), range: diags[0]!.range, context: { diagnostics: diags } });
  assert.is(actions[0]!.edit.changes[uri]![0]!.newText, 'bar.cta.sync');
  await client.rpc.sendNotification('textDocument/didClose', doc(uri));
});

test('hover on an opcode: its ISA section and syntax forms; on a qualifier: its slot and requirement; on a register: its declaration; on a special register: its type', async () => {
  const ld = await client.request<{ contents: { value: string } }>('textDocument/hover', { ...doc(), position: posOf(TEXT, 'ld.global.u32', 1) });
  assert.match(ld.contents.value, '**ld**: PTX ISA §9.7.9.8 ld');
  assert.match(ld.contents.value, 'ld{.weak}{.ss}{.cop}{.level::prefetch_size}{.vec}.type d, [a]{.unified};');
  const q = await client.request<{ contents: { value: string } }>('textDocument/hover', { ...doc(), position: posOf(TEXT, 'ld.global.u32', 4) });
  assert.match(q.contents.value, '**.global** of `ld`');
  const r = await client.request<{ contents: { value: string } }>('textDocument/hover', { ...doc(), position: posOf(TEXT, '%r1,', 1) });
  assert.match(r.contents.value, '.reg .b32 %r<28>;');
  // mul.wide.u32's node names mul (ptxas 13.0 assembles the corpus file): the hover names the fused opcode's forms.
  const mul = await client.request<{ contents: { value: string } }>('textDocument/hover', { ...doc(), position: posOf(TEXT, 'mul.wide.u32', 1) });
  assert.match(mul.contents.value, '**mul.wide**: PTX ISA §9.7.1.3');
  const u32 = await client.request<{ contents: { value: string } }>('textDocument/hover', { ...doc(), position: posOf(TEXT, 'mul.wide.u32', 10) });
  assert.match(u32.contents.value, '**.u32** of `mul.wide`');
  const tid = await client.request<{ contents: { value: string } }>('textDocument/hover', { ...doc(), position: posOf(TEXT, '%tid.x', 2) });
  assert.match(tid.contents.value, 'A vector: read by component (`%tid.x`), of type `.u16` or `.u32`');
});

test('definition of a register: the %r<28> of its .reg line; of a parameter, its declaration', async () => {
  const def = await client.request<{ uri: string; range: Range }>('textDocument/definition', { ...doc(), position: posOf(TEXT, '%r1,', 2) });
  assert.is(def.uri, URI);
  assert.equal(def.range.start, posOf(TEXT, '%r<28>'));
  assert.is(textAt(TEXT, def.range), '%r');
  // A kernel parameter read by ld.param: its declaration among the parameters.
  const name = /\[(\w+_param_0)\]/.exec(TEXT)![1]!;
  const param = await client.request<{ range: Range }>('textDocument/definition', { ...doc(), position: posOf(TEXT, `[${name}]`, 1) });
  assert.equal(param.range.start, posOf(TEXT, `.param .u64 ${name}`, 12));
});

test('definition of a called function: its definition, not its use; of a call argument, its .param in the call sequence block', async () => {
  const uri = 'file:///corpus/rdc_linkage.sm_90.rdc.ptx';
  const text = readText(join(ROOT, 'test/corpus/ptx/rdc_linkage.sm_90.rdc.ptx'));
  await client.open(uri, text);
  const fn = await client.request<{ range: Range }>('textDocument/definition', { ...doc(uri), position: posOf(text, '_Z12local_helperi,', 3) });
  assert.equal(fn.range.start, posOf(text, '_Z12local_helperi('));
  const call = posOf(text, 'call.uni (retval0)', 0, 1);
  const arg = await client.request<{ range: Range }>('textDocument/definition', { ...doc(uri), position: posOf(text, 'param0', 2, 5) });
  // The second call sequence's own param0, not the first's.
  const decl = posOf(text, '.param .b32 param0', 12, 1);
  assert.equal(arg.range.start, decl);
  assert.ok(decl.line < call.line);
  await client.rpc.sendNotification('textDocument/didClose', doc(uri));
});

test('references of a label: every branch to it and its definition', async () => {
  const refs = await client.request<Array<{ range: Range }>>('textDocument/references', { ...doc(), position: posOf(TEXT, '$L__BB2_28;', 2), context: { includeDeclaration: true } });
  assert.is(refs.length, 19);
  for (const r of refs) assert.is(textAt(TEXT, r.range), '$L__BB2_28');
  const highlights = await client.request<unknown[]>('textDocument/documentHighlight', { ...doc(), position: posOf(TEXT, '$L__BB2_28:') });
  assert.is(highlights.length, 19);
});

/** The text of the first kernel of TEXT (its %r<28> holds the %r1 of the tests), and where it starts. */
function firstKernel(): { text: string; from: number } {
  const from = TEXT.indexOf('.entry');
  return { text: TEXT.slice(from, TEXT.indexOf('.entry', from + 1)), from };
}

test('references and highlights of a register of a range (%r1 of %r<28>): its uses and the range declaration, not every %rN', async () => {
  const { text } = firstKernel();
  const uses = text.match(/%r1(?![\d])/g)!.length;
  const refs = await client.request<Array<{ range: Range }>>('textDocument/references', { ...doc(), position: posOf(TEXT, '%r1,', 1), context: { includeDeclaration: true } });
  assert.is(refs.length, uses + 1);
  assert.equal(refs.map((r) => textAt(TEXT, r.range)).sort(), ['%r', ...Array<string>(uses).fill('%r1')]);
  const without = await client.request<unknown[]>('textDocument/references', { ...doc(), position: posOf(TEXT, '%r1,', 1), context: { includeDeclaration: false } });
  assert.is(without.length, uses);
  const lit = await client.request<Array<{ range: Range }>>('textDocument/documentHighlight', { ...doc(), position: posOf(TEXT, '%r1,', 1) });
  assert.is(lit.length, uses + 1);
  // On the declaration, the whole range: every %rN of the kernel.
  const all = await client.request<unknown[]>('textDocument/references', { ...doc(), position: posOf(TEXT, '%r<28>', 1), context: { includeDeclaration: true } });
  assert.is(all.length, text.match(/%r\d+(?![\d<])/g)!.length + 1);
});

test('rename a label, a register range at its declaration, and a register of a range alone', async () => {
  const e = await client.request<{ changes: Record<string, Array<{ range: Range; newText: string }>> }>('textDocument/rename', { ...doc(), position: posOf(TEXT, '$L__BB2_28:'), newName: '$done' });
  assert.is(e.changes[URI]!.length, 19);
  const prep = await client.request<{ range: Range; placeholder: string }>('textDocument/prepareRename', { ...doc(), position: posOf(TEXT, '%r<28>', 1) });
  assert.is(prep.placeholder, '%r');
  const r = await client.request<{ changes: Record<string, Array<{ range: Range; newText: string }>> }>('textDocument/rename', { ...doc(), position: posOf(TEXT, '%r<28>', 1), newName: '%x' });
  // Every %rN of the first kernel, each edit on its `%r` only.
  for (const x of r.changes[URI]!) assert.is(textAt(TEXT, x.range), '%r');
  assert.ok(r.changes[URI]!.length > 20);
  // %r1 alone: declared apart after %r<28> (of its type), its uses renamed; the text still
  // parses, as ptxas 13.0 (-arch=sm_90) assembles it.
  const one = await client.request<{ range: Range; placeholder: string }>('textDocument/prepareRename', { ...doc(), position: posOf(TEXT, '%r1,', 1) });
  assert.is(one.placeholder, '%r1');
  const split = await client.request<{ changes: Record<string, Array<{ range: Range; newText: string }>> }>('textDocument/rename', { ...doc(), position: posOf(TEXT, '%r1,', 1), newName: '%old' });
  const edits = split.changes[URI]!;
  assert.is(edits[0]!.newText, '\n\t.reg .b32 \t%old;');
  assert.is(edits.length, firstKernel().text.match(/%r1(?![\d])/g)!.length + 1);
  const renamed = TextDocument.applyEdits(TextDocument.create(URI, 'ptx', 1, TEXT), edits);
  assert.match(renamed, /\t\.reg \.b32 \t%r<28>;\n\t\.reg \.b32 \t%old;\n/);
  assert.equal(parse(renamed).diagnostics, []);
  if (havePtxas()) {
    const file = join(mkdtempSync(join(tmpdir(), 'ptx-lsp-')), 'renamed.ptx');
    writeFileSync(file, renamed, 'latin1');
    const p = spawnSync('ptxas', ['-arch=sm_90', file, '-o', '/dev/null'], { encoding: 'utf8' });
    rmSync(join(file, '..'), { recursive: true, force: true });
    assert.is(p.status, 0, p.stderr);
  }
  for (const taken of ['%r2', '%rd1', '%r27']) {
    try {
      await client.request('textDocument/rename', { ...doc(), position: posOf(TEXT, '%r1,', 1), newName: taken });
      assert.unreachable(`${taken} was taken`);
    } catch (err) {
      assert.match((err as Error).message, `'${taken}' is declared already`);
    }
  }
  try {
    await client.request('textDocument/rename', { ...doc(), position: posOf(TEXT, '$L__BB2_28:'), newName: 'a b' });
    assert.unreachable('a name with a blank was taken');
  } catch (e) {
    assert.match((e as Error).message, "'a b' is not a PTX identifier");
  }
});

test('document symbols: every kernel, with its labels', async () => {
  const symbols = await client.request<Array<{ name: string; detail: string; children?: Array<{ name: string }> }>>('textDocument/documentSymbol', doc());
  const kernels = symbols.filter((s) => s.detail === 'kernel (.entry)').map((s) => s.name);
  assert.equal(kernels, [...TEXT.matchAll(/\.entry (\w+)\(/g)].map((m) => m[1]));
  // A kernel's labels in source order.
  const labels = symbols.find((s) => s.name === kernels[2])!.children!.map((c) => c.name);
  const body = TEXT.slice(TEXT.indexOf(`.entry ${kernels[2]}`), TEXT.indexOf(`.entry ${kernels[3]}`));
  assert.equal(labels, [...body.matchAll(/^(\$L__BB2_\d+):/gm)].map((m) => m[1]));
});

test('workspace symbols: across the open documents', async () => {
  await client.open(OTHER_URI, readText(OTHER));
  const found = await client.request<Array<{ name: string; location: { uri: string } }>>('workspace/symbol', { query: 'kernel' });
  assert.ok(found.some((s) => s.name === '_Z10asm_kernelPK6float4PS_PmPdPtPji' && s.location.uri === OTHER_URI));
  const cas = await client.request<Array<{ name: string; location: { uri: string } }>>('workspace/symbol', { query: 'cas_loop' });
  assert.equal(cas.map((s) => s.location.uri), [URI]);
});

test('workspace symbols: in the files of the workspace folder that are not open', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-lsp-'));
  try {
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', 'a.ptx'), readText(OTHER));
    const other = await LspClient.start({ rootUri: pathToFileURL(dir).href });
    const found = await other.request<Array<{ name: string; location: { uri: string } }>>('workspace/symbol', { query: 'asm_kernel' });
    assert.equal(found.map((s) => [s.name, s.location.uri]), [['_Z10asm_kernelPK6float4PS_PmPdPtPji', pathToFileURL(join(dir, 'sub', 'a.ptx')).href]]);
    assert.is(await other.stop(), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('completion: .global among the qualifiers after ld., opcodes, registers in scope, special registers, targets', async () => {
  const at = posOf(TEXT, 'ld.global.u32', 3);
  const after = await client.request<Array<{ label: string }>>('textDocument/completion', { ...doc(), position: at });
  const labels = after.map((c) => c.label);
  assert.ok(labels.includes('.global'));
  assert.ok(labels.includes('.v4'));
  assert.not.ok(labels.includes('.rn'));
  const ops = await client.request<Array<{ label: string }>>('textDocument/completion', { ...doc(), position: posOf(TEXT, 'ld.global.u32', 1) });
  assert.ok(ops.some((c) => c.label === 'ldmatrix'));
  const names = await client.request<Array<{ label: string }>>('textDocument/completion', { ...doc(), position: posOf(TEXT, '%r1,', 1) });
  assert.ok(names.some((c) => c.label === '%r<28>'));
  assert.ok(names.some((c) => c.label === '%tid'));
  const targets = await client.request<Array<{ label: string }>>('textDocument/completion', { ...doc(), position: posOf(TEXT, 'sm_90') });
  assert.ok(targets.some((c) => c.label === 'sm_100a'));
});

test("completion: instructions as the ISA names them, and a fused opcode's qualifier among those after the instruction and a dot", async () => {
  const uri = 'file:///complete.ptx';
  // ptxas 13.0 assembles mul.wide.s32 %rd1, %r1, %r2 (the completed line).
  const text = '.version 9.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<2>;\n\tmu\n\tmul.\n\tmul.wide.\n\tret;\n}\n';
  await client.open(uri, text);
  const labels = async (line: string) => (await client.request<Array<{ label: string }>>('textDocument/completion', { ...doc(uri), position: posOf(text, `\t${line}\n`, 1 + line.length) })).map((c) => c.label);
  const ops = await labels('mu');
  assert.ok(ops.includes('mul') && ops.includes('mul24'));
  assert.equal(ops.filter((l) => l.startsWith('mul.')), []);
  const afterMul = await labels('mul.');
  for (const q of ['.wide', '.lo', '.hi', '.f32', '.rn']) assert.ok(afterMul.includes(q), q);
  assert.equal(afterMul.filter((l) => !l.startsWith('.')), []);
  const afterWide = await labels('mul.wide.');
  assert.ok(afterWide.includes('.s32') && afterWide.includes('.u16'));
  assert.not.ok(afterWide.includes('.wide') || afterWide.includes('.f32'));
  await client.rpc.sendNotification('textDocument/didClose', doc(uri));
});

const LEGEND = ['keyword', 'modifier', 'variable', 'property', 'parameter', 'label', 'function'];

/** The tokens of LSP's relative encoding, in absolute positions. */
function decode(data: number[]): Array<{ line: number; character: number; length: number; type: string }> {
  const tokens: Array<{ line: number; character: number; length: number; type: string }> = [];
  let line = 0;
  let character = 0;
  for (let i = 0; i < data.length; i += 5) {
    line += data[i]!;
    character = data[i]! === 0 ? character + data[i + 1]! : data[i + 1]!;
    tokens.push({ line, character, length: data[i + 2]!, type: LEGEND[data[i + 3]!]! });
  }
  return tokens;
}

test('semantic tokens: the opcode, its qualifiers, registers; of a range, the same as of the whole', async () => {
  const tokens = decode((await client.request<{ data: number[] }>('textDocument/semanticTokens/full', doc())).data);
  const at = posOf(TEXT, 'ld.global.u32');
  const onLine = tokens.filter((t) => t.line === at.line).map((t) => [TEXT.split('\n')[t.line]!.slice(t.character, t.character + t.length), t.type]);
  // `ld.global.u32 %r10, [%rd1];`
  assert.equal(onLine, [['ld', 'keyword'], ['.global', 'modifier'], ['.u32', 'modifier'], ['%r10', 'variable'], ['%rd1', 'variable']]);
  const range = { start: { line: at.line - 10, character: 0 }, end: { line: at.line + 10, character: 0 } };
  const part = decode((await client.request<{ data: number[] }>('textDocument/semanticTokens/range', { ...doc(), range })).data);
  assert.equal(part, tokens.filter((t) => t.line >= at.line - 10 && t.line < at.line + 10));
});

test('folding: every kernel body and the inline asm blocks in them', async () => {
  const ranges = await client.request<Array<{ startLine: number; endLine: number }>>('textDocument/foldingRange', doc());
  const bodies = [...TEXT.matchAll(/\)\n\{\n/g)].map((m) => TEXT.slice(0, m.index + 2).split('\n').length - 1);
  assert.is(bodies.length, 5);
  for (const line of bodies) assert.ok(ranges.some((r) => r.startLine === line));
  // and the two braced blocks of inline asm in _Z13atomic_objectPi
  assert.is(ranges.length, 7);
});

test('formatting: the canonical layout of the printer', async () => {
  const edits = await client.request<Array<{ newText: string }>>('textDocument/formatting', { ...doc(), options: { tabSize: 4, insertSpaces: false } });
  assert.is(edits.length, 1);
  assert.is(edits[0]!.newText, print(parse(TEXT).module, { canonical: true }));
});

test.run();
