import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDiagnostic } from '../src/diagnostics.js';
import { parse } from '../src/parse.js';
import { errorsInBothModes, errorsOf, kernel } from './support/ptx.js';

/** The line of the first body statement in kernel(). */
const LINE = kernel('').split('\n').indexOf('') + 1;

/** The errors of one instruction in a kernel, as `col: message`. */
function errs(instruction: string, target?: string): string[] {
  return parse(kernel(`\t${instruction}`, target))
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.span.line === LINE ? '' : `line ${d.span.line} `}${d.span.column}: ${d.message}`);
}

/** Each of `instructions` (each one ptxas assembles) has no error in a kernel either. */
function accepts(instructions: readonly string[], target?: string): void {
  for (const ok of instructions) assert.equal(errs(ok, target), [], ok);
}

test('valid instructions, qualifiers in any order ptxas takes', () => {
  assert.equal(errs('atom.global.add.s32 %r1, [%rd1], %r2;'), []);
  assert.equal(errs('atom.s32.global.add %r1, [%rd1], %r2;'), []);
  assert.equal(errs('ld.u32.global %r1, [%rd1];'), []);
  assert.equal(errs('bar.cta.sync 0;'), []);
});

test('unknown opcode, with the nearest one suggested', () => {
  assert.equal(errs('atomm.global.add.s32 %r1, [%rd1], %r2;'), ["2: unknown opcode 'atomm'; did you mean 'atom'?"]);
  assert.equal(errs('mbarrier.shared.arrive.b64 %rd1, [sm];'), ["2: unknown opcode 'mbarrier.shared'"]);
});

test('blanks, comments and line breaks before the qualifiers of an opcode, as ptxas takes them (CUTLASS writes lop3 .b32)', () => {
  const text = kernel('\tlop3 .b32 %r1, %r2, %r3, %r4, 106;\n\tld.global\n\t\t.u32 %r1, [%rd1];\n\tadd /* u */ .u32 .bad %r1, %r2, %r3;\n\tadd. u32 %r1, %r2, %r3;');
  assert.equal(parse(text).diagnostics.map((d) => `${d.span.line - LINE}:${d.span.column}: ${d.message}`), [
    "3:19: unknown qualifier '.bad' for 'add'",
    "4:5: expected an operand, found unexpected character '.'",
  ]);
  // So may an operand's selector, in an instruction (a section's data lines are not instructions).
  accepts(['mov.u32 %r1, %ntid .y;', 'ld.global.u32 %r1, [%rd1] .unified;', 'mul.wide .s32 %rd1, %r1, %r2;']);
  // Not inside the opcode, one word to ptxas (ptxas: "Unknown modifier '.wide'", "Not a name of any known instruction: 'cp'").
  assert.equal(errs('mul .wide.s32 %rd1, %r1, %r2;'), ["6: 'mul.wide' is one word: no blank may come before '.wide'"]);
  assert.equal(errs('cp .async.ca.shared.global [sm], [%rd1], 4;'), ["5: 'cp.async' is one word: no blank may come before '.async'"]);
});

test('unknown qualifier at its own column, with a suggestion', () => {
  assert.equal(errs('atom.global.add.s33 %r1, [%rd1], %r2;'), ["17: unknown qualifier '.s33' for 'atom'; did you mean '.s32'?"]);
});

test('qualifiers ptxas ignores where an instruction takes none such, once', () => {
  accepts(['add.f32.rank %f0, %f1, %f2;', 'mov.b32.element_stride %r0, %r1;', 'setp.eq.s32.acc::f16 %p1, %r1, %r2;', 'testp.finite.f32 %p1, %f1;']);
  // ptxas: "Multiple .rank modifiers specified", "Multiple testp operation modifiers specified"
  assert.equal(errs('mov.b32.rank.rank %r0, %r1;'), ["14: duplicate qualifier '.rank' for 'mov'"]);
  assert.equal(errs('testp.finite.normal.f32 %p1, %f1;')[0], "14: qualifier '.normal' conflicts with '.finite': both fill the .op slot of 'testp'");
});

test('duplicated and missing qualifiers', () => {
  assert.equal(errs('atom.global.global.add.s32 %r1, [%rd1], %r2;'), ["13: duplicate qualifier '.global' for 'atom'"]);
  assert.equal(errs('ld.global.u32.u32 %r1, [%rd1];'), ["15: duplicate qualifier '.u32' for 'ld'"]);
  assert.match(errs('atom.global.add %r1, [%rd1], %r2;')[0]!, /^2: missing the \.type slot qualifier for 'atom': one of .*\.u32/);
});

test('order-sensitive qualifiers where ptxas is', () => {
  assert.match(errs('bar.sync.cta 0;')[0]!, /^2: qualifiers out of the order 'bar' requires/);
});

test('a brace vector as long as its .vN says, one without it, as ptxas', () => {
  accepts(['ld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];', 'ld.global.v2.b32 {%r1, _}, [%rd1];', 'ld.global.b32 {%r1}, [%rd1];', 'mov.v2.b32 {%r1, %r2}, %r3;']);
  // ptxas: "Argument vector size mismatch for instruction 'ld'"
  assert.equal(errs('ld.global.v4.b32 {%r1, %r2}, [%rd1];'), ["19: 'ld.global.v4.b32': operand 1 (d): expected a vector of 4 elements (.v4), found 2"]);
  assert.equal(errs('ld.global.b32 {%r1, %r2}, [%rd1];'), ["16: 'ld.global.b32': operand 1 (d): expected a vector of 1 element, found 2"]);
  assert.equal(errs('st.global.v2.b32 [%rd1], {%r1, %r2, %r3, %r4};'), ["27: 'st.global.v2.b32': operand 2 (b): expected a vector of 2 elements (.v2), found 4"]);
});

test('suld/sust without .vN: ptxas infers a vector of 1, 2 or 4 elements from the operand', () => {
  accepts([
    'suld.b.2d.b32.trap {%r1, %r2, %r3, %r4}, [%rd1, {%r1, %r2}];',
    'suld.b.a1d.b64.trap {%rd1, %rd2}, [%rd1, {%r1, %r2}];',
    'suld.b.2d.b64.trap {%rd1, %rd2, %rd3, %rd4}, [%rd1, {%r1, %r2}];',
    'sust.b.2d.b16.clamp [%rd1, {%r1, %r2}], {%h1, %h2, %h3, %h0};',
    'sust.p.2d.b32.clamp [%rd1, {%r1, %r2}], {%r1, %r2, %r3, %r4};',
    'sust.b.2d.b32.clamp [%rd1, {%r1, %r2}], {%r1};',
  ]);
  // ptxas: "Illegal vector size: 3"; a written .vN still fixes the count ("Argument vector size mismatch").
  assert.equal(errs('sust.b.2d.b32.clamp [%rd1, {%r1, %r2}], {%r1, %r2, %r3};'), ["42: 'sust.b.2d.b32.clamp': operand 2 (c): expected a vector of 1, 2 or 4 elements, found 3"]);
  assert.match(errs('suld.b.2d.b32.clamp {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r0}, [%rd1, {%r1, %r2}];')[0]!, /expected a vector of 1, 2 or 4 elements, found 8$/);
  assert.match(errs('suld.b.2d.v2.b32.clamp {%r1, %r2, %r3, %r4}, [%rd1, {%r1, %r2}];')[0]!, /expected a vector of 2 elements \(\.v2\), found 4$/);
  // A written .v4 of .b64 is 256 bits (ptxas: "Vector type too large, exceeds 128 bit limit"), unlike the inferred one above.
  assert.equal(errs('sust.b.2d.v4.b64.clamp [%rd1, {%r1, %r2}], {%rd1, %rd2, %rd3, %rd4};'), ["14: 'sust.b.2d.v4.b64.clamp' with .v4 cannot take .b64"]);
});

test('coordinate vectors in an address: registers of one size and, but for bit-typed ones, one type (ptxas: "Incompatible elements of vector expression")', () => {
  accepts([
    'sust.b.2d.b32.trap [%rd1, {%r1, %f2}], %r1;',
    'suld.b.2d.b32.trap %r1, [%rd1, {%r1, %p2}];',
    'tex.2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r1, %f2}];',
  ]);
  assert.equal(errs('sust.b.2d.b32.trap [%rd1, {%r1, %rd2}], %r1;'), ["34: 'sust.b.2d.b32.trap': vector elements of different sizes: %rd2 is 64 bits, the first 32"]);
  assert.equal(errs('tld4.r.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f1, %rd2}];'), ["58: 'tld4.r.2d.v4.f32.f32': vector elements of different sizes: %rd2 is 64 bits, the first 32"]);
  assert.equal(errs('suld.b.2d.b32.trap %r1, [%rd1, {%h1, %p2}];'), ["39: 'suld.b.2d.b32.trap': vector elements of different sizes: %p2 is 32 bits, the first 16"]);
  assert.equal(errs('cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r4, %rd5}], [%r3];'), [
    "103: 'cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes': vector elements of different sizes: %rd5 is 64 bits, the first 32",
  ]);
  // ptxas: "Illegal expression 'sm'" for a variable's name among the coordinates.
  assert.equal(errs('suld.b.2d.b32.trap %r1, [%rd1, {%r1, sm}];'), ["39: 'sm' is a variable: coordinates are registers or constants"]);
  assert.equal(errs('sust.b.1d.b32.trap [%rd1, {1}], %r1;'), []);
});

test('coordinate vectors as long as the geometry needs, never of 3 (spec coordinates; ptxas: "Operand vector size doesn\'t match geometry", "Illegal vector size: 3")', () => {
  accepts([
    'tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r1, %r2}];',
    'tex.3d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r1, %r2, %r3, %r4}];',
    'tex.a2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r1, %r2, %r3, %r4}];',
    'sust.b.1d.b32.trap [%rd1, {%r1}], %r1;',
  ]);
  assert.equal(errs('tex.2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r1}];'), ["49: 'tex.2d.v4.f32.s32': the geometry takes 2 coordinates in a vector of 2 (or more), not 1"]);
  assert.equal(errs('tex.3d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r1, %r2, %r3}];'), ["49: 'tex.3d.v4.f32.s32': the geometry takes 3 coordinates in a vector of 4 (or more), not 3"]);
  assert.equal(errs('suld.b.3d.b32.trap %r1, [%rd1, {%r1, %r2}];'), ["33: 'suld.b.3d.b32.trap': the geometry takes 3 coordinates in a vector of 4 (or more), not 2"]);
  // A tensor's coordinates are a brace vector (spec exactCoordinates; ptxas 13.0 and 13.3: "Vector expected for argument 1"); a texture's 1d
  // coordinate may be one register (ptxas: accepted).
  accepts(['tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, %r1];', 'cp.async.bulk.prefetch.tensor.1d.L2.global [%rd1, {%r1}];']);
  assert.equal(errs('cp.async.bulk.prefetch.tensor.1d.L2.global [%rd1, %r1];'), ["52: 'cp.async.bulk.prefetch.tensor.1d.L2.global': the coordinates are a brace vector of 1, not '%r1'"]);
});

test('ldmatrix/stmatrix fragments: one 32-bit register per matrix, two for ldmatrix .m16n16 (spec vectorOperands, vectorCounts)', () => {
  accepts([
    'ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r1, %r2, %r3, %r4}, [%rd1];',
    'ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%f1, %f2}, [%rd1];',
    'stmatrix.sync.aligned.m8n8.x1.shared.b16 [%rd1], {%r1};',
    // ptxas lets a .pred stand in a fragment.
    'stmatrix.sync.aligned.m8n8.x2.shared.b16 [%rd1], {%p1, %p2};',
  ]);
  // ptxas: "Vector of size 2 is expected for argument 0 of instruction 'ldmatrix'", "Arguments mismatch".
  assert.equal(errs('ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r1, %r2, %r3, %r4}, [%rd1];'), ["43: 'ldmatrix.sync.aligned.m8n8.x2.shared.b16': operand 1 (r): expected a vector of 2 elements (.x2), found 4"]);
  assert.equal(errs('stmatrix.sync.aligned.m8n8.x4.shared.b16 [%rd1], {%r1};'), ["51: 'stmatrix.sync.aligned.m8n8.x4.shared.b16': operand 2 (r): expected a vector of 4 elements (.x4), found 1"]);
  assert.equal(errs('ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%h1}, [%rd1];'), ["44: 'ldmatrix.sync.aligned.m8n8.x1.shared.b16': register %h1 of type .b16 does not agree with the operand's type .b32"]);
  const m16 = (v: string) => parse(kernel(`\tldmatrix.sync.aligned.m16n16.x2.trans.shared.b8 ${v}, [%rd1];`, 'sm_100a')).diagnostics.map((d) => d.message);
  assert.equal(m16('{%r1, %r2, %r3, %r4}'), []);
  assert.equal(m16('{%r1, %r2}'), ["'ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8': operand 1 (r): expected a vector of 4 elements (.x2), found 2"]);
});

test('tcgen05: fragments of .num (times 2 for .16x128b, 4 for .16x256b) 32-bit registers; tensor-memory addresses of a 32-bit register (ptxas: "Argument vector size mismatch", "Arguments mismatch")', () => {
  const errs100 = (i: string) => parse(kernel(`\t${i}`, 'sm_100a')).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.span.column}: ${d.message}`);
  for (const ok of [
    'tcgen05.ld.sync.aligned.16x128b.x2.b32 {%r1, %r2, %r3, %r4}, [%r5];',
    'tcgen05.ld.sync.aligned.32x32b.x2.pack::16b.b32 {%f1, %f2}, [%r5+8];',
    'tcgen05.st.sync.aligned.16x256b.x1.b32 [%r5], {%r1, %r2, %r3, %r4};',
    'tcgen05.mma.cta_group::1.kind::f16 [%r1], [%r3], %rd2, %r2, %p1;',
  ])
    assert.equal(errs100(ok), [], ok);
  assert.equal(errs100('tcgen05.ld.sync.aligned.16x128b.x2.b32 {%r1, %r2}, [%r5];'), ["41: 'tcgen05.ld.sync.aligned.16x128b.x2.b32': operand 1 (r): expected a vector of 4 elements (.x2), found 2"]);
  assert.equal(errs100('tcgen05.ld.sync.aligned.32x32b.x1.b32 {%h1}, [%r5];'), ["41: 'tcgen05.ld.sync.aligned.32x32b.x1.b32': register %h1 of type .b16 does not agree with the operand's type .b32"]);
  assert.equal(errs100('tcgen05.st.sync.aligned.32x32b.x2.b32 [%rd3], {%r1, %r2};'), ["41: 'tcgen05.st.sync.aligned.32x32b.x2.b32': register %rd3 of type .b64 does not agree with the operand's type .b32"]);
  assert.equal(errs100('tcgen05.mma.cta_group::1.kind::f16 [%r1], [%rd3], %rd2, %r2, %p1;'), ["45: 'tcgen05.mma.cta_group::1.kind::f16': register %rd3 of type .b64 does not agree with the operand's type .b32"]);
  // Each register of an ld/st fragment on its own (spec elementwiseVectors): ptxas lowers it to an ld or st each.
  assert.equal(errs100('tcgen05.st.sync.aligned.32x32b.x2.b32 [%r0], {%r1, %p2};'), ["53: 'tcgen05.st.sync.aligned.32x32b.x2.b32': register %p2 of type .pred does not agree with the operand's type .b32"]);
  assert.equal(errs100('tcgen05.st.sync.aligned.32x32b.x2.b32 [%r0], {%f1, %r2};'), []);
  // .16x32bx2's immHalfSplitoff is an integer, in st as in ld (ptxas: "Arguments mismatch").
  assert.equal(errs100('tcgen05.st.sync.aligned.16x32bx2.x1.b32 [%r0], 2, {%r1};'), []);
  assert.equal(errs100('tcgen05.st.sync.aligned.16x32bx2.x1.b32 [%r0], 2.0, {%r1};'), ["49: 'tcgen05.st.sync.aligned.16x32bx2.x1.b32': 2.0 is not a .u32 value"]);
});

test('found by register, qualifier and version mutations of real sm_90/sm_100 modules against ptxas', () => {
  const at = (i: string, target = 'sm_100a') => parse(kernel(`\t${i}`, target)).diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
  // Accepted by ptxas: setmaxnreg's .s32; a 16-bit register as most addresses' base; st.async in
  // .shared and .shared::cta; a repeat of the .sync of bar.warp.sync's name.
  assert.equal(at('setmaxnreg.inc.sync.aligned.s32 240;'), []);
  assert.equal(at('st.async.shared.mbarrier::complete_tx::bytes.u32 [%r1], %r2, [%r3];'), []);
  assert.equal(at('bar.warp.sync.sync -1;'), []);
  assert.equal(at('bar.warp.sync.aligned -1;'), ["unknown qualifier '.aligned' for 'bar.warp.sync'"]);
  assert.equal(at('ld.global.u32 %r1, [%h1];'), []);
  // Some instructions move their address through a 32- or 64-bit register (ptxas: "Arguments mismatch for instruction 'mov'").
  assert.equal(at('tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%h1], 32;'), ["'tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32': register %h1 of type .b16 does not agree with the operand's type .b32"]);
  // Each block-scale kind with its own scale vector sizes, .kind::mxf4nvf4 with one written.
  assert.equal(at('tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;'), ["missing the .scale_vectorsize slot qualifier for 'tcgen05.mma': one of .scale_vec::2X, .scale_vec::4X, .block16, .block32"]);
  assert.equal(at('tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::2X [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;'), []);
  assert.match(at('tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::4X [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;')[0]!, /^qualifier '\.scale_vec::4X' is not allowed in this form/);
  // A constant is no .pred where a choice of types includes one; st.bulk's size is 64-bit; multimem.st's .f32 agrees as elsewhere.
  assert.equal(at('setp.ne.bf16x2 %p1|%p2, %r2, 0;'), ["'setp.ne.bf16x2': 0 is not a .bf16x2 value"]);
  assert.equal(at('st.bulk.weak.shared::cta [%r1], %r2, 0;'), ["'st.bulk.weak.shared::cta': register %r2 of type .b32 does not agree with the operand's type .u64"]);
  assert.equal(at('multimem.st.relaxed.sys.global.f32 [%rd1], %rd2;'), ["'multimem.st.relaxed.sys.global.f32': register %rd2 of type .b64 does not agree with the operand's type .f32"]);
  // Vector red/atom as long as their .vN; tensor coordinates of 32-bit integers.
  assert.equal(at('red.global.add.v4.f32 [%rd1], {%f1, %f3};'), ["'red.global.add.v4.f32': operand 2 (b): expected a vector of 4 elements (.v4), found 2"]);
  assert.equal(at('cp.async.bulk.prefetch.tensor.1d.L2.global.tile [%rd1, {%f2}];'), ["'cp.async.bulk.prefetch.tensor.1d.L2.global.tile': register %f2 of type .f32 does not agree with the operand's type .s32"]);
  // wgmma's .s8/.u8 need PTX 8.4 only mixed (ptxas: "WGMMA with mixed integer types").
  const wgmma = (types: string) => parse(kernel(`\twgmma.mma_async.sync.aligned.m64n8k32.s32${types} {%r1, %r2, %r3, %r4}, %rd1, %rd2, 1;`, 'sm_90a').replace('.version 9.0', '.version 8.0')).diagnostics.map((d) => d.message);
  assert.equal(wgmma('.s8.s8'), []);
  assert.equal(wgmma('.s8.u8'), ["'wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.u8' with .u8 and .s8 requires PTX ISA .version 8.4 or later"]);
});

test('wmma fragments typed by their matrix element type, each register on its own in load/store (ptxas: "Arguments mismatch", "Type of argument does not match formal parameter")', () => {
  accepts([
    'wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r1}, [%rd1];',
    'wmma.load.c.sync.aligned.row.m16n16k16.global.f32 {%f1, %r2, %f3, %f4, %f5, %f6, %f7, %f1}, [%rd1];',
    // A vector of mixed types is checked for sizes only, a .pred failing there.
    'wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%f1, %r2, %r3, %r4, %r5, %r6, %r7, %r1}, [%rd1];',
  ]);
  assert.equal(errs('wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f1}, [%rd1];'), ["53: 'wmma.load.a.sync.aligned.row.m16n16k16.global.f16': register %f1 of type .f32 does not agree with the operand's type .f16x2"]);
  assert.equal(errs('wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%p1, %r2, %r3, %r4, %r5, %r6, %r7, %r1}, [%rd1];'), ["53: 'wmma.load.a.sync.aligned.row.m16n16k16.global.f16': register %p1 of type .pred does not agree with the operand's type .f16x2"]);
  // As many registers as the shape's fragment holds (ptxas: "Argument vector size mismatch").
  assert.equal(errs('wmma.load.c.sync.aligned.row.m16n16k16.global.f16 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r1}, [%rd1];'), ["52: 'wmma.load.c.sync.aligned.row.m16n16k16.global.f16': operand 1 (r): expected a vector of 4 elements (.m16n16k16), found 8"]);
  // A set missing from forms split by it names the values of them all.
  assert.equal(errs('wmma.load.b.sync.aligned.col.m16n16k16.shared {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r1}, [%rd1];'), ["2: missing the .btype slot qualifier for 'wmma.load.b': one of .f16, .s8, .u8, .bf16"]);
});

test('wgmma accumulators: N/2 registers for .m64nNk.. (N/4 of .f16x2 for .dtype .f16), as ptxas counts them', () => {
  accepts(['wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {%r1, %r2, %r3, %r4}, %rd1, %rd2, 1, 1, 1, 0, 0;', 'wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f1, %f2, %r3, %f4}, %rd1, %rd2, 1, 1, 1, 0, 0;']);
  // ptxas: "Argument vector size mismatch for instruction 'wgmma.mma_async with floating point types'", "Arguments mismatch".
  assert.equal(errs('wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {%r1, %r2}, %rd1, %rd2, 1, 1, 1, 0, 0;'), ["53: 'wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16': operand 1 (d): expected a vector of 4 elements (.m64n16k16), found 2"]);
  assert.equal(errs('wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {%f1, %f2}, %rd1, %rd2, 1, 1, 1, 0, 0;'), ["53: 'wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16': register %f1 of type .f32 does not agree with the operand's type .f16x2"]);
});

test('no immediate in a matrix fragment that is a result (ptxas: "Result register required"), sinks and source immediates taken', () => {
  accepts([
    'mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0, %f1, %f2, _}, {%r0, %r1, %r2, %r3}, {%r4, %r5}, {%f4, %f5, %f6, 1.0};',
    'atom.global.v2.f16.add.noftz {%h0, _}, [%rd1], {%h2, %h3};',
  ]);
  assert.equal(errs('wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r0, %r1, %r2, %r3, %r4, %r5, %r6, 0}, [%rd1];'), ["52: 'wmma.load.a.sync.aligned.row.m16n16k16.global.f16': operand 1 (r): a result takes registers, not immediate 0"]);
  assert.equal(errs('mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0, %f1, %f2, 1.0}, {%r0, %r1, %r2, %r3}, {%r4, %r5}, {%f4, %f5, %f6, %f7};'), ["52: 'mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32': operand 1 (d): a result takes registers, not immediate 1.0"]);
  assert.equal(errs('ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r0, 1}, [sm];'), ["43: 'ldmatrix.sync.aligned.m8n8.x2.shared.b16': operand 1 (r): a result takes registers, not immediate 1"]);
  assert.equal(errs('wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f0, %f1, %f2, 1.0}, %rd1, %rd2, 1, 1, 1, 0, 0;'), ["52: 'wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16': operand 1 (d): a result takes registers, not immediate 1.0"]);
  assert.equal(errs('atom.global.v2.f16.add.noftz {%h0, 1}, [%rd1], {%h2, %h3};'), ["31: 'atom.global.v2.f16.add.noftz': operand 1 (d): a result takes registers, not immediate 1"]);
});

test('mma, mma.sp and wgmma fragments of the integer, .b1, FP8, sparse .bf16/.tf32 forms, movmatrix\'s: any 32-bit register or a .pred (ptxas: "Arguments mismatch")', () => {
  accepts([
    'mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%f0, %f1, %f2, %f3}, {%r0, %r1, %r2, %r3}, {%f4, %f5}, {%f0, %f1, %f2, %f3};',
    // A .pred .b1 fragment only below sm_90 (test/mma-fragments.test.ts); a float one on any target.
    'mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc {%r0, %r1, %r2, %r3}, {%f0, %f1, %f2, %f3}, {%r4, %r5}, {%r0, %r1, %r2, %r3};',
    // .m8n8k4 with .f32 results: a .f16 accumulator is .b32 registers, a .f32 one .f32 or .b32 ones.
    'mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f16 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}, {%r0, %r1}, {%r2, %r3}, {%r4, %r5, %r6, %r7};',
    'mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}, {%r0, %r1}, {%r2, %r3}, {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7};',
    'mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%r0, %r1, %f2, %f3}, {%p0, %p1}, {%f4, %r5}, {%f0, %f1, %f2, %f3}, %r6, 0x0;',
  ]);
  const at = (i: string) => errs(i).map((e) => e.replace(/^(\d+): '[^']+': /, '$1: '));
  assert.equal(at('mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 {%r0, %r1, %r2, %r3}, {%h0, %h1, %h2, %h3}, {%r4, %r5}, {%r0, %r1, %r2, %r3};'), ["73: register %h0 of type .b16 does not agree with the operand's type .b32"]);
  assert.equal(at('mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%f0, %f1, %f2, %f3}, {%r0, %r1, %r2, %r3}, {%h0, %h1}, {%f0, %f1, %f2, %f3};'), ["99: register %h0 of type .b16 does not agree with the operand's type .b32"]);
  assert.equal(at('mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc {%r0, %r1, %r2, %r3}, {%rd0, %rd1, %rd2, %rd3}, {%r4, %r5}, {%r0, %r1, %r2, %r3};'), ["83: register %rd0 of type .b64 does not agree with the operand's type .b32"]);
  assert.equal(at('mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f16 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}, {%r0, %r1}, {%r2, %r3}, {%f4, %f5, %f6, %f7};'), ["117: register %f4 of type .f32 does not agree with the operand's type .f16x2"]);
  assert.equal(at('mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%f0, %f1, %f2, %f3}, {%r0, %r1}, {%r4, %r5}, {%fd0, %fd1, %fd2, %fd3}, %r6, 0x0;'), ["122: register %fd0 of type .f64 does not agree with the operand's type .b32"]);
  assert.equal(at('mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f16.f16.f16.f16 {%f0, %f1}, {%r0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%r0, %r1}, %r6, 0x0;'), ["74: register %f0 of type .f32 does not agree with the operand's type .f16x2"]);
  assert.equal(at('mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%rd4, %rd5}, {%r0, %r1, %r2, %r3}, %r6, 0x0;'), ["106: register %rd4 of type .b64 does not agree with the operand's type .b32"]);
  // wgmma's integer and .b1 register A, movmatrix's d and a: the same.
  accepts([
    'wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {%r0, %r1, %r2, %r3}, {%r0, %f1, %r2, %r3}, %rd2, 1;',
    'wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1.and.popc {%r0, %r1, %r2, %r3}, {%p0, %p1, %p2, %p3}, %rd2, 1;',
    'wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8 {%r0, %r1, %r2, %r3}, {%f0, %f1, %f2, %f3}, %rd2, %r5, 0, 1;',
    'movmatrix.sync.aligned.m8n8.trans.b16 %f1, %p1;',
  ]);
  assert.equal(at('wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {%r0, %r1, %r2, %r3}, {%h0, %h1, %h2, %h3}, %rd2, 1;'), ["73: register %h0 of type .b16 does not agree with the operand's type .b32"]);
  assert.equal(at('wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1.and.popc {%r0, %r1, %r2, %r3}, {%rd0, %rd1, %rd2, %rd3}, %rd2, 1;'), ["83: register %rd0 of type .b64 does not agree with the operand's type .b32"]);
  assert.equal(at('wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8 {%r0, %r1, %r2, %r3}, {%h0, %h1, %h2, %h3}, %rd2, %r5, 0, 1;'), ["76: register %h0 of type .b16 does not agree with the operand's type .b32"]);
  assert.equal(at('movmatrix.sync.aligned.m8n8.trans.b16 %h1, %r1;'), ["40: register %h1 of type .b16 does not agree with the operand's type .b32"]);
  assert.equal(at('movmatrix.sync.aligned.m8n8.trans.b16 %r1, %rd1;'), ["45: register %rd1 of type .b64 does not agree with the operand's type .b32"]);
  // Its .f16 forms take one accumulator type for both (ptxas: "Arguments mismatch" with .f16 and .f32).
  assert.match(at('mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f16.f16.f16.f32 {%r0, %r1}, {%r0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%f0, %f1, %f2, %f3}, %r6, 0x0;')[0]!, /^68: qualifier '\.f32' is not allowed in this form/);
});

test('im2col offsets: a vector of 16-bit integers (ptxas: "Arguments mismatch")', () => {
  const im2col = (v: string) => errs(`cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3, %r4}], [%r6], ${v};`).map((e) => e.replace(/^(\d+): '[^']+': /, '$1: '));
  assert.equal(im2col('{%h1}'), []);
  assert.equal(im2col('{1}'), []);
  assert.equal(im2col('{%r1}'), ["125: register %r1 of type .b32 does not agree with the operand's type .u16"]);
  assert.equal(im2col('{%p1}'), ["125: register %p1 of type .pred does not agree with the operand's type .u16"]);
  assert.equal(im2col('{1.0}'), ["125: 1.0 is not a .u16 value"]);
  assert.equal(errs('cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [%rd1, {%r2, %r3, %r4}], {%f1};'), ["78: 'cp.async.bulk.prefetch.tensor.3d.L2.global.im2col': register %f1 of type .f32 does not agree with the operand's type .u16"]);
});

test('multimem.ld_reduce without .vec: a .f16x2 result in .b32 registers, .bf16x2 and the FP8 x4 types in any 32-bit register or a .pred (ptxas: "Arguments mismatch")', () => {
  accepts([
    'multimem.ld_reduce.relaxed.sys.global.add.f16x2 %r1, [%rd1];',
    'multimem.ld_reduce.relaxed.sys.global.add.bf16x2 %p1, [%rd1];',
    'multimem.ld_reduce.weak.global.min.bf16x2 %f1, [%rd1];',
  ]);
  // ptxas 13.0 takes the .pred that the parser rejected here (the type's bits alone took no .pred).
  assert.equal(errs('multimem.ld_reduce.relaxed.sys.global.add.acc::f16.e5m2x4 %p1, [%rd1];', 'sm_100a'), []);
  const at = (i: string, target?: string) => errs(i, target).map((e) => e.replace(/^(\d+): '[^']+': /, '$1: '));
  assert.equal(at('multimem.ld_reduce.relaxed.sys.global.add.f16x2 %f1, [%rd1];'), ["50: register %f1 of type .f32 does not agree with the operand's type .f16x2"]);
  assert.equal(at('multimem.ld_reduce.relaxed.sys.global.add.acc::f32.f16x2 %p1, [%rd1];'), ["59: register %p1 of type .pred does not agree with the operand's type .f16x2"]);
  assert.equal(at('multimem.ld_reduce.relaxed.sys.global.add.bf16x2 %h1, [%rd1];'), ["51: register %h1 of type .b16 does not agree with the operand's type .b32"]);
  assert.equal(at('multimem.ld_reduce.relaxed.sys.global.add.e4m3x4 %h1, [%rd1];', 'sm_100a'), ["51: register %h1 of type .b16 does not agree with the operand's type .b32"]);
});

test('mma block scaling: scale data a 32-bit register or a brace vector of them, selectors two 16-bit values (as ptxas, and as CUTLASS writes them)', () => {
  const mma = (scales: string) => errs(`mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4}, ${scales};`, 'sm_120a');
  for (const ok of ['{%r7}, {%h1, %h1}, {%r5}, {%h1, %h1}', '%r7, {%h1, %h1}, %f7, {0, 0}', '{%r1, %r2, %r3, %r4}, {%h1, %h2}, %r5, {%h1, %h1}'])
    assert.equal(mma(ok), [], ok);
  const at = (scales: string) => mma(scales).map((e) => e.replace(/^\d+: '[^']+': /, ''));
  // ptxas: "Illegal vector size: 3", "Argument vector size mismatch", "Arguments mismatch" (twice).
  assert.equal(at('{%r1, %r2, %r3}, {%h1, %h1}, %r5, {%h1, %h1}'), ['operand 5 (scaleAData): expected a vector of 1, 2, 4 or 8 elements, found 3']);
  assert.equal(at('%r7, {%h1}, %r5, {%h1, %h1}'), ['operand 6 (selectorA): expected a vector of 2 elements, found 1']);
  assert.equal(at('0, {%h1, %h1}, %r5, {%h1, %h1}'), ['operand 5 (scaleAData): expected a register, found immediate 0']);
  assert.equal(at('%r7, {%r1, %r1}, %r5, {%h1, %h1}'), ["register %r1 of type .b32 does not agree with the operand's type .u16"]);
});

test('immediates within the bounds ptxas sets (spec operandValues), on the fast path too', () => {
  accepts(['bar.sync 15;', 'bar.sync 0, -32;', 'bar.sync 017, 2048;', 'bfe.u32 %r1, %r2, 255, %r3;', 'cp.async.ca.shared.global [sm], [%rd1], 8, 8;', 'tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [sm], 512;'], 'sm_100a');
  // ptxas: "Barrier number '16' out of range", "Number of threads participating in barrier must be in
  // multiple of warp size", "unexpected value '12', expected to be 4 or 8 or 16", "value must be power of 2".
  assert.equal(errs('bar.sync 0x10;'), ["11: 'bar.sync': operand 1 (a): expected a value from 0 to 15, found 0x10"]);
  assert.equal(errs('bar.red.and.pred %p1, 1, 33, %p2;'), ["27: 'bar.red.and.pred': operand 3 (b): expected a multiple of 32, found 33"]);
  assert.equal(errs('cp.async.ca.shared.global [sm], [%rd1], 12;'), ["42: 'cp.async.ca.shared.global': operand 3 (cpSize): expected 4 or 8 or 16, found 12"]);
  assert.equal(errs('tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [sm], 96;', 'sm_100a'), ["64: 'tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32': operand 2 (nCols): expected a power of two from 32 to 512, found 96"]);
  assert.equal(errs('wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, 1, 2, 1, 0, 0;'), ["89: 'wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16': operand 5 (immScaleA): expected -1 or 1, found 2"]);
  // An immediate src-size out of bounds is not taken as cp.async's other fourth operand, the ignore-src predicate.
  assert.equal(errs('cp.async.ca.shared.global [sm], [%rd1], 16, 17;'), ["46: 'cp.async.ca.shared.global': operand 4 (srcSize): expected a value from 0 to 16, found 17"]);
  // After the same spelling and operand kinds were accepted, the fast path checks the value itself.
  const twice = parse(kernel('\tbar.sync 1, 64;\n\tbar.sync 1, 64;\n\tbar.sync 16, 64;\n\tbar.sync 2, 96;\n\tbar.sync 3, 100;'));
  assert.equal(twice.diagnostics.map((d) => `${d.span.line - LINE}: ${d.message}`), ["2: 'bar.sync': operand 1 (a): expected a value from 0 to 15, found 16", "4: 'bar.sync': operand 2 (b): expected a multiple of 32, found 100"]);
});

test('sparse metadata: a 32-bit register or a brace vector of them (CUTLASS writes {%r1}), as ptxas', () => {
  const mma = (e: string) => errs(`mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r1, %r2, %r3, %r4}, {%f1, %f2, %f3, %f4}, ${e}, 0;`).map((m) => m.replace(/^\d+: '[^']+': /, ''));
  for (const ok of ['%r5', '{%r5}', '{%f5, %r6}']) assert.equal(mma(ok), [], ok);
  // ptxas: "Illegal vector size: 3", "Arguments mismatch" (twice).
  assert.equal(mma('{%r5, %r6, %r7}'), ['operand 5 (e): expected a vector of 1, 2, 4 or 8 elements, found 3']);
  assert.equal(mma('0'), ['operand 5 (e): expected a register, found immediate 0']);
  assert.equal(mma('{%h1}'), ["register %h1 of type .b16 does not agree with the operand's type .b32"]);
  // wgmma.sp takes a vector of any length there.
  assert.equal(errs('wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, {%r1, %r2, %r3}, 0, 1, 1, 1, 0, 0;'), []);
});

test('tensor copies take exactly the coordinates of their .dim, 5 for .tile::gather4 and .tile::scatter4 (ptxas: "Argument vector size mismatch")', () => {
  const copy = (tail: string) => errs(`cp.async.bulk.tensor.${tail};`, 'sm_100a').map((e) => e.replace(/^\d+: '[^']+': /, ''));
  for (const ok of ['3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3, %r4}], [%r5]', '2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3, %r4, %r5, %r6}], [%r5]'])
    assert.equal(copy(ok), [], ok);
  assert.equal(copy('3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3, %r4, %r5}], [%r5]'), ['the geometry takes 3 coordinates, not 4']);
  assert.equal(copy('2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3}], [%r5]'), ['the geometry takes 5 coordinates, not 2']);
});

test('tcgen05.mma: disable-output-lane as long as .cta_group says, scale-input-d not on sm_110 (as ptxas)', () => {
  const mma = (target: string, tail: string) => errs(`tcgen05.mma.cta_group::${tail};`, target).map((e) => e.replace(/^\d+: /, ''));
  assert.equal(mma('sm_100a', '1.kind::f16 [%r1], %rd1, %rd2, %r2, {%r1, %r2, %r3, %f4}, %p1, 0'), []);
  assert.equal(mma('sm_100a', '2.kind::f16 [%r1], %rd1, %rd2, %r2, {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r1}, %p1'), []);
  // ptxas: "Argument vector size mismatch for instruction 'tcgen05.mma'", "Feature 'argument scale-inp-d-imm' not supported on .target 'sm_110a'".
  assert.equal(mma('sm_100a', '2.kind::f16 [%r1], %rd1, %rd2, %r2, {%r1, %r2, %r3, %r4}, %p1'), ["'tcgen05.mma.cta_group::2.kind::f16': operand 5 (disableOutputLane): expected a vector of 8 elements (.cta_group::2), found 4"]);
  assert.match(mma('sm_110a', '1.kind::f16 [%r1], %rd1, %rd2, %r2, %p1, 0')[0]!, /^'tcgen05\.mma\.cta_group::1\.kind::f16' with operand scaleInputD is not supported on \.target sm_110a/);
});

test('256-bit ld/st only global or generic, .v8 of 16-bit types anywhere (spec conflicts)', () => {
  accepts(['ld.v4.b64 {%rd1, %rd2, %rd3, %rd4}, [%rd5];', 'ld.global.v8.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f0}, [%rd5];', 'ld.shared.v8.b16 {%h1, %h2, %h3, %h0, %h1, %h2, %h3, %h0}, [%rd5];'], 'sm_100a');
  // ptxas: "global state space expected for feature '256 bit wide load/store'".
  assert.equal(errs('ld.shared.v4.b64 {%rd1, %rd2, %rd3, %rd4}, [%rd5];', 'sm_100a'), ["14: 'ld.shared.v4.b64' with .v4 and .b64 cannot take .shared"]);
  assert.equal(errs('st.local.v8.f32 [%rd5], {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f0};', 'sm_100a'), ["13: 'st.local.v8.f32' with .v8 and .f32 cannot take .local"]);
});

test('atom: an undocumented 32-bit register fourth operand with the .b32 bitwise operations and .exch, as ptxas', () => {
  accepts(['atom.global.and.b32 %r1, [%rd1], %r2, %r3;', 'atom.shared.xor.b32 %r1, [%rd1], %r2, %f3;', 'atom.relaxed.gpu.global.or.b32 _, [%rd1], %r2, %r3;', 'atom.exch.b32 %r1, [%rd1], %r2, %r3;']);
  // ptxas reads an immediate or a 64-bit register there as a cache policy (".L2::cache_hint modifier required"); "Arguments mismatch" otherwise.
  assert.equal(errs('atom.global.and.b32 %r1, [%rd1], %r2, 0;'), ["40: 'atom.global.and.b32': operand 4 (c): expected a register, found immediate 0"]);
  assert.equal(errs('atom.global.exch.b32 %r1, [%rd1], %r2, %p1;'), ["41: 'atom.global.exch.b32': register %p1 of type .pred does not agree with the operand's type .b32"]);
  assert.equal(errs('atom.global.exch.b64 %rd1, [%rd1], %rd2, %r1;'), ["2: 'atom.global.exch.b64': expected 3 operands, found 4"]);
  assert.equal(errs('atom.global.add.u32 %r1, [%rd1], %r2, %r3;'), ["2: 'atom.global.add.u32': expected 3 operands, found 4"]);
});

test('no immediate for a packed type, and none where a .vN vector is written (ptxas 13.0)', () => {
  // Each accepted by ptxas 13.0.
  accepts(['add.f16x2 %r1, %r2, %r3;', 'st.global.b32 [%rd1], 1;', 'st.global.v2.b32 [%rd1], {%r1, 1};', 'shfl.sync.bfly.b32 %r1, %r2, 16, 0x1f, -1;']);
  // ptxas: "Arguments mismatch" (an immediate for .f16x2, .u16x2, .bf16; a float register as a member mask).
  assert.equal(errs('add.f16x2 %r1, %r2, 0;'), ["22: 'add.f16x2': 0 is not a .f16x2 value"]);
  assert.equal(errs('min.u16x2 %r1, %r2, 1;'), ["22: 'min.u16x2': 1 is not a .u16x2 value"]);
  assert.equal(errs('add.rn.bf16 %h1, %h2, 0f3F800000;'), ["24: 'add.rn.bf16': 0f3F800000 is not a .bf16 value"]);
  assert.equal(errs('shfl.sync.bfly.b32 %r1, %r2, 16, 0x1f, %f1;'), ["41: 'shfl.sync.bfly.b32': register %f1 of type .f32 does not agree with the operand's type .u32"]);
  // ptxas: "Argument vector size mismatch".
  assert.equal(errs('st.global.v4.b32 [%rd1], 0f3F800000;'), ["27: 'st.global.v4.b32': operand 2 (b): expected a vector of 4 elements (.v4), found immediate 0f3F800000"]);
});

test('a lone register where a .vN slot asks for a brace vector, in both modes (ptxas: "Result vector expected", "Argument vector size mismatch")', () => {
  // LLVM-shaped lines with the vector dropped; a vector register (.reg .v2) and mov's source are taken, as ptxas takes them.
  const lines = ['.reg .v2 .b32 %v;', 'ld.global.nc.v2.b32 %r1, [%rd1];', 'st.global.v2.b32 [%rd1], %rd2;', 'ld.param.v4.b32 %r1, [p];', 'mov.v2.u32 %r1, {%r2, %r3};', 'ld.global.v2.b32 %v, [%rd1];', 'st.global.v2.b32 [%rd1], %v;', 'mov.v2.u32 {%r1, %r2}, %r3;', 'ld.global.v2.b32 {%r1, %r2}, [%rd1];', 'mov.v4.u32 {%r1, %r2, %r3, %r4}, %tid;'];
  const text = kernel(lines.map((l) => `\t${l}`).join('\n'));
  const full = errorsOf(text);
  assert.equal(parse(text, { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), full);
  assert.equal(full.map((e) => `${Number(e.split(':')[0]) - LINE}: ${e.replace(/^\d+:\d+: /, '')}`), [
    "1: 'ld.global.nc.v2.b32': expected a vector of 2 elements (.v2), found register %r1 of type .b32",
    "2: 'st.global.v2.b32': expected a vector of 2 elements (.v2), found register %rd2 of type .b64",
    "3: 'ld.param.v4.b32': expected a vector of 4 elements (.v4), found register %r1 of type .b32",
    "4: 'mov.v2.u32': expected a vector of 2 elements (.v2), found register %r1 of type .b32",
  ]);
});

test('mapa and getctarank take the signed address types too, as ptxas 13.0 does', () => {
  accepts(['mapa.s64 %rd1, %rd2, 1;', 'mapa.shared::cluster.s32 %r1, %r2, %r3;', 'getctarank.s64 %r1, %rd2;', 'getctarank.shared::cluster.s32 %r1, %r2;']);
  // ptxas: "Unexpected instruction types specified for 'mapa'"; "Arguments mismatch for instruction 'getctarank'"
  assert.match(errs('mapa.b64 %rd1, %rd2, 1;')[0]!, /unknown qualifier '\.b64' for 'mapa'/);
  assert.equal(errs('getctarank.s64 %r1, %f1;'), ["22: 'getctarank.s64': register %f1 of type .f32 does not agree with the operand's type .s64"]);
});

test('cp.async.bulk takes one scope qualifier anywhere, as ptxas 13.0 does (undocumented)', () => {
  accepts(['cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.gpu [%rd1], [%rd2], %r1, [%rd3];', 'cp.async.bulk.sys.global.shared::cta.bulk_group [%rd1], [%rd2], %r1;']);
  // ptxas: "Multiple scope modifiers specified"; "Illegal modifier '.gpu' for instruction 'cp.async.bulk.prefetch'"
  assert.equal(errs('cp.async.bulk.global.shared::cta.bulk_group.gpu.cta [%rd1], [%rd2], %r1;'), ["49: qualifier '.cta' conflicts with '.gpu': both fill the .scope slot of 'cp.async.bulk'"]);
  assert.match(errs('cp.async.bulk.prefetch.L2.global.gpu [%rd1], %r1;')[0]!, /unknown qualifier '\.gpu' for 'cp\.async\.bulk\.prefetch'/);
});

test('mov takes a variable\'s address only with an integer type; isspacep\'s result is a predicate (ptxas: "Arguments mismatch")', () => {
  accepts(['mov.u16 %h1, sm;', 'mov.b64 %rd1, sm;', 'mov.u32 %r1, %tid.x;', 'isspacep.global %p1, %rd1;']);
  assert.equal(errs('mov.f32 %r1, sm;'), ["15: 'mov.f32': 'sm' is a .shared variable: operand 'a' takes a register or a constant, not a variable"]);
  assert.equal(errs('isspacep.global %r1, %rd1;'), ["18: 'isspacep.global': register %r1 of type .b32 does not agree with the operand's type .pred"]);
});

test('a vector special register\'s component is of its component types, in both modes (ptxas: "Arguments mismatch")', () => {
  const text = kernel(['mov.u64 %rd1, %gridid;', 'mov.u64 %rd2, %tid.x;', 'mov.u16 %h1, %tid.x;', 'mov.u16 %h2, %clusterid.x;', 'mov.u32 %r1, %clusterid.x;', 'mov.f32 %f1, %ntid.y;', 'cvt.u64.u32 %rd3, %ctaid.x;', 'mov.u16 %h3, %gridid;', 'mov.f32 %f2, %gridid;', 'mov.pred %p1, %gridid;'].map((l) => `\t${l}`).join('\n'));
  const full = errorsOf(text);
  assert.equal(parse(text, { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), full);
  // ptxas 13.0 rejects lines 2, 4, 6, 9 and 10 and takes the others (%gridid has any integer size, of 16 to 64 bits).
  assert.equal(full.map((e) => `${Number(e.split(':')[0]) - LINE}: ${e.replace(/^\d+:\d+: /, '')}`), [
    "1: 'mov.u64': special register %tid.x of type .u16 or .u32 does not agree with the operand's type .u64",
    "3: 'mov.u16': special register %clusterid.x of type .u32 does not agree with the operand's type .u16",
    "5: 'mov.f32': special register %ntid.y of type .u16 or .u32 does not agree with the operand's type .f32",
    "8: 'mov.f32': special register %gridid of type .u16 or .u32 or .u64 does not agree with the operand's type .f32",
    "9: 'mov.pred': special register %gridid of type .u16 or .u32 or .u64 does not agree with the operand's type .pred",
  ]);
});

test('.bf16x2 comparisons: a is a .b32 register, b one or, without a BoolOp, a predicate (a choice of types; ptxas: "Arguments mismatch")', () => {
  // Each accepted by ptxas 13.0.
  accepts(['setp.lt.bf16x2 %p1|%p2, %r1, %r2;', 'setp.lt.bf16x2 %p1, %r2, %p3;', 'setp.lt.and.bf16x2 %p1, %r2, %r3, !%p1;', 'set.lt.u32.bf16x2 %r1, %r2, %p3;']);
  assert.equal(errs('setp.lt.bf16x2 %p1, %p2, %p3;'), ["22: 'setp.lt.bf16x2': register %p2 of type .pred does not agree with the operand's type .bf16x2"]);
  assert.equal(errs('setp.lt.bf16x2 %p1, %r2, %h3;'), ["27: 'setp.lt.bf16x2': register %h3 of type .b16 does not agree with the operand's type .bf16x2"]);
  assert.equal(errs('setp.lt.and.bf16x2 %p1, %r2, %p3, %p1;'), ["31: 'setp.lt.and.bf16x2': register %p3 of type .pred does not agree with the operand's type .bf16x2"]);
  assert.equal(errs('set.lt.u32.bf16x2 %r1, %r2, %h3;'), ["30: 'set.lt.u32.bf16x2': register %h3 of type .b16 does not agree with the operand's type .bf16x2"]);
});

test('mov.vN checks its vectors against the type, as ptxas does; a vector\'s elements agree with their neighbours (ptxas: "Arguments mismatch", "Vector with elements of different types")', () => {
  const text = (line: string) => kernel(`\t.reg .u32 %u<4>;\n\t${line}`);
  const at = (line: string) => errorsOf(text(line)).map((e) => e.replace(/^\d+:\d+: /, ''));
  // Each accepted by ptxas 13.0.
  for (const ok of [
    'mov.v2.f32 {%f1, %f2}, {%u1, %u2};', 'mov.v2.b32 {%f1, %f2}, {%u1, %u2};', 'mov.v2.u32 {%r1, %r2}, %r3;', 'mov.v2.f32 {%f1, %f2}, %r3;',
    'mov.v2.b32 {%r1, %p2}, {%r3, %r4};', 'mov.v4.u32 {%r1, %r2, %r3, %r4}, %tid;', 'mov.v2.b16 {%h1, %h2}, {%h3, 1.0};',
    'mov.v2.b32 {%r1, %r2}, {%f3, 1.0};', 'st.global.v2.b32 [%rd1], {%r1, 1.0};', 'st.global.v2.f32 [%rd1], {%f1, 0f3F800000};', 'mov.b64 %rd1, {%r1, 1.0};',
  ])
    assert.equal(at(ok), [], ok);
  assert.equal(at('mov.v2.u32 {%f1, %f2}, {%u1, %u2};'), ["'mov.v2.u32': register %f1 of type .f32 does not agree with the operand's type .u32"]);
  assert.equal(at('mov.v4.b16 {%h1, %h2, %h3, %h0}, {%r1, %r2, %r3, %r4};'), ["'mov.v4.b16': register %r1 of type .b32 does not agree with the operand's type .b16"]);
  assert.equal(at('mov.v2.u32 {%r1, %r2}, %f3;'), ["'mov.v2.u32': register %f3 of type .f32 does not agree with the operand's type .u32"]);
  assert.equal(at('st.global.v2.f32 [%rd1], {%f1, 1};'), ["'st.global.v2.f32': vector elements of different types: 1 is an integer, %f1 is .f32"]);
  assert.equal(at('mov.b64 %rd1, {%u1, 1.0};'), ["'mov.b64': vector elements of different types: 1.0 is a float, %u1 is .u32"]);
  // ptxas compares each element with the one before it, a bit-typed register agreeing with any;
  // a vector of registers and literals it does not check against the type, nor, headed by a
  // literal, its registers' sizes.
  for (const ok of ['st.global.v4.f32 [%rd1], {%f1, %f2, %r3, %u1};', 'st.global.v4.u32 [%rd1], {1.0, %r1, %u1, %u2};', 'st.global.v2.u32 [%rd1], {%u1, 1};', 'mov.v2.u32 {%r1, %r2}, {%f1, 1.0};', 'st.global.v4.b32 [%rd1], {1.0, %rd2, %rd2, %p2};'])
    assert.equal(at(ok), [], ok);
  assert.equal(at('st.global.v4.b32 [%rd1], {%r2, -1, 1, %p1};'), ["'st.global.v4.b32': vector elements of different types: %p1 is .pred, 1 is an integer"]);
  assert.equal(at('st.global.v4.b32 [%rd1], {%h1, %r1, %r1, 1};'), ["'st.global.v4.b32': vector elements of different sizes: %r1 is 32 bits, the first 16"]);
  // ptxas: "Unable to infer type of vector elements".
  assert.equal(at('ld.global.v2.u32 {_, _}, [%rd1];'), ["'ld.global.v2.u32': a vector of sinks alone has no element type"]);
  // A vector of mixed classes is still checked for its registers' size (wider ones where types are relaxed).
  for (const ok of ['ld.global.v2.b16 {%r2, %u1}, [%rd1];', 'ld.global.v2.f32 {%r1, %p3}, [%rd1];']) assert.equal(at(ok), [], ok);
  assert.equal(at('ld.global.v2.b64 {%r2, %u1}, [%rd1];'), ["'ld.global.v2.b64': register %r2 of type .b32 does not agree with the operand's type .b64"]);
  assert.equal(at('st.global.v4.b32 [%rd1], {%f1, %r1, %u1, %f2};'), ["'st.global.v4.b32': vector elements of different types: %f2 is .f32, %u1 is .u32"]);
  assert.equal(at('st.global.v4.b32 [%rd1], {%r1, 1, 1.0, %r2};'), ["'st.global.v4.b32': vector elements of different types: 1.0 is a float, 1 is an integer"]);
  const both = text('mov.v2.f32 {%f1, %f2}, {%u1, %u2};\n\tmov.v2.f32 {%f1, %f2}, {%u1, %u2};\n\tmov.v2.u32 {%u1, %u2}, {%f1, %f2};');
  assert.equal(parse(both, { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), errorsOf(both));
});

test('an array geometry\'s coordinate vector starts with its array index, a .u32, checked apart from the coordinates (ptxas: "Array index ... Expecting type .u32")', () => {
  const at = (line: string) => errorsOf(kernel(`\t.reg .u32 %u<4>;\n\t${line}`)).map((e) => e.replace(/^\d+:\d+: /, ''));
  const d = '{%f1, %f2, %f3, %f4}';
  // Each accepted by ptxas 13.0: an index of any integer register or literal, the coordinates after it typed as a vector only (a2dms: an index unchecked).
  for (const ok of [`tex.a1d.v4.f32.f32 ${d}, [%rd1, {%u1, %f2}];`, `tex.a1d.v4.f32.f32 ${d}, [%rd1, {1, %f2}];`, `tex.a2d.v4.f32.s32 ${d}, [%rd1, {%u1, %f2, %f3, %f4}];`, `tex.a2dms.v4.f32.s32 ${d}, [%rd1, {%f1, %u2, %u3, %u0}];`, `tld4.r.a2d.v4.f32.f32 ${d}, [%rd1, {%u1, %f2, %f3, %f4}];`])
    assert.equal(at(ok), [], ok);
  assert.equal(at(`tex.a1d.v4.f32.f32 ${d}, [%rd1, {%f1, %f2}];`), ["'tex.a1d.v4.f32.f32': the array index: register %f1 of type .f32 does not agree with the operand's type .u32"]);
  assert.equal(at(`tex.a2d.v4.f32.f32 ${d}, [%rd1, {%u1, %f2, %f3, %u2}];`), ["'tex.a2d.v4.f32.f32': vector elements of different types: %u2 is .u32, %f3 is .f32"]);
  assert.equal(at(`tex.a1d.v4.f32.f32 ${d}, [%rd1, {%r1, %rd2}];`), ["'tex.a1d.v4.f32.f32': vector elements of different sizes: %rd2 is 64 bits, the first 32"]);
  // Without an array geometry the first coordinate is one like the others.
  assert.equal(at(`tex.2d.v4.f32.f32 ${d}, [%rd1, {%u1, %f2}];`), ["'tex.2d.v4.f32.f32': vector elements of different types: %f2 is .f32, %u1 is .u32"]);
});

test('an immediate predicate is a source only (ptxas: "Result register required")', () => {
  // Each accepted by ptxas 13.0.
  accepts(['selp.b32 %r1, %r2, %r3, 1;', 'vote.sync.all.pred %p1, 1, -1;', 'setp.ne.and.s32 %p1, %r1, 0, 1;', 'mov.pred %p1, 1;']);
  assert.equal(errs('setp.ne.s32 1, %r1, 0;'), ["14: 'setp.ne.s32': operand 1 (p): a result takes a register, not immediate 1"]);
  assert.equal(errs('testp.finite.f32 0, %f1;'), ["19: 'testp.finite.f32': operand 1 (p): a result takes a register, not immediate 0"]);
});

test('a brace vector only in an operand that takes one, of the length the form fixes, as ptxas', () => {
  // Each accepted by ptxas 13.0: mov packs and unpacks, a one-element vector where no .vN is written.
  accepts(['mov.b32 {%r1}, %r2;', 'mov.b32 {%h1, %h2}, %r2;', 'st.global.f32 [%rd1], {%f1};', 'multimem.st.global.v2.f16x2 [%rd1], {%r1, %r2};']);
  // ptxas: "Vector operand is not allowed for instruction 'add'" (and 'mul', 'shr', 'selp'...).
  assert.equal(errs('add.u32 {%r1}, %r2, %r3;'), ["10: 'add.u32': operand 1 (d): a brace vector is not allowed for this operand"]);
  assert.equal(errs('mul.f32 {%f3, %f3}, %f2, %f1;'), ["10: 'mul.f32': operand 1 (d): a brace vector is not allowed for this operand"]);
  assert.equal(errs('selp.b32 %r1, {%r2}, %r3, %p1;'), ["16: 'selp.b32': operand 2 (a): a brace vector is not allowed for this operand"]);
  // ptxas: "Argument vector size mismatch for instruction 'multimem.st'": sized by its .vec.
  assert.equal(errs('multimem.st.global.v2.f16 [%rd1], {%h1};'), ["36: 'multimem.st.global.v2.f16': operand 2 (b): expected a vector of 2 elements (.v2), found 1"]);
  // tex and tld4 write .v4 (or .v2) themselves: "Result vector expected", "Argument vector size mismatch".
  const tex = (line: string) =>
    parse(kernel(`\t${line}`).replace('.address_size 64', '.address_size 64\n.global .texref t0;'))
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => d.message);
  assert.equal(tex('tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [t0, {%r1}];'), []);
  assert.equal(tex('tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}|%p1, [t0, {%r1}];'), []);
  assert.equal(tex('tex.1d.v4.f32.s32 %f1, [t0, {%r1}];'), ["'tex.1d.v4.f32.s32': operand 1 (d): expected a vector of 4 elements (.v4), found '%f1'"]);
  assert.equal(tex('tex.1d.v4.f32.s32 {%f1, %f2}|%p1, [t0, {%r1}];'), ["'tex.1d.v4.f32.s32': operand 1 (d): expected a vector of 4 elements (.v4), found 2"]);
  assert.equal(tex('tex.1d.v2.f16x2.s32 {%r1, %r2, %r3, %r4}, [t0, {%r1}];'), ["'tex.1d.v2.f16x2.s32': operand 1 (d): expected a vector of 2 elements (.v2), found 4"]);
  assert.equal(tex('tld4.r.2d.v4.f32.f32 {%f1, %f2}, [t0, {%f1, %f2}];'), ["'tld4.r.2d.v4.f32.f32': operand 1 (d): expected a vector of 4 elements (.v4), found 2"]);
});

test('isspacep takes a 32- or 64-bit integer address register; multimem addresses are 64-bit, .global with .ss (ptxas sweeps)', () => {
  for (const ok of ['isspacep.global %p1, %r1;', 'isspacep.shared::cluster %p1, %rd1;', 'isspacep.global %p1, 4;', 'multimem.st.global.f32 [%rd1], %f1;'])
    assert.equal(parse(kernel(`\t${ok}`)).diagnostics.map((d) => d.message), [], ok);
  // ptxas: "Arguments mismatch for instruction 'isspacep'".
  assert.equal(errs('isspacep.global %p1, %f1;'), ["23: 'isspacep.global': register %f1 of type .f32 does not agree with the operand's type .u32"]);
  assert.equal(errs('isspacep.global %p1, %h1;'), ["23: 'isspacep.global': register %h1 of type .b16 does not agree with the operand's type .u32"]);
  // ptxas: "32-Bit ABI ... is not supported on sm_90 or higher architectures" (32-bit addressing).
  assert.equal(errs('multimem.st.f32 [%r1], %f1;'), ["18: 'multimem.st.f32': '%r1' is a 32-bit register: a generic address takes a 64-bit one (32-bit addressing is no longer supported)"]);
});

test('a constant address only in .local, and integer offsets (ptxas: "Immediate addresses allowed only for .local state space")', () => {
  for (const validateOnly of [false, true]) {
    // The fast path must not take `[8]` for the `[%rd1]` it has seen with the same spelling.
    const body = (lines: string[]) => parse(kernel(lines.map((l) => `\t${l}`).join('\n')), { validateOnly }).diagnostics.map((d) => d.message);
    assert.equal(body(['.local .u32 l[4];', 'ld.local.u32 %r1, [8];', 'ld.local.u32 %r1, [8+4];', 'prefetch.local.L2 [8];', 'ld.shared.u32 %r1, [%rd1+(2*4)];']), []);
    assert.equal(body(['ld.shared.u32 %r1, [%rd1];', 'ld.shared.u32 %r1, [8];']), ["'ld.shared.u32': a constant address is taken only in .local, not in .shared (put the address in a register, or name a variable)"]);
    assert.equal(body(['ld.u32 %r1, [0];']), ["'ld.u32': a constant address is taken only in .local, not in a generic address (put the address in a register, or name a variable)"]);
    // An address whose space the spec leaves unsaid is no .local one.
    assert.equal(body(['cp.async.ca.shared.global [16], [%rd1], 4;']), ["'cp.async.ca.shared.global': a constant address is taken only in .local, not in a generic address (put the address in a register, or name a variable)"]);
    // ptxas: "Integer constant expression expected".
    assert.equal(body(['ld.global.u32 %r1, [%rd1+1.5];']), ['an address is an integer: its offset takes no floating-point constant']);
  }
});

test('diagnostics come in source order, unresolved names (reported at the end of a function) among them', () => {
  const lines = parse(kernel('\tld.global.u32 %r1, [%rd9];\n\tadd.s32 %r1, %r2;\n\tbra L_nowhere;')).diagnostics.map((d) => d.span.line);
  assert.equal(lines.length, 3);
  assert.equal(lines, [...lines].sort((a, b) => a - b));
});

test('constant expressions typed as ptxas types them: 0f is single precision, other floats double', () => {
  // Each accepted by ptxas 13.0.
  accepts(['mov.b64 %rd1, 1.5;', 'mov.b64 %rd1, -(0f3F800000);', 'mov.b32 %r1, (0f3F800000);', 'add.f32 %f1, %f2, 1.0+2.0;', 'add.u32 %r1, %r2, 1.5==1.5;', 'add.u32 %r1, %r2, (1)+2;']);
  // ptxas: "Arguments mismatch".
  assert.equal(errs('mov.b32 %r1, -(0f3F800000);'), ["15: 'mov.b32': the constant expression is not a .b32 value"]);
  assert.equal(errs('mov.f32 %f1, (1);'), ["15: 'mov.f32': the constant expression is not a .f32 value"]);
  assert.equal(errs('add.f32 %f1, %f2, 1.5>1.0;'), ["20: 'add.f32': the constant expression is not a .f32 value"]);
  // ptxas: "Constant expression type mismatch", "Integer constant expression expected".
  assert.equal(errs('add.f32 %f1, %f2, 1.0+2;'), ['20: constant expression type mismatch: both sides of the operator are integers or both floating-point']);
  assert.equal(errs('mov.b32 %r1, 1.5 >> 1.0;'), ['15: an integer constant expression is expected here (ptxas takes no floating-point operand for this operator)']);
  assert.equal(errs('add.u32 %r1, %r2, (1>0)?1:2.0;'), ['28: an integer constant expression is expected here (ptxas takes no floating-point operand for this operator)']);
});

test('operand types as ptxas checks them (ISA Tables 26-28; ptxas: "Arguments mismatch")', () => {
  // Each accepted by ptxas: bit types agree with any type of their size, ld/st/cvt take wider registers.
  accepts(['add.f32 %f1, %f2, 0f3F800000;', 'mov.b32 %r1, %f1;', 'add.s32 %r1, %r2, -1;', 'ld.global.u8 %r1, [%rd1];', 'ld.global.f32 %rd1, [%rd1];', 'st.global.b16 [%rd1], %f1;', 'cvt.u32.u16 %r1, %rd1;', 'mul.wide.u32 %rd1, %r1, %r2;', 'shl.b64 %rd1, %rd2, %r1;', 'setp.eq.f32 %p1|%p2, %f1, %f2;', 'mov.b64 {%r1, %f1}, %rd1;', 'mov.b64 {%r1, _}, %rd1;', 'ld.global.v2.f32 {%f1, %r1}, [%rd1];', 'ld.global.v2.u32 {%f1, %r1}, [%rd1];', 'mov.pred %p1, 1;', 'mov.u32 %r1, %tid.x;']);
  // Each rejected by ptxas.
  assert.equal(errs('add.u32 %r1, %f1, %f2;'), ["15: 'add.u32': register %f1 of type .f32 does not agree with the operand's type .u32"]);
  assert.equal(errs('add.f32 %f1, %f2, 1;'), ["20: 'add.f32': 1 is not a .f32 value"]);
  assert.equal(errs('mov.b32 %r1, 0d3FF0000000000000;'), ["15: 'mov.b32': 0d3FF0000000000000 is not a .b32 value"]);
  assert.equal(errs('setp.eq.u32 %r1, %r2, %r3;'), ["14: 'setp.eq.u32': register %r1 of type .b32 does not agree with the operand's type .pred"]);
  assert.equal(errs('shl.b64 %rd1, %rd2, %rd3;'), ["22: 'shl.b64': register %rd3 of type .b64 does not agree with the operand's type .u32"]);
  assert.equal(errs('mul.wide.u32 %r1, %r2, %r3;'), ["15: 'mul.wide.u32': register %r1 of type .b32 does not agree with the operand's type .u64"]);
  assert.equal(errs('ld.global.u32 %h1, [%rd1];'), ["16: 'ld.global.u32': register %h1 of type .b16 does not agree with the operand's type .u32"]);
  assert.equal(errs('ld.global.f32 %fd1, [%rd1];'), ["16: 'ld.global.f32': register %fd1 of type .f64 does not agree with the operand's type .f32"]);
  // ptxas: "Incompatible elements of vector expression"
  assert.equal(errs('ld.global.v2.u32 {%rd1, %r1}, [%rd1];'), ["26: 'ld.global.v2.u32': vector elements of different sizes: %r1 is 32 bits, the first 64"]);
  assert.equal(errs('st.global.v2.s32 [%rd1], {%f1, %f2};'), ["28: 'st.global.v2.s32': register %f1 of type .f32 does not agree with the operand's type .s32"]);
  assert.equal(errs('mov.b64 %rd1, {%h1, %h2};'), ["17: 'mov.b64': register %h1 of type .b16 does not agree with the operand's type .b32"]);
  // cvt takes a wider register for .f16 and .f16x2 (each accepted by ptxas), not for .bf16 ("Arguments mismatch").
  accepts(['cvt.f32.f16 %f1, %r1;', 'cvt.f32.bf16 %f1, %h1;']);
  assert.equal(errs('cvt.f32.bf16 %f1, %r1;'), ["20: 'cvt.f32.bf16': register %r1 of type .b32 does not agree with the operand's type .bf16"]);
  // The packed-type conversions take registers of the packed type's size, and an .f32 source of its size.
  accepts(['cvt.rn.satfinite.e4m3x2.f32 %h1, %f1, %f2;', 'cvt.rn.f16x2.e4m3x2 %r1, %h1;', 'cvt.rn.bf16x2.f32 %r1, %f1, %f2;', 'cvt.rna.tf32.f32 %r1, %f1;', 'cvt.rn.f16x2.f32 %rd1, %f1, %f2;']);
  assert.equal(errs('cvt.rn.satfinite.e4m3x2.f32 %r1, %f1, %f2;'), ["30: 'cvt.rn.satfinite.e4m3x2.f32': register %r1 of type .b32 does not agree with the operand's type .e4m3x2"]);
  assert.equal(errs('cvt.rn.f16x2.e4m3x2 %r1, %r2;'), ["27: 'cvt.rn.f16x2.e4m3x2': register %r2 of type .b32 does not agree with the operand's type .e4m3x2"]);
  assert.equal(errs('cvt.rn.bf16x2.f32 %rd1, %f1, %f2;'), ["20: 'cvt.rn.bf16x2.f32': register %rd1 of type .b64 does not agree with the operand's type .bf16x2"]);
  assert.equal(errs('cvt.rna.tf32.f32 %r1, %rd1;'), ["24: 'cvt.rna.tf32.f32': register %rd1 of type .b64 does not agree with the operand's type .f32"]);
});

test("cvt's packed and .bf16 conversions take registers of their types' sizes only, as ptxas checks them", () => {
  const at = (line: string, target = 'sm_100a') =>
    parse(kernel(`\t.reg .b8 %b<2>;\n\t.reg .u16 %u<2>;\n\t${line}`, target))
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => d.message);
  // Each accepted by ptxas 13.0 (what Triton writes; cvt.f16 narrowing still takes wider registers).
  for (const ok of [
    'cvt.rn.bf16x2.f32 %r1, %f2, %f1;',
    'cvt.rn.bf16x2.f32 %r1, %r2, 0f3F800000;',
    'cvt.rn.bf16.f32 %h1, %f1;',
    'cvt.f32.bf16 %f1, %h1;',
    'cvt.rn.f16.f32 %r1, %f1;',
    'cvt.rn.f16x2.f32 %rd1, %f2, %f1;',
    'cvt.rna.tf32.f32 %r1, %f1;',
    'cvt.rn.satfinite.e4m3x2.f32 %h1, %f2, %f1;',
    'cvt.rn.f16x2.e4m3x2 %r1, %h1;',
    'cvt.rn.satfinite.e2m1x2.f32 %b1, %f2, %f1;',
    'cvt.rn.f16x2.e2m1x2 %r1, %b1;',
    'cvt.rs.satfinite.e4m3x4.f32 %r1, {%f1, %f2, %f3, %r4}, %r5;',
    'cvt.rz.satfinite.ue8m0x2.f32 %h1, %f2, %f1;',
  ])
    assert.equal(at(ok), [], ok);
  // Each rejected by ptxas: "Arguments mismatch for instruction 'cvt'".
  const rejected: [string, string][] = [
    ['cvt.rn.bf16x2.f32 %rd1, %f2, %f1;', "register %rd1 of type .b64 does not agree with the operand's type .bf16x2"],
    ['cvt.rn.bf16x2.f32 %r1, %h2, %f1;', "register %h2 of type .b16 does not agree with the operand's type .f32"],
    ['cvt.rn.bf16.f32 %r1, %f1;', "register %r1 of type .b32 does not agree with the operand's type .bf16"],
    ['cvt.rn.relu.bf16.f32 %u1, %f1;', "register %u1 of type .u16 does not agree with the operand's type .bf16"],
    ['cvt.f32.bf16 %f1, %r1;', "register %r1 of type .b32 does not agree with the operand's type .bf16"],
    ['cvt.rn.f16.f32 %f1, %f1;', "register %f1 of type .f32 does not agree with the operand's type .f16"],
    ['cvt.rn.f16x2.f32 %f1, %f2, %f1;', "register %f1 of type .f32 does not agree with the operand's type .f16x2"],
    ['cvt.rna.tf32.f32 %rd1, %f1;', "register %rd1 of type .b64 does not agree with the operand's type .tf32"],
    ['cvt.rn.satfinite.e4m3x2.f32 %r1, %f2, %f1;', "register %r1 of type .b32 does not agree with the operand's type .e4m3x2"],
    ['cvt.rn.f16x2.e4m3x2 %r1, %r2;', "register %r2 of type .b32 does not agree with the operand's type .e4m3x2"],
    ['cvt.rn.satfinite.e2m1x2.f32 %h1, %f2, %f1;', "register %h1 of type .b16 does not agree with the operand's type .e2m1x2"],
    ['cvt.rn.f16x2.e2m1x2 %r1, %h1;', "register %h1 of type .b16 does not agree with the operand's type .e2m1x2"],
    ['cvt.rs.satfinite.e4m3x4.f32 %h1, {%f1, %f2, %f3, %f4}, %r5;', "register %h1 of type .b16 does not agree with the operand's type .e4m3x4"],
    ['cvt.rz.satfinite.ue8m0x2.f32 %r1, %f2, %f1;', "register %r1 of type .b32 does not agree with the operand's type .ue8m0x2"],
  ];
  for (const [line, message] of rejected) assert.equal(at(line), [`'${line.slice(0, line.indexOf(' '))}': ${message}`], line);
});

test('integer operands Triton writes as constants or registers: lop3\'s immLut, cp.async\'s src-size, fence.proxy\'s and tensormap.cp_fenceproxy\'s size', () => {
  // Each accepted by ptxas 13.0.
  accepts([
    'lop3.b32 %r1, %r2, %r3, %r4, 0xEA;',
    'lop3.b32 %r1, %r2, %r3, %r4, -1;',
    'cp.async.cg.shared.global [%r1], [%rd1], 16, %r2;',
    'cp.async.ca.shared.global [%r1], [%rd1], 4, %p1;',
    'fence.proxy.tensormap::generic.acquire.gpu [%rd1], 128;',
    'tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd1], [%r1], 128;',
  ]);
  // Each rejected by ptxas: "Arguments mismatch".
  assert.equal(errs('lop3.b32 %r1, %r2, %r3, %r4, 0f3F800000;'), ["31: 'lop3.b32': 0f3F800000 is not a .u32 value"]);
  assert.equal(errs('cp.async.cg.shared.global [%r1], [%rd1], 16, %f1;'), ["47: 'cp.async.cg.shared.global': register %f1 of type .f32 does not agree with the operand's type .u32"]);
  assert.equal(errs('cp.async.cg.shared.global [%r1], [%rd1], 16, 2.0;'), ["47: 'cp.async.cg.shared.global': 2.0 is not a .u32 value"]);
  assert.equal(errs('fence.proxy.tensormap::generic.acquire.gpu [%rd1], 128.0;'), ["53: 'fence.proxy.tensormap::generic.acquire.gpu': 128.0 is not a .u32 value"]);
});

test('cache-policy only with .L2::cache_hint, ctaMask only with .multicast::cluster (ptxas: ".L2::cache_hint modifier required", "Arguments mismatch")', () => {
  // Each accepted by ptxas 13.0: with the qualifier, the last operand is the cache policy (not cp.async's src-size).
  accepts([
    'cp.async.ca.shared.global.L2::cache_hint [%r1], [%rd1], 4, %rd2;',
    'cp.async.cg.shared.global.L2::cache_hint [%r1], [%rd1], 16, %r2, %rd2;',
    'cp.async.ca.shared.global [%r1], [%rd1], 4, %r2;',
    'cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r1], [%rd1, {%r2, %r3}], [%r4], %h1;',
    'cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%r1], [%rd1, {%r2, %r3}], [%r4], %h1, %rd2;',
    'cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd1], [%r1], 16, %rd2;',
    // A bare 64-bit mbarrier register where nothing follows it.
    'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1], %r2, %rd3;',
  ]);
  // Each rejected by ptxas.
  for (const bad of [
    'cp.async.ca.shared.global [%r1], [%rd1], 4, 4, %rd2;',
    'cp.async.ca.shared.global.L2::cache_hint [%r1], [%rd1], 4;',
    'cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3}], [%r4], %rd2;',
    'cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r1], [%rd1, {%r2, %r3}], [%r4];',
    'cp.async.bulk.global.shared::cta.bulk_group [%rd1], [%r1], 16, %rd2;',
    'cp.async.bulk.prefetch.L2.global.L2::cache_hint [%rd1], 16;',
    'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%r1], [%rd1], %r2, %rd3, %rd2;',
  ])
    assert.ok(errs(bad).length > 0, bad);
});

test('brace vectors are typed as a whole, as ptxas types them', () => {
  const vec = (line: string) =>
    parse(kernel(`\t.reg .u32 %u<4>;\n\t.reg .s32 %s<4>;\n\t.reg .u64 %ud<4>;\n\t${line}`))
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => d.message);
  // Each accepted by ptxas 13.0 (sm_90): integer registers of a float type's size in a vector (not
  // as a scalar: ld.global.f32 %u1 is rejected), .u with .s, a bit-typed register with any, a
  // predicate as a 32-bit element.
  for (const ok of [
    'ld.global.v2.f32 {%u1, %u2}, [%rd1];',
    'st.global.v4.f32 [%rd1], {%s1, %s2, %s3, %u1};',
    'ld.global.v2.f64 {%ud1, %ud2}, [%rd1];',
    'ld.shared.v2.f32 {%u1, %r1}, [sm];',
    'ld.global.v2.b32 {%p1, %r2}, [%rd1];',
    'mov.b64 %rd2, {%r1, %p1};',
    'mov.b64 {%r1, %p2}, %rd2;',
    'red.global.add.v2.f32 [%rd1], {%r1, %f2};',
    // A bit-typed register with others in mma's and wgmma's fragments: the vector is not checked.
    'mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%f1, %f2, %f3, %f4}, {%f1, %r2, %r3, %r4}, {%r5, %p1}, {%f1, %f2, %f3, %f4};',
    'wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {%f1, %r2, %r3, %r4}, %rd1, %rd2, 1;',
  ])
    assert.equal(vec(ok), [], ok);
  // Each rejected by ptxas: "Vector with elements of different types are not allowed in ld (st,
  // mov, red) instruction", "Incompatible elements of vector expression" (a predicate being 32
  // bits), "Arguments mismatch".
  const rejected: Array<[string, string]> = [
    ['ld.global.v2.f32 {%u1, %f2}, [%rd1];', 'vector elements of different types: %f2 is .f32, %u1 is .u32'],
    ['st.global.v2.u32 [%rd1], {%u1, %f2};', 'vector elements of different types: %f2 is .f32, %u1 is .u32'],
    ['ld.global.v2.b32 {%p1, %u2}, [%rd1];', 'vector elements of different types: %u2 is .u32, %p1 is .pred'],
    ['mov.b64 %rd2, {%u1, %f1};', 'vector elements of different types: %f1 is .f32, %u1 is .u32'],
    ['red.global.add.v2.f32 [%rd1], {%u1, %f2};', 'vector elements of different types: %f2 is .f32, %u1 is .u32'],
    ['ld.global.v2.s16 {%h1, %p2}, [%rd1];', 'vector elements of different sizes: %p2 is 32 bits, the first 16'],
    ['ld.global.v2.u32 {%f1, %f2}, [%rd1];', "register %f1 of type .f32 does not agree with the operand's type .u32"],
    ['mov.b64 %rd2, {%p1, %p2};', "register %p1 of type .pred does not agree with the operand's type .b32"],
    ['mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%u1, %u2, %u3, %u0}, {%r1, %r2}, {%r3}, {%f1, %f2, %f3, %f4};', "register %u1 of type .u32 does not agree with the operand's type .f32"],
  ];
  for (const [line, message] of rejected) assert.equal(vec(line), [`'${line.slice(0, line.indexOf(' '))}': ${message}`], line);
});

test('brace vectors of instructions whose operands are not typed, an address\'s too: one size, one type but for bit-typed registers', () => {
  const vec = (line: string, validateOnly: boolean) =>
    parse(kernel(`\t${line}`, 'sm_100a'), { validateOnly })
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => d.message);
  for (const validateOnly of [false, true]) {
    // Each accepted by ptxas 13.0.
    for (const ok of [
      'ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r1, %f1}, [%r3];',
      'ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r1, %p1}, [%r3];',
      'cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r1, %f1}], [%r2];',
    ])
      assert.equal(vec(ok, validateOnly), [], ok);
    // Each rejected by ptxas: "Incompatible elements of vector expression", "Vector with elements of different types are not allowed in ldmatrix (tcgen05.ld, stmatrix) instruction".
    const rejected: Array<[string, string]> = [
      ['ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r1, %rd1}, [%r3];', 'vector elements of different sizes: %rd1 is 64 bits, the first 32'],
      ['ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%f1, %p1}, [%r3];', 'vector elements of different types: %p1 is .pred, %f1 is .f32'],
      ['stmatrix.sync.aligned.m8n8.x2.shared.b16 [%r1], {%f1, %p1};', 'vector elements of different types: %p1 is .pred, %f1 is .f32'],
      ['tcgen05.ld.sync.aligned.32x32b.x2.b32 {%r1, %rd1}, [%r2];', 'vector elements of different sizes: %rd1 is 64 bits, the first 32'],
      ['cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r1, %rd1}], [%r2];', 'vector elements of different sizes: %rd1 is 64 bits, the first 32'],
    ];
    for (const [line, message] of rejected) assert.equal(vec(line, validateOnly), [`'${line.slice(0, line.indexOf(' '))}': ${message}`], line);
  }
});

test('operand types of registers the fast path cannot type: plain names, long prefixes, a block retyping a prefix', () => {
  // The same spelling and operand kinds first with a variable (unchecked), then with a mistyped register.
  const text = kernel('\t.reg .f32 %x;\n\t.reg .f32 %long<2>;\n\tmov.u64 %rd1, sm;\n\tmov.u64 %rd1, %x;\n\tmov.u64 %rd1, %long1;\n\t{\n\t.reg .f64 %r<2>;\n\tmov.u64 %rd1, %r1;\n\t}');
  for (const validateOnly of [false, true]) {
    assert.equal(
      parse(text, { validateOnly }).diagnostics.map((d) => d.message),
      ["'mov.u64': register %x of type .f32 does not agree with the operand's type .u64", "'mov.u64': register %long1 of type .f32 does not agree with the operand's type .u64", "'mov.u64': register %r1 of type .f64 does not agree with the operand's type .u64"],
    );
  }
});

test('a module starts with .version, then .target (ptxas: "Missing .version directive at start of file")', () => {
  const messages = (text: string) => parse(text).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`);
  assert.equal(messages(''), ['1:1: a module starts with .version; found the end of the module']);
  assert.equal(messages('// nothing\n'), ['2:1: a module starts with .version; found the end of the module']);
  assert.equal(messages('.target sm_80\n.address_size 64\n'), ["1:1: a module starts with .version; found '.target'"]);
  assert.equal(messages('.version 8.0\n.address_size 64\n'), ["2:1: .target must follow .version; found '.address_size'"]);
  assert.equal(messages('.version 8.0\n'), ['2:1: .target must follow .version; found the end of the module']);
  assert.equal(messages('.version 8.0\n.target sm_80\n'), []);
});

test('PTX is ASCII, comments included (ptxas: "Unexpected non-ASCII character encountered")', () => {
  const d = parse('.version 8.0\n.target sm_80\n// caf\u00e9\n').diagnostics;
  assert.equal(d.map((x) => `${x.span.line}:${x.span.column}: ${x.message}`), ['3:7: unexpected non-ASCII character: PTX is ASCII text, comments and strings included']);
  // Bytes are checked four at a time where aligned: the first such byte is found exactly, at any offset of a view.
  const text = `.version 8.0\n.target sm_80\n.address_size 64\n// ${'x'.repeat(40)}\n`;
  for (let offset = 0; offset < 4; offset++) {
    for (const at of [44, 45, 46, 47, 60, text.length - 2]) {
      const bytes = new Uint8Array(text.length + offset).subarray(offset);
      bytes.set(Buffer.from(text, 'latin1'));
      bytes[at] = 0xe9;
      bytes[at + 1] = 0xe9;
      const found = parse(bytes).diagnostics.filter((x) => x.message.startsWith('unexpected non-ASCII')).map((x) => x.span.start);
      assert.equal(found, [at], `offset ${offset}, byte ${at}`);
    }
  }
});

test('.branchtargets names labels of the function and .calltargets functions, in both modes (ptxas: "Unknown symbol", "Illegal branch target, label expected")', () => {
  for (const validateOnly of [false, true]) {
    const errs = (body: string) => parse(`.version 9.0\n.target sm_90a\n.address_size 64\n.global .u32 gv;\n.func f()\n{\n\tret;\n}\n${kernel(`\t${body}`).split('\n').slice(3).join('\n')}`, { validateOnly }).diagnostics.map((d) => d.message);
    // Each accepted by ptxas 13.0: a label defined further on.
    assert.equal(errs('ts: .branchtargets L1, L2;\n\tbrx.idx %r1, ts;\nL1:\nL2:\n\tct: .calltargets f;'), []);
    assert.equal(errs('ts: .branchtargets L1;\n\tbrx.idx %r1, ts;'), ["unknown symbol 'L1'"]);
    assert.equal(errs('ts: .branchtargets gv;\n\tbrx.idx %r1, ts;'), ["'gv' is a variable: .branchtargets lists labels"]);
    assert.equal(errs('ts: .branchtargets %r1;\n\tbrx.idx %r1, ts;'), ["'%r1' is a register: .branchtargets lists labels"]);
    assert.equal(errs('ct: .calltargets gv;'), ["'gv' is a variable: .calltargets lists functions"]);
  }
});

test('a name declared twice in one block (ptxas: "Duplicate definition of variable")', () => {
  assert.equal(errs('.reg .b32 x;\n\t.shared .b32 x;'), ["line 14 15: duplicate definition of 'x' in this block"]);
  assert.equal(errs('.reg .b32 %r1;'), ["12: duplicate definition of '%r1' in this block"]);
  assert.equal(errs('.reg .f32 %f<2>;'), ["12: duplicate definition of '%f<2>' in this block"]);
  // A nested block may declare the names again.
  assert.equal(errs('{\n\t.reg .b32 %r<2>;\n\t.reg .b32 y;\n\t}\n\t{\n\t.reg .b32 y;\n\t}'), []);
  // A range after a plain register it holds, in both modes; one that holds none of them is fine (each as ptxas 13.0).
  for (const validateOnly of [false, true]) {
    const body = (lines: string) => parse(kernel(`\t${lines}`), { validateOnly }).diagnostics.map((d) => d.message);
    assert.equal(body('.reg .b32 %q1;\n\t.reg .b32 %q<3>;'), ["duplicate definition of '%q<3>' in this block"]);
    assert.equal(body('.reg .b32 %q5;\n\t.reg .b32 %q<3>;\n\t.reg .b32 %s1;\n\t{\n\t.reg .b32 %s<3>;\n\t}'), []);
  }
});

test('labels and parameters share the block names (ptxas: "Duplicate definition of label", "Unknown symbol")', () => {
  const both = (body: string) => {
    const text = kernel(`\t${body}`);
    const full = errorsOf(text);
    assert.equal(parse(text, { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), full);
    return full.map((m) => m.replace(/^\d+:/, (l) => `${Number(l.slice(0, -1)) - LINE}:`));
  };
  assert.equal(both('L1:\n\tret;\n\tL1:\n\tret;'), ["2:2: duplicate definition of label 'L1' in this block"]);
  // The body's outermost block and the parameters are one scope; a label may not take a name of its block.
  assert.equal(both('.reg .b64 p;'), ["0:12: duplicate definition of 'p' in this block"]);
  assert.equal(both('p:\n\tret;'), ["0:2: 'p' is declared in this block: a label cannot have its name"]);
  assert.equal(both('L:\n\t.reg .b32 L;'), ["1:12: duplicate definition of 'L' in this block"]);
  // Labels are scoped by block: each of two blocks may define one, an inner block may define one of
  // its enclosing block's names, and a label is seen only in its block and the blocks inside it.
  assert.equal(both('{\n\tL:\n\tret;\n\t}\n\t{\n\tL:\n\tbra L;\n\t}\n\tL:\n\t{\n\tp:\n\tbra L;\n\t}\n\tret;'), []);
  assert.equal(both('bra L;\n\t{\n\tL:\n\tret;\n\t}'), ["0:6: unknown symbol 'L'"]);
});

test('module-scope names defined twice (ptxas: "Duplicate definition of function", "Inconsistent redefinition")', () => {
  const head = '.version 8.0\n.target sm_80\n.address_size 64\n';
  const fn = (d: string) => `${d}\n{\n\tret;\n}\n`;
  const messages = (text: string) => errorsOf(head + text).map((m) => m.replace(/^(\d+)/, (l) => String(Number(l) - 3)));
  // A function's at the end of its header, where ptxas names it: a .func's `{` or `;`, a kernel's `)` (each line ptxas 13.0's).
  assert.equal(messages(fn('.visible .func f()') + fn('.visible .func f()')), ["6:1: duplicate definition of function 'f': its body is above"]);
  assert.equal(messages(fn('.func f()') + '.func f();\n'), ["5:10: duplicate definition of function 'f': its body is above"]);
  assert.equal(messages('.global .b32 g;\n.weak .global .b32 g;\n'), ["2:20: duplicate definition of variable 'g'"]);
  assert.equal(messages('.global .b32 f;\n' + fn('.func f()')), ["3:1: 'f' is already declared as a variable"]);
  assert.equal(messages(fn('.func f()') + fn('.entry f()')), ["5:10: 'f' is already declared as a .func"]);
  assert.equal(messages('.extern .func f();\n' + fn('.func f()')), ["3:1: 'f' is declared .extern above: a function of another module is not declared without .extern, nor defined here"]);
  assert.equal(messages('.extern .shared .b32 s;\n.shared .b32 s;\n'), ["2:14: 's' is declared .extern above: its definition needs .visible, .weak or .common"]);
  // ptxas 13.0: "Inconsistent redefinition" for a later declaration that writes another linkage than the first.
  assert.equal(messages('.func f();\n.visible .func f();\n' + fn('.func f()')), ["2:19: 'f' is declared without a linkage above, not .visible"]);
  assert.equal(messages('.visible .func f();\n' + fn('.weak .func f()')), ["3:1: 'f' is declared .visible above, not .weak"]);
  // What ptxas takes: prototypes before the body, a later one without the linkage, .extern twice, an .extern variable and its definition.
  assert.equal(messages('.visible .func f();\n.func f();\n' + fn('.visible .func f()') + '.weak .func h();\n' + fn('.func h()') + '.extern .func g();\n.extern .func g();\n'), []);
  assert.equal(messages('.extern .global .b32 g;\n.visible .global .b32 g;\n.extern .global .b32 g;\n.global .b32 h;\n.extern .global .b32 h;\n'), []);
});

test('declaration types: only those a declaration takes, with what they need', () => {
  // ptxas: "Parsing error near '.bf16'", "Type .e4m3x2 may only be used as an instruction type".
  assert.equal(errs('.reg .bf16 %x;'), ["7: '.bf16' is no type a .reg declaration takes; did you mean '.b16'?"]);
  assert.equal(errs('.local .e4m3x2 x;'), ["9: '.e4m3x2' is no type a .local declaration takes"]);
  assert.equal(errs('.reg .f16x2 %x;\n\t.reg .b128 %q<2>;'), []);
  // ptxas: "Feature 'Type .b128' requires PTX ISA .version 8.3 or later"
  assert.match(parse(kernel('\t.reg .b128 %q<2>;').replace('.version 9.0', '.version 8.2')).diagnostics[0]!.message, /^\.b128 requires PTX ISA \.version 8\.3/);
});

test('the sink _ only where ptxas discards a result (ptxas: "Result discard mode is not allowed")', () => {
  accepts(['setp.eq.u32 _|%p1, %r1, 0;', 'setp.eq.u32 %p1|_, %r1, 0;', 'setp.eq.u32 _, %r1, 0;', 'atom.global.add.u32 _, [%rd1], 1;', 'shfl.sync.idx.b32 %r1|_, %r2, 0, 31, -1;', 'elect.sync _|%p1, -1;', 'match.all.sync.b32 _|%p1, %r1, -1;', 'mov.b64 {%r1, _}, %rd1;', 'ld.global.v2.u32 {%r1, _}, [%rd1];']);
  assert.equal(errs('add.u32 _, %r1, 1;'), ["10: 'add.u32': operand 1 (d): the sink '_' is not allowed for this operand"]);
  assert.equal(errs('add.u32 %r1, _, 1;'), ["15: 'add.u32': operand 2 (a): the sink '_' is not allowed for this operand"]);
  assert.equal(errs('match.any.sync.b32 _, %r1, -1;'), ["21: 'match.any.sync.b32': operand 1 (d): the sink '_' is not allowed for this operand"]);
  assert.equal(errs('shfl.sync.idx.b32 _|%p1, %r2, 0, 31, -1;'), ["20: 'shfl.sync.idx.b32': operand 1 (d): the sink '_' is not allowed before '|' here"]);
  assert.equal(errs('elect.sync %r1|_, -1;'), ["13: 'elect.sync': operand 1 (d): the sink '_' is not allowed after '|' here"]);
});

test('special registers only where ptxas takes them: mov and integer cvt sources (ptxas: "Special register argument not allowed")', () => {
  const both = (body: string) => {
    const text = kernel(body);
    const full = parse(text).diagnostics.map((d) => `${d.span.line - LINE}:${d.span.column}: ${d.message}`);
    assert.equal(parse(text, { validateOnly: true }).diagnostics.map((d) => `${d.span.line - LINE}:${d.span.column}: ${d.message}`), full);
    return full;
  };
  assert.equal(both('\tmov.u32 %r1, %tid.x;\n\tmov.u64 %rd1, %clock64;\n\tcvt.u64.u32 %rd1, %laneid;\n\tmov.v4.u32 {%r1, %r2, %r3, %r4}, %tid;\n\tmov.b64 %rd1, {%tid.x, %tid.y};\n\tst.global.v2.u32 [%rd1], {%tid.x, %r1};\n\tadd.u32 %r1, WARP_SZ, 1;'), []);
  // Their types, as mov and cvt check them (spec/symbols.json types); %tid.x also takes 16-bit types.
  assert.equal(both('\tmov.u32 %r1, %laneid;\n\tmov.u16 %h1, %tid.x;\n\tcvt.u32.u64 %r1, %clock64;\n\tmov.u64 %rd1, %laneid;\n\tmov.u32 %r1, %clock64;'), [
    "3:16: 'mov.u64': register %laneid of type .u32 does not agree with the operand's type .u64",
    "4:15: 'mov.u32': register %clock64 of type .u64 does not agree with the operand's type .u32",
  ]);
  // Learnt from `add.u32 %r1, %r2, 1`, the fast path must still leave `%laneid` to the grammar.
  assert.equal(both('\tadd.u32 %r1, %r2, 1;\n\tadd.u32 %r1, %laneid, 1;\n\tcvt.rn.f32.u32 %f1, %tid.x;\n\tmov.u32 %tid.x, %r1;'), [
    "1:15: 'add.u32': operand 2 (a): special register '%laneid' is not allowed for this operand",
    "2:22: 'cvt.rn.f32.u32': operand 2 (a): special register '%tid' is not allowed for this operand",
    "3:10: 'mov.u32': operand 1 (d): special register '%tid' is not allowed for this operand",
  ]);
  // Vector ones by component, the others without (spec/symbols.json vectors; ptxas: "Argument vector
  // size mismatch", "Unknown field '.x'"). Learnt from `%tid.x` and `%gridid`, the fast path still leaves these to the grammar.
  assert.equal(both('\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r1, %tid;\n\tmov.u64 %rd1, %gridid;\n\tmov.u64 %rd1, %gridid.x;\n\tmov.u32 %r1, %laneid.x;\n\tcvt.u64.u32 %rd1, %ctaid;'), [
    "1:15: 'mov.u32': operand 2 (a): special register '%tid' is a vector: read one component (%tid.x)",
    "3:16: 'mov.u64': operand 2 (a): special register '%gridid' has no components: '.x' is not allowed",
    "4:15: 'mov.u32': operand 2 (a): special register '%laneid' has no components: '.x' is not allowed",
    "5:20: 'cvt.u64.u32': operand 2 (a): special register '%ctaid' is a vector: read one component (%ctaid.x)",
  ]);
});

test('parameter state spaces and address registers (ptxas: "Entry parameter must have .param state space", "Illegal to use symbol as address operand")', () => {
  const head = '.version 8.0\n.target sm_80\n.address_size 64\n';
  assert.equal(errorsOf(`${head}.visible .entry k(.reg .u64 p)\n{\n\tret;\n}\n`), ["4:19: .reg parameter 'p': a kernel parameter is .param"]);
  assert.equal(errorsOf(`${head}.visible .func (.shared .b32 r) f(.reg .u64 p)\n{\n\tret;\n}\n`), ["4:17: .shared parameter 'r': a parameter is .param or .reg"]);
  // ptxas: "Multiple return parameters require .register state space", for a .callprototype's too:
  // once, at a .func's `{` (where ptxas ends its header), at a prototype's list.
  assert.equal(errorsOf(`${head}.func (.reg .u32 a, .reg .u32 b) f()\n{\n\tret;\n}\n.func (.param .u32 c, .reg .u32 d) g()\n{\n\tret;\n}\n`), ["9:1: .param return value 'c': several return values must all be .reg"]);
  assert.equal(errorsOf(`${head}.func (.param .u32 c, .param .u32 d, .param .u32 e) g()\n{\n\tret;\n}\n`), ["5:1: .param return value 'c': several return values must all be .reg"]);
  assert.equal(errorsOf(kernel('proto: .callprototype (.param .b32 _, .reg .b32 _) _ ();')), [`${LINE}:24: .param return value '_': several return values must all be .reg`]);
  const both = (body: string) => {
    const text = kernel(body);
    const full = parse(text).diagnostics.map((d) => `${d.span.line - LINE}:${d.span.column}: ${d.message}`);
    assert.equal(parse(text, { validateOnly: true }).diagnostics.map((d) => `${d.span.line - LINE}:${d.span.column}: ${d.message}`), full);
    return full;
  };
  // Learnt from `[%rd1]`, the fast path must still leave `[%f1]` to the grammar; `[%h1]` (.b16) is an address.
  assert.equal(both('\tld.global.u32 %r1, [%rd1];\n\tld.global.u32 %r1, [%f1];\n\tst.global.u32 [%p1+4], %r1;\n\tld.global.u32 %r1, [%h1];'), [
    "1:22: '%f1' is a .f32 register: an address takes an integer or bit-size one of at most 64 bits",
    "2:17: '%p1' is a .pred register: an address takes an integer or bit-size one of at most 64 bits",
  ]);
  // ptxas: "Illegal operand type for address/array-index" for a .b128 register (PTX 8.3), with an offset too.
  const q = (body: string) => both(`\t.reg .b128 %q<2>;\n${body}`);
  assert.equal(q('\tld.global.u32 %r1, [%rd1];\n\tld.global.u32 %r1, [%q1];\n\tatom.global.add.u32 %r1, [%q1+4], %r2;\n\tmbarrier.init.shared.b64 [%q0], %r1;'), [
    "2:22: '%q1' is a .b128 register: an address takes an integer or bit-size one of at most 64 bits",
    "3:28: '%q1' is a .b128 register: an address takes an integer or bit-size one of at most 64 bits",
    "4:28: '%q0' is a .b128 register: an address takes an integer or bit-size one of at most 64 bits",
  ]);
});

test('one error per culprit, as ptxas: an address where none stands, a misplaced name, an undeclared call target (mutants of corpus modules)', () => {
  const head = '.version 9.0\n.target sm_90\n.address_size 64\n';
  const one = (body: string) => errorsInBothModes(`${head}.visible .entry k()\n{\n\t.reg .pred %p<4>;\n\t.reg .f32 %f<4>;\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n${body}\n\tret;\n}\n`);
  // ptxas: "Argument 0 of instruction 'add': must be register", alone: the register an address is based on is said only of an address
  assert.equal(one('\tadd.f32 [%f1], %f2, %f3;'), ["10:10: 'add.f32': operand 1 (d): expected a register, found an address [..]"]);
  assert.equal(one('\tadd.f32 %f1, [%f1+4], %f3;'), ["10:15: 'add.f32': operand 2 (a): expected a value, found an address [..]"]);
  // ptxas: "Illegal to use symbol '%f2' of type .f32 as address operand"
  assert.equal(one('\tld.global.f32 %f1, [%f2];'), ["10:22: '%f2' is a .f32 register: an address takes an integer or bit-size one of at most 64 bits"]);
  // ptxas: "Parsing error near '|'" (fatal), "Parsing error near '*'": nothing more of the statement
  assert.equal(one('\tsetp.gt.f32 [%p1|%p2], %f1, %f2;'), ['10:15: a name may only start an expression, followed by \'+\' and a constant (ptxas: syntax error)']);
  assert.equal(one('\tmov.u32 %r1, %r2*2;'), ['10:15: a name may only start an expression, followed by \'+\' and a constant (ptxas: syntax error)']);
  // ptxas: "Unknown symbol 'proto'" (and "Arguments mismatch"): the unknown symbol, once; a prototype
  // declared further on is "Label expected for forward reference of 'later'"
  assert.equal(one('\tcall (%r1), %rd1, (%r2), proto;'), ["10:27: unknown symbol 'proto'"]);
  assert.equal(one('\tcall (%r1), %rd1, (%r2), later;\nlater: .callprototype (.param .b32 _) _ (.param .b32 _);'), [
    "10:27: 'call': operand flist takes a .calltargets list or .callprototype defined above, or a .global or .const call table: 'later' is none",
  ]);
});

test('a `;` or a `}` left out, a stray `}`: one error, on the line ptxas names, and the parse goes on (structure mutants of corpus modules)', () => {
  // ptxas 13.0 (sm_90) assembles BASE; each edit of it is its fatal "Parsing error" at the line given.
  const BASE = [
    '.version 9.0', '.target sm_90', '.address_size 64', '.visible .entry k(.param .u64 p)', '{',
    '\t.reg .pred %p<2>;', '\t.reg .b32 %r<4>;', '\t.reg .b64 %rd<4>;', '\tld.param.u64 %rd1, [p];', '\tmov.u32 %r1, %r2;', '\t@%p1 bra L1;',
    '\t{', '\t.param .b32 q;', '\tst.param.b32 [q], %r1;', '\t.param .b32 q2;', '\tst.param.b32 [q2], %r1;', '\t}', 'L1:', '\tret;', '}',
    '.visible .entry k2()', '{', '\t{', '\tret;', '\t}', '}', '',
  ];
  assert.equal(errorsInBothModes(BASE.join('\n')), []);
  const edited = (line: number, edit: (l: string) => string, also = 0) => errorsInBothModes(BASE.map((l, i) => (i === line - 1 ? edit(l) : i === also - 1 ? '' : l)).join('\n'));
  const noSemi = (l: string) => l.replace(/;$/, '');
  // the next line's statement is parsed: %rd1's declaration, the guard, the .param q2 (no selector of %r1), the block
  assert.equal(edited(7, noSemi), ["8:2: expected ';' ending the declaration, found '.reg'"]); // ptxas: line 8, near '.reg'
  assert.equal(edited(10, noSemi), ["11:2: expected ',' or ';' after an operand, found '@'"]); // line 11, near '@'
  assert.equal(edited(14, noSemi), ["15:2: expected ',' or ';' after an operand, found '.param'"]); // line 15, near '.param'
  assert.equal(edited(16, noSemi), ["17:2: expected ',' or ';' after an operand, found '}'"]); // line 17, near '}'
  // a function's `}` left out: said at the next function, whose body is checked; the labels of the unclosed one are not
  assert.equal(edited(20, () => ''), ["21:1: expected '}' closing the block opened at line 5, found '.visible'"]); // line 21, near '.entry'
  assert.equal(edited(20, () => '', 18), ["21:1: expected '}' closing the block opened at line 5, found '.visible'"]); // L1 gone too: line 21 alone
  // at the end of the file, once for the blocks left open
  assert.equal(edited(26, () => ''), ["27:1: expected '}' closing the block opened at line 22, found end of file"]); // line 27, near ''
  assert.equal(edited(25, () => ''), ["27:1: expected '}' closing the block opened at line 22, found end of file"]); // line 27
  // a stray `}` ends the function: what follows up to the next function is said once
  assert.equal(edited(10, (l) => `}${l}`), ["10:3: expected a directive (.version, .target, .entry, .func, a variable...), found 'mov'"]); // line 10, near 'mov'
});

test('a variable named in an address is of the state space of the instruction (ptxas: "State space mismatch between instruction and address")', () => {
  const text = `.version 8.0\n.target sm_90\n.address_size 64\n.global .u32 g;\n.const .u32 c;\n.visible .entry k(.param .u64 p)\n{\n\t.reg .b32 %r<4>;\n\t.shared .u32 s;\n\t.param .b32 q;\n${[
    // Accepted: the same spaces, generic addressing of .global/.shared, `::` refinements, offsets.
    'ld.param.u64 %rd1, [p];', 'ld.global.u32 %r1, [g+4];', 'ld.u32 %r1, [s];', 'ld.shared::cta.u32 %r1, [s];', 'atom.add.u32 %r1, [g], 1;', 'st.param.b32 [q], %r1;', 'ld.const.u32 %r1, [c];',
    // Rejected, each after a line of the same spelling and operand kinds that the fast path learnt.
    'ld.global.u32 %r1, [s];', 'ld.u32 %r1, [c];', 'atom.shared.add.u32 %r1, [g], 1;', 'ld.global.nc.u32 %r2, [c];', 'st.shared.u32 [g], %r1;',
  ].map((l) => `\t${l}\n`).join('')}\tret;\n}\n`.replace('.reg .b32 %r<4>;', '.reg .b32 %r<4>;\n\t.reg .b64 %rd<2>;');
  const full = errorsOf(text);
  assert.equal(parse(text, { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), full);
  assert.equal(full, [
    "19:21: 'ld.global.u32': 's' is a .shared variable: the instruction addresses .global",
    "20:14: 'ld.u32': 'c' is a .const variable: generic addressing takes .global, .shared or .local ones",
    "21:27: 'atom.shared.add.u32': 'g' is a .global variable: the instruction addresses .shared",
    "22:24: 'ld.global.nc.u32': 'c' is a .const variable: the instruction addresses .global",
    "23:16: 'st.shared.u32': 'g' is a .global variable: the instruction addresses .shared",
  ]);
});

test('a register as a generic or .global address is a 64-bit one (ptxas 13.0: "32-Bit compilation is no longer supported")', () => {
  const text = (lines: string[]) => kernel(lines.map((l) => `\t${l}`).join('\n'), 'sm_80');
  // Each accepted by ptxas 13.0: 32-bit addresses of .shared, .local, .const and .param; a 16-bit
  // register and a special register (%laneid) as generic or .global addresses.
  const ok = ['ld.shared.u32 %r1, [%r2];', 'ld.local.u32 %r1, [%r2];', 'ld.const.u32 %r1, [%r2];', 'ld.param.u32 %r1, [%r2];', 'atom.shared.add.u32 %r1, [%r2], 1;', 'ld.u32 %r1, [%h2];', 'ld.global.u32 %r1, [%laneid];', 'ld.u32 %r1, [%rd2];'];
  assert.equal(errorsOf(text(ok)), []);
  // Rejected, each after a line of the same spelling with a 64-bit address, which the fast path learnt.
  const bad = ['ld.global.u32 %r1, [%r2+4];', 'st.u32 [%r2], %r1;', 'atom.add.u32 %r1, [%r2], 1;', 'red.global.add.u32 [%r2], 1;', 'ld.global.nc.u32 %r1, [%r2];'];
  const lines = bad.flatMap((l) => [l.replace('[%r2', '[%rd2'), l]);
  const full = errorsOf(text(lines));
  assert.equal(parse(text(lines), { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), full);
  assert.equal(full.map((e) => e.replace(/^\d+:\d+: /, '')), [
    "'ld.global.u32': '%r2' is a 32-bit register: a .global address takes a 64-bit one (32-bit addressing is no longer supported)",
    "'st.u32': '%r2' is a 32-bit register: a generic address takes a 64-bit one (32-bit addressing is no longer supported)",
    "'atom.add.u32': '%r2' is a 32-bit register: a generic address takes a 64-bit one (32-bit addressing is no longer supported)",
    "'red.global.add.u32': '%r2' is a 32-bit register: a .global address takes a 64-bit one (32-bit addressing is no longer supported)",
    "'ld.global.nc.u32': '%r2' is a 32-bit register: a .global address takes a 64-bit one (32-bit addressing is no longer supported)",
  ]);
});

test('a variable names its address only where the form takes one (ptxas: "Argument 1 of instruction \'add\': must be register")', () => {
  const text = (lines: string[]) => `.version 9.0\n.target sm_90\n.address_size 64\n.global .u32 g;\n.visible .entry k()\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<2>;\n\t.shared .u32 s;\n${lines.map((l) => `\t${l}\n`).join('')}\tret;\n}\n`;
  // Each accepted by ptxas 13.0: mov's avar, cvta's and getctarank's var, mapa's a, an address, a brace vector's element.
  const ok = ['mov.u64 %rd1, g;', 'mov.b32 %r1, s;', 'mov.u64 %rd1, g+4;', 'cvta.global.u64 %rd1, g;', 'getctarank.u32 %r1, s;', 'mapa.u64 %rd1, s, %r1;', 'ld.global.u32 %r1, [g];', 'st.global.v2.u32 [%rd1], {%r1, g};'];
  assert.equal(errorsOf(text(ok)), []);
  // Rejected, each after a line of the same spelling with registers, which the fast path learnt.
  const bad = ['mov.u64 g, %rd1;', 'add.u64 %rd1, %rd2, g;', 'cvta.to.global.u64 %rd1, g;', 'selp.b64 %rd1, g, %rd2, %p1;', 'st.global.u32 [%rd1], s;', 'isspacep.global %p1, g;'];
  const lines = bad.flatMap((l) => [l.replace(/\b[gs]\b/, (v) => (v === 'g' ? (l.startsWith('st') ? '%r1' : '%rd3') : '%r1')), l]);
  const full = errorsOf(text(lines));
  assert.equal(parse(text(lines), { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), full);
  assert.equal(full.map((e) => e.replace(/^\d+:\d+: /, '')), [
    "'mov.u64': 'g' is a .global variable: operand 'd' takes a register, not a variable",
    "'add.u64': 'g' is a .global variable: operand 'b' takes a register or a constant, not a variable",
    "'cvta.to.global.u64': 'g' is a .global variable: operand 'a' takes a register or a constant, not a variable",
    "'selp.b64': 'g' is a .global variable: operand 'a' takes a register or a constant, not a variable",
    "'st.global.u32': 's' is a .shared variable: operand 'b' takes a register or a constant, not a variable",
    "'isspacep.global': 'g' is a .global variable: operand 'a' takes a register or a constant, not a variable",
  ]);
});

test('a function\'s name is no result; as a source ptxas takes its address (ptxas: "Result register required")', () => {
  const text = (line: string) => `.version 9.0\n.target sm_90\n.address_size 64\n.func f()\n{\n\tret;\n}\n.visible .entry k()\n{\n\t.reg .b64 %rd<4>;\n\t${line}\n\tret;\n}\n`;
  for (const ok of ['mov.u64 %rd1, f;', 'add.u64 %rd1, f, 1;', 'call f;']) assert.equal(errorsOf(text(ok)), [], ok);
  assert.equal(errorsOf(text('mov.u64 f, %rd1;')), ["11:10: 'mov.u64': 'f' is a function: operand 'd' takes a register, not a function"]);
});

test('a call by name passes and receives as many values as the function declares (ptxas: "Call has wrong number of parameters")', () => {
  const text = (call: string) => `.version 8.0\n.target sm_80\n.address_size 64\n.func (.param .b32 r) f(.param .b32 a, .param .b32 b)\n{\n\tret;\n}\n.extern .func g();\n.visible .entry k()\n{\n\t.param .b32 x;\n\t.param .b32 y;\n\t${call}\n\tret;\n}\n`;
  for (const ok of ['call (y), f, (x, x);', 'call.uni (y), f, (x, x);', 'call g;']) assert.equal(errorsOf(text(ok)), [], ok);
  assert.equal(errorsOf(text('call (y), f, (x);')), ["13:12: 'call': 'f' takes 2 arguments and returns 1 value; the call passes 1 and receives 1"]);
  assert.equal(errorsOf(text('call f, (x, x);')), ["13:7: 'call': 'f' takes 2 arguments and returns 1 value; the call passes 2 and receives 0"]);
  assert.equal(errorsOf(text('call g, (x);')), ["13:7: 'call': 'g' takes 0 arguments and returns 0 values; the call passes 1 and receives 0"]);
});

test('a call\'s arguments have the shape of the function\'s parameters (ptxas: "Type of argument does not match formal parameter")', () => {
  const text = (arg: string) => `.version 8.0\n.target sm_80\n.address_size 64\n.func (.param .b32 r) f(.param .b32 a, .param .align 4 .b8 s[12])\n{\n\tret;\n}\n.visible .entry k()\n{\n\t.param .b32 y;\n\t.param ${arg};\n\t.param .align 4 .b8 s[12];\n\tcall (y), f, (x, s);\n\tret;\n}\n`;
  // Each accepted by ptxas 13.0: against a bit type, any element type of the same size.
  for (const ok of ['.b32 x', '.u32 x', '.f32 x']) assert.equal(errorsOf(text(ok)), [], ok);
  assert.equal(errorsOf(text('.b64 x')), ["13:16: 'call': argument 1 of 'f' is .b32; 'x' is .b64"]);
  assert.equal(errorsOf(text('.align 4 .b8 x[4]')), ["13:16: 'call': argument 1 of 'f' is .b32; 'x' is .align 4 .b8[4]"]);
  // Of one size, an integer and a float do not agree; a bit type agrees with either.
  const typed = (formal: string, arg: string) => errorsOf(text(`${arg} x`).replace('.param .b32 a,', `.param ${formal} a,`));
  for (const [formal, arg] of [['.f32', '.b32'], ['.u32', '.s32'], ['.f32', '.f32']]) assert.equal(typed(formal!, arg!), [], `${formal} ${arg}`);
  assert.equal(typed('.f32', '.u32'), ["13:16: 'call': argument 1 of 'f' is .f32; 'x' is .u32"]);
  assert.equal(typed('.u32', '.f32'), ["13:16: 'call': argument 1 of 'f' is .u32; 'x' is .f32"]);
  // ptxas: "Alignment of argument does not match formal parameter".
  assert.equal(errorsOf(text('.b32 x').replace('.param .align 4 .b8 s[12];\n\tcall', '.param .align 8 .b8 s[12];\n\tcall')), ["13:19: 'call': argument 2 of 'f' is .align 4 .b8[12]; 's' is .align 8 .b8[12]"]);
});

test('a call passes a constant to a scalar parameter, as ptxas, and receives its return values in names', () => {
  const text = (call: string) => `.version 8.0\n.target sm_80\n.address_size 64\n.func (.param .b32 r) f(.param .b32 a, .param .align 4 .b8 s[12])\n{\n\tret;\n}\n.func h(.param .f32 a)\n{\n\tret;\n}\n.visible .entry k()\n{\n\t.param .b32 y;\n\t.param .align 4 .b8 s[12];\n\t${call}\n\tret;\n}\n`;
  // Each accepted by ptxas 13.0: `(1)` is a one-argument list there.
  for (const ok of ['call h, (1);', 'call h, (1.5);', 'call h, ((2));', 'call (y), f, (1, s);', 'call (_), f, (y, s);']) assert.equal(errorsOf(text(ok)), [], ok);
  // ptxas: "Type of argument does not match formal parameter 's'"; `call (1), f` crashes it.
  assert.equal(errorsOf(text('call (y), f, (y, 1);')), ["16:19: 'call': argument 2 of 'f' is .align 4 .b8[12]: a constant is passed to a scalar parameter only"]);
  assert.equal(errorsOf(text('call (y, 1), f, (y, s);')), ["16:11: 'call': a call's return value is received in a .param variable or a register, not a constant"]);
  assert.equal(errorsOf(text('call (1), f, (y, s);')), ["16:7: 'call': operand 1 (retParam): expected a list (..), found an expression"]);
});

test('cvta\'s variable is of its state space (ptxas: "State space mismatch between instruction and address"), in both modes', () => {
  const text = (line: string) => `.version 8.7\n.target sm_90\n.address_size 64\n.global .u32 gv[4];\n.visible .entry k(.param .u64 pv)\n{\n\t.shared .u32 sv[4];\n\t.reg .b64 %rd<4>;\n\tcvta.global.u64 %rd1, gv;\n\t${line}\n\tret;\n}\n`;
  // Each accepted by ptxas 13.0.
  for (const ok of ['cvta.shared.u64 %rd1, sv;', 'cvta.param.u64 %rd1, pv;', 'cvta.global.u64 %rd1, gv+4;', 'cvta.global.u64 %rd1, %rd2;']) assert.equal(errorsOf(text(ok)), [], ok);
  const bad = text('cvta.global.u64 %rd1, sv;');
  assert.equal(errorsOf(bad), ["10:24: 'cvta.global.u64': 'sv' is a .shared variable: the instruction addresses .global"]);
  assert.equal(parse(bad, { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), errorsOf(bad));
});

test('the address of a call\'s .param argument is not taken; a parameter\'s is (ptxas: "Illegal to take address of parameter")', () => {
  const text = (lines: string[]) => `.version 9.0\n.target sm_90\n.address_size 64\n.global .u64 g;\n.visible .entry k(.param .u64 kp)\n{\n\t.reg .b64 %rd<3>;\n\t.param .b64 x;\n${lines.map((l) => `\t${l}\n`).join('')}\tret;\n}\n`;
  const ok = ['mov.u64 %rd1, kp;', 'cvta.param.u64 %rd1, kp;', 'mov.u64 %rd1, g;'];
  assert.equal(errorsOf(text(ok)), []);
  // After lines of the same spelling the fast path learnt (a parameter's and a global's address).
  const lines = [...ok, 'mov.u64 %rd2, x;', 'cvta.param.u64 %rd2, x;'];
  const full = errorsOf(text(lines));
  assert.equal(parse(text(lines), { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), full);
  assert.equal(full, [
    "12:16: 'mov.u64': 'x' is a .param variable of the body (a call's argument): its address cannot be taken, nor is it a register",
    "13:23: 'cvta.param.u64': 'x' is a .param variable of the body (a call's argument): its address cannot be taken, nor is it a register",
  ]);
});

test('a call\'s target is a function, a branch\'s a label (ptxas: "Illegal call target, device function expected", "Label expected")', () => {
  const text = (body: string) => `.version 8.0\n.target sm_80\n.address_size 64\n.func f()\n{\n\tret;\n}\n.visible .entry k()\n{\n\t.reg .b64 %rd<2>;\n${body}\n\tret;\n}\n`;
  for (const ok of ['\tcall.uni f;', '\tmov.u64 %rd1, f;', 'L1:\n\tbra.uni L1;']) assert.equal(errorsOf(text(ok)), [], ok);
  assert.equal(errorsOf(text('L1:\n\tcall.uni L1;')), ["12:11: 'call.uni': operand func takes a function, not the label 'L1'"]);
  assert.equal(errorsOf(text('\tcall.uni %rd1;')), ["11:11: 'call.uni': operand func takes a function, not the register '%rd1'"]);
  assert.equal(errorsOf(text('\tbra.uni f;')), ["11:10: 'bra.uni': operand tgt takes a label, not the function 'f'"]);
  // A kernel is called by no call (its address mov takes), in both modes, after a call the fast path learnt.
  for (const ok of ['\tmov.u64 %rd1, k;', '\tcall.uni f;\n\tcall.uni f;']) assert.equal(errorsOf(text(ok)), [], ok);
  const calls = text('\tcall.uni f;\n\tcall.uni f;\n\tcall.uni k;');
  assert.equal(errorsOf(calls), ["13:11: 'call.uni': 'k' is a kernel (.entry): a call's target is a .func"]);
  assert.equal(parse(calls, { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`), errorsOf(calls));
});

test('variables: alignment, initial values, complete array types (ptxas: "Alignment must be a power of two", "Greater number of elements in array initializer")', () => {
  const at = (decl: string) => errorsOf(`.version 8.0\n.target sm_80\n.address_size 64\n${decl}\n`).map((e) => e.replace(/^4:/, ''));
  for (const ok of ['.global .align 8 .b8 a[4] = {1, 2};', '.global .b32 a[] = {1, 2};', '.extern .shared .align 16 .b8 s[];', '.global .b32 a[2][2] = {{1, 2}, {3, 4}};', '.global .v2 .b32 a[2] = {{1, 2}, {3, 4}};', '.const .b32 c = 1;', '.global .texref t = {addr_mode_0 = wrap};', '.visible .func f(.param .b32 p[])\n{\n\tret;\n}'])
    assert.equal(at(ok), [], ok);
  assert.equal(at('.global .align 3 .b8 a[4];'), ['16: alignment 3 is not a power of two']);
  assert.equal(at('.global .b32 a[2] = {1, 2, 3};'), ["21: 'a': 3 elements initialize a dimension of 2"]);
  assert.equal(at('.global .b32 a[2][2] = {1, 2, 3, 4};'), ["24: 'a': 4 elements initialize a dimension of 2"]);
  assert.equal(at('.global .v2 .b32 a = {1, 2, 3};'), ["22: 'a': 3 elements initialize a .v2 vector"]);
  assert.equal(at('.shared .b32 a = 1;'), ["18: 'a': a .shared variable takes no initial value"]);
  assert.equal(at('.global .b32 a[];'), ["14: 'a' has an incomplete array type: give its size or an initializer, or declare it .extern"]);
  assert.equal(at('.param .b32 a;'), ['1: a .param variable cannot be declared at module scope']);
  assert.equal(at('.visible .entry k(.param .b32 p[])\n{\n\tret;\n}'), ["31: 'p' has an incomplete array type: a kernel parameter needs its size"]);
});

test('a string is no value (ptxas: "syntax error"); an error inside an initializer\'s braces is reported once', () => {
  const at = (decl: string) => errorsOf(`.version 8.0\n.target sm_80\n.address_size 64\n${decl}\n.global .b8 after[2] = {1, 2};\n`).map((e) => e.replace(/^4:/, ''));
  const STRING = "a string is no operand or value in PTX (write a string's bytes as numbers: {0x61, 0x62, 0})";
  assert.equal(at('.global .b8 s[3] = "ab";'), [`20: ${STRING}`]);
  assert.equal(at('.global .b8 s[2][2] = {{1, "a"}, {2, 3}};'), [`28: ${STRING}`]);
  assert.equal(at('.global .b8 s[3] = {1, ), 2};'), ["24: expected an operand, found ')'"]);
  assert.equal(errs('mov.u32 %r1, "ab";'), [`15: ${STRING}`]);
});

test('.address_size 32 and the .tex state space, which ptxas no longer takes ("32-Bit compilation is no longer supported", "Deprecated feature: \'.tex\'")', () => {
  assert.equal(errorsOf('.version 8.0\n.target sm_75\n.address_size 32\n'), ['3:15: .address_size 32: ptxas compiles only .address_size 64']);
  assert.equal(errorsOf('.version 2.1\n.target sm_20\n.tex .u32 t;\n'), ['3:1: .tex is not supported from PTX ISA .version 1.5 on']);
  assert.equal(errorsOf('.version 1.4\n.target sm_10\n.tex .u32 t;\n'), []);
});

test('vote and shfl without .sync: not on sm_70 and later from PTX 6.4 (ptxas: "not supported on .target sm_70 and higher")', () => {
  const at = (version: string, target: string) => parse(kernel('\tvote.ballot.b32 %r1, %p1;\n\tshfl.idx.b32 %r1, %r2, 0, 31;\n\tvote.sync.any.pred %p2, %p1, -1;', target).replace('.version 9.0', `.version ${version}`)).diagnostics.map((d) => d.message);
  assert.equal(at('6.3', 'sm_75'), []);
  assert.equal(at('8.0', 'sm_61'), []);
  assert.equal(at('6.4', 'sm_75'), ["'vote.ballot.b32' is not supported on .target sm_70 and later from PTX ISA .version 6.4 on", "'shfl.idx.b32' is not supported on .target sm_70 and later from PTX ISA .version 6.4 on"]);
});

test('vote.sync: d a .pred register for .all/.any/.uni, a 32-bit one for .ballot (ptxas: "Arguments mismatch for instruction \'vote\'")', () => {
  const errs = (line: string) => parse(kernel(`\t${line}`)).diagnostics.map((d) => d.message);
  accepts(['vote.sync.uni.pred %p2, %p1, -1;', 'vote.sync.ballot.b32 %r1, !%p1, %r2;', 'vote.sync.ballot.b32 %f1, %p1, -1;']);
  assert.equal(errs('vote.sync.uni.pred %r1, %p1, -1;'), ["'vote.sync.uni.pred': register %r1 of type .b32 does not agree with the operand's type .pred"]);
  assert.equal(errs('vote.sync.ballot.b32 %rd1, %p1, -1;'), ["'vote.sync.ballot.b32': register %rd1 of type .b64 does not agree with the operand's type .b32"]);
  assert.equal(errs('vote.sync.ballot.b32 %p2, %p1, -1;'), ["'vote.sync.ballot.b32': register %p2 of type .pred does not agree with the operand's type .b32"]);
});

test('forms ptxas takes that the document does not write', () => {
  // A function declaration without its ';' before the next directive.
  assert.equal(parse('.version 2.3\n.target sm_20\n.address_size 64\n.extern .func (.param .s32 r) g (.param .s32 a)\n\n.visible .entry k()\n{\n\tret;\n}\n').diagnostics, []);
  // cvt's .satfinite on an e4m3x2 destination came with PTX 7.8; on .f16 it needs 8.1.
  const cvt = (version: string, line: string) => parse(kernel(`\t${line}`, 'sm_90').replace('.version 9.0', `.version ${version}`)).diagnostics.map((d) => d.message);
  assert.equal(cvt('7.8', 'cvt.rn.satfinite.e4m3x2.f32 %h1, %f1, %f2;'), []);
  assert.equal(cvt('8.0', 'cvt.rn.satfinite.f16.f32 %h1, %f1;'), ["'cvt.rn.satfinite.f16.f32' with .satfinite and .f16 requires PTX ISA .version 8.1 or later"]);
  // cvt.f32.bf16 came with PTX 7.1 (cvt.rn.bf16.f32 with 7.0), its .ftz with 7.8 and sm_90.
  const at = (version: string, target: string, line: string) =>
    parse(kernel(`\t${line}`, target).replace('.version 9.0', `.version ${version}`)).diagnostics.map((d) => d.message);
  assert.equal(at('7.0', 'sm_80', 'cvt.rn.bf16.f32 %h1, %f1;'), []);
  assert.equal(at('7.1', 'sm_80', 'cvt.f32.bf16 %f1, %h1;'), []);
  assert.equal(at('7.0', 'sm_80', 'cvt.f32.bf16 %f1, %h1;'), ["'cvt.f32.bf16' requires PTX ISA .version 7.1 or later"]);
  assert.equal(at('7.8', 'sm_80', 'cvt.ftz.f32.bf16 %f1, %h1;'), ["'cvt.ftz.f32.bf16' requires .target sm_90 or higher"]);
  assert.equal(at('7.8', 'sm_90', 'cvt.ftz.f32.bf16 %f1, %h1;'), []);
});

test('old targets and versions as ptxas takes them: .f64 on sm_10, mad.f32 without rounding up to PTX 3.1', () => {
  const old = (version: string, target: string, line: string) =>
    parse(`.version ${version}\n.target ${target}\n.entry f\n{\n\t.reg .f32 a;\n\t.reg .f64 b;\n\t${line}\n\texit;\n}\n`).diagnostics.map((d) => d.message);
  for (const ok of ['add.f64 b, b, b;', 'mad.rn.f64 b, b, b, b;', 'cvt.f64.f32 b, a;', 'mad.f32 a, a, a, a;']) assert.equal(old('1.4', 'sm_10', ok), [], ok);
  assert.equal(old('3.1', 'sm_30', 'mad.f32 a, a, a, a;'), []);
  assert.equal(old('3.2', 'sm_30', 'mad.f32 a, a, a, a;'), ["'mad.f32' is not supported from PTX ISA .version 3.2 on"]);
  // A register range declared at module scope is in every function (ptxas warns that it disables the ABI).
  const ranged = (line: string) => parse(`.version 1.4\n.target sm_10\n.reg .u32 %rv<5>;\n.entry f\n{\n\t${line}\n\texit;\n}\n`).diagnostics.map((d) => d.message);
  assert.equal(ranged('mov.u32 %rv4, %clock;'), []);
  assert.equal(ranged('mov.u32 %rv5, %clock;'), ["unknown symbol '%rv5': %rv<5> declares %rv0 to %rv4"]);
  // ptxas: "Instruction 'mad.rnd.f32' requires .target sm_20 or higher"
  assert.equal(old('1.4', 'sm_10', 'mad.rn.f32 a, a, a, a;'), ["'mad.rn.f32' requires .target sm_20 or higher"]);
});

test('FP8 mma: .m16n8k32 with .f32 accumulation from PTX 8.4, .m16n8k16 and .f16 accumulation from 8.7 (ptxas: "Feature \'mma with FP8 floating point type and .m16n8k16 shape\' requires PTX ISA .version 8.7")', () => {
  const at = (version: string, line: string) =>
    parse(kernel(`\t${line}`, 'sm_89').replace('.version 9.0', `.version ${version}`)).diagnostics.map((d) => d.message);
  const k32 = 'mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4};';
  const k16 = 'mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2}, {%r3}, {%f1, %f2, %f3, %f4};';
  const f16 = 'mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16 {%r1, %r2}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r1, %r2};';
  for (const line of [k32, k16, f16]) assert.equal(at('8.7', line), [], line);
  assert.equal(at('8.4', k32), []);
  assert.equal(at('8.4', k16), ["'mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32' requires PTX ISA .version 8.7 or later"]);
  assert.equal(at('8.6', f16), ["'mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16' requires PTX ISA .version 8.7 or later"]);
});

test('wmma before PTX 6.3 without .aligned, from 6.3 with it (ptxas: ".aligned modifier required")', () => {
  const wmma = (version: string, line: string) =>
    parse(kernel(`\t${line}`, 'sm_70').replace('.version 9.0', `.version ${version}`)).diagnostics.map((d) => d.message);
  const load = (aligned: string) => `wmma.load.a.sync${aligned}.row.m16n16k16.f16 {%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7}, [%rd1];`;
  assert.equal(wmma('6.0', load('')), []);
  assert.equal(wmma('6.3', load('.aligned')), []);
  assert.equal(wmma('6.3', load('')), ["'wmma.load.a.sync.row.m16n16k16.f16' is not supported from PTX ISA .version 6.3 on"]);
  assert.equal(wmma('6.0', load('.aligned')), ["'wmma.load.a.sync.aligned.row.m16n16k16.f16' with .aligned requires PTX ISA .version 6.3 or later"]);
  // .satfinite on a floating-point wmma.mma: accepted (with a warning) up to PTX 6.4.
  const mma = (aligned: string) => `wmma.mma.sync${aligned}.row.row.m16n16k16.f16.f16.satfinite {%r0, %r1, %r2, %r3}, {%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7}, {%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7}, {%r0, %r1, %r2, %r3};`;
  assert.equal(wmma('6.1', mma('')), []);
  assert.equal(wmma('6.4', mma('.aligned')), []);
  assert.equal(wmma('6.5', mma('.aligned')), ["'wmma.mma.sync.aligned.row.row.m16n16k16.f16.f16.satfinite' is not supported from PTX ISA .version 6.5 on"]);
});

test('wrong operand count or shape, at the operand', () => {
  assert.equal(errs('add.s32 %r1, %r2, -%r3;'), ["20: 'add.s32': operand 3 (b): expected a value, found an expression"]);
  assert.match(errs('atom.global.add.s32 %r1, [%rd1];')[0]!, /^2: 'atom\.global\.add\.s32': expected 3( or 4)? operands, found 2$/);
  assert.equal(errs('atom.global.add.s32 %r1, %rd1, %r2;'), ["27: 'atom.global.add.s32': operand 2 (a): expected an address [..], found '%rd1'"]);
});

test("a range's count as ptxas reads it: octal, hexadecimal, 64 bits cut to 32, an overflow past 32 bits", () => {
  // ptxas 13.0: %r<010> declares %r0 to %r7 ("Arguments mismatch" for %r8); %r<0x10> takes %r15;
  // 2^64 + 5 wraps to 5 (%r4 assembles, %r5 does not); %r<4294967296>, %r<0x100000000> and
  // .branchtargets L<4294967296>: "Constant overflow".
  assert.equal(errs('.reg .b32 %q<010>;\n\tmov.b32 %q7, 1;\n\tmov.b32 %q8, 1;'), ["line 15 10: unknown symbol '%q8': %q<8> declares %q0 to %q7"]);
  assert.equal(errs('.reg .b32 %q<0x10>;\n\tmov.b32 %q15, 1;'), []);
  assert.equal(errs('.reg .b32 %q<18446744073709551621>;\n\tmov.b32 %q4, 1;\n\tmov.b32 %q5, 1;'), ["line 15 10: unknown symbol '%q5': %q<5> declares %q0 to %q4"]);
  assert.equal(errs('.reg .b32 %q<4294967296>;'), ["15: the register count of '%q<N>' overflows 32 bits"]);
  assert.equal(errs('.reg .b32 %q<0x100000000>;'), ["15: the register count of '%q<N>' overflows 32 bits"]);
  assert.equal(errs('ts: .branchtargets L<4294967296>;\n\tbrx.idx %r1, ts;\nL0:'), ["23: the count of 'L<N>' overflows 32 bits"]);
});

test('.branchtargets L<N>: the labels L0 to L<N-1>, which no text spells, each one of the function in scope', () => {
  // ptxas 13.0: "Unknown symbol 'L1'" (L0 and L2 only), "Unknown symbol 'L2'" (octal L<010>: L0 to L7),
  // "Unknown symbol 'L0'" (in a block the list is not in); the others assemble. L<4294967295> is
  // not given to ptxas, which does not finish on it; the walk stops at the first label missing.
  const list = (n: string, labels: string) => errs(`ts: .branchtargets L<${n}>;\n\tbrx.idx %r1, ts;\n${labels}`);
  assert.equal(list('3', 'L0:\nL1:\nL2:'), []);
  assert.equal(list('3', 'L0:\nL2:'), ["21: unknown symbol 'L1': L<3> names L0 to L2"]);
  assert.equal(list('010', 'L0:\nL1:\nL7:'), ["21: unknown symbol 'L2': L<8> names L0 to L7"]);
  assert.equal(list('2', '{\nL0:\n}\nL1:'), ["21: unknown symbol 'L0': L<2> names L0 to L1"]);
  assert.equal(list('4294967295', 'L0:'), ["21: unknown symbol 'L1': L<4294967295> names L0 to L4294967294"]);
});

test('names must be declared: registers above their use, labels anywhere in the function', () => {
  assert.equal(errs('mov.u32 %r8, %r1;'), ["10: unknown symbol '%r8': %r<8> declares %r0 to %r7"]);
  assert.equal(errs('mov.u32 %rr1, 1;'), ["10: unknown symbol '%rr1'; did you mean '%r1'?"]);
  assert.equal(errs('bra.uni L_later;\nL_later:\n\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, WARP_SZ;'), []);
  assert.match(errs('bra.uni L_nowhere;')[0]!, /^10: unknown symbol 'L_nowhere'/);
  assert.match(parse(kernel('\tmov.u32 %q1, 1;\n\t.reg .b32 %q<2>;')).diagnostics.map((d) => d.message).join('\n'), /^unknown symbol '%q1'/);
});

test('names are told apart by their bytes: many labels, long names alike in their last characters', () => {
  // 600 labels, each branched to before it is defined, and one branch to a label never defined.
  const labels = Array.from({ length: 600 }, (_, i) => `\tbra.uni L${i};\nL${i}:`).join('\n');
  // Long names that share their last 40 characters: one declared, one not.
  const tail = '_param_with_a_rather_long_common_tail_0123456789';
  const long = (head: string) => `_Z${head.repeat(30)}${tail}`;
  const text = kernel(`${labels}\n\tbra.uni L600;\n\tld.global.u32 %r1, [${long('a')}];\n\tld.global.u32 %r1, [${long('b')}];`).replace(
    '.visible .entry',
    `.global .u32 ${long('a')};\n.visible .entry`,
  );
  for (const validateOnly of [false, true]) {
    const messages = parse(text, { validateOnly }).diagnostics.map((d) => d.message);
    assert.equal(messages, ["unknown symbol 'L600'; did you mean 'L100'?", `unknown symbol '${long('b')}'`], `validateOnly: ${validateOnly}`);
  }
});

test('an instruction newer than the module\'s .target is rejected, as ptxas rejects it', () => {
  const on = (target: string, instruction: string) =>
    parse(kernel(`\t${instruction}`, target)).diagnostics.map((d) => d.message);
  assert.equal(on('sm_75', 'redux.sync.add.s32 %r1, %r2, -1;'), ["'redux.sync.add.s32' requires .target sm_80 or higher"]);
  assert.equal(on('sm_80', 'redux.sync.add.s32 %r1, %r2, -1;'), []);
  assert.equal(on('sm_80', 'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [sm], [%rd1], 16, [sm];'), [
    "'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes' requires .target sm_90 or higher",
  ]);
});

test('arch- and family-specific instructions and qualifiers only on the targets that have them, as ptxas', () => {
  const on = (target: string, instruction: string, validateOnly = false) =>
    parse(kernel(`\t${instruction}`, target), { validateOnly }).diagnostics.map((d) => d.message);
  // ptxas: "Instruction 'wgmma.fence' not supported on .target 'sm_90'" (and on sm_80, sm_100a).
  for (const t of ['sm_80', 'sm_90', 'sm_100a']) {
    assert.equal(on(t, 'wgmma.fence.sync.aligned;'), [`'wgmma.fence.sync.aligned' is not supported on .target ${t}; it needs sm_90a`]);
  }
  assert.equal(on('sm_90a', 'wgmma.fence.sync.aligned;'), []);
  // ptxas takes wgmma.mma_async (and its .sp form) without .aligned, as wgmma.fence; .sync it requires.
  assert.equal(on('sm_90a', 'wgmma.mma_async.sync.m64n8k16.f32.bf16.bf16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, 1, 1, 1, 0, 0;'), []);
  assert.equal(on('sm_90a', 'wgmma.mma_async.sp.sync.m64n8k32.f32.bf16.bf16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %r1, 0, 1, 1, 1, 0, 0;'), []);
  assert.match(on('sm_90a', 'wgmma.mma_async.aligned.m64n8k16.f32.bf16.bf16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, 1, 1, 1, 0, 0;')[0] ?? '', "missing qualifier '.sync'");
  // And tcgen05.ld and tcgen05.st without .aligned; tcgen05.wait::ld does require it (".aligned modifier required").
  assert.equal(on('sm_100a', 'tcgen05.ld.sync.32x32b.x1.b32 {%r1}, [%r2];'), []);
  assert.equal(on('sm_100a', 'tcgen05.st.sync.16x32bx2.x1.b32 [%r2], 16, {%r1};'), []);
  assert.match(on('sm_100a', 'tcgen05.wait::ld.sync;')[0] ?? '', "missing qualifier '.aligned'");
  // sm_100f features: on sm_100f, and on the later f and a targets of its family (sm_103a), not on sm_103 or sm_120a.
  for (const t of ['sm_100a', 'sm_100f', 'sm_103a', 'sm_103f', 'sm_110a', 'sm_110f']) assert.equal(on(t, 'tcgen05.fence::before_thread_sync;'), [], t);
  for (const t of ['sm_90a', 'sm_100', 'sm_103', 'sm_120a']) assert.match(on(t, 'tcgen05.fence::before_thread_sync;')[0] ?? '', `not supported on .target ${t}; it needs sm_100a`, t);
  // A qualifier's own requirement ("Feature 'min.relu' requires .target sm_90 or higher"), on both paths.
  for (const validateOnly of [false, true]) {
    assert.equal(on('sm_80', 'min.relu.s32 %r1, %r2, %r3;', validateOnly), ["'min.relu.s32' with .relu requires .target sm_90 or higher"]);
    assert.equal(on('sm_90', 'min.relu.s32 %r1, %r2, %r3;', validateOnly), []);
  }
  // ptxas 13.0 where the document's lists are short: .scale_vec::NX on sm_103a (ThunderKittens'
  // mxfp8/nvfp4 GEMMs for compute_103a), .kind::f8f6f4 with FP8 types on the sm_100f/sm_110f
  // families; FP6/FP4 types and block scaling stay sm_120a/sm_120f.
  const tc = 'tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;';
  assert.equal(on('sm_103a', tc), []);
  assert.match(on('sm_103f', tc)[0] ?? '', 'with .scale_vec::1X is not supported on .target sm_103f');
  const f8 = (types: string) => `mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f32.${types}.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f5, %f6, %f7, %f4};`;
  for (const t of ['sm_100a', 'sm_103f', 'sm_110a', 'sm_120a']) assert.equal(on(t, f8('e4m3.e5m2')), [], t);
  assert.match(on('sm_100', f8('e4m3.e5m2'))[0] ?? '', 'is not supported on .target sm_100;');
  assert.match(on('sm_100a', f8('e2m1.e4m3'))[0] ?? '', 'with .e2m1 is not supported on .target sm_100a');
  // ptxas: "Feature '.m16n8k32' requires .target sm_80 or higher"; .m8n8k16 is sm_75's.
  const imma = (shape: string, b: string) => `mma.sync.aligned.${shape}.row.col.satfinite.s32.s8.s8.s32 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r0}, ${b}, {%r1, %r2, %r3, %r4};`;
  assert.equal(on('sm_75', imma('m16n8k32', '{%r7, %r0}')), ["'mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32' with .m16n8k32 requires .target sm_80 or higher"]);
  assert.equal(on('sm_80', imma('m16n8k32', '{%r7, %r0}')), []);
  // A module that changes its .target: the fast path must not reuse what it learnt on the first.
  const two = kernel('\twgmma.fence.sync.aligned;', 'sm_90a') + kernel('\twgmma.fence.sync.aligned;', 'sm_90').replace(/^\.version.*\n/, '').replace('.entry k(', '.entry k2(');
  // ptxas takes no .target after other directives ("Parsing error near '.target'"); past that error
  // the parse goes on under the new one.
  assert.equal(parse(two, { validateOnly: true }).diagnostics.map((d) => d.message), [
    '.target lines come right after .version, before any other directive',
    "'wgmma.fence.sync.aligned' is not supported on .target sm_90; it needs sm_90a",
  ]);
});

test('an instruction or qualifier newer than the module\'s .version is rejected, as ptxas rejects it', () => {
  const on = (version: string, target: string, instruction: string, validateOnly = false) =>
    parse(kernel(`\t${instruction}`, target).replace('.version 9.0', `.version ${version}`), { validateOnly }).diagnostics.map((d) => d.message);
  for (const validateOnly of [false, true]) {
    // ptxas: "Feature 'min.relu' requires PTX ISA .version 8.0 or later"
    assert.equal(on('7.8', 'sm_90', 'min.relu.s32 %r1, %r2, %r3;', validateOnly), ["'min.relu.s32' with .relu requires PTX ISA .version 8.0 or later"]);
    assert.equal(on('8.0', 'sm_90', 'min.relu.s32 %r1, %r2, %r3;', validateOnly), []);
    // ptxas: "Feature 'activemask' requires PTX ISA .version 6.2 or later"
    assert.equal(on('6.0', 'sm_50', 'activemask.b32 %r1;', validateOnly), ["'activemask.b32' requires PTX ISA .version 6.2 or later"]);
  }
  // What the fast path learnt from one module does not carry to a module of a lower .version.
  assert.equal(on('9.0', 'sm_90', 'min.relu.s32 %r1, %r2, %r3;', true), []);
  assert.equal(on('7.8', 'sm_90', 'min.relu.s32 %r1, %r2, %r3;', true), ["'min.relu.s32' with .relu requires PTX ISA .version 8.0 or later"]);
});

test('a qualifier whose requirement holds only with a partner qualifier, as ptxas', () => {
  const on = (version: string, target: string, instruction: string) =>
    parse(kernel(`\t${instruction}`, target).replace('.version 9.0', `.version ${version}`)).diagnostics.map((d) => d.message);
  // 256-bit loads: .v8 of 32-bit or .v4 of 64-bit elements ("Feature '256 bit wide load/store' requires .target sm_100").
  assert.equal(on('9.0', 'sm_90', 'ld.global.v4.f64 {%fd0, %fd1, %fd2, %fd3}, [%rd1];'), ["'ld.global.v4.f64' with .v4 and .f64 requires .target sm_100 or higher"]);
  assert.equal(on('8.7', 'sm_100', 'st.global.v8.f32 [%rd1], {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7};'), ["'st.global.v8.f32' with .v8 and .f32 requires PTX ISA .version 8.8 or later"]);
  assert.equal(on('9.0', 'sm_90', 'ld.global.v2.f64 {%fd0, %fd1}, [%rd1];'), []);
  assert.equal(on('8.0', 'sm_75', 'ld.global.v8.b16 {%h0, %h1, %h2, %h3, %h0, %h1, %h2, %h3}, [%rd1];'), []);
  // cvt .bf16 with an integer, .f16, .f64 or another .bf16 ("Feature 'cvt with .bf16.u16' requires .target sm_90").
  assert.equal(on('9.0', 'sm_80', 'cvt.rn.bf16.u16 %h0, %h1;'), ["'cvt.rn.bf16.u16' with .bf16 and .u16 requires .target sm_90 or higher"]);
  assert.equal(on('9.0', 'sm_80', 'cvt.bf16.bf16 %h0, %h1;'), ["'cvt.bf16.bf16' with .bf16 and .bf16 requires .target sm_90 or higher"]);
  assert.equal(on('9.0', 'sm_80', 'cvt.rn.bf16.f32 %h0, %f1;'), []);
});

test('an optional operand newer than the module, as ptxas: a texture\'s destination predicate', () => {
  const on = (version: string, instruction: string, validateOnly: boolean) =>
    parse(kernel(`\t${instruction}`, 'sm_80').replace('.version 9.0', `.version ${version}`), { validateOnly }).diagnostics.map((d) => d.message);
  const plain = 'tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, {%f4, %f5}];';
  const pair = 'tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}|%p1, [%rd1, {%f4, %f5}];';
  for (const validateOnly of [false, true]) {
    // ptxas: "Feature 'Texture instruction with optional predicate result' requires PTX ISA .version 7.1 or later"
    assert.equal(on('7.0', `${plain}\n\t${pair}`, validateOnly), ["'tex.2d.v4.f32.f32' with operand p requires PTX ISA .version 7.1 or later"]);
    assert.equal(on('7.1', `${plain}\n\t${pair}`, validateOnly), []);
  }
});

test('a special register the module\'s .target or .version is too old for is rejected, as ptxas rejects it', () => {
  const on = (version: string, target: string, instruction: string, validateOnly = false) =>
    parse(kernel(`\t${instruction}`, target).replace('.version 9.0', `.version ${version}`), { validateOnly }).diagnostics.map((d) => d.message);
  for (const validateOnly of [false, true]) {
    // ptxas: "Feature '%clusterid' requires .target sm_90 or higher"
    assert.equal(on('9.0', 'sm_80', 'mov.u32 %r1, %clusterid.x;', validateOnly), ["'%clusterid' requires .target sm_90 or higher"]);
    // ptxas: "Feature '%aggr_smem_size' requires PTX ISA .version 8.1 or later"
    assert.equal(on('8.0', 'sm_90', 'mov.u32 %r1, %aggr_smem_size;', validateOnly), ["'%aggr_smem_size' requires PTX ISA .version 8.1 or later"]);
    assert.equal(on('8.1', 'sm_90', 'mov.u32 %r1, %aggr_smem_size;', validateOnly), []);
    assert.equal(on('6.3', 'sm_75', 'mov.u32 %r1, %dynamic_smem_size;', validateOnly), []);
  }
});

test('function directives only where ptxas takes them: on .entry or .func, once, in order, with their target', () => {
  const header = (version: string, target: string, fn: string) =>
    parse(`.version ${version}\n.target ${target}\n.address_size 64\n${fn}\n{\n\tret;\n}\n`).diagnostics.map((d) => d.message);
  // ptxas: "Parsing error near '.noreturn': syntax error" / "near '.maxnreg'"
  assert.equal(header('9.0', 'sm_80', '.entry k() .noreturn'), ['.noreturn is a directive of .func functions, not of kernels']);
  assert.equal(header('9.0', 'sm_80', '.func f() .maxnreg 32'), ['.maxnreg is a directive of kernels (.entry), not of .func functions']);
  // ptxas: "Invalid directive '.noreturn' for function 'f'"
  assert.equal(header('9.0', 'sm_80', '.func (.param .b32 r) f() .noreturn'), ['.noreturn is not allowed on a function with return parameters']);
  // ptxas: "Attribute '.abi_preserve' specified multiple times in function"; a late .noreturn is a syntax error
  assert.equal(header('9.0', 'sm_80', '.func f() .abi_preserve 8 .abi_preserve 8'), ['.abi_preserve written twice']);
  assert.equal(header('9.0', 'sm_80', '.func f() .abi_preserve 8 .noreturn'), [".noreturn must come before the function's other directives"]);
  assert.equal(header('9.0', 'sm_80', '.func f() .noreturn .abi_preserve_control 8 .abi_preserve 4'), []);
  // ptxas: "Conflicting directives: .maxntid and .reqntid cannot both be specified"
  assert.equal(header('9.0', 'sm_80', '.entry k() .reqntid 32 .maxntid 32'), ['.maxntid and .reqntid cannot both be written']);
  // ptxas: "Conflicting directives: .reqnctapercluster and .maxclusterrank cannot both be specified" (either order;
  // LLVM writes both for a kernel with "nvvm.cluster_dim" and "nvvm.maxclusterrank")
  assert.equal(header('8.0', 'sm_90', '.entry k() .explicitcluster .reqnctapercluster 2, 1, 1 .maxclusterrank 4'), ['.maxclusterrank and .reqnctapercluster cannot both be written']);
  assert.equal(header('8.0', 'sm_90', '.entry k() .maxclusterrank 4 .reqnctapercluster 2'), ['.reqnctapercluster and .maxclusterrank cannot both be written']);
  assert.equal(header('8.0', 'sm_90', '.entry k() .explicitcluster .maxclusterrank 4'), []);
  // ptxas: ".reqntid and .reqnctapercluster directive(s) required for directive '.blocksareclusters'"
  assert.equal(header('9.0', 'sm_90', '.entry k() .blocksareclusters'), ['.blocksareclusters needs .reqntid and .reqnctapercluster as well']);
  assert.equal(header('9.0', 'sm_90', '.entry k() .reqntid 32 .blocksareclusters .reqnctapercluster 2'), []);
  // ptxas: "Feature '.reqnctapercluster' requires .target sm_90 or higher", "Feature '.blocksareclusters' requires PTX ISA .version 9.0 or later"
  assert.equal(header('9.0', 'sm_80', '.entry k() .reqnctapercluster 2'), ['.reqnctapercluster requires .target sm_90 or higher']);
  assert.equal(header('8.8', 'sm_90', '.entry k() .reqntid 32 .blocksareclusters .reqnctapercluster 2'), ['.blocksareclusters requires PTX ISA .version 9.0 or later']);
  // ptxas: "Deprecated feature: '.maxnctapersm directive' not supported as of PTX version 2.1"
  assert.equal(header('9.0', 'sm_80', '.entry k() .maxnctapersm 2'), ['.maxnctapersm is deprecated: ptxas rejects it from PTX ISA .version 2.1 on']);
});

test('names in expressions only as ptxas takes them: name, -name, name + constant', () => {
  const errs = (body: string, globals = '') => parse(kernel(`\t${body}`).replace('.visible .entry', `${globals}.visible .entry`)).diagnostics.map((d) => d.message);
  // ptxas: "Parsing error near '-': syntax error" for each of these
  assert.equal(errs('ld.global.u32 %r1, [%rd1-4];'), ["'-' after a name is not PTX: write '+-' (%rd1+-4)"]);
  assert.equal(errs('', '.global .b8 gv[8];\n.global .u64 p = gv-8;\n'), ["'-' after a name is not PTX: write '+-' (gv+-4)"]);
  for (const bad of ['mov.u64 %rd1, 4+sm;', 'mov.u64 %rd1, sm*2;', 'mov.u64 %rd1, (sm+4);', 'ld.global.u32 %r1, [%rd1+%rd2];']) {
    assert.equal(errs(bad), ["a name may only start an expression, followed by '+' and a constant (ptxas: syntax error)"], bad);
  }
  for (const ok of ['ld.global.u32 %r1, [%rd1+-4];', 'ld.global.u32 %r1, [%rd1+4*2-1];', 'mov.u64 %rd1, sm+(4-8);', 'add.s32 %r1, %r2, 4-2;', 'mov.u64 %rd1, (4);']) {
    assert.equal(errs(ok), [], ok);
  }
  // ptxas: "Parsing error near '0f3F800000'"; -0d..., -(0f...) and -1.5 assemble.
  assert.equal(errs('mov.f32 %f1, -0f3F800000;'), ["'-' before a 0f hex float is not PTX: put the sign in the bits (0fBF800000 is -1.0) or write -(0f3F800000)"]);
  accepts(['mov.f64 %fd1, -0d3FF0000000000000;', 'mov.f32 %f1, -(0f3F800000);', 'mov.f32 %f1, -1.5;']);
});

test("a 0f hex float is an operator's operand only in parentheses, as ptxas's grammar takes it", () => {
  // ptxas: "Parsing error near '+'" (and near '*', '=='); 0d floats and parenthesized 0f ones assemble.
  const bare = (op: string) => `a 0f hex float is an operand of '${op}' only in parentheses: write (0f3F800000)`;
  assert.equal(errs('mov.f32 %f1, 0f3F800000+0f3F800000;'), [`15: ${bare('+')}`, `26: ${bare('+')}`]);
  assert.equal(errs('mov.f32 %f1, 0f3F800000*1.0;'), [`15: ${bare('*')}`]);
  assert.equal(errs('mov.u32 %r1, 0f3F800000 == 0f3F800000;'), [`15: ${bare('==')}`, `29: ${bare('==')}`]);
  accepts(['mov.f32 %f1, (0f3F800000)+1.0;', 'mov.f32 %f1, (0f3F800000)*(0f3F800000);', 'mov.f64 %fd1, 0d3FF0000000000000+0d3FF0000000000000;']);
});

test('a constant expression that divides by zero, wherever the division is (ptxas: "Constant expression has division by zero")', () => {
  const message = 'the constant expression divides by zero';
  for (const bad of ['mov.u32 %r1, 1/0;', 'mov.u32 %r1, 4/(1>2);', 'mov.u32 %r1, 1%(1-1);', 'mov.u32 %r1, 0 ? 1/0 : 2;', 'mov.u32 %r1, 0 && (1/0);', 'mov.f32 %f1, 1.5/0.0;', 'ld.global.u32 %r1, [%rd1+1/0];', 'add.u32 %r1, %r1, 4/(0x10000000000000000);'])
    assert.equal(errs(bad).map((e) => e.replace(/^\d+: /, '')), [message], bad);
  accepts(['mov.u32 %r1, 4/(1<2);', 'mov.u32 %r1, 7 % 3;', 'mov.f32 %f1, 1.5/2.0;', 'mov.u32 %r1, 1 ? 2 : 1/1;']);
});

test("a name's offset is an integer outside brackets too (ptxas: \"Integer constant expression expected\")", () => {
  const message = 'an address is an integer: its offset takes no floating-point constant';
  for (const bad of ['mov.u64 %rd1, gv+1.5;', 'mov.u64 %rd1, gv+(0f3F800000);', 'cvta.global.u64 %rd1, gv+1.5;', 'ld.global.u32 %r1, [%rd1+0f3F800000];'])
    assert.equal(parse(`.version 9.0\n.target sm_80\n.address_size 64\n.global .u32 gv;\n${kernel(`\t${bad}`).split('\n').slice(3).join('\n')}`).diagnostics.map((d) => d.message), [message], bad);
  accepts(['ld.global.u32 %r1, [%rd1+(4)];']);
});

test('an address offset is an integer constant (ptxas: "Integer constant expression expected")', () => {
  const errs = (body: string) => parse(kernel(`\t${body}`)).diagnostics.map((d) => d.message);
  const message = 'an address is an integer: its offset takes no floating-point constant';
  for (const bad of ['ld.global.u32 %r1, [%rd1+0f3F800000];', 'ld.global.u32 %r1, [%rd1+1.5];', 'st.global.u32 [%rd1+-1.0], %r1;', 'ld.local.u32 %r1, [0f3F800000];', 'cp.async.ca.shared.global [%r1+1.0], [%rd1], 4;'])
    assert.equal(errs(bad), [message], bad);
  accepts(['ld.global.u32 %r1, [%rd1+(1)];', 'ld.global.u32 %r1, [%rd1+(1.0>0.5)];', 'ld.global.u32 %r1, [%rd1+-4];', 'ld.shared.u32 %r1, [sm+8];']);
});

test('a .samplerref only under texmode_independent, as ptxas', () => {
  const on = (target: string) => parse(`.version 9.0\n.target ${target}\n.address_size 64\n.global .samplerref s;\n`).diagnostics.map((d) => d.message);
  // ptxas: "Instruction or declaration violates .target texmode_unified setting"
  const unified = ['.samplerref requires .target texmode_independent'];
  assert.equal(on('sm_80'), unified);
  assert.equal(on('sm_80, texmode_unified'), unified);
  assert.equal(on('sm_80, texmode_independent'), []);
});


test('texture offsets and depth compares: a scalar where ptxas takes only a scalar', () => {
  const cube = 'tex.cube.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, {%f4, %f5, %f6, %f7}]';
  const tld4 = 'tld4.r.acube.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, {%r1, %f5, %f6, %f7}]';
  // ptxas takes a scalar offset e and a depth compare f with the cube geometries...
  accepts([`${cube}, %r1, %f1;`, `${cube}, %f1;`, `${tld4}, %r1;`, 'tld4.r.2d.v4.s32.f32 {%r0, %r1, %r2, %r3}, [%rd1, {%f1, %f2}], {%r4, %r5};']);
  // ...but no offset vector ("Illegal modifier '.cube'"), and nowhere a vector depth compare ("Arguments mismatch").
  assert.equal(errs(`${cube}, {%r1, %r2, %r3, %r4};`), ["74: 'tex.cube.v4.f32.f32': operand 3 (e): expected a scalar value, found a vector {..}"]);
  assert.equal(errs(`${tld4}, {%r1, %r2}, %f1;`), ["78: 'tld4.r.acube.v4.f32.f32': operand 3 (e): expected a scalar value, found a vector {..}"]);
  assert.equal(errs('tex.2d.v4.s32.f32 {%r0, %r1, %r2, %r3}, [%rd1, {%f1, %f2}], {%r4, %r5}, {%f1, %f2};'), [
    "74: 'tex.2d.v4.s32.f32': operand 4 (f): expected a scalar value, found a vector {..}",
  ]);
});
test('texture forms in the texturing mode ptxas takes them in', () => {
  const on = (mode: string, instruction: string) =>
    parse(kernel(`\t${instruction}`, `sm_90a${mode}`)).diagnostics.map((d) => `${d.span.column}: ${d.message}`);
  const unified = '', independent = ', texmode_independent';
  const plain = 'tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, {%f4, %f5}];';
  const sampled = 'tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, {%f4, %f5}];';
  const cube = 'tld4.r.cube.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, {%f4, %f5, %f6, %f7}];';
  assert.equal(on(unified, plain), []);
  assert.equal(on(unified, sampled), []);
  assert.equal(on(independent, sampled), []);
  assert.equal(on(independent, cube), []);
  // ptxas: "Argument 2 of instruction 'tex': .samplerref or .u64 register expected"
  assert.equal(on(independent, plain), ["2: 'tex.2d.v4.f32.f32' requires texmode_unified (the default), not .target texmode_independent"]);
  // ptxas: "Illegal modifier '.cube' for instruction 'tld4'"
  assert.equal(on(unified, cube), ["2: 'tld4.r.cube.v4.f32.f32' requires .target texmode_independent"]);
  // ptxas: "Parsing error"; the brackets hold the texture, the sampler and the coordinates at most.
  assert.equal(on(unified, 'tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, %rd2, %rd3, {%f4, %f5}];'), [
    "42: 'tex.2d.v4.f32.f32': operand 2 (a): expected a texture operand [..] of 2 items, found 4",
  ]);
});

test('selectors only where ptxas takes them: vector elements, and video selectors on video operands', () => {
  accepts(['mov.u32 %r1, %tid.y;', 'vadd.u32.u32.u32 %r1, %r3.h0, %r2.b3;', 'vadd.u32.u32.u32 %r1.h1, %r3, %r2, %r4;', 'vadd4.u32.u32.u32 %r1.b3210, %r3.b3210, %r2.b7654, %r5;']);
  // ptxas: "Video selector is not allowed on source operand for instruction 'mov'"
  assert.equal(errs('mov.u32 %r1, %r2.h0;'), ["15: 'mov.u32': operand 2 (a): '%r2.h0': video selectors are taken by video instructions only"]);
  // ptxas: "Unimplemented feature: vector swizzle"
  assert.equal(errs('mov.u32 %r1, %tid.xy;'), ["15: 'mov.u32': operand 2 (a): '%tid.xy': '.xy' is no vector element (.x .y .z .w)"]);
  // ptxas: "Video selector is not allowed on destination", "Incorrect video selector for operand 1"
  assert.equal(errs('vadd.u32.u32.u32 %r1.b0, %r3, %r2;'), ["19: 'vadd.u32.u32.u32': operand 1 (d): '%r1.b0': no selector is taken on this operand"]);
  assert.equal(errs('vadd.u32.u32.u32 %r1, %r3.b7, %r2;'), ["24: 'vadd.u32.u32.u32': operand 2 (a): '%r3.b7': expected one of the selectors .b0 .b1 .b2 .b3 .h0 .h1"]);
  // ptxas: "Parsing error near '.x'"
  assert.equal(errs('ld.global.u32 %r1, [%rd1.x];'), ["22: a name in an address takes no selector: '%rd1.x'"]);
});

test('a guard is a .pred register, on both paths', () => {
  const body = '\t{\n\t.reg .pred q;\n\t.reg .b32 w;\n\t@%p1 bra L;\n\t@q bra L;\n\t@%r1 bra L;\n\t@!w bra L;\nL:\n\t}';
  for (const validateOnly of [false, true]) {
    // ptxas: "Predicate expression expected" for @%r1 and @!w
    assert.equal(
      parse(kernel(body), { validateOnly }).diagnostics.map((d) => `${d.span.line}: ${d.message}`),
      [`${LINE + 5}: the guard '%r1' is not a .pred register`, `${LINE + 6}: the guard 'w' is not a .pred register`],
      `validateOnly: ${validateOnly}`,
    );
  }
});

test('several errors per file, each at its line', () => {
  const r = parse(kernel('\tatomm.add %r1;\n\tld.global.u33 %r1, [%rd1];\n\tst.global.u32 [%rd1], %rq;'));
  assert.equal(r.diagnostics.map((d) => d.span.line), [LINE, LINE + 1, LINE + 2]);
});

test('the code frame shows the line and a caret under the span, then the fix as a help line', () => {
  const src = kernel('\tatom.global.add.s33 %r1, [%rd1], %r2;');
  const d = parse(src).diagnostics[0]!;
  assert.is(
    formatDiagnostic(d, src, 'k.ptx'),
    `k.ptx:${LINE}:17: error: unknown qualifier '.s33' for 'atom'; did you mean '.s32'?\n ${LINE} |  atom.global.add.s33 %r1, [%rd1], %r2;\n    |                 ^~~~\nhelp: change '.s33' to '.s32'`,
  );
});

test("texture and surface addresses: a 64-bit handle and coordinates of the instruction's type (ptxas sweeps)", () => {
  // The errors of `line` in a kernel with a texref, a surfref (and a samplerref in texmode_independent) and .u32/.s64/.u16 registers.
  const tx = (line: string, independent = false) =>
    parse(
      kernel(`\t.reg .u32 %u<4>;\n\t.reg .s64 %sd<4>;\n\t.reg .u16 %hu<4>;\n\t${line}`, independent ? 'sm_90, texmode_independent' : 'sm_90')
        .replace('.address_size 64', `.address_size 64\n.global .texref t0;\n.global .surfref s0;${independent ? '\n.global .samplerref sm0;' : ''}`),
    )
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => d.message);
  for (const ok of [
    'suld.b.2d.b32.trap %r1, [s0, {%r1, %r2}];',
    'suld.b.2d.b32.trap %r1, [%sd1, {%u1, %r2}];',
    'suld.b.1d.b32.trap %r1, [%rd1, %r2];',
    'suld.b.2d.b32.trap %r1, [%rd1, {1, %r2}];',
    // A vector mixing bit-typed registers with others is not checked against the type (ptxas assembles these).
    'suld.b.2d.b32.trap %r1, [%rd1, {%r1, %f2}];',
    'sust.b.2d.b32.trap [%rd1, {%r1, %r2}], %f1;',
    'sured.b.add.2d.u32.trap [s0, {%u1, %u2}], %r1;',
    'suq.width.b32 %f1, [%sd1];',
    'txq.width.b32 %u1, [%rd1];',
    'tex.2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [t0, {%r1, %r2}];',
    'tex.2d.v4.f32.f32 {%u1, %u2, %u3, %r1}, [%rd1, {%u1, %u2}];',
    'tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [t0, {%f1, 0f3F800000}];',
    'tex.2d.v4.s32.f32 {%r1, %r2, %u3, %u1}, [t0, {%f1, %f2}];',
    'tex.2d.v4.f16.f32 {%h1, %h2, %hu1, %hu2}, [t0, {%f1, %f2}];',
    'tld4.r.2d.v4.f32.f32 {%r1, %r2, %r3, %r4}, [t0, {%f1, %f2}];',
  ])
    assert.equal(tx(ok), [], ok);
  assert.equal(tx('tex.2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [t0, %sd1, {%r1, %r2}];', true), []);
  assert.equal(tx('tld4.r.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, sm0, {%u1, %u2}];', true), []);
  // ptxas: "Arguments mismatch for instruction 'suld.b'" (and the others), or ".samplerref or .u64 register expected".
  const bad: [string, string][] = [
    ['suld.b.2d.b32.trap %r1, [%r2, {%r3, %r4}];', "'suld.b.2d.b32.trap': register %r2 of type .b32 does not agree with the operand's type .u64"],
    ['suld.b.2d.b32.trap %r1, [%fd1, {%r3, %r4}];', "'suld.b.2d.b32.trap': register %fd1 of type .f64 does not agree with the operand's type .u64"],
    ['suld.b.2d.b32.trap %r1, [s0, {%f1, %f2}];', "'suld.b.2d.b32.trap': register %f1 of type .f32 does not agree with the operand's type .s32"],
    ['suld.b.2d.b32.trap %r1, [s0, {%rd1, %rd2}];', "'suld.b.2d.b32.trap': register %rd1 of type .b64 does not agree with the operand's type .s32"],
    ['suld.b.1d.b32.trap %r1, [s0, %h1];', "'suld.b.1d.b32.trap': register %h1 of type .b16 does not agree with the operand's type .s32"],
    ['sust.b.2d.b32.trap [s0, {%f1, %f2}], %r1;', "'sust.b.2d.b32.trap': register %f1 of type .f32 does not agree with the operand's type .s32"],
    ['sured.b.add.2d.u32.trap [%r1, {%r1, %r2}], %r1;', "'sured.b.add.2d.u32.trap': register %r1 of type .b32 does not agree with the operand's type .u64"],
    ['suq.width.b32 %r1, [%r2];', "'suq.width.b32': register %r2 of type .b32 does not agree with the operand's type .u64"],
    ['suq.width.b32 %r1, [%hu1];', "'suq.width.b32': register %hu1 of type .u16 does not agree with the operand's type .u64"],
    ['txq.width.b32 %r1, [%r2];', "'txq.width.b32': register %r2 of type .b32 does not agree with the operand's type .u64"],
    ['tex.2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%r1, {%r1, %r2}];', "'tex.2d.v4.f32.s32': register %r1 of type .b32 does not agree with the operand's type .u64"],
    ['tex.2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [t0, {%f1, %f2}];', "'tex.2d.v4.f32.s32': register %f1 of type .f32 does not agree with the operand's type .s32"],
    ['tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [t0, {%fd1, %fd2}];', "'tex.2d.v4.f32.f32': register %fd1 of type .f64 does not agree with the operand's type .f32"],
    ['tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [t0, {1, 2}];', "'tex.2d.v4.f32.f32': 1 is not a .f32 value"],
    ['tex.1d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [t0, %u1];', "'tex.1d.v4.f32.f32': register %u1 of type .u32 does not agree with the operand's type .f32"],
    ['tex.2d.v4.s32.s32 {%f1, %f2, %f3, %f4}, [t0, {%r1, %r2}];', "'tex.2d.v4.s32.s32': register %f1 of type .f32 does not agree with the operand's type .s32"],
    ['tex.2d.v4.f16.f32 {%f1, %f2, %f3, %f4}, [t0, {%f1, %f2}];', "'tex.2d.v4.f16.f32': register %f1 of type .f32 does not agree with the operand's type .f16"],
    ['tld4.r.2d.v4.u32.f32 {%f1, %f2, %f3, %f4}, [t0, {%f1, %f2}];', "'tld4.r.2d.v4.u32.f32': register %f1 of type .f32 does not agree with the operand's type .u32"],
    ['tld4.r.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [t0, {%h1, %h2}];', "'tld4.r.2d.v4.f32.f32': register %h1 of type .b16 does not agree with the operand's type .f32"],
  ];
  for (const [line, message] of bad) assert.equal(tx(line), [message], line);
  assert.equal(tx('tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [t0, %r1, {%f1, %f2}];', true), ["'tex.2d.v4.f32.f32': register %r1 of type .b32 does not agree with the operand's type .u64"]);
  assert.equal(tx('tld4.r.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [t0, sm0, {%fd1, %fd2}];', true), ["'tld4.r.2d.v4.f32.f32': register %fd1 of type .f64 does not agree with the operand's type .f32"]);
  // The validate-only path agrees (it leaves an address based on a 16-bit register to the grammar).
  const text = kernel('\t.reg .u16 %hu<2>;\n\tsuq.width.b32 %r1, [%rd1];\n\tsuq.width.b32 %r1, [%hu1];').replace('.address_size 64', '.address_size 64\n.global .surfref s0;');
  assert.equal(parse(text, { validateOnly: true }).diagnostics.map((d) => d.message), parse(text).diagnostics.map((d) => d.message));
  assert.equal(parse(text).diagnostics.length, 1);
});

test.run();
