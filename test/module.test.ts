import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FunctionDecl, Module, VariableDecl } from '../src/ast.js';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { errorsInBothModes, errorsOf, withoutSpans } from './support/ptx.js';

function ok(text: string): Module {
  const r = parse(text);
  assert.equal(r.diagnostics.map((d) => `${d.span.line}:${d.span.column} ${d.message}`), []);
  // Every module must survive a print/parse round trip unchanged.
  assert.is(withoutSpans(parse(print(r.module)).module), withoutSpans(r.module));
  return r.module;
}

const HEAD = '.version 9.0\n.target sm_90a\n.address_size 64\n';

test('module directives', () => {
  const m = ok('.version 8.8\n.target sm_100f, texmode_independent\n.address_size 64\n');
  assert.equal(m.directives.map((d) => d.kind), ['Version', 'Target', 'AddressSize']);
  assert.equal((m.directives[1] as { targets: string[] }).targets, ['sm_100f', 'texmode_independent']);
});

test('functions: linkage, return params, params with .ptr and .align, prototypes, directives', () => {
  const m = ok(`${HEAD}
.extern .func (.param .b32 rv) ext (.param .b64 a);
.weak .func w ();
.visible .entry k (
  .param .u64 .ptr .global .align 16 p,
  .param .align 8 .b8 s[16],
  .param .u32 n
)
.maxntid 128, 1, 1
.minnctapersm 2
.pragma "nounroll";
{
  ret;
}
.func f (.reg .b32 a) .noreturn .abi_preserve 8
{
  ret;
}
.entry c .reqnctapercluster 2, 1, 1 .explicitcluster .maxnreg 64
{
  ret;
}
.weak .func w ()
{
  ret;
}
`);
  const fns = m.directives.filter((d): d is FunctionDecl => d.kind === 'Function');
  assert.equal(fns.map((f) => [f.linkage, f.directive, f.name, f.body === null]), [
    ['.extern', '.func', 'ext', true],
    ['.weak', '.func', 'w', true],
    ['.visible', '.entry', 'k', false],
    [null, '.func', 'f', false],
    [null, '.entry', 'c', false],
    ['.weak', '.func', 'w', false],
  ]);
  const p = fns[2]!.params![0]!;
  assert.is(p.type, '.u64');
  assert.is(p.ptr?.space, '.global');
  assert.equal(fns[2]!.directives.map((d) => d.name), ['.maxntid', '.minnctapersm', '.pragma']);
  assert.equal(fns[4]!.directives.map((d) => d.name), ['.reqnctapercluster', '.explicitcluster', '.maxnreg']);
});

test('.alias: its name has no body above, both functions are .func, with one prototype (ptxas: "Illegal redefinition", "Mismatch in prototype of alias")', () => {
  const errs = (text: string) => errorsOf(`${HEAD}${text}`).map((e) => e.replace(/^\d+:\d+: /, ''));
  const f = '.visible .func f(.param .b32 a)\n{\n\tret;\n}\n';
  assert.equal(errs(`${f}.visible .func g(.param .b32 b);\n.alias g, f;\n`), []);
  assert.equal(errs(`${f}.visible .func g(.param .u32 b);\n.alias g, f;\n`), ["'g' is declared with other parameters than 'f': () (.u32), against () (.b32)"]);
  assert.equal(errs(`${f}.visible .func g(.param .b32 b)\n{\n\tret;\n}\n.alias g, f;\n`), ["'g' has a body above: an .alias defines its name"]);
  assert.equal(errs('.visible .entry k()\n{\n\tret;\n}\n.visible .entry k2();\n.alias k2, k;\n'), ["'k2' is a kernel (.entry): .alias names .func functions", "'k' is a kernel (.entry): .alias names .func functions"]);
});

test('.alias names two functions declared above it, as ptxas', () => {
  const m = ok(`${HEAD}.visible .func foo();\n.visible .func bar();\n.alias bar, foo;\n.visible .func foo()\n{\n\tret;\n}\n`);
  assert.equal(m.directives.map((d) => d.kind).slice(3), ['Function', 'Function', 'Alias', 'Function']);
  // ptxas: "Unknown symbol 'foo'", "Cannot define alias to variable object 'v'"
  assert.equal(errorsOf(`${HEAD}.visible .func bar();\n.alias bar, foo;\n.visible .func foo()\n{\n\tret;\n}\n`), [
    "5:13: unknown symbol 'foo': .alias names functions declared above it",
  ]);
  assert.equal(errorsOf(`${HEAD}.global .u32 v;\n.visible .func bar();\n.alias bar, v;\n`), ["6:13: 'v' is a variable: .alias names functions"]);
  // ptxas: "Feature '.alias' requires PTX ISA .version 6.3 or later" (spec/directives.json)
  const old = '.version 6.2\n.target sm_52\n.address_size 64\n.visible .func foo()\n{\n\tret;\n}\n.visible .func bar();\n.alias bar, foo;\n';
  assert.equal(errorsOf(old), ['9:1: .alias requires PTX ISA .version 6.3 or later']);
  // ptxas: "Unresolved extern function 'foo'": a function declared without .extern is defined, or aliased, in the module.
  assert.equal(errorsOf(`${HEAD}.visible .func foo();\n.visible .func bar();\n.alias bar, foo;\n`), ["4:16: 'foo' has no body in this module: a function declared without .extern is defined here (or aliased)"]);
  assert.equal(errorsOf(`${HEAD}.extern .func foo();\n.weak .func bar();\n.weak .func bar()\n{\n\tret;\n}\n`), []);
});

test('.attribute lists: .managed, and .unified with its two ids (ptxas -c assembles them)', () => {
  const m = ok(`${HEAD}.global .attribute(.managed, .unified(0xAB, 0xCD)) .f32 g;\n.func .attribute(.unified(19,95)) bar()\n{\n  ret;\n}\n`);
  const v = m.directives.find((d) => d.kind === 'Variable') as VariableDecl;
  const f = m.directives.find((d): d is FunctionDecl => d.kind === 'Function')!;
  assert.equal(v.attributes, ['.managed', '.unified(0xAB,0xCD)']);
  assert.equal(f.attributes, ['.unified(19,95)']);
});

test('variables: every state space, vectors, arrays, parameterised names, initializers', () => {
  // A .samplerref needs texmode_independent (ptxas: "declaration violates .target texmode_unified setting").
  const m = ok(`${HEAD.replace('sm_90a', 'sm_90a, texmode_independent')}
.global .align 4 .b32 a[2][3] = {{1, 2, 3}, {4, 5, 6}};
.const .f32 pi = 0f40490FDB;
.const .f64 e = 0d4005BF0A8B145769;
.global .v4 .f32 v = {1.0, 2.5, 0.5, 1e3};
.global .u64 ptr = generic(a);
.global .u64 ptr2 = a+8;
.extern .shared .align 16 .b8 dyn[];
.global .texref t;
.global .samplerref smp = { addr_mode_0 = clamp_to_edge, filter_mode = linear };
.global .surfref s;
.weak .global .attribute(.managed) .b32 managed;
.common .global .b32 com;
.entry k
{
  .reg .b32 %r<100>, x;
  .reg .pred p;
  .local .align 8 .b8 depot[16];
  .shared .b32 sh[32];
  ret;
}
`);
  const vars = m.directives.filter((d): d is VariableDecl => d.kind === 'Variable');
  assert.is(vars.length, 12);
  assert.is(vars[0]!.declarators[0]!.dims.length, 2);
  assert.is(vars[3]!.vector, '.v4');
  assert.is(vars[4]!.declarators[0]!.init?.kind, 'Call');
  assert.is(vars[6]!.declarators[0]!.dims[0], null);
  assert.equal(vars[10]!.attributes, ['.managed']);
  const body = (m.directives.at(-1) as FunctionDecl).body!;
  const regs = body.statements[0] as VariableDecl;
  assert.equal(regs.declarators.map((d) => [d.name, d.count]), [['%r', 100], ['x', null]]);
});

test('an inlined_at location is one a preceding .loc names, in this function or an earlier one (ptxas: "Source location ... used in inlined_at directive must be used in a preceding .loc directive")', () => {
  const module = (first: string, second: string) =>
    `${HEAD}.file 1 "k.py"\n.file 2 "standard.py"\n.entry a\n{\n${first}\n\tret;\n}\n.entry b\n{\n${second}\n\tret;\n}\n.section .debug_str\n{\n$L__info_string0:\n.b8 95,0\n}\n`;
  const inlined = (at: string) => `\t.loc 2 35 10, function_name $L__info_string0, inlined_at ${at}`;
  for (const validateOnly of [false, true]) {
    const errs = (first: string, second = '') => parse(module(first, second), { validateOnly }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`);
    // Each assembled by ptxas 13.0: the location before, in an earlier function, named by another inlined .loc.
    assert.equal(errs(`\t.loc 1 24 30\n${inlined('1 24 30')}`), []);
    assert.equal(errs('\t.loc 1 24 30', inlined('1 24 30')), []);
    assert.equal(errs(`\t.loc 1 24 30\n${inlined('1 24 30')}\n\t.loc 2 40 1, function_name $L__info_string0, inlined_at 2 35 10`), []);
    // Each rejected by ptxas: no such .loc yet, or one with another column, or one only after.
    const message = (line: number, at: string) => `${line}:59: inlined_at ${at} is no location of a preceding .loc directive`;
    assert.equal(errs(inlined('1 24 30')), [message(8, '1 24 30')]);
    assert.equal(errs(`\t.loc 1 24 31\n${inlined('1 24 30')}`), [message(9, '1 24 30')]);
    assert.equal(errs(`${inlined('1 24 30')}\n\t.loc 1 24 30`), [message(8, '1 24 30')]);
    // Rejected by ptxas too: the location is named only in a comment, or in a string.
    assert.equal(errs(`\t// .loc 1 24 30\n${inlined('1 24 30')}`), [message(9, '1 24 30')]);
    assert.equal(errs(`\t/* .loc 1 24 30 */\n${inlined('1 24 30')}`), [message(9, '1 24 30')]);
    assert.equal(errs(`\t.pragma ".loc 1 24 30";\n${inlined('1 24 30')}`).slice(-1), [message(9, '1 24 30')]);
  }
});

test(".loc's function_name: a label of the module's sections, or .debug_str (ptxas: \"Unresolved label '$X' used in function_name attribute\")", () => {
  const module = (target: string, name: string) =>
    `.version 9.0\n.target ${target}\n.address_size 64\n.file 1 "a.cu"\n.entry k\n{\n\t.loc 1 5 0\n$L1:\n\t.loc 1 6 0, function_name ${name}, inlined_at 1 5 0\n\tret;\n}\n` +
    '.section .debug_abbrev\n{\n.b8 0\n}\n.section .nv_debug_x\n{\n$L__x:\n.b8 1\n}\n';
  for (const validateOnly of [false, true]) {
    const errs = (target: string, name: string) => parse(module(target, name), { validateOnly }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`);
    // ptxas 13.0: each accepted (a label of any section, defined after the function; .debug_str, even where the module has none).
    for (const target of ['sm_90', 'sm_90, debug']) for (const name of ['$L__x', '$L__x+1', '.debug_str', '.debug_str+2']) assert.equal(errs(target, name), [], name);
    // ptxas 13.0: "Unresolved label '...' used in function_name attribute": no such label, a body's label, a function, another section.
    for (const target of ['sm_90', 'sm_90, debug']) {
      for (const name of ['$L__nowhere', '$L1', 'k', '.debug_abbrev']) assert.equal(errs(target, name), [`9:28: function_name '${name}' is no label of the module's sections (nor .debug_str)`], name);
    }
  }
});

test('statements: labels, guards, nested blocks, .loc, .pragma, branch targets, prototypes', () => {
  const m = ok(`${HEAD}
.file 1 "k.cu", 1700000000, 1234
.file 2 "inc.h"
.func g (.param .b32 a) { ret; }
.entry k
{
  .reg .b32 %r<4>;
  .reg .pred %p<2>;
  .reg .b64 %rd<2>;
  .loc 1 10 3
  .loc 1 12 5, function_name $L__info_string0, inlined_at 1 10 3
  .pragma "nounroll";
$L__BB0_1:
  @%p1 bra $L__BB0_1;
  @!%p1 bra.uni $L__BB0_2;
  {
    .reg .b32 inner;
    { mov.b32 inner, 1; }
  }
ts: .branchtargets $L__BB0_1, $L__BB0_2;
  brx.idx %r1, ts;
proto: .callprototype _ (.param .b32 _);
  mov.u64 %rd1, g;
  {
    .param .b32 p0;
    st.param.b32 [p0+0], %r1;
    call.uni g, (p0);
    call %rd1, (p0), proto;
  }
$L__BB0_2:
  ret;
}
.section .debug_str
{
$L__info_string0:
.b8 107,0
}
`);
  const body = (m.directives.find((d) => d.kind === 'Function' && d.name === 'k') as FunctionDecl).body!;
  const kinds = body.statements.map((s) => s.kind);
  assert.equal(kinds.slice(0, 8), ['Variable', 'Variable', 'Variable', 'Loc', 'Loc', 'Pragma', 'Label', 'Instruction']);
  const guarded = body.statements[8] as { guard: { negated: boolean } };
  assert.is(guarded.guard.negated, true);
  assert.ok(kinds.includes('Targets'));
  assert.ok(kinds.includes('CallPrototype'));
});

test('section data continued on the next line is judged the same in both modes', () => {
  // The list goes on past a line break (`.b8 1` then `, 2`), as in ptxas; ptxas: "Parsing error near '.b8'" for `, .b8 2`.
  const cases: Array<[string, string[]]> = [
    ['.b8 1\n, 2\n.b8 0', []],
    ['.b8 1\n,.b8 2', ["7:2: expected a value (an integer, a label or a section's name), found the type .b8"]],
  ];
  for (const [data, errors] of cases) {
    const text = `${HEAD}.section .debug_abbrev\n{\n${data}\n}\n`;
    const modes = [parse(text), parse(text, { validateOnly: true })].map((r) => r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.span.line}:${d.span.column}: ${d.message}`).slice(0, 2));
    assert.equal(modes[0], errors, data);
    assert.equal(modes[1], errors, data);
  }
});

test("an error in a section's data is reported once, and the parse goes on past the section's closing brace", () => {
  // Before, the module's recovery stopped at the `}` and reported it as an unknown directive.
  const text = `${HEAD}.section .debug_loc\n{\n.b8 09\n.b8 1\n}\n.section .debug_info\n{\n.b64 0x80000000000000000\n}\n.global .u33 h;\n`;
  for (const validateOnly of [false, true]) {
    const errors = parse(text, { validateOnly }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`);
    assert.equal(errors, [
      "6:5: expected an operand, found malformed octal number '09'",
      "11:6: expected an operand, found an integer constant that overflows 64 bits ('0x80000000000000000')",
      "13:9: '.u33' is no type a .global declaration takes; did you mean '.u32'?",
    ]);
  }
});

test('DWARF sections as nvcc -G emits them', () => {
  const m = ok(`${HEAD}
.section .debug_abbrev
{
.b8 1
.b8 17
.b8 0
}
.section .debug_info
{
.b32 245
.b8 2, 0
.b32 .debug_abbrev
.b64 $L__func_begin0
$L__info_label1:
.b32 $L__info_end-$L__info_label1
.b32 .debug_loc+0x4
.b64 -1
}
`);
  const sec = m.directives[4] as { kind: string; entries: Array<{ kind: string }> };
  assert.is(sec.kind, 'Section');
  assert.equal(sec.entries.map((e) => e.kind), ['SectionData', 'SectionData', 'SectionData', 'SectionData', 'Label', 'SectionData', 'SectionData', 'SectionData']);
});

test('legacy @@DWARF lines only before PTX 2.0 (ptxas: "Deprecated feature: \'@@DWARF directive\' not supported as of PTX version 2.0")', () => {
  const dwarf = (version: string, target: string) =>
    errorsOf(`.version ${version}\n.target ${target}\n.entry k\n{\n\texit;\n}\n@@DWARF .section .debug_abbrev, "",@progbits\n@@DWARF .byte 0x01\n`);
  assert.equal(dwarf('1.4', 'sm_13'), []);
  assert.equal(dwarf('2.0', 'sm_20'), ['7:1: @@DWARF is not supported from PTX ISA .version 2.0 on', '8:1: @@DWARF is not supported from PTX ISA .version 2.0 on']);
  // ptxas: "Parsing error near '@@DWARF'" in a function body, whatever the version.
  assert.equal(errorsOf('.version 1.4\n.target sm_13\n.entry k\n{\n@@DWARF .byte 0x01\n\texit;\n}\n'), ['5:1: a @@DWARF line stands at module scope, not in a function body']);
});

test('DWARF in a .section needs PTX 7.0 for labels and 7.5 for label differences (LLVM writes both), as ptxas', () => {
  const dwarf = (version: string) =>
    `.version ${version}\n.target sm_52\n.address_size 64\n.entry k()\n{\nLfunc_begin0:\n\tret;\n}\n` +
    '.section .debug_info\n{\n.b32 Ldebug_info_end0-Ldebug_info_start0\nLdebug_info_start0:\n.b64 Lfunc_begin0\n.b64 Lfunc_begin0+4\nLdebug_info_end0:\n}\n';
  assert.equal(errorsOf(dwarf('7.5')), []);
  // ptxas: "Feature 'labels1 - labels2 expression in .section' requires PTX ISA .version 7.5 or later".
  assert.equal(errorsOf(dwarf('7.0')), ["11:6: 'Ldebug_info_end0-Ldebug_info_start0' (a difference of labels) in a .section requires PTX ISA .version 7.5 or later"]);
  // ptxas: "Feature 'Defining labels in .section' requires PTX ISA .version 7.0 or later"; a label
  // referred to (`.b64 Lfunc_begin0`) needs nothing.
  assert.equal(errorsOf(dwarf('6.0')), [
    "11:6: 'Ldebug_info_end0-Ldebug_info_start0' (a difference of labels) in a .section requires PTX ISA .version 7.5 or later",
    '12:1: a label defined in a .section requires PTX ISA .version 7.0 or later',
    '15:1: a label defined in a .section requires PTX ISA .version 7.0 or later',
  ]);
});

test('section data: a list of integers, or one name, name+N or difference of labels of 32 or 64 bits, as ptxas parses it', () => {
  const section = (lines: string[]) =>
    `.version 8.7\n.target sm_80\n.address_size 64\n.entry k()\n{\n$L1:\n\tret;\n$L2:\n}\n.section .debug_info\n{\n${lines.join('\n')}\n}\n`;
  const valid = ['.b8 1, 2, 0x10', '.b32 -1, 4U', '.b32 $L1', '.b64 $L1+4', '.b32 $L1 + 0x10', '.b32 .debug_abbrev+12', '.b32 $L2-$L1', '.b32 $L2 - $L1'];
  // Accepted by ptxas 13.0, each line; checked on both paths (the validate-only one reads data lines from the bytes).
  assert.equal(errorsOf(section(valid)), []);
  assert.equal(parse(section(valid), { validateOnly: true }).diagnostics, []);
  // ptxas: "Parsing error" for each, and "Illegal type for dwarf data" for a name in .b8/.b16 data.
  const shape = 'section data is a list of integers, or one name, name+N or difference of two labels';
  const rejected: Array<[string, string]> = [
    ['.b32 4-3', `12:6: ${shape}`],
    ['.b32 $L1-4', `12:6: ${shape}`],
    ['.b32 1, $L1+4', `12:9: ${shape}`],
    ['.b32 $L1, 1', `12:6: ${shape}`],
    ['.b32 $L2-$L1+4', `12:6: ${shape}`],
    ['.b32 .debug_abbrev-4', `12:6: ${shape}`],
    ['.b32 $L1+-4', `12:6: ${shape}`],
    ['.b8 $L1', '12:5: a name in a .section is .b32 or .b64 data, not .b8'],
  ];
  for (const [line, error] of rejected) {
    assert.equal(errorsOf(section([line])), [error], line);
    assert.equal(parse(section([line]), { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), [error], line);
  }
});

test('kernel parameters: .ptr to a state space or an opaque type, then .align; only on kernels and prototypes, as ptxas', () => {
  const H = '.version 7.5\n.target sm_80\n.address_size 64\n';
  // Accepted by ptxas 13.0; LLVM writes `.ptr .surfref` (and `.texref`, `.samplerref`) for image parameters.
  const m = ok(`${H}.visible .entry k(\n\t.param .u64 .ptr .surfref k_param_0,\n\t.param .u64 .ptr .texref k_param_1,\n\t.param .u64 .ptr .samplerref k_param_2,\n` +
    '\t.param .u64 .ptr .global .align 16 k_param_3,\n\t.param .u64 .ptr .align 8 k_param_4,\n\t.param .u64 .align 8 k_param_5\n)\n{\n\tret;\n}\n');
  const k = m.directives.find((d): d is FunctionDecl => d.kind === 'Function')!;
  assert.equal(k.params!.map((p) => p.ptr?.space ?? null), ['.surfref', '.texref', '.samplerref', '.global', null, null]);
  assert.equal(errorsOf(`${H}.entry k()\n{\n\t.reg .b64 %rd1;\n\tp: .callprototype ()_ (.param .u64 .ptr .global a);\n\tret;\n}\n`), []);
  const err = (params: string, directive = '.entry') => errorsOf(`${H}${directive} f(${params})\n{\n\tret;\n}\n`);
  // ptxas: "Parsing error" for each.
  const takes = '.const .global .local .shared .texref .surfref .samplerref, then .align N';
  assert.equal(err('.param .u64 .ptr .param p'), [`4:27: unexpected '.param' after .ptr: it takes one of ${takes}`]);
  assert.equal(err('.param .u64 .ptr .align 8 .global p'), [`4:36: unexpected '.global' after .ptr: it takes one of ${takes}`]);
  assert.equal(err('.param .u64 .ptr .global .global p'), [`4:35: unexpected '.global' after .ptr: it takes one of ${takes}`]);
  assert.equal(err('.param .u64 .align 8 .ptr .global p'), ["4:31: unexpected '.ptr' in a .param declaration: it already has type .u64"]);
  assert.equal(errorsOf(`${H}.global .u32 .align 4 g;\n`), ["4:14: unexpected '.align' in a .global declaration: it already has type .u32"]);
  // ptxas: "Illegal placement of kernel parameter attribute", for an .align after the type too
  // (a .callprototype takes both).
  assert.equal(err('.param .u64 .ptr .global p', '.func'), [".ptr is for kernel parameters, not a .func's"].map((m) => `4:21: ${m}`));
  assert.equal(err('.param .b32 .align 4 x', '.func'), ["4:21: .align after the type is for kernel parameters, not a .func's"]);
  assert.equal(errorsOf(`${H}.func (.param .b32 .align 4 r) g()\n{\n\tret;\n}\n`), ["4:20: .align after the type is for kernel parameters, not a .func's"]);
  assert.equal(err('.param .align 4 .b32 x', '.func'), []);
  assert.equal(errorsOf(`${H}.entry k()\n{\n\tp: .callprototype (.param .b32 .align 4 _) _ (.param .b32 .align 4 a);\n\tret;\n}\n`), []);
});

test('a .param variable of a vector type is an array, as ptxas allocates it', () => {
  const H = '.version 8.7\n.target sm_80\n.address_size 64\n';
  // ptxas: "Variable 'x' cannot be allocated in .param state space", in any parameter list and in a body.
  assert.equal(errorsOf(`${H}.entry k(.param .v2 .u32 x, .param .v4 .f32 y[2])\n{\n\tret;\n}\n`), ["4:10: 'x': a .param variable of a vector type is an array"]);
  // .f16x2, a packed pair, too.
  assert.equal(errorsOf(`${H}.entry k(.param .f16x2 x, .param .f16x2 y[2])\n{\n\tret;\n}\n`), ["4:10: 'x': a .param variable of a vector type is an array"]);
  assert.equal(errorsOf(`${H}.func f(.param .align 8 .v2 .u32 x)\n{\n\t.param .v2 .f32 y;\n\t.local .v2 .f32 z;\n\tret;\n}\n`), [
    "4:9: 'x': a .param variable of a vector type is an array",
    "6:2: 'y': a .param variable of a vector type is an array",
  ]);
});

test('operands: vectors, addresses, pairs, negation, selectors, special registers, expressions', () => {
  const m = ok(`${HEAD}
.global .b32 gv[4];
.entry k
{
  .reg .b32 %r<8>;
  .reg .b64 %rd<4>;
  .reg .f32 %f<4>;
  .reg .pred %p<3>;
  ld.global.v4.u32 {%r1, %r2, %r3, _}, [%rd1+16];
  ld.global.u32 %r1, [%rd1+-8];
  ld.global.u32 %r1, [gv+4];
  ld.local.u32 %r1, [240];
  setp.lt.s32 %p1|%p2, %r1, %r2;
  selp.b32 %r1, %r2, %r3, !%p1;
  mov.u32 %r1, %tid.x;
  mov.u64 %rd1, %clock64;
  mov.u32 %r1, %envreg3;
  add.s32 %r1, %r1, (1 << 4) + 2;
  add.s32 %r1, %r1, 0x10;
  add.s32 %r1, %r1, -1;
  mov.b32 %r1, 017;
  mov.b32 %r1, 12U;
  mov.f32 %f1, 0f3F800000;
  neg.f32 %f1, %f2;
  ret;
}
`);
  const body = (m.directives.at(-1) as FunctionDecl).body!;
  const ops = body.statements.filter((s) => s.kind === 'Instruction').map((s) => (s as { operands: Array<{ kind: string }> }).operands.map((o) => o.kind).join(','));
  assert.equal(ops.slice(0, 9), [
    'Vector,Address',
    'Name,Address',
    'Name,Address',
    'Name,Address',
    'Pair,Name,Name',
    'Name,Name,Name,Unary',
    'Name,Name',
    'Name,Name',
    'Name,Name',
  ]);
});

test('.version and .target must agree, as ptxas checks them', () => {
  const head = (v: string, t: string) => errorsOf(`.version ${v}\n.target ${t}\n.address_size 64\n`);
  assert.equal(head('6.3', 'sm_75'), []);
  assert.equal(head('9.0', 'compute_80, texmode_independent'), []);
  assert.equal(head('6.2', 'sm_75'), ['2:9: PTX .version 6.2 does not support .target sm_75 (it needs PTX ISA 6.3)']);
  // ptxas 13.0 takes sm_88 from PTX 7.3, where the document says 9.0.
  assert.equal(head('7.3', 'sm_88'), []);
  assert.equal(head('7.2', 'sm_88'), ['2:9: PTX .version 7.2 does not support .target sm_88 (it needs PTX ISA 7.3)']);
  assert.equal(head('9.0', 'sm_99'), ["2:9: unsupported .target 'sm_99'; did you mean 'sm_89'?"]);
  // Not in the document's list of targets, but ptxas 13.0 takes sm_21 from PTX 2.0 and sm_82 from 6.2.
  assert.equal(head('2.3', 'sm_21'), []);
  assert.equal(head('6.2', 'compute_82'), []);
  assert.equal(head('6.1', 'sm_82'), ['2:9: PTX .version 6.1 does not support .target sm_82 (it needs PTX ISA 6.2)']);
  // PTX ISA 9.1 to 9.3 as ptxas 13.3 takes them; 9.4: "Unsupported .version 9.4; current version is '9.3'".
  for (const v of ['9.1', '9.2', '9.3']) assert.equal(head(v, 'sm_90'), [], v);
  assert.equal(head('9.4', 'sm_90'), ['1:10: unsupported .version 9.4: PTX ISA 9.3 is the newest this parser knows']);
  assert.equal(head('2.0', 'sm_20'), ['3:1: .address_size requires PTX ISA .version 2.3 or later']);
});

test('.target lists an architecture first, then options ptxas takes with it', () => {
  const head = (t: string) => errorsOf(`.version 3.0\n.target ${t}\n.entry k()\n{\n\tret;\n}\n`);
  // Each accepted by ptxas 13.0: the option follows an architecture below sm_13 (the last one listed so far).
  for (const ok of ['sm_12, map_f64_to_f32', 'sm_10, map_f64_to_f32, texmode_independent', 'sm_20, sm_12, map_f64_to_f32', 'sm_20, texmode_independent, texmode_independent'])
    assert.equal(head(ok), [], ok);
  // ptxas: "Target architecture not defined at start of file".
  assert.equal(head('texmode_independent, sm_20'), ["2:9: .target lists an architecture first (sm_90a, compute_80...), then its options; found 'texmode_independent'"]);
  // ptxas: "Directive map_f64_to_f32 is not supported with SM 1.3 or higher".
  assert.equal(head('sm_20, map_f64_to_f32'), ['2:16: map_f64_to_f32 applies only to targets below sm_13, not sm_20']);
  assert.equal(head('sm_12, compute_13, map_f64_to_f32'), ['2:28: map_f64_to_f32 applies only to targets below sm_13, not compute_13']);
  // ptxas: "Conflicting .target option 'texmode_unified'".
  assert.equal(head('sm_20, texmode_independent, texmode_unified'), ['2:37: .target texmode_unified conflicts with texmode_independent, listed before it']);
  // ptxas: "Debug information not found in presence of .target debug": debug wants a .section, any one (.file and .loc are not enough).
  const debug = (tail: string) => errorsOf(`.version 8.0\n.target sm_80, debug\n.address_size 64\n.file 1 "a.cu"\n.entry k()\n{\n\t.loc 1 1 1\n\tret;\n}\n${tail}`);
  for (const ok of ['.section .debug_info\n{\n\t.b8 0\n}\n', '.section .foo\n{\n}\n']) assert.equal(debug(ok), [], ok);
  assert.equal(debug(''), ["2:16: .target debug needs the module's debug information: it has no .section"]);
});

test('declarations as ptxas 13.0 takes them: no .extern body, no .common function, dimensions, parameter alignment, directive values', () => {
  const H = '.version 9.0\n.target sm_90\n.address_size 64\n';
  // Each accepted by ptxas 13.0.
  for (const ok of ['.extern .func f();\n', '.common .global .u32 g;\n', '.func f(.param .align 128 .b8 p[4])\n{\n\tret;\n}\n', '.entry k() .maxntid 0x40, 1, 1\n{\n\tret;\n}\n', '.entry k() .maxclusterrank 0\n{\n\tret;\n}\n', '.global .u64 v[0] = {1, 2};\n'])
    assert.equal(errorsOf(H + ok), [], ok);
  const err = (text: string) => errorsOf(H + text);
  // ptxas: "Parsing error near ';'": a kernel's tuning directives are for its definition; a .func declaration takes .noreturn.
  assert.equal(err('.extern .entry k() .maxntid 32;\n'), ['4:20: .maxntid is for a definition: a declaration (no body) takes none']);
  assert.equal(err('.extern .func f() .noreturn .abi_preserve 8;\n'), []);
  // ptxas: "Function definition conflicts with '.extern' declaration for function 'f'".
  assert.equal(err('.extern .func f()\n{\n\tret;\n}\n'), ["5:1: 'f' is .extern: an external function has no body here"]);
  // ptxas: syntax errors.
  assert.equal(err('.common .func f()\n{\n\tret;\n}\n'), ['4:9: .common applies to variables, not to .func']);
  assert.equal(err('.global .u32 g[-1];\n'), ["4:16: 'g': an array dimension is not negative"]);
  assert.equal(err('.entry k() .maxntid 1.5\n{\n\tret;\n}\n'), ['4:21: .maxntid takes integer constants, not immediate 1.5']);
  // ptxas: "Parameter 'p' has illegal alignment", "Positive non-zero value expected for maxntid".
  assert.equal(err('.func f(.param .align 256 .b8 p[4])\n{\n\tret;\n}\n'), ["4:23: a .param variable's alignment is at most 128, not 256"]);
  assert.equal(err('.entry k() .maxntid 0\n{\n\tret;\n}\n'), ['4:21: .maxntid takes values above zero']);
  // ptxas: "Predicate variable 's' must be in register state space", "Variable 'r' cannot be allocated into a register" (in both modes).
  for (const validateOnly of [false, true]) {
    const body = (line: string) => parse(`${H}.entry k()\n{\n\t${line}\n\tret;\n}\n`, { validateOnly }).diagnostics.map((d) => d.message);
    assert.equal(body('.param .pred s;'), ['a .pred variable is a register: declare it .reg, not .param']);
    assert.equal(body('.reg .b32 r[4];'), ["'r': a .reg variable is no array"]);
    assert.equal(body('.reg .pred p<3>;'), []);
  }
});

test('variable declarations as ptxas 13.0 takes them: spaces, vectors, .common, module-scope .reg', () => {
  const H = '.version 9.0\n.target sm_90\n.address_size 64\n';
  for (const ok of ['.global .v2 .u64 v;\n', '.global .v4 .f32 v;\n', '.common .global .u32 g;\n']) assert.equal(errorsOf(H + ok), [], ok);
  const err = (text: string) => errorsOf(H + text);
  // ptxas: "Parsing error near '.v8'", "Parsing error near '.shared::cta'".
  assert.equal(err('.global .v8 .u16 v;\n'), ["4:9: a variable's vector type is .v2 or .v4, not .v8"]);
  assert.equal(err('.shared::cta .u32 v;\n'), ['4:1: a variable is declared .shared, not .shared::cta']);
  // ptxas: "Vector type too large, exceeds 128 bit limit", "Predicate type can only be used to define scalar register variables".
  assert.equal(err('.global .v4 .u64 v;\n'), ['4:1: .v4 .u64 is 256 bits: a vector variable is at most 128']);
  assert.equal(err('.entry k()\n{\n\t.reg .v2 .pred p;\n\tret;\n}\n'), ['6:2: a .pred variable is a scalar, not a .v2 vector']);
  // ptxas: ".common variables must be declared in .global space".
  assert.equal(err('.common .shared .u32 g;\n'), ['4:1: a .common variable is .global, not .shared']);
  // ptxas: "Module-scoped variables in .reg state space are not allowed with ABI" from PTX 3.0; before, it
  // builds without the ABI and the functions use the register.
  assert.equal(err('.reg .u32 r;\n'), ['4:1: a .reg variable cannot be declared at module scope']);
  const old = '.version 2.3\n.target sm_20\n.reg .u32 r;\n.local .u32 l;\n.entry k()\n{\n\tmov.u32 r, 1;\n\tst.local.u32 [l], r;\n\texit;\n}\n';
  assert.equal(errorsOf(old), []);
  assert.equal(errorsOf(old.replace('mov.u32 r, 1', 'mov.f32 r, 0f3F800000')), ["7:10: 'mov.f32': register r of type .u32 does not agree with the operand's type .f32"]);
});

test('initializers: a value of the variable\'s type, as ptxas types constants', () => {
  const H = '.version 9.0\n.target sm_90\n.address_size 64\n.global .u64 y;\n';
  // Each accepted by ptxas 13.0 (an address byte by byte is how LLVM writes a pointer in an aggregate).
  for (const ok of ['.global .f32 x = 1.0+2.0;', '.global .f32 x = -(1.5);', '.global .f64 x = 0f3F800000;', '.global .b32 x = 1.5;', '.global .u32 x = 1.5 > 1.0;', '.global .u64 x = generic(y)+8;', '.global .u8 x[2] = {0xFF(generic(y)), 0xFF00(generic(y))};', '.global .f16x2 x = {1, 2};'])
    assert.equal(errorsOf(`${H}${ok}\n`), [], ok);
  const err = (line: string) => errorsOf(`${H}${line}\n`).map((e) => e.replace(/^\d+:\d+: /, ''));
  // ptxas: "Initial value type mismatch".
  assert.equal(err('.global .f32 x = 1;'), ["'x': a .f32 value is a floating-point constant (0f3F800000, 1.5)"]);
  assert.equal(err('.global .u32 x = (1.5);'), ["'x': a .u32 value is an integer, not a floating-point constant"]);
  assert.equal(err('.global .b64 x = generic(y);'), ["'x': an address initializes a .u32 or .u64, not .b64"]);
  // ptxas 13.0: "Initial value type mismatch" for an address in a .u8 or .u16, a byte mask of one in a .u16; a byte mask in a .u8, .u32 or .u64 assembles.
  assert.equal(err('.global .u8 x[2] = {y, y};'), ["'x': an address initializes a .u32 or .u64, not .u8", "'x': an address initializes a .u32 or .u64, not .u8"]);
  assert.equal(err('.global .u16 x = 0xff00(y);'), ["'x': a byte mask of an address initializes a .u8, .u32 or .u64, not .u16"]);
  for (const ok of ['.global .u8 x[2] = {0xff(y), 0xff00(y)};', '.global .u32 x = 0xff(y);', '.global .u64 x = 0xff(y);']) assert.equal(err(ok), [], ok);
  assert.equal(err('.global .u32 x[2] = {1, {2, 3}};'), ["'x': more levels of braces than the variable has dimensions"]);
  assert.equal(err('.global .u32 x[2][2] = {1, 2};'), ["'x': a brace list stands here (an array), not a value", "'x': a brace list stands here (an array), not a value"]);
  // ptxas: "No initial value is allowed for external symbol 'x'", "... for .f16 type".
  assert.equal(err('.extern .global .u32 x = 1;'), ["'x' is .extern: an external variable takes no initial value"]);
  assert.equal(err('.global .f16 x = 1.0;'), ["'x': a .f16 variable takes no initial value"]);
  // ptxas: "Constant expression type mismatch", "Integer constant expression expected".
  assert.equal(err('.global .f32 x = 1.0+2;'), ['constant expression type mismatch: both sides of the operator are integers or both floating-point']);
  assert.equal(err('.global .f32 x = (1 > 0) ? 1.0 : 2.0;'), ['an integer constant expression is expected here (ptxas takes no floating-point operand for this operator)']);
});

test('a function\'s declarations repeat its parameter lists (ptxas: "Inconsistent prototypes")', () => {
  const text = (before: string, after: string) => `.version 9.0\n.target sm_90\n.address_size 64\n.func f(${before});\n.func f(${after})\n{\n\tret;\n}\n`;
  // Each accepted by ptxas 13.0: other names, an alignment written that is the natural one.
  // Rejected, at the `{` (a kernel's `)`), the line ptxas 13.0 names.
  for (const [a, b] of [['.param .b32 a', '.param .b32 b'], ['.param .align 4 .b32 a', '.param .b32 a'], ['.param .b8 a[8]', '.param .align 1 .b8 a[8]']]) assert.equal(errorsOf(text(a!, b!)), [], `${a} / ${b}`);
  assert.equal(errorsOf(text('.param .b32 a', '.param .u32 a')), ["6:1: 'f' was declared with other parameters: () (.b32), here () (.u32)"]);
  assert.equal(errorsOf(text('.param .b32 a', '.param .b32 a, .param .b32 b')), ["6:1: 'f' was declared with other parameters: () (.b32), here () (.b32, .b32)"]);
  assert.equal(errorsOf(text('.param .align 4 .b8 a[8]', '.param .align 8 .b8 a[8]')), ["6:1: 'f' was declared with other parameters: () (.align 4 .b8[8]), here () (.align 8 .b8[8])"]);
  // A kernel's too (of which only the text of its lists is kept), in both modes.
  const kernels = (before: string, after: string) => `.version 9.0\n.target sm_90\n.address_size 64\n.entry k(${before});\n.entry k(${after})\n{\n\tret;\n}\n`;
  assert.equal(errorsOf(kernels('.param .u64 a, .param .u32 b', '.param .u64 c, .param .u32 d')), []);
  const differ = kernels('.param .u64 a, .param .align 8 .b8 b[8]', '.param .u64 a, .param .b8 b[8]');
  assert.equal(errorsOf(differ), ["5:40: 'k' was declared with other parameters: () (.u64, .align 8 .b8[8]), here () (.u64, .b8[8])"]);
  assert.equal(parse(differ, { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), errorsOf(differ));
});

test("a function's redefinition at the end of its header, the line ptxas names: a .func's `{` or `;`, a kernel's `)`", () => {
  const errors = (text: string) => errorsInBothModes(`.version 9.0\n.target sm_90\n.address_size 64\n${text}`).map((e) => e.replace(/^(\d+)/, (n) => String(Number(n) - 3)));
  const body = '\n{\n\tret;\n}\n';
  // ptxas 13.0: "Inconsistent redefinition of variable 'g'" (line 3), "Function definition conflicts with '.extern' declaration" (line 5).
  assert.equal(errors(`.extern .func g();\n.visible .func g()${body}`), ["3:1: 'g' is declared .extern above: a function of another module is not declared without .extern, nor defined here"]);
  // ptxas 13.0: "Inconsistent redefinition of variable 'g'" (line 2): the other way round.
  assert.equal(errors(`.func g();\n.extern .func g();\n.func g()${body}`), ["2:18: 'g' is declared without .extern above: a function of this module is not declared .extern"]);
  // ptxas 13.0: "Duplicate definition of function 'g'", "Inconsistent prototypes of 'g', number of parameters differ" (at the `{`, line 7; a kernel's at its `)`, line 4).
  assert.equal(errors(`.visible .func g() { ret; }\n.visible .func g(\n.param .b32 a\n)\n.noreturn\n${body}`), ["7:1: duplicate definition of function 'g': its body is above", "7:1: 'g' was declared with other parameters: () (), here () (.b32)"]);
  assert.equal(errors(`.visible .entry g() { ret; }\n.visible .entry g(\n.param .b32 a\n)\n.maxntid 32\n${body}`), ["4:1: duplicate definition of function 'g': its body is above", "4:1: 'g' was declared with other parameters: () (), here () (.b32)"]);
  // ptxas 13.0: at the token after a kernel's name when it has no parameter list, at a declaration's `;`.
  assert.equal(errors(`.visible .entry g { ret; }\n.visible .entry g\n\n${body}`), ["5:1: duplicate definition of function 'g': its body is above"]);
  assert.equal(errors(`.visible .func g() { ret; }\n.extern .func g()\n\n;\n`), ["4:1: duplicate definition of function 'g': its body is above"]);
  // ptxas 13.0: "Inconsistent prototypes of 'f', parameter state space differ"; "Mismatch in prototype of alias 'f' and aliasee 'g'. parameter state space differ(s)".
  assert.equal(errors(`.func (.reg .b32 r) f();\n.func (.param .b32 r) f()${body}`), ["3:1: 'f' was declared with other parameters: (.reg .b32) (), here (.b32) ()"]);
  assert.equal(errors(`.func f(.reg .b32 a);\n.func f(.param .b32 a)${body}`), ["3:1: 'f' was declared with other parameters: () (.reg .b32), here () (.b32)"]);
  assert.equal(errors(`.visible .func g(.reg .b32 a)${body}.visible .func f(.param .b32 a);\n.alias f, g;\n`), ["6:8: 'f' is declared with other parameters than 'g': () (.b32), against () (.reg .b32)"]);
  // ptxas 13.0: "Parsing error near '('": a kernel has no return list.
  assert.equal(errors(`.entry (.param .b32 r) k()${body}`), ["1:8: a kernel returns no value: its name follows .entry"]);
});

test('syntax errors are reported with positions, and parsing goes on', () => {
  const errs = errorsOf(`${HEAD}.entry k\n{\n  mov.b32 %r1 %r2;\n  .reg .b32 ;\n  ret\n}\n`);
  assert.ok(errs.length >= 3, errs.join('\n'));
  assert.match(errs[0]!, /^6:15: expected ',' or ';' after an operand/);
});

test('bad input: unterminated block, stray tokens, garbage', () => {
  assert.match(errorsOf(`${HEAD}.entry k {\n ret;\n`).join('\n'), /expected '}' closing the block opened at line 4/);
  assert.match(errorsOf(`${HEAD}}`).join('\n'), /expected a directive/);
  assert.match(errorsOf(`${HEAD}.bogus 1`).join('\n'), /unknown directive '\.bogus'/);
});

test('the heading: .version once and first, .target lines right after it, then one .address_size (ptxas: "Parsing error near ...")', () => {
  assert.equal(errorsOf('.version 9.0\n.target sm_80\n.target sm_90\n.address_size 64\n'), []);
  assert.equal(errorsOf('.version 9.0\n.target sm_80\n.address_size 64\n.target sm_80\n'), ['4:1: .target lines come right after .version, before any other directive']);
  assert.equal(errorsOf('.version 9.0\n.target sm_80\n.address_size 64\n.address_size 64\n'), ['4:1: .address_size comes once, right after the .target lines, before any other directive']);
  assert.equal(errorsOf('.version 9.0\n.target sm_80\n.file 1 "a.cu"\n.address_size 64\n'), ['4:1: .address_size comes once, right after the .target lines, before any other directive']);
  assert.equal(errorsOf('.version 9.0\n.target sm_80\n.address_size 64\n.global .u32 x;\n.version 9.0\n'), ['5:1: a module has one .version, its first directive']);
});

test('an initializer names variables and functions declared above it (ptxas: "Invalid initial value symbol \'x\'")', () => {
  const unknown = (name: string, variable = 'a') => `unknown symbol '${name}' in the initializer of '${variable}': a variable or function declared above it`;
  const errs = (text: string) => errorsOf(`${HEAD}${text}`).map((e) => e.replace(/^\d+:\d+: /, ''));
  // Each accepted by ptxas 13.0.
  for (const ok of ['.global .u32 x;\n.global .u64 a = x;\n', '.func f()\n{\n\tret;\n}\n.global .u64 a = f;\n', '.global .u32 x;\n.global .u64 a[2] = {generic(x)+4, 0};\n', '.visible .entry k()\n{\n\t.global .u32 x;\n\t.global .u64 a = x;\n\tret;\n}\n'])
    assert.equal(errs(ok), [], ok);
  assert.equal(errs('.global .u64 a = x;\n.global .u32 x;\n'), [unknown('x')]);
  assert.equal(errs('.global .u64 a[2] = {nosuch, 1};\n'), [unknown('nosuch')]);
  assert.equal(errs('.global .u64 a = generic(nosuch);\n'), [unknown('nosuch')]);
  assert.equal(errs('.global .u64 a = f;\n.func f()\n{\n\tret;\n}\n'), [unknown('f')]);
});

/** The diagnostics of `text` as `line:column: message`, in the full parse and in validate-only. */
const inBothModes = (text: string) => [false, true].map((validateOnly) => parse(text, { validateOnly }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`));

test('.loc numbers are 32-bit and a section is named with its dot, in both modes (ptxas: "Constant overflow", "Parsing error near \'debug_str\'")', () => {
  const errs = (text: string) => inBothModes(`${HEAD}${text}`);
  const loc = (nums: string) => `.file 1 "a.cu"\n.visible .entry k()\n{\n\t.loc ${nums}\n\tret;\n}\n`;
  assert.equal(errs(loc('1 4294967295 1')), [[], []]);
  const over = ['7:9: .loc takes 32-bit integers, not 4294967296'];
  assert.equal(errs(loc('1 4294967296 1')), [over, over]);
  const dotless = ['4:10: expected a section name (.debug_info, .nv_debug_...), found \'debug_str\''];
  assert.equal(errs('.section debug_str\n{\n}\n'), [dotless, dotless]);
});

test('.file: an index once, of 32 bits, and at most a timestamp and a size after the name (ptxas: "Duplicate file index #1")', () => {
  assert.equal(errorsOf(`${HEAD}.file 1 "a"\n.file 2 "a", 1, 2\n.file 4294967295 "b"\n`), []);
  assert.equal(errorsOf(`${HEAD}.file 1 "a"\n.file 1 "b"\n.file 4294967296 "c"\n.file 2 "d", 1, 2, 3\n`), [
    '5:7: file index 1 is already declared, on line 4',
    '6:7: a file index is a 32-bit integer, not 4294967296',
    "7:18: expected a directive (.version, .target, .entry, .func, a variable...), found ','",
  ]);
});

test('pragma strings: which ptxas knows, where each stands, and their values, in both modes', () => {
  const both = (text: string, expected: string[]) => assert.equal(inBothModes(text), [expected, expected], text);
  // Module scope: "nounroll" only ("Pragma 'x' not supported", "Pragma 'frequency 32' is allowed only within function").
  both(`${HEAD}.pragma "nounroll";\n`, []);
  both(`${HEAD}.pragma "NOUNROLL";\n`, ['4:9: unknown pragma string "NOUNROLL"; did you mean "nounroll"? (ptxas knows "nounroll", "enable_smem_spilling", "used_bytes_mask", "frequency", "mma_throughput")']);
  both(`${HEAD}.pragma "frequency 32";\n`, ['4:9: .pragma "frequency" is not taken at module scope, only in a function body']);
  // After a kernel's parameters, a string ptxas does not know it only warns of; a body's pragma is an error there.
  both(`${HEAD}.entry k() .pragma "nounroll", "other";\n{\n\tret;\n}\n`, []);
  both(`${HEAD}.entry k() .pragma "enable_smem_spilling";\n{\n\tret;\n}\n`, [`4:20: .pragma "enable_smem_spilling" is not taken after a kernel's parameters, only in a function body`]);
  // In a body: values ("Invalid value '0' specified for .pragma 'frequency 0'"); enable_smem_spilling in a kernel only.
  const body = (pragma: string, directive = '.entry') => `${HEAD}${directive} k()\n{\n\t.pragma "${pragma}";\n\tret;\n}\n`;
  for (const ok of ['nounroll', 'frequency 32', 'frequency  0x10', 'used_bytes_mask 0xfff', 'used_bytes_mask 7', 'enable_smem_spilling', 'unknown to ptxas']) both(body(ok), []);
  both(body('frequency 0'), [`6:10: .pragma "frequency" takes an integer of at least 1, found '0'`]);
  both(body('frequency 32 '), [`6:10: .pragma "frequency" takes an integer of at least 1, found '32 '`]);
  both(body('used_bytes_mask 0x'), [`6:10: .pragma "used_bytes_mask" takes an integer of at least 0, found '0x'`]);
  both(body('enable_smem_spilling', '.func'), [`6:10: .pragma "enable_smem_spilling" is for a kernel's body (.entry), not a .func's`]);
});

test('pragma strings need their PTX version and target, as ptxas 13.0 says, in both modes', () => {
  const both = (text: string, expected: string[]) => assert.equal(inBothModes(text), [expected, expected], text);
  // Triton writes the pragma before a vector load (test/corpus/triton/scans.sm_86.ptx, .version 8.8).
  const triton = (version: string, target: string) =>
    `.version ${version}\n.target ${target}\n.address_size 64\n.extern .shared .align 16 .b8 global_smem[];\n.visible .entry k()\n{\n\t.reg .b32 %r<80>;\n` +
    `\t.pragma "used_bytes_mask 0xfff";\n\tld.shared.v4.b32 \t{%r76, %r77, %r78, %r79}, [global_smem+16];\n\tret;\n}\n`;
  // ptxas 13.0: accepted at 8.3 on sm_50 and up.
  both(triton('8.3', 'sm_50'), []);
  both(triton('8.8', 'sm_80'), []);
  // ptxas 13.0: "Feature 'used_bytes_mask' requires PTX ISA .version 8.3 or later"; "... requires .target sm_50 or higher".
  both(triton('8.2', 'sm_80'), ['8:10: .pragma "used_bytes_mask" requires PTX ISA .version 8.3 or later']);
  both(triton('8.3', 'sm_30'), ['8:10: .pragma "used_bytes_mask" requires .target sm_50 or higher']);
  const body = (version: string, target: string, pragma: string) => `.version ${version}\n.target ${target}\n.address_size 64\n.entry k()\n{\n\t.pragma "${pragma}";\n\tret;\n}\n`;
  // ptxas 13.0: "frequency" from 9.0 on any target; "enable_smem_spilling" from 8.7 (the document says 9.0) on sm_75 and up.
  both(body('9.0', 'sm_30', 'frequency 32'), []);
  both(body('8.7', 'sm_75', 'enable_smem_spilling'), []);
  // ptxas 13.0: "Feature 'frequency' requires PTX ISA .version 9.0 or later"; "Feature 'enable_smem_spilling' requires PTX ISA .version 8.7 or
  // later"; "Feature 'enable_smem_spilling' requires .target sm_75 or higher".
  both(body('8.8', 'sm_90', 'frequency 32'), ['6:10: .pragma "frequency" requires PTX ISA .version 9.0 or later']);
  both(body('8.5', 'sm_75', 'enable_smem_spilling'), ['6:10: .pragma "enable_smem_spilling" requires PTX ISA .version 8.7 or later']);
  both(body('9.0', 'sm_70', 'enable_smem_spilling'), ['6:10: .pragma "enable_smem_spilling" requires .target sm_75 or higher']);
  // ptxas 13.0: "Feature '.pragma directive' requires PTX ISA .version 2.0 or later", at module scope, after a kernel's parameters and in a body:
  // said at the directive, once (ptxas says it for each string, and then of the strings only some of what it says of them at 2.0).
  const old = '.version 1.4\n.target sm_13\n';
  both(`${old}.pragma "nounroll";\n`, ['3:1: .pragma requires PTX ISA .version 2.0 or later']);
  both(`${old}.entry k .pragma "nounroll";\n{\n\tret;\n}\n`, ['3:10: .pragma requires PTX ISA .version 2.0 or later']);
  both(`${old}.entry k\n{\n\t.pragma "nounroll";\n\tret;\n}\n`, ['5:2: .pragma requires PTX ISA .version 2.0 or later']);
  both(`${old}.pragma "nounroll", "nounroll";\n`, ['3:1: .pragma requires PTX ISA .version 2.0 or later']);
  // ptxas 13.0: the directive's error alone for an unknown string at module scope.
  both(`${old}.pragma "xyz";\n`, ['3:1: .pragma requires PTX ISA .version 2.0 or later']);
  // ptxas 13.0: accepted at 2.0.
  both(`.version 2.0\n.target sm_13\n.pragma "nounroll";\n.entry k\n{\n\t.pragma "nounroll";\n\tret;\n}\n`, []);
});

test.run();
