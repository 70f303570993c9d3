// The fast path for plain statements (src/parser/quick-instruction.ts) must change nothing but
// speed: `parse(x)` makes exactly the tree and the diagnostics the grammar alone makes of x, and
// `parse(x, { validateOnly: true })` reports the same diagnostics, on the differential cases (valid
// forms and their mutants) and on corpus files with errors injected into lines the fast path
// would otherwise accept.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, parseWith, type ParseResult } from '../src/parse.js';
import { corpus } from './support/corpus.js';
import { generateCases } from './differential/cases.js';
import { kernel, readText, ROOT } from './support/ptx.js';
import { InstructionResolver } from '../src/match/resolver.js';

/** The diagnostics of a parse, as JSON. */
function diagnosticsOf(r: ParseResult): string {
  return JSON.stringify(r.diagnostics.map((d) => [d.severity, d.span.start, d.span.end, d.span.line, d.span.column, d.message]));
}

/**
 * Where the trees `a` and `b` first differ as their JSON would (the order of properties too), or
 * null: a walk of the two, sooner than making the JSON of a large module twice.
 */
function difference(a: unknown, b: unknown, path: string): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return `at ${path}: ${String(JSON.stringify(a)).slice(0, 300)}, not ${String(JSON.stringify(b)).slice(0, 300)}`;
  }
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return `at ${path}: ${a.length} elements, not ${other.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = difference(a[i], other[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.join() !== kb.join()) return `at ${path}: properties ${ka.join()}, not ${kb.join()}`;
  for (const k of ka) {
    const d = difference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d !== null) return d;
  }
  return null;
}

/** Where two results first differ, for the message. */
function near(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}\n    ${a.slice(Math.max(0, i - 150), i + 150)}\n    ${b.slice(Math.max(0, i - 150), i + 150)}`;
}

/**
 * The grammar alone, then the fast path checking only and, unless `tree` is false, keeping the tree
 * (once the grammar has taught the resolver the text's signatures).
 */
function compare(name: string, text: string, failures: string[], tree = true): void {
  const grammar = parseWith(text, {}, false);
  const diagnostics = diagnosticsOf(grammar);
  const quick = diagnosticsOf(parseWith(text, { validateOnly: true }, true));
  if (quick !== diagnostics) failures.push(`${name}: validate-only diagnostics ${near(diagnostics, quick)}`);
  if (!tree) return;
  const full = parseWith(text, {}, true);
  const other = diagnosticsOf(full);
  if (other !== diagnostics) failures.push(`${name}: the diagnostics ${near(diagnostics, other)}`);
  const d = difference(grammar.module, full.module, 'module');
  if (d !== null) failures.push(`${name}: the trees differ ${d}`);
}

/** Mutants of files up to this size have their trees compared too (larger ones' JSON takes long to make). */
const TREE_COMPARED = 32_000;

/**
 * The validate-only diagnostics of `text` as `line:column message`, lines counted past the first
 * `skip`, once the full parse is found to report the same.
 */
function sameInBothModes(text: string, skip = 0): string[] {
  const format = (d: { span: { line: number; column: number }; message: string }) => `${d.span.line - skip}:${d.span.column} ${d.message}`;
  const quick = parse(text, { validateOnly: true }).diagnostics.map(format);
  assert.equal(parseWith(text, {}, false).diagnostics.map(format), quick);
  assert.equal(parse(text).diagnostics.map(format), quick);
  return quick;
}

/** The lines of kernel() before its body. */
const KERNEL_HEAD = kernel('').split('\n').indexOf('');

/** sameInBothModes() of kernel(`body`, `target`), lines counted in the body. */
function kernelInBothModes(body: string, target?: string): string[] {
  return sameInBothModes(kernel(body, target), KERNEL_HEAD);
}

test('the fast path (keeping the tree or not) and the grammar alone make the same tree and diagnostics on every differential case', () => {
  const failures: string[] = [];
  for (const c of generateCases(ROOT).cases) {
    compare(c.id, c.module, failures);
    if (failures.length > 5) break;
  }
  assert.equal(failures, []);
});

// Errors the fast path must not swallow, each a rewrite of one instruction line.
const MUTATIONS: Array<[string, (line: string) => string]> = [
  ['register out of its range', (l) => l.replace(/%(r|rd|f|fd|p|rs|h)\d+/, '%$1987654')],
  ['undeclared register prefix', (l) => l.replace(/%(r|rd|f|fd|p|rs)(\d+)/, '%zz$2')],
  ['operand dropped', (l) => l.replace(/,[^,;]*;/, ';')],
  ['operand added', (l) => l.replace(/;\s*$/, ', %r1;')],
  ['unknown qualifier', (l) => l.replace(/^(\s*(?:@!?%\w+\s+)?[a-z][\w]*)/, '$1.bogus')],
  ['selector on the guard', (l) => l.replace(/^(\s*@!?%\w+)/, '$1.x')],
  ['address for a register', (l) => l.replace(/(\s)(%\w+)(,)/, '$1[$2]$3')],
  ['register for an address', (l) => l.replace(/\[(%\w+)\]/, '$1')],
  ['octal-looking number', (l) => l.replace(/, (\d+);/, ', 09;')],
  ['label used, never defined', (l) => l.replace(/(bra(?:\.uni)?\s+)\S+;/, '$1$$L__nowhere;')],
  ['register of another type', (l) => l.replace(/%r(\d+)/, '%rd1')],
  ['register for a label', (l) => l.replace(/(bra(?:\.uni)?\s+)\S+;/, '$1%rd1;')],
];

const MUTATIONS_PER_COPY = 4;

test('the fast path (keeping the tree or not) and the grammar alone make the same tree and diagnostics on corpus files with injected errors', () => {
  const failures: string[] = [];
  let mutated = 0;
  const files = corpus().filter((f) => /^(ptx|llvm|handwritten)\//.test(f.name));
  for (const [i, f] of files.entries()) {
    const text = readText(f.path);
    compare(f.name, text, failures);
    const lines = text.split('\n');
    // A few instruction lines per file, each mutation in turn, MUTATIONS_PER_COPY of them to a copy
    // of the file: the two modes must agree on each error in it, and a large file is parsed the
    // fewer times.
    const candidates = lines.flatMap((l, n) => (/^\s+(@!?%\w+\s+)?[a-z][\w.:]*\s[^;]*;\s*$/.test(l) ? [n] : []));
    for (let g = 0; g < MUTATIONS.length && candidates.length > 0; g += MUTATIONS_PER_COPY) {
      const copy = [...lines];
      const where: string[] = [];
      for (let k = g; k < g + MUTATIONS_PER_COPY && k < MUTATIONS.length; k++) {
        const [what, mutate] = MUTATIONS[(i + k) % MUTATIONS.length]!;
        const n = candidates[(i * 7919 + k * 104729) % candidates.length]!;
        const changed = mutate(copy[n]!);
        if (changed === copy[n]) continue;
        copy[n] = changed;
        mutated++;
        where.push(`${n + 1} (${what})`);
      }
      if (where.length > 0) compare(`${f.name}:${where.join(', ')}`, copy.join('\n'), failures, text.length <= TREE_COMPARED);
    }
    if (failures.length > 5) break;
  }
  assert.equal(failures, []);
  assert.ok(mutated > 1000, `only ${mutated} mutated files`);
});

test('the fast path (keeping the tree or not) and the grammar alone agree on layouts around runs of plain statements', () => {
  const bodies = [
    // A label heading a directive on the next line, with a comment between.
    'ts:\n// targets\n.branchtargets L0, L1;\nL0:\nbrx.idx %r1, ts;\nL1:\nret;',
    'add.s32 %r1, %r2, 1; L2: /* block */ sub.s32 %r1, %r1, 1;\n@%p1 bra L2;',
    'add.s32 %r1, %r2, 1;\r\n\tadd.s32 %r1,\r\n %r2, 1;\r\nadd.s32 %r1, %r2, %r99;\r\n',
    'mov.u32 %r1, %tid.x; // trailing\nmov.u32 %r2, %tid.q;\n@%p1.x bra L3;\nL3: L4:\nbra.uni L5;',
    'st.global.u32 [%rd1+-8], %r1; ld.global.u32 %r2, [%rd1+0x10]; ld.global.u32 %r3, [%rd1+1.5];',
    '{ .reg .b32 %q<2>; add.s32 %q1, %q0, 1; }\nadd.s32 %q1, %q0, 1;',
    // Declarations: plain, then a vector, several names, a hex or octal count, an empty count, an
    // array, a missing ';', a use beyond the count.
    '.reg .b32 %s<3>;\n.param .b64 pp;\nadd.s32 %s2, %s1, 1;\n.reg .v2 .b32 %v;\n.reg .b32 %a, %b;\n.reg .b32 %c<0x10>;\n.reg .b32 %o<010>;\n' +
      '.reg .b32 %d<>;\n.reg .b32 x[4];\n.reg .b32 %e<2>\nadd.s32 %s3, %s1, 1;',
    // Pairs `d|p`: written twice each (the second is the fast path's), valid, then spaced, a sink,
    // a negated or out-of-range predicate, a pair where none is allowed, a selector.
    ...[
      'shfl.sync.up.b32 %r1|%p1, %r2, 1, 0, -1;', 'shfl.sync.up.b32 %r1 | %p1, %r2, 1, 0, -1;', 'shfl.sync.up.b32 _|%p1, %r2, 1, 0, -1;',
      'shfl.sync.up.b32 %r1|!%p1, %r2, 1, 0, -1;', 'shfl.sync.up.b32 %r1|%p9, %r2, 1, 0, -1;', 'add.s32 %r1|%p1, %r2, %r3;',
      'shfl.sync.up.b32 %r1|%p1.x, %r2, 1, 0, -1;', 'elect.sync %r1|%p1, -1;',
    ].map((l) => `${l}\n${l}`),
    // Selectors: an element learnt first, then video selectors where they are and are not taken,
    // a swizzle, a name with a selector in an address.
    'mov.u32 %r1, %tid.x;\nmov.u32 %r1, %tid.y;\nmov.u32 %r1, %r2.b0;\nmov.u32 %r1, %tid.xy;\nvadd.u32.u32.u32 %r1, %r3.h0, %r2.b3;\n' +
      'vadd.u32.u32.u32 %r1, %r3.h0, %r2.b3;\nvadd.u32.u32.u32 %r1.b0, %r3, %r2;\nld.global.u32 %r1, [%rd1];\nld.global.u32 %r1, [%rd1.x];\nst.global.u32 [%rd1], %r1.x;',
    // Brace vectors: learnt at one length, then written at others where the .vN wants one.
    'ld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];\nld.global.v4.b32 {%r1, %r2}, [%rd1];\nld.global.v4.b32 {%r1, %r2, %r3}, [%rd1];\n' +
      'ld.global.b32 {%r1}, [%rd1];\nld.global.b32 {%r1, %r2, %r3}, [%rd1];\nst.global.v2.b32 [%rd1], {%r1, %r2};\nst.global.v2.b32 [%rd1], {%r1, %r2, %r3, %r4};',
    // .pragma lines, alone and after labels: plain, spaced, several strings, an escape, no string,
    // a string left open, no ';'; then labels heading other directives.
    'L6: .pragma "nounroll";\n.pragma  "used_bytes_mask 1023" ;\n.pragma "a", "b";\n.pragma "x\\"y";\n.pragma 1;\n.pragma "open;\n' +
      '.pragma "nounroll"\nL7:\n.pragma "nounroll";\nL8: .reg .b32 %z;\nL9: .loc 1 2 3\nL10: .pragma"x";\n.pragmas "x";',
    // Nested blocks: on one line; two deep with a statement the grammar takes (a typo) inside,
    // then more blocks; a name and a label used outside their block; a label branched to from
    // an inner block; an empty block; a block never closed.
    '{ .reg .pred p; setp.ne.u32 p, %r1, 0; @p add.s32 %r1, %r1, 1; }\n{ .reg .b32 q;\n{ mov.b32 q, %r1; ad.s32 q, q, 1;\n{ add.s32 %r1, q, 1; } }\n' +
      'add.s32 %r1, %r1, 1; }\nmov.b32 %r2, q;\n{ Lin: add.s32 %r1, %r1, 1; { @%p1 bra Lin; } }\nbra Lin;\n{}\n{ { }',
    '{ add.s32 %r1, %r1, 1;\n',
    // Spellings found by their bytes once learnt (spelling-trie.ts): then longer, shorter, with
    // a part or a `::` part more, followed by a colon, at the end of the text.
    'add.s32 %r1, %r2, 1;\nadd.s32 %r1, %r2, 1;\nadd.s32x %r1, %r2, 1;\nadd.s3 %r1, %r2, 1;\nadd.s32.sat %r1, %r2, 1;\n' +
      'add.sat.s32 %r1, %r2, 1;\nadd.s32::x %r1, %r2, 1;\nadd.s32: %r1;\nadd.s32.1d %r1, %r2, 1;\nadd.s32\t%r1,%r2,1;\nadd.s32',
    // .loc lines: plain, then malformed, then the function_name form, then one ending in ';'.
    '.loc 1 110 0\nadd.s32 %r1, %r2, 1;\n.loc 1 0x7 09\n.loc 1 2 3, function_name $L__info, inlined_at 1 2 3\n.loc 1 2\n.loc 1 2 3;',
  ];
  const failures: string[] = [];
  bodies.forEach((body, i) => compare(`body ${i}`, kernel(body), failures));
  assert.equal(failures, []);
  // The layouts do have errors to report, and the same ones in both modes: `%tid.q`, `@%p1.x`, `L5`.
  assert.equal(parse(kernel(bodies[3]!), { validateOnly: true }).diagnostics.length, 3);
});

test('the fast path (keeping the tree or not) and the grammar alone agree on section data lines, valid and not', () => {
  const lines = [
    '.b8 1', '.b8 0,17,255', '.b16 0x1F , 3', '.b32 .debug_abbrev', '.b32 .debug_loc+12', '.b64 $L__tmp5', '.b64 $L__func_begin0-4',
    '.b8 09', '.b8 012', '.b8 1.5', '.b8 0f3F800000', '.b8 1,', '.b8 ,1', '.b8 1 2', '.b32 lbl+', '.b32 lbl+x', '.b32 a-b',
    '.b7 1', '.b8', '.b8 1 // note', '.b8 1; .b8 2', '.b32 .a::b', '.b32 lbl.x', '.b8 -1', '.b128 1', 'lbl: .b8 1', '.b8 1\r',
    '.b64 0x7FFFFFFFFFFFFFFFF', '.b64 0x80000000000000000', '.b64 99999999999999999999',
    '.b8 255', '.b8 256', '.b8 0xFF', '.b8 0x100', '.b8 1, 256U', '.b8 -128', '.b8 -129', '.b16 65535', '.b16 65536', '.b16 4294967296', '.b32 -2147483649',
  ];
  const failures: string[] = [];
  lines.forEach((line, i) => compare(`data ${i}: ${line}`, `${kernel('')}\n.section .debug_loc\n{\n.b8 0\n${line}\n.b8 0\n}\n`, failures));
  assert.equal(failures, []);
  const errors = (line: string) => parse(`${kernel('')}\n.section .debug_loc\n{\n${line}\n}\n`, { validateOnly: true }).diagnostics.length;
  assert.equal(errors('.b8 1,2\n.b64 $L__tmp5\n.b32 .debug_loc+12'), 0);
  assert.ok(errors('.b8 09') > 0 && errors('.b8 1,') > 0 && errors('.b7 1') > 0);
  // ptxas: "Constant overflow" (lexer.ts integerOverflows()).
  assert.ok(errors('.b64 0x7FFFFFFFFFFFFFFFF') === 0 && errors('.b64 0x80000000000000000') > 0 && errors('.b64 99999999999999999999') > 0);
  // ptxas: "Value out of range for type .b8 256"; it compares a positive value by its low 32 bits.
  const ranges: Array<[string, number]> = [['.b8 255', 0], ['.b8 256', 1], ['.b8 0x100', 1], ['.b8 1, 256U', 1], ['.b8 -128', 0], ['.b8 -129', 1], ['.b16 65535', 0], ['.b16 65536', 1], ['.b16 4294967296', 0], ['.b32 4294967296', 0], ['.b32 -2147483649', 1]];
  assert.equal(ranges.map(([line]) => [line, errors(line)]), ranges);
  // A file that ends inside a data line (no digit after the comma): the same error at its end.
  for (const tail of ['.b8 4,', '.b8 4, ', 'lbl: .b8 1,', '.b32 lbl+']) compare(`truncated: ${tail}`, `${kernel('')}\n.section .debug_loc\n{\n.b8 0\n${tail}`, failures);
  assert.equal(failures, []);
});

test('the fast path (keeping the tree or not) and the grammar alone suggest the same name for an unknown one, whichever registers were used', () => {
  const failures: string[] = [];
  for (const line of ['add.f32 %f1, %f2, %f;', 'add.s32 %r1, %r2, %r;', 'mov.u64 %rd1, %rd13E8;', 'add.f32 %f1, %f3, %fx;']) compare(line, kernel(`\tadd.f32 %f3, %f2, %f1;\n\tadd.s32 %r3, %r2, %r1;\n\t${line}`), failures);
  assert.equal(failures, []);
});

test('the fast path (keeping the tree or not) and the grammar alone agree on parameter lists', () => {
  const body = '{\n\t.reg .b64 %rd<2>;\n\tld.param.u64 %rd1, [a];\n\tret;\n}\n';
  const headers = [
    '.visible .entry k(\n\t.param .u64 a,\n\t.param .u32 b\n)',
    '.entry k(.param .u64 a, .param .u64 a)',
    '.entry k(.param .u64 a , .param .align 8 .b8 b[16], .param .u64\n c, .reg .u32 r)',
    '.entry k(.param .u64 a /* c */, .param .u32 b) .maxntid 32',
    '.entry k(.param .u64 %a, .param .u65 b)',
    '.entry k(.param .b128 a)',
    '.entry k(.param .u64 a[2])',
    '.entry k(.param .u64 a b)',
    '.entry k(.param .u64 a',
    '.func (.param .u32 r) f(.param .u64 a, .param .f32 b)',
    '.func f(.param .u64 a) ;\n.entry k(.param .u64 a)',
    // What the fast path reads (a plain `.param .type name`) next to what it leaves to the grammar.
    '.entry k(.param .pred p, .param .f16 h, .param .texref t, .param .samplerref s)',
    '.entry k(\r\n\t.param\t.u64\ta,\r\n\t.param .u32 b // last\r\n)',
    '.entry k(.param .u64 a.x, .param .u64 b::c)',
    '.entry k(.param .u64 a<2>, .param .u64 b = 1)',
    '.entry k(.param .u64 a,)',
    '.entry k(.param .u64)',
    '.entry k(.param .u64 a, .param .u64 b\n, .param .u64 c)',
    '.entry k(.param .u64 a, .param .u64 .ptr .global b, .param .u64 .align 8 c, .param .v2 .u32 d[1])',
    '.func f(.param .u64 a, .param .u32 b);\n.func f(.param .u64 a, .param .u64 b)\n{\n\tret;\n}\n.entry k(.param .u64 a)',
  ];
  const failures: string[] = [];
  headers.forEach((h, i) => compare(`header ${i}: ${h}`, `.version 8.0\n.target sm_80\n.address_size 64\n${h}\n${body}`, failures));
  assert.equal(failures, []);
  const errors = (h: string) => parse(`.version 8.0\n.target sm_80\n.address_size 64\n${h}\n${body}`, { validateOnly: true }).diagnostics.map((d) => d.message);
  assert.equal(errors(headers[0]!), []);
  assert.equal(errors(headers[1]!), ["duplicate definition of 'a' in this block"]);
});

test('the fast path makes the node of the form the grammar resolves: a variable is mov\'s avar, a function its a', () => {
  // ptxas 13.0 assembles this. One signature, a register and a name of no register, stands for both
  // forms: the first two lines teach it, the last two are the fast path's.
  const text = `.version 9.0\n.target sm_90a\n.address_size 64\n.global .u32 g;\n.func f()\n{\n\tret;\n}\n.visible .entry k(.param .u64 p)\n{\n\t.reg .b64 %rd<8>;\n\tmov.u64 %rd1, g;\n\tmov.u64 %rd2, f;\n\tmov.u64 %rd3, g;\n\tmov.u64 %rd4, f;\n\tst.global.u64 [%rd1], %rd3;\n\tret;\n}\n`;
  const failures: string[] = [];
  compare('mov of a variable and of a function', text, failures);
  assert.equal(failures, []);
  const k = parse(text).module.directives.find((d) => d.kind === 'Function' && d.name === 'k');
  const fields = k?.kind === 'Function' ? k.body!.statements.flatMap((s) => (s.kind === 'Instruction' && s.opcode === 'mov' ? [Object.keys(s.args).join(' ')] : [])) : [];
  assert.equal(fields, ['d avar', 'd a', 'd avar', 'd a']);
});

test('a bare variable is learnt with its state space: a .shared one learnt stands for no .global one', () => {
  // ptxas 13.0: mov.u32 and cvta.shared of the .shared s assemble; cvta.shared of the .global g is
  // "State space mismatch between instruction and address", mov.u32 of it "32-Bit ABI ... is not
  // supported". The first lines teach the signatures, the last two must still be reported.
  const text = `.version 9.0\n.target sm_90a\n.address_size 64\n.shared .align 4 .b8 s[16];\n.global .align 4 .b8 g[16];\n.visible .entry k()\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n\tmov.u32 %r1, s;\n\tmov.u32 %r2, s;\n\tcvta.shared.u64 %rd1, s;\n\tcvta.shared.u64 %rd2, s;\n\tcvta.shared.u64 %rd3, g;\n\tmov.u32 %r3, g;\n\tret;\n}\n`;
  assert.equal(sameInBothModes(text), [
    "14:24 'cvta.shared.u64': 'g' is a .global variable: the instruction addresses .shared",
    "15:15 'mov.u32': 'g' is a .global variable: its address is 64 bits, not .u32 (32-bit addressing is no longer supported)",
  ]);
  const failures: string[] = [];
  compare('bare variables of two spaces', text, failures);
  assert.equal(failures, []);
});

test('checking only keeps nothing: the module comes back without directives', () => {
  const text = kernel('add.s32 %r1, %r2, %r3;');
  assert.equal(parse(text, { validateOnly: true }).module.directives, []);
  assert.is(parse(text).module.directives.length, 4);
});

test('a signature learned from valid lines still reports an undeclared register', () => {
  const text = kernel('add.s32 %r1, %r2, %r3;\nadd.s32 %r1, %r2, %r9;');
  parse(text);
  const errors = parse(text, { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column} ${d.message}`);
  assert.equal(errors.length, 1);
  assert.match(errors[0]!, /^14:19 unknown symbol '%r9': %r<8> declares %r0 to %r7$/);
});

test('a name declared in a block is found in it and the blocks inside it, not after it nor before its declaration', () => {
  // The fast path finds such names by their bytes, block by block (symbols.ts localNames).
  const text = kernel(
    '{ .param .b32 pv; st.param.b32 [pv], %r1; { ld.param.b32 %r2, [pv]; } }\nld.param.b32 %r2, [pv];\n' +
      'ld.param.b32 %r2, [pw];\n.param .b32 pw;\nld.param.b32 %r2, [pw];\nld.param.u64 %rd1, [p];',
  );
  const quick = sameInBothModes(text);
  assert.equal(quick, ["14:20 unknown symbol 'pv'", "15:20 unknown symbol 'pw'"]);
});

test('a special register of a checked type is taken only where its form takes one, as a register of its type', () => {
  // Each line after one that teaches the fast path the signature with a register of the same type.
  const lines = [
    '.reg .u32 %u<4>;', '.reg .u64 %ud<4>;', '.reg .pred %q<2>;',
    'mov.u32 %u1, %u2;', 'mov.u32 %u1, %laneid;', 'mov.u32 %u1, %lanemask_le;', 'mov.u32 %u1, %clock64;', 'mov.u32 %laneid, %u1;',
    'mov.u64 %ud1, %ud2;', 'mov.u64 %ud1, %laneid;', 'mov.u64 %ud1, %globaltimer;',
    'add.u32 %u1, %u2, 1;', 'add.u32 %u1, %laneid, 1;', 'ld.global.u32 %u1, [%rd1];', 'ld.global.u32 %u1, [%laneid];',
    'st.global.v2.u32 [%rd1], {%u1, %u2};', 'st.global.v2.u32 [%rd1], {%laneid, %u2};', 'mov.u32 %u1, %laneid.x;',
    'mov.pred %q1, %q0;', 'mov.pred %q1, %is_explicit_cluster;', 'cvt.u64.u32 %ud1, %u1;', 'cvt.u64.u32 %ud1, %smid;',
  ];
  const text = kernel(lines.join('\n'));
  const quick = parse(text, { validateOnly: true }).diagnostics.map((d) => `${d.span.line - 12}: ${d.message}`);
  assert.equal(parseWith(text, {}, false).diagnostics.map((d) => `${d.span.line - 12}: ${d.message}`), quick);
  // ptxas 13.0 agrees, and takes `[%laneid]` and `{%laneid, %u2}`.
  assert.equal(quick, [
    "7: 'mov.u32': register %clock64 of type .u64 does not agree with the operand's type .u32",
    "8: 'mov.u32': operand 1 (d): special register '%laneid' is not allowed for this operand",
    "10: 'mov.u64': register %laneid of type .u32 does not agree with the operand's type .u64",
    "13: 'add.u32': operand 2 (a): special register '%laneid' is not allowed for this operand",
    "18: 'mov.u32': operand 2 (a): special register '%laneid' has no components: '.x' is not allowed",
  ]);
});

test('a plain register outside the address of a spaced form is learnt with its type; a variable there is still reported', () => {
  // CUB's inline asm: `{ .reg .u8 datum; ld.global.nc.u8 datum, [%rd1]; ... }`, over a thousand
  // times in a module; cvta's variable, and a register of an unchecked type (.f16x2), are the grammar's.
  const text = kernel(
    '{ .reg .u8 datum; ld.global.nc.u8 datum, [%rd1]; }\n{ .reg .u8 datum; ld.global.nc.u8 datum, [%rd1]; }\nld.shared.u32 sm, [%rd1];\n' +
      '{ .reg .u32 w; ld.shared.u32 w, [%rd1]; ld.shared.u32 w, [%rd1]; }\nld.shared.u32 sm, [%rd1];\ncvta.shared.u64 %rd1, sm;\n' +
      '{ .reg .u64 v; cvta.shared.u64 %rd1, v; cvta.shared.u64 %rd1, v; }\ncvta.shared.u64 %rd1, sm;\n' +
      '{ .reg .f16x2 hh; ld.global.b32 hh, [%rd1]; ld.global.b32 hh, [%rd1]; }\nld.global.b32 sm, [%rd1];',
  );
  const quick = sameInBothModes(text);
  assert.equal(quick, [
    "15:15 'ld.shared.u32': 'sm' is a .shared variable: operand 'd' takes a register, not a variable",
    "17:15 'ld.shared.u32': 'sm' is a .shared variable: operand 'd' takes a register, not a variable",
    "22:15 'ld.global.b32': 'sm' is a .shared variable: operand 'd' takes a register, not a variable",
  ]);
});

test('spellings with parts that start with digits, and brace vectors of any length, are learnt; a vector of another length is still reported', () => {
  // CUTLASS's tcgen05.ld/st: `.32x32b` is a dot token (`.32` a float), the vector's length is the
  // .xN's, and the operands may follow the spelling without a blank.
  const regs = (n: number) => Array.from({ length: n }, (_, i) => `%r${(1 + i) % 8}`).join(', ');
  const lines = [
    `tcgen05.ld.sync.aligned.32x32b.x16.b32 {${regs(16)}}, [%r1];`,
    `tcgen05.ld.sync.aligned.32x32b.x16.b32 {${regs(16)}}, [%r1];`,
    `tcgen05.ld.sync.aligned.32x32b.x16.b32 {${regs(15)}}, [%r1];`,
    `tcgen05.ld.sync.aligned.32x32b.x16.b32{${regs(16)}},[%r1];`,
    `tcgen05.ld.sync.aligned.32x32b.x16.b32{${regs(17)}},[%r1];`,
    `tcgen05.ld.sync.aligned.32x32b.x32.b32 {${regs(32)}}, [%r1];`,
    `tcgen05.ld.sync.aligned.32x32b.x32.b32 {${regs(16)}}, [%r1];`,
    'tcgen05.st.sync.aligned.32x32b.x2.b32[%r1],{%r2, %r3};',
    'tcgen05.st.sync.aligned.32x32b.x2.b32[%r1],{%r2, %r3, %r4};',
    `tcgen05.ld.sync.aligned.32.x16.b32 {${regs(16)}}, [%r1];`,
    `tcgen05.ld.sync.aligned.32e1x32b.x16.b32 {${regs(16)}}, [%r1];`,
    `tcgen05.ld.sync.aligned.16x64b.x16.b32 {${regs(16)}}, [%rd1];`,
  ];
  const quick = kernelInBothModes(lines.join('\n'), 'sm_100a');
  assert.equal(quick, [
    "3:40 'tcgen05.ld.sync.aligned.32x32b.x16.b32': operand 1 (r): expected a vector of 16 elements (.x16), found 15",
    "5:39 'tcgen05.ld.sync.aligned.32x32b.x16.b32': operand 1 (r): expected a vector of 16 elements (.x16), found 17",
    "7:40 'tcgen05.ld.sync.aligned.32x32b.x32.b32': operand 1 (r): expected a vector of 32 elements (.x32), found 16",
    "9:44 'tcgen05.st.sync.aligned.32x32b.x2.b32': operand 2 (r): expected a vector of 2 elements (.x2), found 3",
    "10:27 expected ',' or ';' after an operand, found '.x16'",
    "11:24 unknown qualifier '.32e1x32b' for 'tcgen05.ld'; did you mean '.32x32b'?",
    "12:123 'tcgen05.ld.sync.aligned.16x64b.x16.b32': register %rd1 of type .b64 does not agree with the operand's type .b32",
  ]);
});

test('an address of several items teaches nothing: a tensor copy without its coordinates is still reported', () => {
  // `[%rd1, {%r1, %r2}]` had the signature of `[%rd1]`.
  const copy = 'cp.async.bulk.tensor.2d.global.shared::cta.bulk_group';
  const quick = kernelInBothModes(`${copy} [%rd1, {%r1, %r2}], [%r3];\n${copy} [%rd1], [%r3];`, 'sm_100a');
  assert.equal(quick, [`2:55 '${copy}': operand 1 (tensorMap): expected a texture operand [..] of 2 items, found 1`]);
});

test('an address on an undeclared name, with or without a %, teaches nothing: a 64-bit register where a 32-bit address is taken is still reported', () => {
  // The name is resolved at the function's end; its address had the entry of a 64-bit register's.
  const quick = kernelInBothModes('tcgen05.mma.cta_group::1.kind::tf32 [r1], %rd1, %rd2, %r2, %p1;\ntcgen05.mma.cta_group::1.kind::tf32 [%rd3], %rd1, %rd2, %r2, %p1;', 'sm_100a');
  assert.equal(quick, [
    "1:38 unknown symbol 'r1'; did you mean '%r1'?",
    "2:38 'tcgen05.mma.cta_group::1.kind::tf32': register %rd3 of type .b64 does not agree with the operand's type .b32",
  ]);
  // A `%` name of no range in scope (a register past its range's count) likewise.
  const quickPast = kernelInBothModes('tcgen05.mma.cta_group::1.kind::tf32 [%r99], %rd1, %rd2, %r2, %p1;\ntcgen05.mma.cta_group::1.kind::tf32 [%rd3], %rd1, %rd2, %r2, %p1;', 'sm_100a');
  assert.equal(quickPast, [
    "1:38 unknown symbol '%r99': %r<8> declares %r0 to %r7",
    "2:38 'tcgen05.mma.cta_group::1.kind::tf32': register %rd3 of type .b64 does not agree with the operand's type .b32",
  ]);
});

test('a 32-bit-only special register component is taken where one was learnt, and is still checked there', () => {
  // %cluster_ctaid.x (CUTLASS: thousands a module) is .u32 only, where %tid.x is .u16 or .u32.
  const lines = [
    'mov.u32 %r1, %cluster_ctaid.x;', 'mov.u32 %r1, %cluster_ctaid.y;', 'mov.u16 %h1, %cluster_ctaid.x;', 'mov.u16 %h1, %tid.x;',
    'mov.u16 %h1, %tid.x;', 'mov.u16 %h1, %cluster_ctaid.x;', 'mov.b32 %r1, %cluster_nctaid.z;', 'mov.u64 %rd1, %cluster_ctaid.x;',
    'add.u32 %r1, %cluster_ctaid.x, 1;', 'mov.u32 %r1, %cluster_ctaid;', 'mov.u32 %r1, %laneid.x;', 'mov.u32 %r1, %clusterid.w;',
  ];
  const quick = kernelInBothModes(lines.join('\n'));
  assert.equal(quick, [
    "3:14 'mov.u16': special register %cluster_ctaid.x of type .u32 does not agree with the operand's type .u16",
    "6:14 'mov.u16': special register %cluster_ctaid.x of type .u32 does not agree with the operand's type .u16",
    "8:15 'mov.u64': special register %cluster_ctaid.x of type .u32 does not agree with the operand's type .u64",
    "9:14 'add.u32': operand 2 (a): special register '%cluster_ctaid' is not allowed for this operand",
    "10:14 'mov.u32': operand 2 (a): special register '%cluster_ctaid' is a vector: read one component (%cluster_ctaid.x)",
    "11:14 'mov.u32': operand 2 (a): special register '%laneid' has no components: '.x' is not allowed",
  ]);
  // Learnt for sm_90a, still checked against the target: ptxas "Feature '%cluster_ctaid' requires .target sm_90 or higher".
  const oldQuick = kernelInBothModes('mov.u32 %r1, %cluster_ctaid.x;\nmov.u32 %r1, %cluster_ctaid.y;', 'sm_80');
  assert.equal(oldQuick, ["1:14 '%cluster_ctaid' requires .target sm_90 or higher", "2:14 '%cluster_ctaid' requires .target sm_90 or higher"]);
});

test('immediates with the unsigned suffix are taken as the grammar takes them, their values still checked', () => {
  // CUTLASS's prmt selectors (`0x3340U`); only an upper-case U, as the lexer reads it.
  const lines = [
    'prmt.b32 %r1, %r2, %r3, 0x3340U;', 'prmt.b32 %r1, %r2, %r3, 0x3340U;', 'prmt.b32 %r1, %r2, %r3, 0x3340u;', 'add.s32 %r1, %r2, 12U;',
    'add.s32 %r1, %r2, -12U;', 'add.s32 %r1, %r2, 12UU;', 'bar.sync 1U;', 'bar.sync 16U;', 'mov.u32 %r1, 010U;', 'mov.f32 %f1, 0f3F800000U;',
  ];
  const quick = kernelInBothModes(lines.join('\n'));
  assert.equal(quick, [
    "3:25 expected an operand, found malformed number '0x3340u'",
    "6:19 expected an operand, found malformed number '12UU'",
    "8:10 'bar.sync': operand 1 (a): expected a value from 0 to 15, found 16U",
    "10:24 expected ',' or ';' after an operand, found 'U'",
  ]);
});

test('numbers: each prefix with its digit count, an octal one, and one that ends the text, as the grammar takes them', () => {
  // Each line twice: the first teaches the resolver the signature, the second is the fast path's.
  const lines = [
    'mov.u32 %r1, 0x1F;', 'mov.u32 %r1, 0x;', 'mov.f32 %f1, 0f3F800000;', 'mov.f32 %f1, 0f3F80000;', 'mov.f32 %f1, 0f3F8000000;',
    'mov.f64 %fd1, 0d3FF0000000000000;', 'mov.f64 %fd1, 0d3FF000000000000;', 'mov.u32 %r1, 0;', 'mov.u32 %r1, 012;', 'ld.global.u32 %r1, [%rd1+-0x8];',
    // More digits than always fit in 64 bits: ptxas takes the first, not the second ("Constant overflow").
    'add.s64 %rd1, %rd1, 0x7FFFFFFFFFFFFFFFF;', 'add.s64 %rd1, %rd1, 0x80000000000000000;',
  ].flatMap((l) => [l, l]);
  const quick = kernelInBothModes(lines.join('\n'));
  assert.equal(quick, [
    "3:14 expected an operand, found malformed number '0x'",
    "4:14 expected an operand, found malformed number '0x'",
    "7:14 expected an operand, found a 0f float literal takes exactly 8 hex digits",
    "8:14 expected an operand, found a 0f float literal takes exactly 8 hex digits",
    "9:14 expected an operand, found a 0f float literal takes exactly 8 hex digits",
    "10:14 expected an operand, found a 0f float literal takes exactly 8 hex digits",
    "13:15 expected an operand, found a 0d float literal takes exactly 16 hex digits",
    "14:15 expected an operand, found a 0d float literal takes exactly 16 hex digits",
    "23:21 expected an operand, found an integer constant that overflows 64 bits ('0x80000000000000000')",
    "24:21 expected an operand, found an integer constant that overflows 64 bits ('0x80000000000000000')",
  ]);
  // The text's last byte a number's `0`: nothing past it to read as a prefix.
  for (const end of ['\tmov.u32 %r1, 0', '\tmov.u32 %r1, 10']) {
    const text = kernel('mov.u32 %r1, 7;').replace(/}\s*$/, end);
    assert.equal(parse(text, { validateOnly: true }).diagnostics.map((d) => d.message), parse(text).diagnostics.map((d) => d.message));
  }
});

test('a label operand learnt with a label still reports a register, a variable or a function written there', () => {
  // ptxas: "Label expected for argument 0 of instruction 'bra'". mov takes a variable or a label
  // (a function's address) in one position: learnt both ways, it takes both.
  const text = kernel(
    'L1: bra L1;\nbra %r1;\nbra sm;\n@%p1 bra.uni L1;\n{ .reg .b32 w; bra w; }\nbra L1;\n' +
      'mov.u64 %rd1, sm;\nmov.u64 %rd1, k;\nmov.u64 %rd1, sm;\nbra k;\nmov.u64 %rd1, k;\nmov.u64 %rd1, %rd2;',
  );
  const quick = sameInBothModes(text);
  assert.equal(quick, [
    "14:5 'bra': operand tgt takes a label, not the register '%r1'",
    "15:5 'bra': operand tgt takes a label, not the variable 'sm'",
    "17:20 'bra': operand tgt takes a label, not the register 'w'",
    "22:5 'bra': operand tgt takes a label, not the function 'k'",
  ]);
});

test('a function operand learnt with a function still reports a label written there', () => {
  const text = '.version 8.0\n.target sm_80\n.address_size 64\n.func f()\n{\n\tret;\n}\n.visible .entry k()\n{\nL1:\n\tcall.uni f;\n\tcall.uni L1;\n\tcall.uni f;\n\tret;\n}\n';
  const quick = sameInBothModes(text);
  assert.equal(quick, ["12:11 'call.uni': operand func takes a function, not the label 'L1'"]);
});

test('what was learnt under one .target stands again when a module of it comes back after another target', () => {
  // ptxas 13.0: accepted under sm_80; under sm_75 "Feature 'cvt.f16x2.f32' requires .target sm_80 or higher".
  const body = 'ld.param.u64 %rd1, [p];\ncvta.to.global.u64 %rd2, %rd1;\nld.global.f32 %f1, [%rd2];\ncvt.rn.relu.f16x2.f32 %r1, %f1, %f2;\nst.global.u32 [%rd2], %r1;';
  const sm80 = kernel(body, 'sm_80');
  const sm75 = kernel(body, 'sm_75');
  const errors = (text: string) => parse(text, { validateOnly: true }).diagnostics.map((d) => `${d.span.line}:${d.span.column} ${d.message}`);
  // How many statements the grammar resolves (those the fast path leaves to it) in a parse.
  const resolved = (text: string): number => {
    const resolve = InstructionResolver.prototype.resolve;
    let n = 0;
    InstructionResolver.prototype.resolve = function (this: InstructionResolver, ...args: Parameters<typeof resolve>) {
      n++;
      return resolve.apply(this, args);
    };
    try {
      assert.equal(errors(text), text === sm75 ? ["16:1 'cvt.rn.relu.f16x2.f32' requires .target sm_80 or higher"] : []);
    } finally {
      InstructionResolver.prototype.resolve = resolve;
    }
    return n;
  };
  resolved(sm80);
  resolved(sm75);
  // Back to sm_80: the fast path takes every instruction, as it did the second time in a row.
  assert.is(resolved(sm80), 0);
  assert.is(resolved(sm75), 1);
  // ptxas 13.0: accepted on each. Eight keys are kept, the one used longest ago dropped first: sm_80,
  // used between, stays through seven more targets.
  const others = ['sm_86', 'sm_87', 'sm_89', 'sm_90', 'sm_90a', 'sm_100', 'sm_100a', 'sm_120'].map((t) => kernel(body, t));
  for (const text of others.slice(0, 4)) resolved(text);
  assert.is(resolved(sm80), 0);
  for (const text of others.slice(4)) resolved(text);
  assert.is(resolved(sm80), 0);
});

test.run();
