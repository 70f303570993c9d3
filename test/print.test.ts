// Lossless printing: an unedited module prints back to its text, an edited one changes only the
// edited node's text (the exact line diff is asserted), new nodes take the canonical layout.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { statSync } from 'node:fs';
import type { Address, Binary, Block, FunctionDecl, Instruction, Module, Name, Operand, Section, SectionData, Statement, TopLevel } from '../src/ast.js';
import { integerLiteralBits } from '../src/integer-literal.js';
import { Lexer, T } from '../src/lexer.js';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { printCanonical } from '../src/printer.js';
import { Rng } from './differential/cases.js';
import { corpus } from './support/corpus.js';
import { readText } from './support/ptx.js';

// ptxas -arch=sm_90: accepted.
const KERNEL = `// A kernel with comments, as nvcc writes them.
.version 9.0
.target sm_90
.address_size 64

	// .globl	scale
.visible .entry scale(
	.param .u64 scale_param_0,	// the data
	.param .u32 scale_param_1
)
{
	.reg .b32 	%r<4>;
	.reg .b64 	%rd<3>;

	ld.param.u64 	%rd1, [scale_param_0];	// base
	ld.param.u32 	%r1, [scale_param_1];
	// the index
	mov.u32 	%r2, %tid.x;
	add.s32 	%r3, %r1, %r2;	/* sum */
	cvta.to.global.u64 	%rd2, %rd1;
	st.global.u32 	[%rd2], %r3;
	ret;
}
`;

function parsed(text = KERNEL): { module: Module; fn: FunctionDecl; body: Block } {
  const r = parse(text);
  assert.equal(r.diagnostics, []);
  const fn = r.module.directives.find((d): d is FunctionDecl => d.kind === 'Function')!;
  return { module: r.module, fn, body: fn.body! };
}

function instruction(body: Block, opcode: string): Instruction {
  return body.statements.find((s): s is Instruction => s.kind === 'Instruction' && s.opcode === opcode)!;
}

/** The lines of `after` that replace lines of `before`: [removed, added], around the common head and tail. */
function lineDiff(before: string, after: string): [string[], string[]] {
  const a = before.split('\n');
  const b = after.split('\n');
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let q = 0;
  while (q < a.length - p && q < b.length - p && a[a.length - 1 - q] === b[b.length - 1 - q]) q++;
  return [a.slice(p, a.length - q), b.slice(p, b.length - q)];
}

test('an unedited module prints back byte for byte: comments, blank lines, tabs', () => {
  const r = parse(KERNEL);
  assert.is(print(r), KERNEL);
  assert.is(print(r.module), KERNEL);
  const crlf = KERNEL.replace(/\n/g, '\r\n');
  assert.is(print(parse(crlf)), crlf);
});

test('text with errors prints back as it is, the text the parser skipped included', () => {
  // ptxas: "Parsing error near 'bogus'" and "Unknown modifier '.s33'".
  const bad = KERNEL.replace('\tret;', '\tbogus %r1 ]] ;\n\tadd.s33 %r1, %r1, 1;\n\tret;').replace('}\n', '');
  const r = parse(bad);
  assert.ok(r.diagnostics.length >= 2);
  assert.is(print(r), bad);
});

test('a string edited from one character above U+00FF to another prints anew', () => {
  // ptxas: "Unexpected non-ASCII character encountered": printing must still keep the edit.
  const text = '.version 9.0\n.target sm_90\n.address_size 64\n.file 1 "\u4e00.cu"\n';
  const r = parse(text);
  assert.is(print(r), text);
  (r.module.directives[3] as { name: string }).name = '"\u4e8c.cu"';
  assert.is(print(r), text.replace('\u4e00', '\u4e8c'));
});

test('the canonical layout stays available, and is what a module built by hand prints in', () => {
  const { module } = parsed();
  const canonical = print(module, { canonical: true });
  assert.is(canonical, printCanonical(module));
  assert.not.match(canonical, '//');
  const byHand: Module = JSON.parse(JSON.stringify(module));
  assert.is(print(byHand), canonical);
});

test('the AST serialises as before: the source link is no part of its data', () => {
  const { module } = parsed();
  assert.equal(Object.keys(module), ['kind', 'directives', 'span']);
  assert.not.match(JSON.stringify(module), 'origin');
  assert.equal(structuredClone(module), JSON.parse(JSON.stringify(module)));
});

test("editing an operand in place changes that operand's text only", () => {
  const { module, body } = parsed();
  const add = instruction(body, 'add');
  (add.operands[2] as Name).name = '%r1';
  assert.equal(lineDiff(KERNEL, print(module)), [['\tadd.s32 \t%r3, %r1, %r2;\t/* sum */'], ['\tadd.s32 \t%r3, %r1, %r1;\t/* sum */']]);
  add.operands[0] = { kind: 'Name', name: '%r2', selector: null, span: add.operands[0]!.span };
  assert.equal(lineDiff(KERNEL, print(module)), [['\tadd.s32 \t%r3, %r1, %r2;\t/* sum */'], ['\tadd.s32 \t%r2, %r1, %r1;\t/* sum */']]);
});

test('a name edited in place keeps the blanks written around it', () => {
  // Hand-spaced operands (ptxas 13.0 assembles both lines as written and as edited).
  const spaced = KERNEL.replace('[%rd2], %r3', '[ %rd2 + 4 ], %r3').replace('%r3, %r1, %r2', '%r3, %r1 , %r2');
  const { module, body } = parsed(spaced);
  const st = instruction(body, 'st');
  ((st.operands[0] as Address).items[0] as Binary).left = { kind: 'Name', name: '%rd1', selector: null, span: st.span };
  (instruction(body, 'add').operands[1] as Name).name = '%r2';
  assert.equal(lineDiff(spaced, print(module)), [
    ['\tadd.s32 \t%r3, %r1 , %r2;\t/* sum */', '\tcvta.to.global.u64 \t%rd2, %rd1;', '\tst.global.u32 \t[ %rd2 + 4 ], %r3;'],
    ['\tadd.s32 \t%r3, %r2 , %r2;\t/* sum */', '\tcvta.to.global.u64 \t%rd2, %rd1;', '\tst.global.u32 \t[ %rd1 + 4 ], %r3;'],
  ]);
});

test("editing qualifiers changes the instruction's qualifier text only", () => {
  const { module, body } = parsed();
  const add = instruction(body, 'add');
  add.modifiers = ['.u32'];
  assert.equal(lineDiff(KERNEL, print(module)), [['\tadd.s32 \t%r3, %r1, %r2;\t/* sum */'], ['\tadd.u32 \t%r3, %r1, %r2;\t/* sum */']]);
  const st = instruction(body, 'st');
  st.modifiers = ['.shared', '.u32'];
  assert.equal(lineDiff(KERNEL, print(module))[1], ['\tadd.u32 \t%r3, %r1, %r2;\t/* sum */', '\tcvta.to.global.u64 \t%rd2, %rd1;', '\tst.shared.u32 \t[%rd2], %r3;']);
});

test('removing a statement removes its line, trailing comment and all', () => {
  const { module, body } = parsed();
  body.statements.splice(body.statements.indexOf(instruction(body, 'ld')), 1);
  assert.equal(lineDiff(KERNEL, print(module)), [['\tld.param.u64 \t%rd1, [scale_param_0];\t// base'], []]);
  body.statements.pop();
  assert.equal(lineDiff(KERNEL, print(module)), [['\tld.param.u64 \t%rd1, [scale_param_0];\t// base', '\tld.param.u32 \t%r1, [scale_param_1];', '\t// the index', '\tmov.u32 \t%r2, %tid.x;', '\tadd.s32 \t%r3, %r1, %r2;\t/* sum */', '\tcvta.to.global.u64 \t%rd2, %rd1;', '\tst.global.u32 \t[%rd2], %r3;', '\tret;'], ['\tld.param.u32 \t%r1, [scale_param_1];', '\t// the index', '\tmov.u32 \t%r2, %tid.x;', '\tadd.s32 \t%r3, %r1, %r2;\t/* sum */', '\tcvta.to.global.u64 \t%rd2, %rd1;', '\tst.global.u32 \t[%rd2], %r3;']]);
});

test('a new statement goes on a line of its own, in the canonical layout', () => {
  const { module, body } = parsed();
  // A node from another module is new to this one.
  const other = parsed(KERNEL.replace('add.s32 \t%r3, %r1, %r2;', 'add.s32 %r3, %r3,   1;')).body;
  const add: Statement = instruction(other, 'add');
  body.statements.splice(body.statements.indexOf(instruction(body, 'add')) + 1, 0, add);
  assert.equal(lineDiff(KERNEL, print(module)), [[], ['\tadd.s32 %r3, %r3, 1;']]);
  assert.equal(parse(print(module)).diagnostics, []);
  body.statements.unshift(structuredClone(add));
  body.statements.push(structuredClone(add));
  const printed = print(module);
  assert.ok(printed.includes('{\n\tadd.s32 %r3, %r3, 1;\n\t.reg .b32 \t%r<4>;'), printed);
  assert.ok(printed.endsWith('\tret;\n\tadd.s32 %r3, %r3, 1;\n}\n'), printed);
});

test('statements swapped: each keeps its own text, the one out of order on a line of its own', () => {
  const { module, body } = parsed();
  const add = instruction(body, 'add');
  body.statements.splice(body.statements.indexOf(add), 1);
  body.statements.splice(body.statements.indexOf(instruction(body, 'mov')), 0, add);
  const [removed, added] = lineDiff(KERNEL, print(module));
  assert.equal(removed, ['\tmov.u32 \t%r2, %tid.x;', '\tadd.s32 \t%r3, %r1, %r2;\t/* sum */']);
  assert.equal(added, ['\tadd.s32 \t%r3, %r1, %r2;\t/* sum */', '\tmov.u32 \t%r2, %tid.x;']);
});

test("renaming a function changes its name's text only", () => {
  const { module, fn } = parsed();
  fn.name = 'scale2';
  assert.equal(lineDiff(KERNEL, print(module)), [['.visible .entry scale('], ['.visible .entry scale2(']]);
  fn.linkage = null;
  assert.equal(lineDiff(KERNEL, print(module)), [['.visible .entry scale('], ['.entry scale2(']]);
});

test("a function's parameter edited in place, removed, a directive added: its heading only", () => {
  const { module, fn } = parsed();
  fn.params![1]!.type = '.s32';
  assert.equal(lineDiff(KERNEL, print(module)), [['\t.param .u32 scale_param_1'], ['\t.param .s32 scale_param_1']]);
  fn.params!.push(structuredClone(fn.params![1]!));
  fn.params![2]!.declarators[0]!.name = 'scale_param_2';
  assert.equal(lineDiff(KERNEL, print(module)), [['\t.param .u32 scale_param_1'], ['\t.param .s32 scale_param_1,', '\t.param .s32 scale_param_2']]);
  fn.params!.splice(1, 2);
  assert.equal(lineDiff(KERNEL, print(module)), [['\t.param .u64 scale_param_0,\t// the data', '\t.param .u32 scale_param_1'], ['\t.param .u64 scale_param_0']]);
  fn.directives.push({ kind: 'FunctionDirective', name: '.maxntid', args: [{ kind: 'Int', text: '128', span: fn.span }], span: fn.span });
  assert.equal(lineDiff(KERNEL, print(module))[1], ['\t.param .u64 scale_param_0', ')', '.maxntid 128']);
});

test('module directives: edited, removed, added', () => {
  const { module } = parsed();
  const target = module.directives[1] as { targets: string[] };
  target.targets = ['sm_90a'];
  assert.equal(lineDiff(KERNEL, print(module)), [['.target sm_90'], ['.target sm_90a']]);
  module.directives.splice(2, 1);
  assert.equal(lineDiff(KERNEL, print(module)), [['.target sm_90', '.address_size 64'], ['.target sm_90a']]);
  const global = parse('.version 9.0\n.target sm_90\n.global .u32 g;\n').module.directives[2]!;
  module.directives.splice(2, 0, global);
  assert.equal(lineDiff(KERNEL, print(module)), [['.target sm_90', '.address_size 64'], ['.target sm_90a', '.global .u32 g;']]);
});

test('an empty body takes a new statement inside its braces; section data edited, removed, added', () => {
  // ptxas -arch=sm_90: accepted.
  const text = '.version 9.0\n.target sm_90\n.address_size 64\n\n.visible .entry empty()\n{\n}\n\n.section .debug_str\n{\n$L__info_string0:\n.b8 95,90,78 // _ZN\n.b8 0\n}\n';
  const { module, body } = parsed(text);
  body.statements.push(instruction(parsed().body, 'ret'));
  assert.equal(lineDiff(text, print(module)), [[], ['\tret;']]);
  const section = module.directives[4] as Section;
  const data = section.entries[1] as SectionData;
  data.values[1] = { kind: 'Int', text: '91', span: data.span };
  assert.ok(print(module).endsWith('\n{\n$L__info_string0:\n.b8 95,91,78 // _ZN\n.b8 0\n}\n'));
  section.entries.splice(2, 1, structuredClone(data));
  assert.ok(print(module).endsWith('\n{\n$L__info_string0:\n.b8 95,91,78 // _ZN\n\t.b8 95, 91, 78\n}\n'));
  section.name = '.debug_abbrev';
  assert.ok(print(module).includes('\n.section .debug_abbrev\n{\n$L__info_string0:\n'));
});

test('a .loc line keeps its numbers as written while unedited; an edited one is printed anew', () => {
  // ptxas -arch=sm_90: accepted (with -lineinfo too).
  const text = '.version 9.0\n.target sm_90\n.address_size 64\n.file 0x1 "a.cu"\n.entry k()\n{\n\t.loc\t0x1 0x10 1\n\tret;\n}\n';
  const { module, body } = parsed(text);
  assert.is(print(module), text);
  (body.statements[0] as { line: number }).line = 17;
  assert.equal(lineDiff(text, print(module)), [['\t.loc\t0x1 0x10 1'], ['\t.loc\t0x1 17 1']]);
});

/** The tokens of `text`, integers by value (an unedited `.loc` keeps its numbers as written). */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const lx = new Lexer(text); !lx.at(T.EOF); lx.next()) out.push(lx.at(T.Int) ? `${integerLiteralBits(lx.text())}` : lx.text());
  return out;
}

/** Every name in an operand, to rename in place. */
function names(op: Operand, out: Name[]): void {
  if (op.kind === 'Name') out.push(op);
  else for (const v of Object.values(op)) if (v !== null && typeof v === 'object' && 'kind' in v) names(v as Operand, out);
  else if (Array.isArray(v)) for (const x of v) names(x as Operand, out);
}

/** One random in-place edit of `m`, as a tool would make it: no call says what changed. */
function edit(m: Module, rng: Rng): void {
  const blocks: Block[] = [];
  const walk = (b: Block) => {
    blocks.push(b);
    for (const s of b.statements) if (s.kind === 'Block') walk(s);
  };
  const fns = m.directives.filter((d): d is FunctionDecl => d.kind === 'Function');
  for (const f of fns) if (f.body !== null) walk(f.body);
  const list: Statement[] = blocks.length > 0 ? rng.pick(blocks).statements : [];
  const s = list.length > 0 ? rng.pick(list) : null;
  switch (rng.int(9)) {
    case 0:
    case 1: {
      if (s?.kind !== 'Instruction' || s.operands.length === 0) return;
      const found: Name[] = [];
      names(s.operands[rng.int(s.operands.length)]!, found);
      if (found.length > 0) rng.pick(found).name += '_e';
      else s.operands[rng.int(s.operands.length)] = { kind: 'Name', name: '%e', selector: null, span: s.span };
      return;
    }
    case 2:
      if (s?.kind === 'Instruction') s.modifiers = rng.chance(0.5) ? s.modifiers.slice(1) : [...s.modifiers].reverse();
      if (s?.kind === 'Instruction' && s.guard !== null) s.guard.negated = !s.guard.negated;
      if (s?.kind === 'Loc') s.line++;
      if (s?.kind === 'Label') s.name += '_e';
      return;
    case 3:
      if (s !== null) list.splice(list.indexOf(s), 1);
      return;
    case 4: {
      const from = blocks.length > 0 ? rng.pick(blocks).statements : [];
      if (from.length > 0) list.splice(rng.int(list.length + 1), 0, structuredClone(rng.pick(from)));
      return;
    }
    case 5:
      if (s !== null) list.splice(rng.int(list.length + 1), 0, ...list.splice(list.indexOf(s), 1));
      return;
    case 6: {
      if (fns.length === 0) return;
      const f = rng.pick(fns);
      if (rng.chance(0.5)) f.name += '_e';
      else if (f.params !== null && f.params.length > 0) {
        if (rng.chance(0.5)) f.params.splice(rng.int(f.params.length), 1);
        else rng.pick(f.params).type = '.b16';
      } else f.linkage = f.linkage === null ? '.weak' : null;
      return;
    }
    case 7: {
      const d: TopLevel = rng.pick(m.directives);
      if (d.kind === 'Section' && d.entries.length > 0) {
        const e = rng.pick(d.entries);
        if (e.kind === 'SectionData' && rng.chance(0.5)) e.values[0] = { kind: 'Int', text: '7', span: e.span };
        else d.entries.splice(d.entries.indexOf(e), 1);
      } else if (d.kind === 'Variable') d.declarators[0]!.name += '_e';
      else if (rng.chance(0.5)) m.directives.splice(m.directives.indexOf(d), 1);
      return;
    }
    case 8:
      m.directives.splice(rng.int(m.directives.length + 1), 0, structuredClone(rng.pick(m.directives)));
  }
}

test('random in-place edits of corpus modules print to the tokens of their canonical layout', () => {
  // Whole files (truncated ones have no canonical equivalent): the small ones, some of each kind.
  const files = corpus().filter((f, i) => i % 4 === 0 && statSync(f.path).size < 30_000);
  assert.ok(files.length > 20, `${files.length} files`);
  const rng = new Rng(20261127);
  const failures: string[] = [];
  for (const f of files) {
    const text = readText(f.path);
    for (let round = 0; round < 4; round++) {
      const { module } = parse(text);
      for (let e = 1 + rng.int(4); e > 0; e--) edit(module, rng);
      const printed = tokens(print(module));
      const canonical = tokens(printCanonical(module, { preserveLines: false }));
      if (printed.join(' ') !== canonical.join(' ')) {
        let i = 0;
        while (printed[i] === canonical[i]) i++;
        failures.push(`${f.name} round ${round}: token ${i}: ${printed.slice(i, i + 8).join(' ')} / ${canonical.slice(i, i + 8).join(' ')}`);
      }
    }
  }
  assert.equal(failures, []);
});

test.run();
