// The explore library (src/explore) on real nvcc, clang and hand-written PTX, each result against
// an independent scan of the text: grep counts, functions listed, basic blocks per label.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FunctionDecl, InstructionBase } from '../src/ast.js';
import { OPCODES } from '../generated/dispatch.js';
import { forEachStatement } from '../src/body-statements.js';
import { formOf } from '../src/explore/roles.js';
import type { FormTable } from '../src/match/tables.js';
import { callGraph, callGraphReader, controlFlowGraph, debugLeftOut, diffModules, digestReader, extractFunctions, extractReader, findFunctions, findReader, grepCounter, grepModule, grepReader, listingReader, listModule, moduleStats, readModule, spellingMatcher, statsReader, type ModuleReader } from '../src/explore/index.js';
import { oneLine } from '../src/explore/source-lines.js';
import { parse } from '../src/parse.js';
import { corpus } from './support/corpus.js';
import { kernel, readText } from './support/ptx.js';

/** One corpus file in 12, and the files with indirect branches and calls. */
const sample = corpus().filter((f, i) => i % 12 === 0 || /branches_brx|control_flow\.sm_90\.rdcG|globals_printf\.sm_80\.rdc/.test(f.name));
const parsed = sample.map((f) => {
  const text = readText(f.path);
  return { f, text, module: parse(text).module };
});

/** Statements of the text, comments and strings aside: `[line, spelling-or-label-or-directive text]`. */
function plainStatements(text: string): string[] {
  const bare = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, '').replace(/"[^"\n]*"/g, '""');
  return bare.split(/[;{}\n]/).map((s) => s.trim()).filter((s) => s !== '');
}

/** The spelling of a statement that is an instruction (guard and labels before it aside), else null. */
function spelling(statement: string): string | null {
  const s = statement.replace(/^([$\w]+:\s*)+/, '').replace(/^@!?%?\w+\s+/, '');
  const m = /^([a-z][\w:.]*)(\s|$)/.exec(s);
  return m === null ? null : m[1]!;
}

/** The pattern rule of `ptx grep`, applied to a spelling as text. */
function plainMatch(pattern: string, spelled: string): boolean {
  const [op, ...rest] = pattern.split('.');
  const tokens = spelled.split('.');
  const glob = (p: string) => new RegExp(`^${p.replace(/\*/g, '.*')}$`);
  if (!glob(op!).test(tokens[0]!)) return false;
  return rest.every((p) => tokens.slice(1).some((t) => glob(p).test(t) || glob(p).test(t.split('::')[0]!)));
}

test('grep counts what a plain scan of the spellings counts', () => {
  const patterns = ['ld.global', 'st.shared', 'atom.add', 'bra', 'mov.u32', '*.f32', 'setp.*.s32', 'cvta.to.global', 'ld.param', 'mbarrier.*'];
  let total = 0;
  for (const { f, text, module } of parsed) {
    const spellings = plainStatements(text).map(spelling).filter((s): s is string => s !== null);
    for (const p of patterns) {
      const want = spellings.filter((s) => plainMatch(p, s)).length;
      assert.is(grepModule(module, text, p).length, want, `${f.name}: ${p}`);
      assert.is(readModule(module, grepCounter(p)), want, `${f.name}: ${p}, counted`);
      total += want;
    }
  }
  assert.ok(total > 1000, `only ${total} matches in the sample`);
});

test('ls lists as many kernels and functions as the text declares', () => {
  for (const { f, text, module } of parsed) {
    const heads = plainStatements(text).filter((s) => /^(\.(visible|extern|weak|common)\s+)*\.(entry|func)\b/.test(s));
    const { functions } = listModule(module, text);
    assert.is(functions.length, heads.length, f.name);
    assert.is(functions.filter((x) => x.kind === 'entry').length, heads.filter((h) => /\.entry\b/.test(h)).length, f.name);
  }
});

test('the CFG has one block per label plus the entry, and its edges join blocks', () => {
  let functions = 0;
  for (const { f, text, module } of parsed) {
    for (const d of module.directives) {
      if (d.kind !== 'Function' || d.body === null) continue;
      const labels = plainStatements(text.slice(d.span.start, d.span.end))
        .map((s) => /^([$\w]+):(?!\s*\.(branchtargets|calltargets|callprototype))/.exec(s)?.[1])
        .filter((l): l is string => l !== undefined);
      const g = controlFlowGraph(d, text);
      assert.equal(g.blocks.filter((b) => b.label !== null).map((b) => b.label), labels, `${f.name} ${d.name}`);
      assert.is(g.blocks[0]!.id, '(entry)');
      const ids = new Set(g.blocks.map((b) => b.id));
      for (const e of g.edges) assert.ok(ids.has(e.from) && ids.has(e.to), `${f.name} ${d.name}: ${e.from} -> ${e.to}`);
      functions++;
    }
  }
  assert.ok(functions > 100, `only ${functions} functions`);
});

const flowKernel = kernel(`	setp.eq.s32 %p1, %r1, 0;
	@%p1 bra L1;
	add.s32 %r2, %r2, 1;
	bra L2;
L1:
	ts: .branchtargets L2, L3;
	brx.idx %r1, ts;
L2:
	@%p1 ret;
	add.s32 %r2, %r2, 2;
L3:
	exit;`);

test('cfg: branches, fall-through, brx.idx targets, ret and exit (ptxas -arch=sm_90a accepts the module)', () => {
  const m = parse(flowKernel);
  assert.equal(m.diagnostics, []);
  const g = controlFlowGraph(m.module.directives.find((d): d is FunctionDecl => d.kind === 'Function')!, flowKernel);
  // The kernel's own `ret` after `exit` is a block no edge reaches.
  assert.equal(g.blocks.map((b) => [b.id, b.instructions.length, b.exits]), [
    ['(entry)', 2, false],
    ['(line 15)', 2, false],
    ['L1', 1, false],
    ['L2', 1, true],
    ['(line 22)', 1, false],
    ['L3', 1, true],
    ['(line 25)', 1, true],
  ]);
  assert.equal(g.edges.map((e) => `${e.from} ${e.kind} ${e.to}`), [
    '(entry) fallthrough (line 15)',
    'L2 fallthrough (line 22)',
    '(line 22) fallthrough L3',
    '(entry) branch L1',
    '(line 15) jump L2',
    'L1 indirect L2',
    'L1 indirect L3',
  ]);
});

test('calls: direct calls and calls through .calltargets, counted per caller', () => {
  const text = `.version 9.0
.target sm_90
.address_size 64
.func (.param .b32 r) f(.param .b32 a)
{
	st.param.b32 [r], 1;
	ret;
}
.func g()
{
	ret;
}
.visible .entry k()
{
	.reg .b64 %rd<2>;
	.param .b32 a;
	.param .b32 r;
	call (r), f, (a);
	call (r), f, (a);
	mov.u64 %rd1, g;
	t: .calltargets g;
	p: .callprototype ()_ ();
	call %rd1, t;
	call %rd1, p;
	ret;
}
`;
  // ptxas -arch=sm_90: accepted.
  const m = parse(text);
  assert.equal(m.diagnostics, []);
  assert.equal(callGraph(m.module).calls, [
    { caller: 'k', callee: 'f', indirect: false, via: null, count: 2 },
    { caller: 'k', callee: 'g', indirect: true, via: 't', count: 1 },
    { caller: 'k', callee: '(prototype p)', indirect: true, via: 'p', count: 1 },
  ]);
  assert.equal(listModule(m.module, text).functions[2]!.callees, ['f', 'g', '(prototype p)']);
  // extract k: f and g come along; nothing else is in the module.
  const x = extractFunctions(m.module, text, findFunctions(m.module, 'k'));
  assert.is(parse(x).diagnostics.length, 0);
  assert.is(x, text.replace(/\n\n/g, '\n').split('\n').filter((l) => l !== '').join('\n').replace(/^(\.version 9\.0)\n(\.target sm_90)\n(\.address_size 64)\n/, '$1\n\n$2\n\n$3\n\n').replace(/}\n\.func g/, '}\n\n.func g').replace(/}\n\.visible/, '}\n\n.visible') + '\n');
});

test('grep: tokens in any order, :: suffixes, --reads, --writes, --in', () => {
  const text = kernel(`	ld.global.nc.v2.u32 {%r1, %r2}, [%rd1];
	ld.global.L2::cache_hint.v4.s32 {%r1, %r2, %r3, %r4}, [%rd1], %rd2;
	atom.shared::cta.add.u32 %r5, [%rd3], 1;
	st.shared.u32 [%rd3], %r5;
	bar.sync %r6, 64;`);
  // ptxas -arch=sm_90a: accepted.
  const m = parse(text).module;
  const lines = (p: string, o = {}) => grepModule(m, text, p, o).map((x) => x.line);
  assert.equal(lines('ld.global'), [13, 14]);
  assert.equal(lines('ld.v4.global'), [14]);
  assert.equal(lines('atom.shared'), [15]);
  assert.equal(lines('*.shared'), [15, 16]);
  assert.equal(lines('*.shared::cta'), [15]);
  assert.equal(lines('*', { writes: '%r5' }), [15]);
  assert.equal(lines('*', { reads: '%r5' }), [16]);
  assert.equal(lines('*', { reads: '%rd3' }), [15, 16]);
  // bar.sync reads its first operand: the spec's roles say so, not the operands' order.
  assert.equal(lines('*', { writes: '%r6' }), []);
  assert.equal(lines('*', { reads: '%r6' }), [17]);
  assert.equal(lines('ld', { inFunction: (n: string) => n === 'nope' }), []);
  assert.throws(() => grepModule(m, text, 'ld..global'), /empty token/);
});

test("grep's text: each run of white space one space (tabs, line breaks, a CR), a space alone kept, as /\\s+/ replaces", () => {
  // ptxas -arch=sm_90: accepted.
  const text = '.version 9.0\n.target sm_90\n.address_size 64\n\n.visible .entry k(.param .u64 p)\n{\n\t.reg .b32 \t%r<3>;\n\t.reg .b64 \t%rd<2>;\n\tld.param.u64 \t%rd1, [p];\n\tld.global.u32  \t %r1,\n\t\t[%rd1];\n\tld.global.u32 %r2, [%rd1+4];\n\tadd.s32\t%r1,%r1,\r\n %r2;\n\tst.global.u32 [%rd1], %r1;\n\tret;\n}\n';
  const found = grepModule(parse(text).module, text, '*');
  assert.equal(
    found.map((x) => x.text),
    ['ld.param.u64 %rd1, [p];', 'ld.global.u32 %r1, [%rd1];', 'ld.global.u32 %r2, [%rd1+4];', 'add.s32 %r1,%r1, %r2;', 'st.global.u32 [%rd1], %r1;', 'ret;'],
  );
  // Every piece of a text with each white space \s takes of one byte (NBSP, VT, FF too).
  const odd = ' a\u00a0 b\t\u000b\u000cc\n\r d  e f ';
  for (let start = 0; start <= odd.length; start++) {
    for (let end = start; end <= odd.length; end++) assert.is(oneLine(odd, { start, end, line: 1, column: 1 }), odd.slice(start, end).replace(/\s+/g, ' '));
  }
});

test("grep's pattern answers once per spelling: by opcode and the modifiers' array the parser shares, and by spelling for arrays made apart", () => {
  const m = spellingMatcher('ld.global');
  const shared = ['.global', '.u32'];
  const asked = [
    m({ opcode: 'ld', modifiers: shared }),
    m({ opcode: 'st', modifiers: shared }),
    m({ opcode: 'ld', modifiers: ['.global', '.u32'] }),
    m({ opcode: 'ld', modifiers: ['.shared', '.u32'] }),
    m({ opcode: 'ld', modifiers: shared }),
  ];
  assert.equal(asked, [true, false, true, false, true]);
  assert.equal([spellingMatcher('tcgen05.wait.ld')({ opcode: 'tcgen05.wait', modifiers: ['::ld'] }), spellingMatcher('ld')({ opcode: 'ldu', modifiers: [] })], [true, false]);
});

test('grep --reads: a variable or parameter named in an address is no register read', () => {
  // ptxas -arch=sm_90a assembles this.
  const text = kernel('\tld.shared.u32 %r1, [sm+4];\n\tld.param.u64 %rd1, [p];');
  const m = parse(text).module;
  assert.equal(grepModule(m, text, 'ld', { reads: 'sm' }), []);
  assert.equal(grepModule(m, text, 'ld', { reads: 'p' }), []);
  assert.equal(grepModule(m, text, 'ld', { writes: '%rd1' }).length, 1);
});

test('grep, stats, ls and cfg take the instructions that matched no form too, grep marking them', () => {
  // ptxas: "Arguments mismatch for instruction 'add'" at the first add (two operands); it takes the second.
  const text = kernel('\tadd.u32 %r1, %r2;\n\tadd.u32 %r1, %r2, %r3;');
  const r = parse(text);
  assert.is(r.diagnostics.length, 1);
  assert.equal(grepModule(r.module, text, 'add').map((m) => [m.text, m.unmatched]), [['add.u32 %r1, %r2;', true], ['add.u32 %r1, %r2, %r3;', undefined]]);
  const stats = moduleStats(r.module);
  assert.is(stats.opcodes.add, 2);
  assert.is(stats.categories.unmatched, 1);
  assert.is(listModule(r.module, text).functions[0]!.instructions, stats.instructions);
  const fn = r.module.directives.find((d): d is FunctionDecl => d.kind === 'Function')!;
  assert.equal(controlFlowGraph(fn, text).blocks[0]!.instructions.map((i) => i.text), ['add.u32 %r1, %r2;', 'add.u32 %r1, %r2, %r3;', 'ret;']);
});

test('stats: categories, memory operations by state space, spellings, per function', () => {
  const text = kernel(`	ld.global.nc.v2.u32 {%r1, %r2}, [%rd1];
	ld.u32 %r3, [%rd1];
	atom.shared::cta.add.u32 %r5, [%rd3], 1;
	add.f32 %f1, %f2, %f3;`);
  const s = moduleStats(parse(text).module, { spellings: true, byFunction: true });
  assert.equal(s.categories, { 'data movement and conversion': 2, 'control flow': 1, 'floating point': 1, 'parallel synchronization and communication': 1 });
  assert.equal(s.memory, { '.global': 1, '.shared::cta': 1, generic: 1 });
  assert.equal(s.spellings, { 'add.f32': 1, 'atom.shared::cta.add.u32': 1, 'ld.global.nc.v2.u32': 1, 'ld.u32': 1, ret: 1 });
  assert.equal(s.byFunction!.map((f) => [f.name, f.instructions]), [['k', 5]]);
});

test('stats: memory operations of the pages without spec addressSpaces by their state-space qualifiers', () => {
  // ptxas -arch=sm_90a assembles these.
  const text = kernel(`	cp.async.ca.shared.global [%rd1], [%rd2], 4;
	ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r1}, [%rd1];
	ldmatrix.sync.aligned.m8n8.x1.b16 {%r1}, [%rd1];`);
  const r = parse(text);
  assert.equal(r.diagnostics, []);
  assert.equal(moduleStats(r.module).memory, { '.global': 1, '.shared': 2, generic: 1 });
});

test('diff: functions added, removed, changed with opcode deltas; white space alone changes nothing', () => {
  const a = parse(kernel('\tadd.s32 %r1, %r2, %r3;')).module;
  const b = parse(kernel('\tadd.s32   %r1,%r2, %r3;')).module;
  const c = parse(kernel('\tsub.s32 %r1, %r2, %r3;\n\tsub.s32 %r1, %r2, %r3;').replace('.entry k', '.entry k2')).module;
  const d = parse(kernel('\tsub.s32 %r1, %r2, %r3;')).module;
  assert.equal(diffModules(a, b), { added: [], removed: [], changed: [], unchanged: 1 });
  assert.equal(diffModules(a, c), { added: ['k2'], removed: ['k'], changed: [], unchanged: 0 });
  assert.equal(diffModules(a, d).changed, [{ name: 'k', instructions: [2, 2], opcodes: { add: -1, sub: 1 } }]);
});

test('diff: a function that only moved to other lines is unchanged', () => {
  // ptxas 13.0 assembles both: k1 gains a mov, k2 is the same two lines lower.
  const k = (name: string, body: string) => `.visible .entry ${name}()\n{\n\t.reg .b32 %r<3>;\n${body}\tret;\n}\n`;
  const head = '.version 9.0\n.target sm_90\n.address_size 64\n';
  const a = parse(head + k('k1', '\tmov.u32 %r1, 1;\n') + k('k2', '\tmov.u32 %r2, 2;\n')).module;
  const b = parse(head + k('k1', '\tmov.u32 %r1, 1;\n\tmov.u32 %r1, 3;\n\n') + k('k2', '\tmov.u32 %r2, 2;\n')).module;
  assert.equal(diffModules(a, b), { added: [], removed: [], changed: [{ name: 'k1', instructions: [2, 3], opcodes: { mov: 1 } }], unchanged: 1 });
});

test('each function read as parse() hands it over (onFunction), section data made only for a reader that reads it, gives what the whole module gives', () => {
  const readers: Array<[string, (text: string) => ModuleReader<unknown>]> = [
    ['ls', (text) => listingReader(text)],
    ['stats', () => statsReader({ spellings: true, byFunction: true })],
    ['calls', () => callGraphReader()],
    ['grep', (text) => grepReader(text, '*', { reads: '%r1' })],
    ['grep --count', () => grepCounter('*', { reads: '%r1' })],
    ['extract', (text) => extractReader(text, findReader('*a*'))],
    ['diff', () => digestReader()],
    ['find', () => {
      const r = findReader('*a*');
      return { add: r.add, result: () => r.result().map((f) => [f.name, f.span.line]) };
    }],
  ];
  let sections = 0;
  for (const { f, text, module } of parsed) {
    sections += module.directives.filter((d) => d.kind === 'Section' && d.entries.length > 0).length;
    const streamed = readers.map(([, make]) => make(text));
    const diagnostics = parse(text, { validateOnly: true }).diagnostics;
    // One parse for the readers of section data (extract's), one for the rest.
    for (const sectionData of [true, false]) {
      const them = streamed.filter((r) => (r.sections === true) === sectionData);
      const r = parse(text, { sectionData, onFunction: (fn, m) => them.forEach((x) => x.add(fn, m)) });
      assert.equal(r.diagnostics, diagnostics, f.name);
      assert.ok(r.module.directives.every((d) => d.kind !== 'Function'), f.name);
      if (!sectionData) assert.ok(r.module.directives.every((d) => d.kind !== 'Section' || d.entries.length === 0), f.name);
      for (const [i, [name, make]] of readers.entries()) if (them.includes(streamed[i]!)) assert.equal(readModule(r.module, streamed[i]!), readModule(module, make(text)), `${f.name}: ${name}`);
    }
  }
  assert.ok(sections > 0);
});

test("grep --reads, --writes: a variable of a nested block (a call sequence's .param) is no register", () => {
  // nvcc output (sm_100, ptxas accepts it): each call's { .param .b64 param0; st.param.f64 [param0], %fd1; call ... (param0); }.
  const f = corpus().find((c) => c.name === 'ptx/arith_templates.sm_100.default.ptx')!;
  const text = readText(f.path);
  const r = parse(text);
  assert.equal(r.diagnostics, []);
  assert.ok(grepModule(r.module, text, 'st.param').length > 0);
  assert.equal(grepModule(r.module, text, '*', { reads: 'param0' }), []);
  assert.equal(grepModule(r.module, text, '*', { writes: 'retval0' }), []);
  // The registers stored there are read all the same.
  assert.equal(grepModule(r.module, text, 'st.param', { reads: '%fd1' }).map((m) => m.text), ['st.param.f64 [param0], %fd1;', 'st.param.f64 [param0], %fd1;']);
  // Streamed, the module variables declared above each function are its scope.
  const reader = grepReader(text, 'mov.u64', { reads: '__cudart_sin_cos_coeffs' });
  assert.equal(readModule(parse(text, { onFunction: (fn, m) => reader.add(fn, m) }).module, reader), []);
});

test('extract from a -lineinfo module keeps the inlining: its .locs and the .debug_str strings they name', () => {
  // nvcc -lineinfo output; the extraction assembles (ptxas -arch=sm_80; extract.test.ts checks every function so).
  const f = corpus().find((c) => c.name === 'ptx/control_flow.sm_80.lineinfo.ptx')!;
  const text = readText(f.path);
  const { module } = parse(text);
  const fn = findFunctions(module, '_ZN2SqD1Ev');
  const x = extractFunctions(module, text, fn);
  assert.ok(x.includes('\t.loc\t1 78 35, function_name $L__info_string0, inlined_at 1 80 8\n'));
  assert.ok(x.endsWith('\n\n.section .debug_str\n{\n$L__info_string0:\n.b8 95,90,78,53,83,104,97,112,101,68,49,69,118,0\n}\n'), x.slice(-200));
  assert.is(debugLeftOut(module, fn), null);
  const r = parse(x);
  assert.equal(r.diagnostics, []);
  // A function whose .locs name no string takes no section.
  assert.not.match(extractFunctions(module, text, findFunctions(module, '_Z4f_sqf')), /\.section/);
});

test("ls: a function's last line, counted from its last statement (a nested block's), in the text or its bytes", () => {
  // ptxas -arch=sm_90: accepted.
  const text = `.version 9.0
.target sm_90
.address_size 64
.extern .func f();
.visible .func g()
{
}
.visible .entry k()
{
	.reg .b32 %r<3>;
	{
		.reg .b32 %t;
		mov.b32 %t, 1;
	}
	// a comment, then blank lines
	/* and one
	   across lines */


}
.visible .func h() { ret; /* } */ }
`;
  const want = [[4, 4], [5, 7], [8, 20], [21, 21]];
  const { module } = parse(text);
  for (const source of [text, Buffer.from(text, 'latin1')]) assert.equal(listModule(module, source).functions.map((f) => f.lines), want);
  const streamed = listingReader(Buffer.from(text, 'latin1'));
  readModule(parse(text, { onFunction: (fn, m) => streamed.add(fn, m) }).module, streamed);
  assert.equal(streamed.result().functions.map((f) => f.lines), want);
});

test('ls: parameters, lines, registers by type, directives, variables with sizes', () => {
  const text = `.version 9.0
.target sm_90
.address_size 64
.global .align 4 .b8 buf[64];
.const .v2 .f32 c[3];
.visible .entry k(.param .u64 p, .param .align 8 .b8 blob[24]) .maxntid 128, 1, 1
{
	.reg .b32 %r<3>;
	.reg .pred %p;
	ret;
}
`;
  // ptxas -arch=sm_90: accepted.
  const l = listModule(parse(text).module, text);
  assert.equal(l.functions[0], {
    name: 'k', kind: 'entry', linkage: '.visible', declaration: false, returns: [],
    params: [{ name: 'p', type: '.param .u64', dims: '' }, { name: 'blob', type: '.param .align 8 .b8', dims: '[24]' }],
    lines: [6, 11], instructions: 1, registers: { '.b32': 3, '.pred': 1 }, directives: ['.maxntid 128, 1, 1'], callees: [],
  });
  assert.equal(l.variables.map((v) => [v.name, v.space, v.type, v.size]), [['buf', '.global', '.b8[64]', 64], ['c', '.const', '.v2 .f32[3]', 24]]);
});

test('ls and stats: a function a body declares is listed and counted as a declaration at module scope is', () => {
  const text = '.version 9.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\t.extern .func g(.param .b32 a);\n\t{\n\t.extern .func (.param .b32 r) h();\n\t}\n\tret;\n}\n.extern .func m();\n';
  // ptxas -arch=sm_90 -c: accepted.
  const { module } = parse(text);
  const l = listModule(module, text);
  assert.equal(l.functions.map((f) => [f.name, f.declaration, f.lines]), [['k', false, [4, 11]], ['g', true, [6, 6]], ['h', true, [8, 8]], ['m', true, [12, 12]]]);
  assert.equal(l.functions[1]!.params, [{ name: 'a', type: '.param .b32', dims: '' }]);
  assert.equal(moduleStats(module).functions, { entries: 1, funcs: 0, declarations: 3 });
  assert.equal(moduleStats(module, { byFunction: true }).functions, { entries: 1, funcs: 0, declarations: 3 });
});

test("an opcode's table is built once: the explore commands read the spec's facts of add.s32 from the one table every caller gets (ptxas -arch=sm_90a accepts the module)", () => {
  const { module, diagnostics } = parse(kernel('\tadd.s32 %r1, %r2, %r3;'));
  assert.equal(diagnostics, []);
  let form: unknown = null;
  forEachStatement((module.directives.find((d) => d.kind === 'Function') as FunctionDecl).body!, (st) => {
    if (st.kind === 'Instruction' && st.opcode === 'add') form = formOf(st.node() as InstructionBase);
  });
  const build = OPCODES.get('add')!;
  assert.is(build(), build());
  assert.ok(build().forms.includes(form as FormTable), 'the form of add.s32 is not one of the table OPCODES builds');
});

test.run();
