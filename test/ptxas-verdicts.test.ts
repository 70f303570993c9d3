// Minimal inputs on which the parser once disagreed with ptxas 13.0 (`ptxas -arch=sm_90a`), each
// with ptxas's verdict beside it, checked in both modes (validate-only and the full parse).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsInBothModes, kernel } from './support/ptx.js';

/** The line of the first body statement in kernel(). */
const LINE = kernel('').split('\n').indexOf('') + 1;

/** The errors of `body` in a kernel, as `line:col: message`, lines counted from the body's first. */
function bodyErrors(body: string, target?: string): string[] {
  return errorsInBothModes(kernel(body, target)).map((e) => e.replace(/^(\d+)/, (n) => String(Number(n) - LINE + 1)));
}

test('control characters: ptxas skips 0x1A as a blank, and takes no vertical tab (0x0B)', () => {
  // ptxas: accepted.
  assert.equal(bodyErrors('\tadd.u32\x1a%r1, %r2, %r3;\x1a\n\x1a'), []);
  // ptxas: "Parsing error near '': syntax error".
  assert.equal(bodyErrors('\tadd.u32\x0b%r1, %r2, %r3;'), ['1:9: expected an operand, found unexpected character U+000B']);
});

test("a '\\' before an opcode, once, as ptxas skips it (a macro's line continuation left in)", () => {
  // ptxas: each accepted.
  for (const ok of ['\t\\add.u32 %r1, %r2, %r3;', '\tadd.u32 %r1, %r2, %r3; \\\n\tadd.u32 %r1, %r2, %r3;', '\t\\\n\tret;', '\t@%p1 \\ bra $L1;\n$L1: \\ ret;', '\t\\ // c\n\tret;'])
    assert.equal(bodyErrors(ok), [], ok);
  // ptxas: "Parsing error near '\'" (or near what follows) before a label, a guard, a directive, a brace, another '\', and inside an instruction.
  assert.equal(bodyErrors('\t{ ret; \\ }'), ["1:9: '\\' stands only before an instruction, found it before '}'"]);
  assert.equal(bodyErrors('\t\\$L1:\n\tret;'), ["1:2: '\\' stands only before an instruction, found it before '$L1'"]);
  assert.equal(bodyErrors('\t\\@%p1 ret;'), ["1:2: '\\' stands only before an instruction, found it before '@'"]);
  assert.equal(bodyErrors('\t\\.reg .b32 %q;'), ["1:2: '\\' stands only before an instruction, found it before '.reg'"]);
  assert.equal(bodyErrors('\t\\ \\ ret;'), ["1:2: '\\' stands only before an instruction, found it before '\\'"]);
  assert.equal(bodyErrors('\tadd.u32 %r1, \\%r2, %r3;'), ["1:15: expected an operand, found '\\'"]);
});

test('the same type in two type slots is no repeat: set.CmpOp.bf16.bf16, as nvcc and clang write it', () => {
  // ptxas: each accepted.
  for (const ok of [
    'set.nan.bf16.bf16 %h1, %h2, %h3;', 'set.eq.and.bf16.bf16 %h1, %h2, %h3, %p1;', 'set.eq.bf16x2.bf16x2 %r1, %r2, %r3;',
    'set.eq.f16.f16 %h1, %h2, %h3;', 'set.eq.u32.u32 %r1, %r2, %r3;', 'cvt.bf16.bf16 %h1, %h2;', 'cvt.rni.f16.f16 %h1, %h2;',
  ])
    assert.equal(bodyErrors(`\t${ok}`), [], ok);
  // ptxas: "Illegal modifier '.ftz'", "Mismatch between instruction type and comparison qualifier",
  // "Arguments mismatch" (a and b are .b16 registers, no .f32 one), "Unexpected instruction types" (thrice).
  assert.equal(bodyErrors('\tset.eq.ftz.bf16.bf16 %h1, %h2, %h3;'), ["1:8: qualifier '.ftz' is not allowed in this form of 'set' (set.CmpOp.bf16.stype d, a, b;)"]);
  // ptxas: "Mismatch between instruction type and comparison qualifier": the comparison is the culprit, not the type after it.
  assert.equal(bodyErrors('\tset.lo.bf16.bf16 %h1, %h2, %h3;'), ["1:5: qualifier '.lo' is not allowed in this form of 'set' (set.CmpOp.bf16.stype d, a, b;)"]);
  assert.equal(bodyErrors('\tsetp.lo.f32 %p1, %f2, %f3;'), ["1:6: qualifier '.lo' is not allowed in this form of 'setp' (setp.CmpOp{.ftz}.type p{|q}, a, b;)"]);
  assert.equal(bodyErrors('\tset.eq.bf16.bf16 %h1, %f2, %h3;'), ["1:24: 'set.eq.bf16.bf16': register %f2 of type .f32 does not agree with the operand's type .bf16"]);
  assert.equal(bodyErrors('\tset.eq.f16.bf16 %h1, %h2, %h3;').length, 1);
  assert.equal(bodyErrors('\tsetp.eq.bf16.bf16 %p1, %h2, %h3;').length, 1);
  // A type written again where another slot does not take it is named for what it is: not one the form takes.
  assert.equal(bodyErrors('\tset.eq.u16.u16 %h1, %h2, %h3;'), ["1:12: qualifier '.u16' is not allowed in this form of 'set' (set.CmpOp.dtype.stype d, a, b;)"]);
});

test("the sink '_' inside a brace vector: in one the instruction only writes, and st's 256-bit vectors (spec/operand-roles.json, vectorSinks)", () => {
  // ptxas: each accepted.
  for (const ok of [
    'ld.global.v2.b32 {%r1, _}, [%rd1];', 'mov.b64 {_, %r1}, %rd1;', 'tex.2d.v4.f32.f32 {%f1, %f2, %f3, _}, [%rd1, {%f5, %f6}];',
    'st.global.v8.b32 [%rd1], {_, %r1, %r2, %r3, %r4, %r5, %r6, %r7};', 'st.global.L2::evict_last.v4.f64 [%rd1], {%fd0, _, %fd2, %fd3};',
  ])
    assert.equal(bodyErrors(`\t${ok}`, 'sm_100a'), [], ok);
  // ptxas: "Sink '_' not allowed as a source operand" (a vector read: st's below 256 bits, mov's source, a texture's coordinates, wgmma's read-and-written d).
  const inside = "the sink '_' is not allowed inside this vector";
  assert.equal(bodyErrors('\tst.global.v2.b32 [%rd1], {%r1, _};', 'sm_100a'), [`1:27: 'st.global.v2.b32': operand 2 (b): ${inside} unless it writes .v8.b32 or .v8.s32 or .v8.u32 or .v8.f32 or .v4.b64 or .v4.s64 or .v4.u64 or .v4.f64`]);
  assert.equal(bodyErrors('\tmov.b64 %rd1, {%r1, _};').length, 1);
  assert.equal(bodyErrors('\ttex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f5, _}];'), [`1:42: 'tex.2d.v4.f32.f32': operand 2 (a): ${inside}`]);
  assert.equal(bodyErrors('\twgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f1, %f2, %f3, _}, %rd1, %rd2, 1, 1, 1, 0, 0;').length, 1);
  assert.equal(bodyErrors('\ttcgen05.st.sync.aligned.32x32b.x2.b32 [%r1], {%r2, _};', 'sm_100a'), [`1:47: 'tcgen05.st.sync.aligned.32x32b.x2.b32': operand 2 (r): ${inside}`]);
  // ptxas: "Result discard mode is not allowed for instruction 'ld'": tcgen05.ld is an ld per register.
  assert.equal(bodyErrors('\ttcgen05.ld.sync.aligned.32x32b.x2.b32 {%r1, _}, [%r2];', 'sm_100a'), [`1:40: 'tcgen05.ld.sync.aligned.32x32b.x2.b32': operand 1 (r): ${inside}`]);
});

test('an integer constant where a form takes one, no float (ptxas: "Arguments mismatch")', () => {
  // ptxas: each accepted with the integer, each rejected with the float.
  const forms: Array<[string, string, string?]> = [
    ['setmaxnreg.dec.sync.aligned.u32 64', '.0;'], ['cp.async.bulk.wait_group 1', '.0;'], ['cp.async.wait_group 1', '.0;'], ['wgmma.wait_group.sync.aligned 0', '.0;'],
    ['pmevent 1', '.0;'], ['discard.global.L2 [%rd1], 128', '.0;'], ['applypriority.global.L2::evict_normal [%rd1], 128', '.0;'],
    ['tcgen05.st.sync.aligned.16x32bx2.x1.b32 [%r1], 2', '.0, {%r2};', 'sm_100a'],
  ];
  for (const [head, tail, target] of forms) {
    const int = `\t${head}${tail.replace(/^\.0/, '')}`;
    assert.equal(bodyErrors(int, target), [], int);
    const [error] = bodyErrors(`\t${head}${tail}`, target);
    assert.match(error ?? '', /: \d+\.0 is not a \.u32 value$/, head);
  }
  assert.equal(bodyErrors('\tpmevent 0f3F800000;'), ["1:10: 'pmevent': 0f3F800000 is not a .u32 value"]);
});

test('addresses and brace vectors as ptxas parses them: no comma but before a name or vector, no negated name, no empty vector', () => {
  // ptxas: each accepted (a constant may be negated; `{}` is an initializer).
  for (const ok of ['ld.local.u32 %r1, [-8];', 'ld.local.u32 %r1, [~8];', 'st.global.v2.u32 [%rd1], {%r1, -1};', 'st.global.v2.u32 [%rd1], {%r1, !1};'])
    assert.equal(bodyErrors(`\t${ok}`), [], ok);
  assert.equal(errorsInBothModes('.version 9.0\n.target sm_90a\n.address_size 64\n.global .b32 x[2] = {};\n'), []);
  // ptxas: "Parsing error near '8'", near '%rd1' (twice), near '%r4', near '}', near '{'; "Arguments mismatch".
  assert.equal(bodyErrors('\tld.global.u32 %r1, [%rd1,8];'), ["1:27: expected a name or a brace vector after ',' in an address, found '8'"]);
  assert.equal(bodyErrors('\tld.global.u32 %r1, [!%rd1+24];'), ['1:22: a name in an address is not negated: an address is [name], [name+constant] or [constant]']);
  assert.equal(bodyErrors('\tld.global.u32 %r1, [-%rd1];'), ['1:22: a name in an address is not negated: an address is [name], [name+constant] or [constant]']);
  assert.equal(bodyErrors('\tst.global.v2.u32 [%rd1], {%r1, !%r4};'), ["1:33: a vector's element is a register or a constant, not a negated name ('!')"]);
  assert.equal(bodyErrors('\tmov.b64 %rd1, {};'), ['1:16: an empty vector {} is no operand']);
  assert.equal(bodyErrors('\tld.global.u32 %r1, [{%rd1}];'), ["1:22: an address starts with a register, a variable or a constant, not '{'"]);
  assert.equal(bodyErrors('\tld.global.u32 %r1, [%rd1, %rd2];'), ["1:21: 'ld.global.u32': operand 2 (a): expected an address [..] of one item, found 2"]);
});

const HEAD = '.version 9.0\n.target sm_90a\n.address_size 64\n';

test('an alignment is an integer literal, of any base ptxas reads (ptxas: "Parsing error" for the rest)', () => {
  // ptxas: each accepted (010 is octal 8).
  for (const a of ['8', '0x8', '010', '8U', '0b1000']) assert.equal(errorsInBothModes(`${HEAD}.global .align ${a} .b8 g[8];\n`), [], a);
  assert.equal(errorsInBothModes(`${HEAD}.global .b8 x[010] = {1, 2, 3, 4, 5, 6, 7, 8};\n`), []);
  // ptxas: "Parsing error near 'foo'", 'F16', '(', '/', '+', '-'.
  const at = (a: string) => errorsInBothModes(`${HEAD}.global .align ${a} .b8 g[8];\n`);
  assert.equal(at('foo'), ["4:16: .align takes an integer constant, found 'foo'"]);
  assert.equal(at('F16'), ["4:16: .align takes an integer constant, found 'F16'"]);
  assert.equal(at('(8)'), ["4:16: .align takes an integer constant, found '('"]);
  assert.equal(at('1/8'), ["4:17: .align takes an integer constant, not an expression: found '/' after 1"]);
  assert.equal(at('4+4'), ["4:17: .align takes an integer constant, not an expression: found '+' after 4"]);
  assert.equal(at('-8'), ["4:16: .align takes an integer constant, found '-'"]);
  assert.equal(errorsInBothModes(`${HEAD}.visible .entry k(.param .u64 .ptr .global .align 2*8 p)\n{\n\tret;\n}\n`), ["4:52: .align takes an integer constant, not an expression: found '*' after 2"]);
});

test('a declaration with no state space and no name is taken and ignored, in a body and at module scope; with a name it is an error', () => {
  // ptxas: each accepted.
  for (const ok of ['\t.b32;', '\t.align 4 .v2 .u32;', '\t.pred;', '\t{ .b64 ; }', '$L1: .f32;'])
    assert.equal(bodyErrors(ok), [], ok);
  assert.equal(errorsInBothModes(`${HEAD}.b32;\n.samplerref;\n`), []);
  // ptxas asks nothing of the module for one: `.b128;` assembles at PTX 8.0 (`.global .b128 x;` does not).
  assert.equal(errorsInBothModes('.version 8.0\n.target sm_90a\n.address_size 64\n.b128;\n'), []);
  // ptxas: "No variable storage specified"; "Parsing error near '.bf16'".
  assert.equal(bodyErrors('\t.b32 %q;'), ["1:7: a variable needs a state space (.reg, .local, .global...) before its type; found '%q' after it"]);
  assert.equal(bodyErrors('\t.bf16;'), ["1:2: unexpected directive '.bf16' in a function body"]);
  // ptxas: "Vector type too large, exceeds 128 bit limit"; "Predicate type can only be used to define scalar register variables".
  assert.equal(bodyErrors('\t.v4 .b64;'), ['1:6: .v4 .b64 is 256 bits: a vector variable is at most 128']);
  assert.equal(errorsInBothModes(`${HEAD}.v4 .pred;\n`), ['4:5: a .pred variable is a scalar, not a .v4 vector']);
});

test('a statement of an instruction type alone: the fp8/fp6/fp4 packed types, .e4m3, .e5m2, .ue8m0x2, .u16x2, .s16x2, .f32x2 (spec/types.json bareTypes)', () => {
  // ptxas (sm_75 at PTX 6.3, sm_90 and sm_100a at 9.0, in a body and at module scope): each accepted.
  for (const t of ['.e4m3', '.e5m2', '.e4m3x2', '.e2m1x2', '.e2m1x4', '.e3m2x4', '.ue8m0x2', '.u16x2', '.s16x2', '.f32x2']) {
    assert.equal(bodyErrors(`\t${t};`), [], t);
    assert.equal(errorsInBothModes(`${HEAD}${t};\n`), [], t);
  }
  assert.equal(bodyErrors('\t.align 4 .e4m3;'), []);
  // ptxas: "Parsing error near '.tf32'" (and so for .bf16x2, .u8x4, .s8x4, .e2m1, .ue8m0, .s2f6x2).
  for (const t of ['.bf16x2', '.tf32', '.u8x4', '.s8x4', '.e2m1', '.ue8m0', '.s2f6x2']) assert.equal(bodyErrors(`\t${t};`), [`1:2: unexpected directive '${t}' in a function body`], t);
  assert.equal(errorsInBothModes(`${HEAD}.tf32;\n`), ["4:1: unknown directive '.tf32' at module scope"]);
  // ptxas: "Vector type only allowed over basic types".
  assert.equal(bodyErrors('\t.v2 .e4m3x2;'), ['1:6: a vector is of a basic type, not .e4m3x2']);
});

test('.local_maxnreg after the parameters, as nvcc 13 writes it for __maxnreg__ (undocumented): on a definition, from PTX 8.8; an unknown directive there loses no body', () => {
  const fn = (head: string, version = '9.0') => `.version ${version}\n.target sm_90a\n.address_size 64\n${head}\n{\n\tret;\n}\n.visible .func g()\n{\n\tcall f, ();\n\tret;\n}\n`;
  // ptxas: each accepted.
  for (const ok of ['.visible .func f() .local_maxnreg 32', '.visible .func f() .noreturn .abi_preserve 8 .local_maxnreg 0x20', '.visible .func f() {}\n.visible .entry k() .local_maxnreg 32 .maxntid 32 .local_maxnreg 40'])
    assert.equal(errorsInBothModes(fn(ok)), [], ok);
  // ptxas: "Feature '.local_maxnreg' requires PTX ISA .version 8.8 or later"; "Positive non-zero value
  // expected for local_maxnreg"; "Parsing error near '.noreturn'" (and near '.local_maxnreg' written
  // twice, near ';' on a declaration).
  assert.equal(errorsInBothModes(fn('.visible .func f() .local_maxnreg 32', '8.7')), ['4:20: .local_maxnreg requires PTX ISA .version 8.8 or later']);
  assert.equal(errorsInBothModes(fn('.visible .func f() .local_maxnreg 0')), ['4:35: .local_maxnreg takes values above zero']);
  assert.equal(errorsInBothModes(fn('.visible .func f() .local_maxnreg 32 .noreturn')), ["4:38: .noreturn must come before the function's other directives"]);
  assert.equal(errorsInBothModes(fn('.visible .func f() .local_maxnreg 32 .local_maxnreg 32')), ['4:38: .local_maxnreg after .local_maxnreg: on a .func, .local_maxnreg comes once, after the other directives']);
  assert.equal(errorsInBothModes(`${HEAD}.extern .func f() .local_maxnreg 32;\n`), ['4:19: .local_maxnreg is for a definition: a declaration (no body) takes none']);
  // ptxas: "Parsing error near '.bogus'", and nothing more: the body is still f's.
  assert.equal(errorsInBothModes(fn('.visible .func f() .bogus 1, 2')), ["4:20: unknown directive '.bogus' after the function's parameters"]);
});

test("'_' names nothing declared but a kernel's or a prototype's parameter: it is the sink", () => {
  // ptxas: each accepted.
  assert.equal(errorsInBothModes(`${HEAD}.visible .entry k(.param .u32 _)\n{\n\tp: .callprototype (.param .b32 _) _ (.param .b32 _);\n\tret;\n}\n`), []);
  // ptxas: "Parsing error near '_'" (a .func's parameter: "Illegal parameter name '_'").
  const sink = "'_' is the sink, not a name to declare";
  assert.equal(bodyErrors('\t.param .b32 _;'), [`1:14: ${sink}`]);
  assert.equal(bodyErrors('\t.reg .b32 _;'), [`1:12: ${sink}`]);
  assert.equal(bodyErrors('_:\n\tret;'), [`1:1: ${sink}`]);
  assert.equal(errorsInBothModes(`${HEAD}.global .u32 _;\n`), [`4:14: ${sink}`]);
  assert.equal(errorsInBothModes(`${HEAD}.visible .func (.param .b32 _) f()\n{\n\tret;\n}\n`), [`4:29: ${sink}`]);
  assert.equal(errorsInBothModes(`${HEAD}.visible .func _()\n{\n\tret;\n}\n`), [`4:16: ${sink}`]);
});

test("a .section's labels are one namespace; a data line holds values, no type", () => {
  const sections = (...bodies: string[]) => `${HEAD}.visible .entry k()\n{\n\tret;\n}\n${bodies.map((b, i) => `.section .debug_${i}\n{\n${b}\n}\n`).join('')}`;
  // ptxas: each accepted (a section label may be named like a kernel; two data lines on one line).
  assert.equal(errorsInBothModes(sections('k:\n.b8 1 .b8 2', '$L1:\n.b64 .debug_0')), []);
  // ptxas: "Duplicate definition of label '$L1'" (in one section and across two); "Parsing error near '.b32'".
  assert.equal(errorsInBothModes(sections('$L1:\n.b8 95,0\n$L1:\n.b8 96,0')), ["12:1: duplicate definition of label '$L1' in the module's sections"]);
  assert.equal(errorsInBothModes(sections('$L1:\n.b8 95,0', '$L1:\n.b8 96,0')), ["15:1: duplicate definition of label '$L1' in the module's sections"]);
  assert.equal(errorsInBothModes(sections('.b64 .b32 1')), ["10:6: expected a value (an integer, a label or a section's name), found the type .b32"]);
  assert.equal(errorsInBothModes(sections('.b8 1\n.b64 .b32')), ["11:6: expected a value (an integer, a label or a section's name), found the type .b32"]);
});

test('a result fragment holds registers, no immediate (ptxas: "Result register required")', () => {
  const frag = (last: string) => `{%f0, %f1, %f2, %f3, %f4, %f5, %f6, ${last}}`;
  const a = '{%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7}';
  // ptxas: accepted (an immediate in the accumulator c is no result), then rejected.
  assert.equal(bodyErrors(`\twmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 ${frag('%f7')}, ${a}, ${a}, ${frag('1.0')};`), []);
  assert.equal(bodyErrors(`\twmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 ${frag('1.0')}, ${a}, ${a}, ${frag('%f7')};`), [
    "1:50: 'wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32': operand 1 (d): a result takes registers, not immediate 1.0",
  ]);
});

test('a label is no register or constant, defined above or further on, also after the fast path learnt a variable there (ptxas: "Arguments mismatch")', () => {
  const label = (op: string, name: string) => `'${op}': '${name}' is a label: this operand takes a register or a constant, not a label`;
  // ptxas: accepted (a label where bra takes one; mov's variable twice), then the rest rejected.
  assert.equal(bodyErrors('\t@%p1 bra $L1;\n$L1:\n\tmov.u64 %rd1, sm;\n\tmov.u64 %rd1, sm;'), []);
  assert.equal(bodyErrors('\tld.global.f32 $L1, [%rd1];\n$L1:'), [`1:16: ${label('ld.global.f32', '$L1')}`]);
  assert.equal(bodyErrors('$L1:\n\tcvt.s64.s32 %rd2, $L1;'), [`2:20: ${label('cvt.s64.s32', '$L1')}`]);
  assert.equal(bodyErrors('\tmov.u64 %rd1, sm;\n\tmov.u64 %rd1, sm;\n$L1:\n\tmov.u64 %rd2, $L1;\n\tmov.u64 %rd2, $L2;\n$L2:'), [
    `4:16: ${label('mov.u64', '$L1')}`,
    `5:16: ${label('mov.u64', '$L2')}`,
  ]);
});

test('a range of variables (.param .b32 %q<3>) declares variables, no registers (ptxas: "must be register")', () => {
  // ptxas: each accepted (a .local one's address taken, a .param one stored to).
  assert.equal(bodyErrors('\t.local .b32 %q<3>;\n\tld.local.b32 %r1, [%q1];\n\tmov.u64 %rd1, %q1;'), []);
  assert.equal(bodyErrors('\t.param .b32 %q<3>;\n\tst.param.b32 [%q1], %r1;'), []);
  // ptxas: "Argument 0 of instruction 'add': must be register"; "Illegal to take address of parameter '%q1'".
  assert.equal(bodyErrors('\t.local .b32 %q<3>;\n\tadd.u32 %q1, %q2, %q0;'), ["2:10: 'add.u32': '%q1' is a .local variable: operand 'd' takes a register, not a variable"]);
  assert.equal(bodyErrors('\t.param .b32 %q<3>;\n\tmov.u64 %rd1, sm;\n\tmov.u64 %rd1, sm;\n\tmov.u64 %rd1, %q1;'), [
    "4:16: 'mov.u64': '%q1' is a .param variable of the body (a call's argument): its address cannot be taken, nor is it a register",
  ]);
});

test('st.async with .cluster writes .shared::cluster or no space (found by the differential cases once recorded)', () => {
  // ptxas: each accepted.
  for (const ok of ['st.async.cluster.shared::cluster.mbarrier::complete_tx::bytes.u64 [%r1], %rd1, [%r2];', 'st.async.shared.mbarrier::complete_tx::bytes.u64 [%r1], %rd1, [%r2];', 'st.async.cluster.mbarrier::complete_tx::bytes.u64 [%r1], %rd1, [%r2];'])
    assert.equal(bodyErrors(`\t${ok}`), [], ok);
  // ptxas: "Modifier '.cluster' requires '.shared::cluster' space for instruction 'st.async'".
  assert.equal(bodyErrors('\tst.async.cluster.shared.mbarrier::complete_tx::bytes.u64 [%r1], %rd1, [%r2];').length, 1);
  assert.equal(bodyErrors('\tst.async.cluster.shared::cta.mbarrier::complete_tx::bytes.u64 [%r1], %rd1;').length, 1);
});

test('no texture, sampler or surface variable in a function body (ptxas: "Texture/surface variable must be at module or entry parameter scope")', () => {
  const message = (t: string) => `a ${t} variable is declared at module scope or as a kernel parameter, not in a function's body`;
  assert.equal(bodyErrors('\t.global .texref t;'), [`1:2: ${message('.texref')}`]);
  assert.equal(bodyErrors('\t{ .global .surfref s; }'), [`1:4: ${message('.surfref')}`]);
  assert.equal(bodyErrors('\t.texref;'), [`1:2: ${message('.texref')}`]);
  // ptxas: the same, and "Variable 't' cannot be allocated into a register" (.reg), in .reg and .param alike.
  assert.equal(bodyErrors('\t.reg .texref t;'), [`1:2: ${message('.texref')}`]);
  assert.equal(bodyErrors('\t.param .surfref t;'), [`1:2: ${message('.surfref')}`]);
});

test('a scalar texture, sampler or surface variable is .global, and no parameter of a defined .func', () => {
  const errors = (decl: string) => errorsInBothModes(`.version 9.0\n.target sm_90, texmode_independent\n.address_size 64\n${decl}\n`).map((e) => e.replace(/^(\d+)/, (n) => String(Number(n) - 3)));
  // ptxas 13.0: each accepted (an array in any space; a kernel's parameter, a declaration's, a prototype's).
  for (const ok of ['.global .texref t;', '.const .texref t[2];', '.shared .surfref t[2];', '.entry k(.param .texref t) { ret; }', '.extern .func f(.param .texref t);', '.func f(.param .texref t[2]) { ret; }', '.entry k() { p: .callprototype _ (.param .samplerref t); ret; }'])
    assert.equal(errors(ok), [], ok);
  // ptxas 13.0: "Texture and surface variables must be declared in .global space".
  assert.equal(errors('.const .texref t;'), ["1:16: 't': a .texref variable is declared .global, not .const (an array of them may be .const)"]);
  assert.equal(errors('.shared .samplerref s, a[2];'), ["1:21: 's': a .samplerref variable is declared .global, not .shared (an array of them may be .shared)"]);
  assert.equal(errors('.visible .const .surfref t;'), ["1:26: 't': a .surfref variable is declared .global, not .const (an array of them may be .const)"]);
  // ptxas 13.0: "Variable 't' cannot be allocated in .param state space" ("into a register"), on the parameter's line.
  assert.equal(errors('.func f(.reg .b32 a,\n\t.param .texref t)\n{\n\tret;\n}'), ["2:2: 't': a defined function's .param parameter is no scalar .texref (a kernel's may be, or an array of them)"]);
  assert.equal(errors('.func (.reg .surfref r) f() { ret; }'), ["1:8: 'r': a defined function's .reg parameter is no scalar .surfref (a kernel's may be, or an array of them)"]);
});


test("mma's fragments are as long as the form's shape and types say (spec vectorCounts; ptxas: \"Argument vector size mismatch\")", () => {
  const f = (n: number, p = '%r') => `{${Array.from({ length: n }, (_, i) => `${p}${i}`).join(', ')}}`;
  // ptxas: each accepted (b of any length with .e4m3 at .m16n8k16).
  for (const ok of [
    `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 ${f(4, '%f')}, ${f(4)}, ${f(2)}, ${f(4, '%f')};`,
    `mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 ${f(4, '%f')}, ${f(4)}, ${f(2)}, ${f(4, '%f')};`,
    `mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 ${f(4, '%f')}, ${f(2)}, ${f(1)}, ${f(4, '%f')};`,
    `mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 ${f(4, '%d')}, ${f(8, '%d')}, ${f(4, '%d')}, ${f(4, '%d')};`,
    `mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32 ${f(4, '%f')}, ${f(2)}, ${f(4)}, ${f(4, '%f')};`,
  ])
    assert.equal(bodyErrors(`\t.reg .f64 %d<8>;\n\t${ok}`), [], ok);
  // ptxas: "Argument vector size mismatch for instruction 'mma'".
  assert.equal(bodyErrors(`\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 ${f(4, '%f')}, ${f(2)}, ${f(2)}, ${f(4, '%f')};`), [
    "1:74: 'mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32': operand 2 (a): expected a vector of 4 elements, found 2",
  ]);
  assert.equal(bodyErrors(`\tmma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 ${f(4, '%f')}, ${f(4)}, ${f(1)}, ${f(4, '%f')};`), [
    "1:75: 'mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32': operand 2 (a): expected a vector of 2 elements (.bf16), found 4",
  ]);
  assert.equal(bodyErrors(`\tmma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16 ${f(2)}, ${f(4)}, ${f(1)}, ${f(2)};`, 'sm_90').length, 1);
});

test('multimem .vec: a vector of 32 to 128 bits, of registers of the element size (ptxas: "Inconsistent type with vector", "Arguments mismatch")', () => {
  // ptxas: each accepted.
  for (const ok of ['multimem.st.global.v8.f16 [%rd1], {%h0, %h1, %h2, %h3, %h0, %h1, %h2, %h3};', 'multimem.ld_reduce.global.add.v4.f32 {%f0, %f1, %f2, %f3}, [%rd1];', 'multimem.st.global.v2.bf16x2 [%rd1], {%f0, %f1};'])
    assert.equal(bodyErrors(`\t${ok}`, 'sm_100a'), [], ok);
  // ptxas: "Inconsistent type '.f32' with vector .v8 for 'multimem.st'", "Inconsistent type '.e4m3' with vector .v2 for 'multimem.ld_reduce'".
  assert.equal(bodyErrors('\tmultimem.st.global.v8.f32 [%rd1], {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7};', 'sm_100a').length, 1);
  assert.equal(bodyErrors('\t.reg .b8 %c<2>;\n\tmultimem.ld_reduce.global.add.acc::f16.v2.e4m3 {%c0, %c1}, [%rd1];', 'sm_100a').length, 1);
  // ptxas: "Arguments mismatch for instruction 'multimem.st'" (32-bit registers for .f16 elements).
  assert.equal(bodyErrors('\tmultimem.st.global.v2.f16 [%rd1], {%r0, %r1};', 'sm_100a'), ["1:37: 'multimem.st.global.v2.f16': register %r0 of type .b32 does not agree with the operand's type .b16"]);
});
test("mov's pack and unpack: a brace vector on one side only (ptxas: \"Illegal vector-vector operands for vector-scalar or scalar-vector mov instruction\")", () => {
  // ptxas: each accepted.
  for (const ok of ['mov.b64 {%r1, _}, %rd1;', 'mov.b64 %rd1, {%r2, %r3};', 'mov.b64 %rd1, %rd2;', 'mov.b64 {%r1, %r2}, 5;', 'mov.v2.b32 {%r1, %r2}, {%r3, %r4};'])
    assert.equal(bodyErrors(`\t${ok}`), [], ok);
  assert.equal(bodyErrors('\tmov.b64 {%r1, _}, {%r2, %r3};'), ["1:10: 'mov.b64': operand 1 (d): a brace vector is not allowed for this operand"]);
  assert.equal(bodyErrors('\tmov.b32 {%h0, %h1}, {%h2, %h3};').length, 1);
});

test("tex .cube/.acube: with both e and f written, the offset e is checked (.s32; ptxas: \"Arguments mismatch\" for a .f32 register)", () => {
  // ptxas: each accepted (a lone scalar is e or f: .b32 or .f32).
  for (const ok of ['%r1, %f1', '%f1', '%r1', '%r1, %r2'])
    assert.equal(bodyErrors(`\ttex.acube.v4.s32.f32 {%r4, %r5, %r6, %r7}, [%rd1, {%r3, %f2, %f3, %f4}], ${ok};`), [], ok);
  assert.equal(bodyErrors('\ttex.acube.v4.s32.f32 {%r4, %r5, %r6, %r7}, [%rd1, {%r3, %f2, %f3, %f4}], %f1, %r1;'), ["1:75: 'tex.acube.v4.s32.f32': register %f1 of type .f32 does not agree with the operand's type .s32"]);
});

test('a vector of integer constants alone, where ptxas takes registers (spec noIntegerVectors; ptxas: "Arguments mismatch")', () => {
  const alone = 'a vector of integer constants alone is not taken here: write registers';
  // ptxas: each rejected.
  assert.equal(bodyErrors('\tstmatrix.sync.aligned.m8n8.x1.shared.b16 [%rd1], {1};'), [`1:51: 'stmatrix.sync.aligned.m8n8.x1.shared.b16': operand 2 (r): ${alone}`]);
  assert.equal(bodyErrors('\ttcgen05.st.sync.aligned.32x32b.x2.b32 [%r1], {1, 2};', 'sm_100a'), [`1:47: 'tcgen05.st.sync.aligned.32x32b.x2.b32': operand 2 (r): ${alone}`]);
  assert.equal(bodyErrors('\tmma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r0, %r1, %r2, %r3}, {1, 2, 3, 4}, {%r4, %r5}, {%r0, %r1, %r2, %r3};'), [`1:72: 'mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32': operand 2 (a): ${alone}`]);
  assert.equal(bodyErrors('\tmultimem.st.relaxed.sys.global.v2.f16 [%rd1], {1, 2};'), [`1:48: 'multimem.st.relaxed.sys.global.v2.f16': operand 2 (b): ${alone}`]);
  assert.equal(bodyErrors('\tred.global.add.noftz.v2.bf16 [%rd1], {1, -2};'), [`1:39: 'red.global.add.noftz.v2.bf16': operand 2 (b): ${alone}`]);
  assert.equal(bodyErrors('\ttcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r3, {1, 2, 3, 4}, %p1;', 'sm_100a').length, 1);
  // ptxas: each accepted (registers and literals mixed, 0f literals, scalars, and integers in other vectors).
  for (const [ok, target] of [
    ['stmatrix.sync.aligned.m8n8.x2.shared.b16 [%rd1], {%r1, 1};'], ['stmatrix.sync.aligned.m8n8.x2.shared.b16 [%rd1], {0f3F800000, 0f3F800000};'],
    ['tcgen05.st.sync.aligned.32x32b.x1.b32 [%r1], {0f3F800000};', 'sm_100a'], ['mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%r4, %r5}, {1, 2, 3, 4};'],
    ['red.global.add.v2.f32 [%rd1], {1.0, 2.0};'], ['multimem.st.relaxed.sys.global.u32 [%rd1], 1;'], ['st.global.v2.b32 [%rd1], {1, 2};'], ['mov.v2.u32 {%r1, %r2}, {1, 2};'],
    ['st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b32 [%r1], {1, 2}, [%r3];'],
  ])
    assert.equal(bodyErrors(`\t${ok}`, target), [], ok);
});

test('ldu, mov and st.async: a vector of at most 128 bits (spec conflicts; ptxas: "Vector type too large, exceeds 128 bit limit")', () => {
  // ptxas: each accepted.
  for (const ok of [
    'ldu.global.v2.u64 {%rd0, %rd1}, [%rd2];', 'ldu.global.v4.u32 {%r0, %r1, %r2, %r3}, [%rd2];', 'ldu.global.v2.f64 {%fd0, %fd1}, [%rd2];',
    'mov.v2.b64 {%rd0, %rd1}, {%rd2, %rd3};', 'st.async.mbarrier::complete_tx::bytes.v2.u64 [%r0], {%rd1, %rd2}, [%r5];',
  ])
    assert.equal(bodyErrors(`\t${ok}`), [], ok);
  assert.equal(bodyErrors('\tldu.global.v4.u64 {%rd0, %rd1, %rd2, %rd3}, [%rd4];'), ["1:15: 'ldu.global.v4.u64' with .v4 cannot take .u64"]);
  assert.equal(bodyErrors('\tldu.global.v4.f64 {%fd0, %fd1, %fd2, %fd3}, [%rd4];').length, 1);
  assert.equal(bodyErrors('\tmov.v4.b64 {%rd0, %rd1, %rd2, %rd3}, {%rd4, %rd5, %rd6, %rd7};'), ["1:8: 'mov.v4.b64' with .v4 cannot take .b64"]);
  assert.equal(bodyErrors('\tst.async.mbarrier::complete_tx::bytes.v4.u64 [%r0], {%rd1, %rd2, %rd3, %rd4}, [%r5];').length, 1);
});

test("a tensormap fence's size is 128 (spec operandValues; ptxas: \"unexpected value '64', expected to be 128\")", () => {
  // ptxas: accepted with 128 (or 0x80).
  assert.equal(bodyErrors('\tfence.proxy.tensormap::generic.acquire.cta [%rd1], 128;'), []);
  assert.equal(bodyErrors('\ttensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned [%rd0], [%rd1], 0x80;'), []);
  assert.equal(bodyErrors('\tfence.proxy.tensormap::generic.acquire.cta [%rd1], 64;'), ["1:53: 'fence.proxy.tensormap::generic.acquire.cta': operand 2 (size): expected 128, found 64"]);
  assert.equal(bodyErrors('\ttensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned [%rd0], [%rd1], 64;').length, 1);
});

test("tex.grad's gradients: one element per coordinate of the geometry, a 3d's four (spec vectorCounts; ptxas: \"Operand vector size doesn't match geometry\")", () => {
  const grad = (geom: string, c: string, d: string) => bodyErrors(`\ttex.grad.${geom}.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, ${c}], ${d}, ${d};`);
  // ptxas: each accepted.
  assert.equal(grad('1d', '{%f4}', '{%f5}'), []);
  assert.equal(grad('a2d', '{%r1, %f4, %f5, %f6}', '{%f5, %f6}'), []);
  assert.equal(grad('3d', '{%f4, %f5, %f6, %f7}', '{%f4, %f5, %f6, %f7}'), []);
  assert.equal(grad('cube', '{%f4, %f5, %f6, %f7}', '{%f5, %f6}'), []);
  // ptxas: rejected.
  assert.equal(grad('1d', '{%f4}', '{%f5, %f6}'), ["1:62: 'tex.grad.1d.v4.f32.f32': operand 3 (dPdx): expected a vector of 1 element (.1d), found 2"]);
  assert.equal(grad('3d', '{%f4, %f5, %f6, %f7}', '{%f5, %f6}').length, 1);
  // ptxas: "Illegal vector size: 3" (a cube's gradients of 1, 2 or 4).
  assert.equal(grad('cube', '{%f4, %f5, %f6, %f7}', '{%f5, %f6, %f7}').length, 1);
});

test("a texture's offset vector e: as long as the geometry's coordinates or longer, of 1, 2 or 4 elements, never 3 (spec vectorCounts by a list)", () => {
  const tex = (op: string, geom: string, c: string, e: string, ctype = 'f32') => bodyErrors(`\t${op}.${geom}.v4.f32.${ctype} {%f0, %f1, %f2, %f3}, [%rd1, ${c}], ${e};`);
  const c2 = '{%f4, %f5}';
  const c4 = '{%f4, %f5, %f6, %f7}';
  // ptxas: each accepted (1d and a1d: 1, 2 or 4; 2d, a2d, 2dms, a2dms and tld4's: 2 or 4; 3d: 4).
  for (const e of ['{%r1}', '{%r1, %r2}', '{%r1, %r2, %r3, %r4}']) assert.equal(tex('tex', '1d', '{%f4}', e), [], e);
  assert.equal(tex('tex.level', 'a1d', '{%r5, %f4}', '%f6, {%r1}'), []);
  assert.equal(tex('tex.base', '2d', c2, '{%r1, %r2, %r3, %r4}'), []);
  assert.equal(tex('tex', '2dms', '{%r4, %r5, %r6, %r7}', '{%r1, %r2}', 's32'), []);
  assert.equal(tex('tex.grad', '3d', c4, `${c4}, ${c4}, {%r1, %r2, %r3, %r4}`), []);
  assert.equal(tex('tld4.r', '2d', c2, '{%r1, %r2}'), []);
  // ptxas: accepted: with a sampler in the default unified mode it takes 1, 2 or 4 whatever the geometry.
  assert.equal(tex('tex', '3d', `%rd2, ${c4}`, '{%r1}'), []);
  // ptxas: "Operand vector size doesn't match geometry" (shorter than the coordinates).
  assert.equal(tex('tex', '2d', c2, '{%r1}'), ["1:62: 'tex.2d.v4.f32.f32': operand 3 (e): expected a vector of 2 or 4 elements (.2d), found 1"]);
  assert.equal(tex('tex', '3d', c4, '{%r1, %r2}'), ["1:72: 'tex.3d.v4.f32.f32': operand 3 (e): expected a vector of 4 elements (.3d), found 2"]);
  assert.equal(tex('tld4.r', 'a2d', '{%r5, %f4, %f5, %f6}', '{%r1}').length, 1);
  // ptxas: "Illegal vector size: 3" (5 likewise).
  assert.equal(tex('tex', '1d', '{%f4}', '{%r1, %r2, %r3}'), ["1:57: 'tex.1d.v4.f32.f32': operand 3 (e): expected a vector of 1, 2 or 4 elements (.1d), found 3"]);
  assert.equal(tex('tex.level', '2d', c2, '%f6, {%r1, %r2, %r3, %r4, %r5}').length, 1);
});

test("a sampler form's offset e under texmode_independent: as long as the geometry's coordinates, as without a sampler (spec forms split by texmode)", () => {
  const tex = (op: string, geom: string, c: string, e: string) =>
    bodyErrors(`\t${op}.${geom}.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, ${c}], ${e};`, 'sm_90a, texmode_independent');
  const c2 = '{%f4, %f5}';
  const c4 = '{%f4, %f5, %f6, %f7}';
  // ptxas: each accepted (.1d 1, 2 or 4; .2d 2 or 4; .3d 4).
  assert.equal(tex('tex', '1d', '{%f4}', '{%r1}'), []);
  assert.equal(tex('tex', '2d', c2, '{%r1, %r2}'), []);
  assert.equal(tex('tex', '3d', c4, '{%r1, %r2, %r3, %r4}'), []);
  assert.equal(tex('tld4.r', '2d', c2, '{%r1, %r2, %r3, %r4}'), []);
  // ptxas: "Operand vector size doesn't match geometry" (in the default unified mode each assembles).
  for (const [op, geom, c, e] of [['tex', '2d', c2, '{%r1}'], ['tex', '3d', c4, '{%r1, %r2}'], ['tld4.r', '2d', c2, '{%r1}'], ['tex.grad', '2d', c2, `${c2}, ${c2}, {%r1}`]] as const) {
    assert.equal(tex(op, geom, c, e).length, 1, `${op}.${geom} ${e}`);
    assert.equal(bodyErrors(`\t${op}.${geom}.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, ${c}], ${e};`), [], `${op}.${geom} ${e} unified`);
  }
});

test('a sampler with an array or multi-sample geometry needs texmode_independent, a sampler-less tex.grad texmode_unified (spec forms requires texmode)', () => {
  const indep = 'sm_90a, texmode_independent';
  const sampled = ['tex.a1d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, {%r1, %f4}];', 'tex.base.2dms.v4.f32.s32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, {%r1, %r2, %r3, %r4}];',
    'tex.level.acube.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, {%r1, %f4, %f5, %f6}], %f7;', 'tld4.r.a2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, {%r1, %f4, %f5, %f6}];',
    'tex.grad.3d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, {%f4, %f5, %f6, %f7}], {%f4, %f5, %f6, %f7}, {%f4, %f5, %f6, %f7};'];
  // ptxas: each accepted under texmode_independent, and with .1d/.2d (tex.level's .cube) under the default unified mode.
  for (const ok of sampled) assert.equal(bodyErrors(`\t${ok}`, indep), [], ok);
  for (const ok of ['tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, {%f4, %f5}];', 'tex.level.cube.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, {%f4, %f5, %f6, %f7}], %f7;'])
    assert.equal(bodyErrors(`\t${ok}`), [], ok);
  // ptxas under unified mode: crashes with no message (exit by SIGSEGV); tex.grad.3d: "Arguments mismatch for instruction 'mov'".
  for (const bad of sampled) assert.equal(bodyErrors(`\t${bad}`).map((e) => e.replace(/^\d+:\d+: '[^']*' /, '')), ['requires .target texmode_independent'], bad);
  // ptxas under texmode_independent: crashes with no message on a sampler-less tex.grad.
  assert.equal(bodyErrors('\ttex.grad.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, {%f4, %f5}], {%f4, %f5}, {%f4, %f5};', indep).length, 1);
});

test('a texture with .s32 coordinates takes no depth compare f: a lone scalar after them is the offset e, of .s32 (spec forms by .ctype)', () => {
  const tex = (ctype: string, after: string) => bodyErrors(`\ttex.2d.v4.f32.${ctype} {%f0, %f1, %f2, %f3}, [%rd1, {%r4, %r5}], ${after};`);
  // ptxas: each accepted.
  for (const after of ['%r6', '1', '{%r6, %r7}']) assert.equal(tex('s32', after), [], after);
  for (const after of ['%f6', '{%r6, %r7}, %f6', '%r6, %f6']) assert.equal(tex('f32', after), [], after);
  // ptxas: "Arguments mismatch for instruction 'tex'" (a depth compare, or a float where the offset stands).
  for (const after of ['{%r6, %r7}, %f6', '%r6, %f6', '%f6', '0f3F800000']) assert.equal(tex('s32', after).length, 1, after);
});

test("cvta's .u32: a 32-bit address, which ptxas 13 no longer compiles (spec qualifierRequirements addressSize 32), at the qualifier", () => {
  // ptxas: each accepted (isspacep, mapa and getctarank take a 32-bit address register).
  for (const ok of ['cvta.global.u64 %rd1, %rd2;', 'isspacep.global %p1, %r2;', 'mapa.u32 %r1, %r2, %r3;', 'getctarank.u32 %r1, %r2;']) assert.equal(bodyErrors(`\t${ok}`), [], ok);
  // ptxas: "32-Bit ABI (--machine 32 or 32-Bit addressing) is not supported on sm_90 or higher architectures".
  const why = 'needs .address_size 32 (32-bit addressing), which ptxas 13 no longer supports';
  assert.equal(bodyErrors('\tcvta.to.global.u32 %r1, %r2;'), [`1:16: 'cvta.to.global.u32' with .u32 ${why}`]);
  assert.equal(bodyErrors('\tcvta.u32.shared %r1, sm;'), [`1:6: 'cvta.u32.shared' with .u32 ${why}`]);
});

test("a .global variable's address is 64 bits: mov of it into a 32-bit register is 32-bit addressing (spec/types.json addressBits), at the variable", () => {
  const decl = '\t.global .align 4 .b32 g[4];\n\t.const .align 4 .b32 c[4];\n';
  // ptxas 13.0 and 13.3: each accepted (16 bits with a warning, 'Program uses 16-bit address'; an offset from g, and other spaces, 32 bits).
  for (const ok of ['mov.u64 %rd1, g;', 'mov.b64 %rd1, g;', 'mov.u16 %h1, g;', 'mov.u32 %r1, g+4;', 'mov.u32 %r1, c;', 'mov.b32 %r1, sm;', 'cvta.global.u64 %rd1, g;'])
    assert.equal(bodyErrors(`${decl}\t${ok}`), [], ok);
  // ptxas: "32-Bit ABI (--machine 32 or 32-Bit addressing) is not supported on sm_90 or higher architectures".
  const why = (t: string) => `'g' is a .global variable: its address is 64 bits, not ${t} (32-bit addressing is no longer supported)`;
  assert.equal(bodyErrors(`${decl}\tmov.u32 %r1, g;`), [`3:15: 'mov.u32': ${why('.u32')}`]);
  assert.equal(bodyErrors(`${decl}\tmov.b32 %r1, g;`), [`3:15: 'mov.b32': ${why('.b32')}`]);
  assert.equal(bodyErrors(`${decl}\tmov.s32 %r1, g;`), [`3:15: 'mov.s32': ${why('.s32')}`]);
});

test("tensormap.replace's .field3 values by field, the highest by target and version (spec operandValues, operandRequirements values)", () => {
  const tm = (version: string, target: string, field: string, value: string) =>
    errorsInBothModes(kernel(`\ttensormap.replace.tile.${field}.global.b1024.b32 [%rd1], ${value};`, target).replace('.version 9.0', `.version ${version}`)).map((e) => e.replace(/^\d+:/, ''));
  // ptxas 13.0 (13.3 alike): each accepted.
  for (const [v, t, f, x] of [
    ['9.0', 'sm_100a', 'swizzle_mode', '3'], ['8.8', 'sm_103a', 'swizzle_mode', '4'], ['9.0', 'sm_100a', 'swizzle_atomicity', '3'], ['9.0', 'sm_100a', 'interleave_layout', '2'],
    ['9.0', 'sm_100a', 'fill_mode', '1'], ['9.0', 'sm_90a', 'elemtype', '12'], ['8.7', 'sm_100a', 'elemtype', '15'], ['9.0', 'sm_120a', 'elemtype', '13'],
  ] as const)
    assert.equal(tm(v, t, f, x), [], `${v} ${t} ${f} ${x}`);
  // ptxas: "Argument 1 of instruction 'tensormap.replace': value '5' expected to be in range [0..4] when .swizzle_mode modifier is used".
  assert.equal(tm('9.0', 'sm_103a', 'swizzle_mode', '5'), ["63: 'tensormap.replace.tile.swizzle_mode.global.b1024.b32': operand 2 (newVal): expected a value from 0 to 4, found 5"]);
  assert.equal(tm('9.0', 'sm_100a', 'interleave_layout', '3'), ["68: 'tensormap.replace.tile.interleave_layout.global.b1024.b32': operand 2 (newVal): expected a value from 0 to 2, found 3"]);
  assert.equal(tm('9.0', 'sm_100a', 'fill_mode', '2').length, 1);
  assert.equal(tm('9.0', 'sm_100a', 'swizzle_atomicity', '4').length, 1);
  assert.equal(tm('9.0', 'sm_100a', 'elemtype', '16').length, 1);
  // ptxas: "value '4' expected to be in range [0..3]" off sm_103a; "... with input value == 4' requires PTX ISA .version 8.8 or later".
  // Said at the value, as a value out of range is.
  assert.equal(tm('9.0', 'sm_100a', 'swizzle_mode', '4'), ["63: 'tensormap.replace.tile.swizzle_mode.global.b1024.b32' with operand newVal 4 is not supported on .target sm_100a; it needs sm_103a"]);
  assert.equal(tm('9.0', 'sm_90a', 'elemtype', '13').length, 1);
  assert.equal(tm('8.6', 'sm_100a', 'elemtype', '13'), ["59: 'tensormap.replace.tile.elemtype.global.b1024.b32' with operand newVal 13 requires PTX ISA .version 8.7 or later"]);
});

test('a value that needs a newer target is judged so after a line of the same signature with a value every target takes', () => {
  const twice = (target: string, field: string, first: string, then: string) =>
    bodyErrors(`\ttensormap.replace.tile.${field}.global.b1024.b32 [%rd1], ${first};\n\ttensormap.replace.tile.${field}.global.b1024.b32 [%rd1], ${then};`, target);
  // ptxas 13.0: line 2 "value '4' expected to be in range [0..3] when .swizzle_mode modifier is used"; line 1 accepted.
  assert.equal(twice('sm_100a', 'swizzle_mode', '3', '4'), ["2:63: 'tensormap.replace.tile.swizzle_mode.global.b1024.b32' with operand newVal 4 is not supported on .target sm_100a; it needs sm_103a"]);
  // ptxas 13.0: line 2 "value '13' expected to be in range [0..12]" on sm_90a; both accepted on sm_100a.
  assert.equal(twice('sm_90a', 'elemtype', '12', '13').length, 1);
  assert.equal(twice('sm_100a', 'elemtype', '12', '13'), []);
});

test("an indirect call: its .callprototype's lists, and a call table's shape and initializer", () => {
  const module = (table: string, body: string) =>
    `.version 9.0\n.target sm_90\n.address_size 64\n.visible .func (.param .b32 r) f1(.param .b32 a) { st.param.b32 [r], 1; ret; }\n${table}\n` +
    `.visible .entry k()\n{\n\t.reg .b64 %rd<2>;\n\tmov.u64 %rd1, 0;\n\t{\n\t.param .b32 pa;\n\t.param .b32 pr;\n\t.param .b64 pb;\n\tst.param.b32 [pa], 1;\n${body}\n\t}\n\tret;\n}\n`;
  const errs = (table: string, body: string) => errorsInBothModes(module(table, body)).map((e) => e.replace(/^\d+:/, ''));
  const proto = '\tproto: .callprototype (.param .b32 _) _ (.param .b32 _);\n';
  // ptxas 13.0: each accepted.
  assert.equal(errs('', `${proto}\tcall (pr), %rd1, (pa), proto;`), []);
  for (const t of ['.global .u64 tbl[2] = {f1, f1};', '.global .u32 tbl[] = {f1};', '.const .u64 tbl[3] = {f1};']) assert.equal(errs(t, '\tcall (pr), %rd1, (pa), tbl;'), [], t);
  // ptxas: "Call has wrong number of parameters", "Type of argument does not match formal parameter '_'".
  assert.equal(errs('', `${proto}\tcall (pr), %rd1, (pa, pa), proto;`), ["29: 'call': 'proto' takes 1 argument and returns 1 value; the call passes 2 and receives 1"]);
  assert.equal(errs('', `${proto}\tcall %rd1, (pa), proto;`), ["19: 'call': 'proto' takes 1 argument and returns 1 value; the call passes 1 and receives 0"]);
  assert.equal(errs('', `${proto}\tcall (pr), %rd1, (pb), proto;`), ["20: 'call': argument 1 of 'proto' is .b32; 'pb' is .b64"]);
  // ptxas: "Label or .u32/.u64/.u8 array expected for argument 3", "Expected initializer for symbol 'tbl'", "Call target not recognized".
  const table = (why: string) => [`25: 'call': operand flist names 'tbl' as a call table: ${why}`];
  assert.equal(errs('.global .u64 tbl = f1;', '\tcall (pr), %rd1, (pa), tbl;'), table('a call table is a one-dimensional array'));
  assert.equal(errs('.global .u64 tbl[1][1] = {{f1}};', '\tcall (pr), %rd1, (pa), tbl;'), table('a call table is a one-dimensional array'));
  assert.equal(errs('.global .u64 tbl[2];', '\tcall (pr), %rd1, (pa), tbl;'), table('a call table has an initializer, of function names'));
  assert.equal(errs('.global .u64 tbl[2] = {f1, 0};', '\tcall (pr), %rd1, (pa), tbl;'), table('every element of a call table is the name of a function'));
  // Each function a call table or .calltargets list names, as a call by name to it. ptxas 13.0: accepted.
  const f2 = '.visible .func f2(.param .b32 a) { ret; }\n.visible .func f3(.param .b64 a) { ret; }\n';
  assert.equal(errs(`${f2}.global .u64 tbl[2] = {f2, f2};`, '\tcall %rd1, (pa), tbl;'), []);
  assert.equal(errs(f2, '\tX: .calltargets f2;\n\tcall %rd1, (pa), X;'), []);
  // ptxas 13.0: accepted (a listed function's return value left, but for one of them: a table's first, a list's last; not told apart).
  assert.equal(errs(`${f2}.global .u64 tbl[2] = {f2, f1};`, '\tcall %rd1, (pa), tbl;'), []);
  // ptxas: "Call has wrong number of parameters" (a function returning no value where the call receives one), "Type of argument does not match formal parameter 'a'".
  assert.equal(errs(`${f2}.global .u64 tbl[2] = {f1, f2};`, '\tcall (pr), %rd1, (pa), tbl;'), ["25: 'call': 'f2' of 'tbl' takes 1 argument and returns 0 values; the call passes 1 and receives 1"]);
  assert.equal(errs(`${f2}.const .u32 tbl[2] = {f2, f3};`, '\tcall %rd1, (pa), tbl;'), ["14: 'call': argument 1 of 'f3' of 'tbl' is .b64; 'pa' is .b32"]);
  assert.equal(errs(f2, '\tX: .calltargets f2, f3;\n\tcall %rd1, (pa), X;'), ["14: 'call': argument 1 of 'f3' of 'X' is .b64; 'pa' is .b32"]);
  assert.equal(errs(f2, '\tX: .calltargets f2;\n\tcall %rd1, (pa, pa), X;'), ["23: 'call': 'f2' of 'X' takes 1 argument and returns 0 values; the call passes 2 and receives 0"]);
});

test("a scalar .texref's, .surfref's or .samplerref's address (a handle) is taken as .u64 only (spec/types.json handle), at the variable", () => {
  const at = (mov: string, mode = '') => errorsInBothModes(`.version 9.0\n.target sm_90a${mode}\n.address_size 64\n.global .texref tx;\n.global .texref ta[2];\n.visible .entry k(.param .surfref sp)\n{\n\t.reg .b16 %h<2>;\n\t.reg .b32 %r<2>;\n\t.reg .b64 %rd<2>;\n\t${mov}\n}\n`);
  // ptxas 13.0 and 13.3: each accepted (an array of them, or an offset, with any integer type).
  for (const ok of ['mov.u64 %rd1, tx;', 'mov.u64 %rd1, sp;', 'mov.b64 %rd1, ta;', 'mov.b64 %rd1, tx+4;', 'cvta.global.u64 %rd1, tx;']) assert.equal(at(ok), [], ok);
  // ptxas: "Indirect access to texture requires .u64 type" (.b64, .s64, .u16; .u32 too, where a .global address is 64 bits first); "... to surface ...".
  assert.equal(at('mov.b64 %rd1, tx;'), ["11:16: 'mov.b64': 'tx' is a .texref variable: its address is taken as .u64 only, not .b64"]);
  assert.equal(at('mov.s64 %rd1, tx;'), ["11:16: 'mov.s64': 'tx' is a .texref variable: its address is taken as .u64 only, not .s64"]);
  assert.equal(at('mov.u16 %h1, tx;'), ["11:15: 'mov.u16': 'tx' is a .texref variable: its address is taken as .u64 only, not .u16"]);
  assert.equal(at('mov.b64 %rd1, sp;'), ["11:16: 'mov.b64': 'sp' is a .surfref variable: its address is taken as .u64 only, not .b64"]);
  // ptxas: "Indirect access to sampler requires .u64 type".
  const sampler = errorsInBothModes('.version 9.0\n.target sm_90a, texmode_independent\n.address_size 64\n.global .samplerref sm;\n.visible .entry k()\n{\n\t.reg .b64 %rd<2>;\n\tmov.b64 %rd1, sm;\n}\n');
  assert.equal(sampler, ["8:16: 'mov.b64': 'sm' is a .samplerref variable: its address is taken as .u64 only, not .b64"]);
});

test("a brace vector's element is one value: no array, vector or opaque variable, function or offset from a name (spec/types.json handle), in both modes", () => {
  const at = (body: string) =>
    errorsInBothModes(`${HEAD}.global .u32 g;\n.global .u32 ga[4];\n.global .v2 .u32 gv;\n.global .texref tx;\n.func f()\n{\n\tret;\n}\n.visible .entry k(.param .u32 pa[2])\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n${body}\n}\n`);
  // ptxas 13.0: each accepted (a scalar variable, a kernel's scalar parameter; a constant expression).
  for (const ok of ['st.global.v2.u32 [%rd1], {%r1, g};', 'ld.global.v2.u32 {%r1, g}, [%rd1];', 'mov.v2.u32 {%r1, %r2}, {g, %r1};', 'st.global.v2.u32 [%rd1], {%r1, 1+2};'])
    assert.equal(at(`\t${ok}`), [], ok);
  // ptxas: "Illegal expression 'ga'" (an array, of any space, a kernel's array parameter, a vector variable, a .texref, a function).
  const why = (what: string) => `${what}: a brace vector's element is a register, a constant or a scalar variable`;
  assert.equal(at('\tst.global.v2.u32 [%rd1], {%r1, ga};'), [`16:33: 'st.global.v2.u32': ${why("'ga' is an array or vector variable")}`]);
  assert.equal(at('\tld.global.v2.u32 {%r1, pa}, [%rd1];'), [`16:25: 'ld.global.v2.u32': ${why("'pa' is an array or vector variable")}`]);
  assert.equal(at('\tst.global.v2.u32 [%rd1], {%r1, gv};'), [`16:33: 'st.global.v2.u32': ${why("'gv' is an array or vector variable")}`]);
  assert.equal(at('\tmov.v2.u64 {%rd1, %rd2}, {tx, %rd3};'), [`16:28: 'mov.v2.u64': ${why("'tx' is a .texref variable")}`]);
  assert.equal(at('\tmov.b128 %rd1, {%rd2, f};').length, 1);
  assert.equal(at('\tst.global.v2.u64 [%rd1], {%rd2, f};'), [`16:34: 'st.global.v2.u64': ${why("'f' is a function")}`]);
  // Not learnt by the fast path from a scalar variable's vector (mov.v2's form takes no variable elsewhere).
  assert.equal(at('\tmov.v2.u32 {%r1, %r2}, {g, %r1};\n\tmov.v2.u32 {%r1, %r2}, {g, %r1};\n\tmov.v2.u32 {%r1, %r2}, {ga, %r1};'), [`18:26: 'mov.v2.u32': ${why("'ga' is an array or vector variable")}`]);
  // ptxas: "Parsing error near '+'".
  assert.equal(at('\tst.global.v2.u32 [%rd1], {%r1, g+4};'), [`16:33: 'st.global.v2.u32': ${why("an offset from 'g'")}`]);
});

test("a function's address is taken alone: not in an expression (f+4) of an operand or an initializer, nor as an address's base", () => {
  const at = (top: string, body: string) => errorsInBothModes(`${HEAD}.func f()\n{\n\tret;\n}\n${top}.visible .entry k()\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n${body}\n}\n`);
  // ptxas 13.0: each accepted.
  assert.equal(at('', '\tmov.u64 %rd1, f;\n\tadd.u64 %rd1, f, 4;\n\tcall f;'), []);
  assert.equal(at('.global .u32 g;\n.global .u64 t[2] = {f, g+4};\n', ''), []);
  // ptxas: "Cannot take address of function 'f' in arithmetic expressions" (a kernel's too).
  assert.equal(at('', '\tmov.u64 %rd1, f+4;'), ["12:16: 'mov.u64': 'f' is a function: its address is taken alone, not in an expression"]);
  assert.equal(at('', '\tmov.u64 %rd1, k+0;'), ["12:16: 'mov.u64': 'k' is a function: its address is taken alone, not in an expression"]);
  assert.equal(at('', '\tadd.u64 %rd1, f+4, 4;'), ["12:16: 'add.u64': 'f' is a function: its address is taken alone, not in an expression"]);
  // ptxas: "Illegal to use symbol 'f' of type unexpected as address operand" (after [%rd2]: the fast path learnt no [f] from it).
  assert.equal(at('', '\tld.global.u64 %rd1, [%rd2];\n\tld.global.u64 %rd1, [%rd2];\n\tld.global.u64 %rd1, [f];'), ["14:22: 'ld.global.u64': 'f' is a function: an address is based on a register or a variable"]);
  assert.equal(at('', '\tprefetch.global.L1 [f+8];'), ["12:21: 'prefetch.global.L1': 'f' is a function: an address is based on a register or a variable"]);
  // ptxas: "Initial value type mismatch".
  assert.equal(at('.global .u64 t = f+4;\n', ''), ["8:18: 't': 'f' is a function: its address initializes alone, not in an expression"]);
  assert.equal(at('.global .u32 t[1] = {generic(f)+4};\n', ''), ["8:22: 't': 'f' is a function: its address initializes alone, not in an expression"]);
});

test("mapa's and getctarank's variable is a .shared one, with .shared::cluster written or not (spec genericSpaces)", () => {
  const decl = '\t.global .u32 g;\n\t.local .u32 l;\n';
  // ptxas 13.0 and 13.3: each accepted.
  for (const ok of ['mapa.u64 %rd1, sm, %r1;', 'mapa.shared::cluster.u64 %rd1, sm+4, %r1;', 'getctarank.u64 %r1, sm;', 'getctarank.shared::cluster.u64 %r1, sm;'])
    assert.equal(bodyErrors(`${decl}\t${ok}`), [], ok);
  // ptxas: "State space mismatch between instruction and address in instruction 'mapa'" (a .global, .local or .param variable, an offset from one).
  assert.equal(bodyErrors(`${decl}\tmapa.u64 %rd1, g, %r1;`), ["3:17: 'mapa.u64': 'g' is a .global variable: generic addressing takes .shared ones only"]);
  assert.equal(bodyErrors(`${decl}\tmapa.u64 %rd1, g+4, %r1;`), ["3:17: 'mapa.u64': 'g' is a .global variable: generic addressing takes .shared ones only"]);
  assert.equal(bodyErrors(`${decl}\tmapa.shared::cluster.u64 %rd1, g, %r1;`), ["3:33: 'mapa.shared::cluster.u64': 'g' is a .global variable: the instruction addresses .shared::cluster"]);
  assert.equal(bodyErrors(`${decl}\tgetctarank.u64 %r1, l;`), ["3:22: 'getctarank.u64': 'l' is a .local variable: generic addressing takes .shared ones only"]);
  assert.equal(bodyErrors(`${decl}\tgetctarank.u64 %r1, p;`), ["3:22: 'getctarank.u64': 'p' is a .param variable: generic addressing takes .shared ones only"]);
});

test('under texmode_independent a texture offset of the wrong length is said as its length, at the operand, not as the unified-mode form\'s texmode', () => {
  const at = (ins: string) => errorsInBothModes(`.version 9.0\n.target sm_90, texmode_independent\n.address_size 64\n.global .texref tx;\n.global .samplerref sm;\n.visible .entry k()\n{\n\t.reg .f32 %f<8>;\n\t.reg .b32 %r<8>;\n\t${ins}\n}\n`);
  // ptxas 13.0: accepted.
  assert.equal(at('tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tx, sm, {%f5, %f6}], {%r1, %r2};'), []);
  // ptxas: "Operand vector size doesn't match geometry for instruction 'tex'" ('tld4').
  assert.equal(at('tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tx, sm, {%f5, %f6}], {%r1};'), ["10:64: 'tex.2d.v4.f32.f32': operand 3 (e): expected a vector of 2 or 4 elements (.2d), found 1"]);
  assert.equal(at('tld4.r.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tx, sm, {%f5, %f6}], {%r1};'), ["10:67: 'tld4.r.2d.v4.f32.f32': operand 3 (e): expected a vector of 2 or 4 elements (.2d), found 1"]);
  assert.equal(at('tex.3d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tx, sm, {%f5, %f6, %f7, %f7}], {%r1, %r2};'), ["10:74: 'tex.3d.v4.f32.f32': operand 3 (e): expected a vector of 4 elements (.3d), found 2"]);
  // ptxas: "Argument 2 of instruction 'tex': .samplerref or .u64 register expected": a sampler-less form is the unified mode's.
  assert.equal(at('tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tx, {%f5, %f6}];'), ["10:2: 'tex.2d.v4.f32.f32' requires texmode_unified (the default), not .target texmode_independent"]);
});

test('wmma without .aligned (PTX 6.0 to 6.2) checks its fragments as the .aligned forms do', () => {
  const at = (ins: string) =>
    errorsInBothModes(`.version 6.0\n.target sm_70\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<8>;\n\t.reg .f32 %f<8>;\n\t.reg .b64 %rd<2>;\n\twmma.${ins};\n}\n`).map((e) => e.replace(/^9:\d+: /, ''));
  const r8 = '{%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7}', f8 = '{%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}', r4 = '{%r0, %r1, %r2, %r3}';
  // ptxas 13.0 (-arch=sm_75): each accepted.
  for (const ok of [`mma.sync.row.col.m16n16k16.f32.f32 ${f8}, ${r8}, ${r8}, ${f8}`, `mma.sync.row.col.m16n16k16.f16.f16.satfinite ${r4}, ${r8}, ${r8}, ${r4}`, `load.a.sync.row.m16n16k16.f16 ${r8}, [%rd1]`, `store.d.sync.row.m16n16k16.f32 [%rd1], ${f8}`])
    assert.equal(at(ok), [], ok);
  // ptxas: "Argument vector size mismatch for instruction 'wmma.mma'", "Arguments mismatch for instruction 'wmma.load.a'".
  assert.equal(at(`mma.sync.row.col.m16n16k16.f32.f32 ${f8}, ${r8}, ${r8}, ${r4}`), ["'wmma.mma.sync.row.col.m16n16k16.f32.f32': operand 4 (c): expected a vector of 8 elements (.m16n16k16), found 4"]);
  assert.equal(at(`load.a.sync.row.m16n16k16.f16 ${f8}, [%rd1]`), ["'wmma.load.a.sync.row.m16n16k16.f16': register %f0 of type .f32 does not agree with the operand's type .f16x2"]);
  assert.equal(at(`store.d.sync.row.m16n16k16.f32 [%rd1], ${r4}`), ["'wmma.store.d.sync.row.m16n16k16.f32': operand 2 (r): expected a vector of 8 elements (.m16n16k16), found 4"]);
});

test("multimem's vectors by type: integer registers for .f32 and red's .f16, .pred ones for ld_reduce's .bf16x2 and FP8 x4, .f16x2 ones only for .f16x2", () => {
  const at = (ins: string) =>
    errorsInBothModes(`.version 9.0\n.target sm_100a\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<4>;\n\t.reg .u32 %u<4>;\n\t.reg .f32 %f<4>;\n\t.reg .pred %p<4>;\n\t.reg .u16 %s<4>;\n\t.reg .b64 %rd<4>;\n\tmultimem.${ins};\n}\n`);
  // ptxas 13.0: each accepted (the first five were rejected).
  for (const ok of [
    'red.relaxed.sys.global.add.v2.f16 [%rd1], {%s1, %s2}', 'red.relaxed.sys.global.add.v2.f32 [%rd1], {%u1, %u2}', 'ld_reduce.relaxed.sys.global.add.v4.f32 {%u1, %u2, %u1, %u2}, [%rd1]',
    'ld_reduce.relaxed.sys.global.add.v2.bf16x2 {%p1, %p2}, [%rd1]', 'ld_reduce.relaxed.sys.global.add.acc::f16.v2.e5m2x4 {%p1, %p2}, [%rd1]',
    'ld_reduce.relaxed.sys.global.add.v2.f16x2 {%r1, %r2}, [%rd1]', 'st.relaxed.sys.global.v2.bf16x2 [%rd1], {%u1, %u2}',
  ])
    assert.equal(at(ok), [], ok);
  // ptxas: "Arguments mismatch for instruction 'multimem.ld_reduce'" ('multimem.st', 'multimem.red'); the first two were accepted.
  assert.equal(at('ld_reduce.relaxed.sys.global.add.v2.f16x2 {%u1, %u2}, [%rd1]'), ["12:54: 'multimem.ld_reduce.relaxed.sys.global.add.v2.f16x2': register %u1 of type .u32 does not agree with the operand's type .f16x2"]);
  assert.equal(at('st.relaxed.sys.global.v2.f16x2 [%rd1], {%f1, %f2}'), ["12:51: 'multimem.st.relaxed.sys.global.v2.f16x2': register %f1 of type .f32 does not agree with the operand's type .f16x2"]);
  assert.equal(at('red.relaxed.sys.global.add.v2.f16x2 [%rd1], {%u1, %u2}'), ["12:56: 'multimem.red.relaxed.sys.global.add.v2.f16x2': register %u1 of type .u32 does not agree with the operand's type .f16x2"]);
});

test('mma .m8n8k16 with .s8/.u8: a and b are 32-bit integer or bit registers, no .f32 or .pred, which the other integer shapes take', () => {
  // ptxas 13.0 (sm_90a; sm_75 to sm_120a alike): each accepted.
  for (const ok of [
    'mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%r0, %r1}, {%r2}, {%r3}, {%r4, %r5};', 'mma.sync.aligned.m8n8k16.row.col.s32.u8.s8.s32.satfinite {%r0, %r1}, {%r2}, {%r3}, {%r4, %r5};',
    'mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%r0, %r1, %r2, %r3}, {%f0, %f1}, {%f2}, {%r4, %r5, %r6, %r7};',
  ])
    assert.equal(bodyErrors(`\t${ok}`), [], ok);
  // ptxas: "Arguments mismatch for instruction '_mma'".
  assert.equal(bodyErrors('\tmma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%r0, %r1}, {%f2}, {%f3}, {%r4, %r5};'), ["1:62: 'mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32': register %f2 of type .f32 does not agree with the operand's type .u32"]);
  assert.equal(bodyErrors('\tmma.sync.aligned.m8n8k16.row.col.s32.u8.u8.s32 {%r0, %r1}, {%p1}, {%p2}, {%r4, %r5};'), ["1:62: 'mma.sync.aligned.m8n8k16.row.col.s32.u8.u8.s32': register %p1 of type .pred does not agree with the operand's type .u32"]);
});

test("cvt's .e4m3x2/.e5m2x2 need PTX 8.1 on sm_89 and 7.8 on sm_90 (spec belowTarget; ptxas: \"Feature 'cvt with .e4m3x2/.e5m2x2 on sm_89' requires PTX ISA .version 8.1 or later\")", () => {
  const cvt = (version: string, target: string) => errorsInBothModes(kernel('\tcvt.rn.satfinite.e5m2x2.f16x2 %h1, %r1;', target).replace('.version 9.0', `.version ${version}`)).map((e) => e.replace(/^\d+:\d+: /, ''));
  // ptxas: each accepted.
  assert.equal(cvt('8.1', 'sm_89'), []);
  assert.equal(cvt('7.8', 'sm_90'), []);
  // ptxas: rejected.
  assert.equal(cvt('8.0', 'sm_89'), ["'cvt.rn.satfinite.e5m2x2.f16x2' with .e5m2x2 requires PTX ISA .version 8.1 or later"]);
});

test("call's flist and fproto: a .calltargets list or .callprototype defined above, or a .global/.const call table (spec callTargetOperands)", () => {
  const module = (decl: string, body: string) =>
    errorsInBothModes(
      `.version 9.0\n.target sm_90\n.address_size 64\n.func (.param .b32 r) f1 (.param .b32 a)\n{\n\tret;\n}\n${decl}\n.visible .entry k()\n{\n\t.reg .b64 %rd<2>;\n\t.param .b32 pa;\n\t.param .b32 pr;\n${body}\n\tret;\n}\n`,
    );
  const call = '\tcall (pr), %rd1, (pa), X;';
  const none = (line: number) => [`${line}:25: 'call': operand flist takes a .calltargets list or .callprototype defined above, or a .global or .const call table: 'X' is none`];
  // ptxas: each accepted (either list with either form; a call table of function addresses).
  assert.equal(module('', `X: .calltargets f1;\n${call}`), []);
  assert.equal(module('', `X: .callprototype (.param .b32 _) _ (.param .b32 _);\n${call}\n${call}`), []);
  assert.equal(module('', `{\nX: .calltargets f1;\n${call}\n}`), []);
  assert.equal(module('.global .u64 X[1] = {f1};', call), []);
  assert.equal(module('.const .u32 X[1] = {f1};', call), []);
  // ptxas: "Call target not recognized" (a plain label, a .branchtargets one).
  assert.equal(module('', `X:\n${call}`), none(15));
  assert.equal(module('', `X: .branchtargets L;\n${call}\nL:`), none(15));
  // ptxas: "Unknown symbol 'X'", "Label expected for forward reference of 'X'" (defined further on).
  assert.equal(module('', `${call}\nX: .calltargets f1;`), none(14));
  // ptxas: ".const or .global array expected for argument 3".
  assert.equal(module('.shared .u64 X[1];', call), none(14));
});

test("brx.idx's tlist: a .branchtargets list defined above, no other label (spec branchTargetOperands)", () => {
  const none = (n: string, col: number, line = 2) => [`${line}:${col}: 'brx.idx': operand tlist takes a .branchtargets list defined above: '${n}' is none`];
  // ptxas: accepted, twice (the second on the fast path), and from an inner block.
  assert.equal(bodyErrors('ts: .branchtargets L0;\n\tbrx.idx %r1, ts;\n\tbrx.idx %r1, ts;\nL0:'), []);
  assert.equal(bodyErrors('ts: .branchtargets L0;\n{\n\tbrx.idx %r1, ts;\n}\nL0:'), []);
  // ptxas: "Label with '.branchtargets' directive expected for argument 1" (a plain label, after an accepted brx.idx; a .calltargets one).
  assert.equal(bodyErrors('ts: .branchtargets L0;\n\tbrx.idx %r1, ts;\nL0: brx.idx %r1, L0;'), none('L0', 18, 3));
  assert.equal(bodyErrors('ct: .calltargets f;\n\tbrx.idx %r1, ct;').filter((e) => e.includes('tlist')), none('ct', 15));
  // ptxas: "Label expected for forward reference of 'ts'".
  assert.equal(bodyErrors('\tbrx.idx %r1, ts;\nL0:\nts: .branchtargets L0;'), none('ts', 15, 1));
  // ptxas: "Unknown symbol 'ts'" (defined in a block closed above).
  assert.equal(bodyErrors('{\nts: .branchtargets L0;\n}\n\tbrx.idx %r1, ts;\nL0:'), [...none('ts', 15, 4), "4:15: unknown symbol 'ts'"]);
});

test('cvt .satfinite to .f16x2 needs PTX 8.1, set of .f16x2 to an integer 6.5 (found by the differential cases of the forms the round-robin missed)', () => {
  const at = (version: string, target: string, line: string) => errorsInBothModes(kernel(`\t${line}`, target).replace('.version 9.0', `.version ${version}`)).map((e) => e.replace(/^\d+:\d+: /, ''));
  // ptxas 13.0: each accepted.
  for (const [v, t, line] of [['8.1', 'sm_80', 'cvt.rn.relu.satfinite.f16x2.f32 %r1, %f1, %f2;'], ['7.0', 'sm_80', 'cvt.rn.relu.f16x2.f32 %r1, %f1, %f2;'], ['7.8', 'sm_90', 'cvt.rn.satfinite.e4m3x2.f16x2 %h1, %r1;'], ['6.5', 'sm_75', 'set.eq.u32.f16x2 %r1, %r2, %r3;'], ['6.4', 'sm_75', 'set.eq.f16x2.f16x2 %r1, %r2, %r3;']] as const)
    assert.equal(at(v, t, line), [], line);
  // ptxas 13.0: "Modifier '.satfinite' on 'cvt.f16x2.f32' requires PTX ISA .version 8.1 or later".
  assert.equal(at('8.0', 'sm_80', 'cvt.rn.satfinite.f16x2.f32 %r1, %f1, %f2;'), ["'cvt.rn.satfinite.f16x2.f32' with .satfinite and .f16x2 requires PTX ISA .version 8.1 or later"]);
  // ptxas 13.0: "Feature 'half precision floating point set instruction with integer result' requires PTX ISA .version 6.5 or later".
  assert.equal(at('6.4', 'sm_75', 'set.num.xor.ftz.u32.f16x2 %r1, %r2, %r3, !%p3;'), ["'set.num.xor.ftz.u32.f16x2' with .u32 and .f16x2 requires PTX ISA .version 6.5 or later"]);
});

test('no .f16x2 register as cp.async\'s src-size, mbarrier.init\'s count or an mbarrier\'s txCount, though add.u32 takes one (spec noPackedRegisters)', () => {
  const x = '\t.reg .f16x2 %x;\n';
  // ptxas: accepted.
  assert.equal(bodyErrors(`${x}\tadd.u32 %r1, %x, 1;\n\tmbarrier.init.b64 [%rd1], %r1;`), []);
  // ptxas: "Arguments mismatch for instruction 'cp.async'" ('mbarrier.init', 'mbarrier.expect_tx', 'mbarrier.complete_tx').
  for (const line of ['cp.async.ca.shared.global [%rd1], [%rd2], 4, %x;', 'mbarrier.init.b64 [%rd1], %x;', 'mbarrier.expect_tx.b64 [%rd1], %x;', 'mbarrier.complete_tx.b64 [%rd1], %x;'])
    assert.equal(bodyErrors(`${x}\t${line}`), [`2:${line.indexOf('%x') + 2}: '${line.split(' ')[0]}': register %x of type .f16x2 does not agree with the operand's type .u32`], line);
});

test.run();
