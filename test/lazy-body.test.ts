// A parsed block keeps its statements as records until read (src/parser/block-records.ts): its
// `statements` is made on first access and is then plain data, the same JSON as the grammar's;
// an unread block prints as its text; forEachStatement (src/body-statements.ts) reads the records
// as it reads nodes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Block, FunctionDecl, InstructionBase, Name, Statement } from '../src/ast.js';
import { BySpelling, forEachStatement } from '../src/body-statements.js';
import { addressSpacesOf, categoryOf } from '../src/explore/roles.js';
import { parse, parseWith } from '../src/parse.js';
import { RECORD_NODE_DEPTH, recordsOf } from '../src/parser/block-records.js';
import { print } from '../src/print.js';
import { corpus } from './support/corpus.js';
import { readText } from './support/ptx.js';

// ptxas -arch=sm_90: accepted. A nested block (a call sequence), a label, a guard, and two
// statements the grammar parses (a comment inside one, a call).
const TEXT = `.version 9.0
.target sm_90
.address_size 64

.func (.param .b32 r) twice(.param .b32 a)
{
	.reg .b32 	%r<3>;
	ld.param.b32 	%r1, [a];
	add.s32 	%r2, %r1, %r1;
	st.param.b32 	[r], %r2;
	ret;
}

.visible .entry scale(
	.param .u64 scale_param_0
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<6>;
	.reg .b64 	%rd<4>;

	ld.param.u64 	%rd1, [scale_param_0];
	cvta.to.global.u64 	%rd2, %rd1;
	mov.u32 	%r1, %tid.x;
	setp.gt.u32 	%p1, %r1, 31;
	@%p1 bra 	$L__done;
	ld.global.u32 	%r2, [%rd2];	// read
	{
	.reg .b32 	%t;
	.param .b32 	param0;
	st.param.b32 	[param0], %r2;
	.param .b32 	retval0;
	call.uni (retval0), twice, (param0);
	ld.param.b32 	%r3, [retval0];
	}
	add.s32 	%r4, %r3, /* one */ 1;
	st.global.u32 	[%rd2+4], %r4;
$L__done:
	ret;
}
`;

function kernelOf(text: string): FunctionDecl {
  const r = parse(text);
  assert.equal(r.diagnostics, []);
  return r.module.directives.find((d): d is FunctionDecl => d.kind === 'Function' && d.name === 'scale')!;
}

function unread(b: Block): boolean {
  return Object.getOwnPropertyDescriptor(b, 'statements')!.get !== undefined && recordsOf(b) !== null;
}

test('a block is made on first access, then plain data, the JSON the grammar alone makes', () => {
  const fn = kernelOf(TEXT);
  const body = fn.body!;
  assert.ok(unread(body));
  const statements = body.statements;
  assert.ok(!unread(body));
  assert.is(Object.getOwnPropertyDescriptor(body, 'statements')!.value, statements);
  assert.equal(Object.keys(body), ['kind', 'statements', 'span']);
  assert.is(body.statements, statements);
  // The grammar alone (no fast path, no records of it) makes the same tree.
  assert.is(JSON.stringify(parse(TEXT)), JSON.stringify(parseWith(TEXT, {}, false)));
  // Spreading and cloning see plain data, and make the block's statements as reading does.
  const fresh = kernelOf(TEXT).body!;
  assert.is(JSON.stringify({ ...fresh }), JSON.stringify(body));
  assert.is(JSON.stringify(structuredClone(kernelOf(TEXT))), JSON.stringify(fn));
});

test('a statement made from a record nests at most RECORD_NODE_DEPTH levels (ptx dump relies on it)', () => {
  const levels = (v: unknown): number => {
    if (typeof v !== 'object' || v === null) return 0;
    let most = 0;
    for (const x of Object.values(v)) most = Math.max(most, levels(x));
    return most + 1;
  };
  let most = 0;
  for (const f of corpus().filter((_, i) => i % 4 === 0)) {
    for (const d of parse(readText(f.path)).module.directives) {
      const r = d.kind === 'Function' && d.body !== null ? recordsOf(d.body) : null;
      for (let k = 0; r !== null && k < r.count; k++) if (r.madeFromRecord(k)) most = Math.max(most, levels(r.statement(k)));
    }
  }
  assert.ok(most >= 5 && most <= RECORD_NODE_DEPTH, `${most} levels`);
});

test('an unread module prints as its text, without making its nodes', () => {
  const r = parse(TEXT);
  assert.is(print(r.module), TEXT);
  for (const d of r.module.directives) if (d.kind === 'Function') assert.ok(unread(d.body!));
});

test('a read block prints its edit alone; statements given before reading are printed as given', () => {
  const r = parse(TEXT);
  const fn = r.module.directives[r.module.directives.length - 1] as FunctionDecl;
  const st = fn.body!.statements.find((s) => s.kind === 'Instruction' && s.opcode === 'st' && s.qualifiers.space === '.global') as InstructionBase;
  (st.operands[1] as Name).name = '%r3';
  assert.is(print(r.module), TEXT.replace('[%rd2+4], %r4;', '[%rd2+4], %r3;'));
  // Assigned unread: the statements as parsed are still known, so only the removed lines go.
  const a = parse(TEXT);
  const b = parse(TEXT);
  const bodyOf = (m: typeof a.module) => (m.directives[m.directives.length - 1] as FunctionDecl).body!;
  bodyOf(a.module).statements = [];
  void bodyOf(b.module).statements;
  bodyOf(b.module).statements = [];
  assert.is(print(a.module), print(b.module));
  assert.ok(!print(a.module).includes('ld.global.u32'));
});

/** What forEachStatement hands over of each statement of `body`, as JSON. */
function refs(body: Block): string[] {
  const out: string[] = [];
  forEachStatement(body, (s) => out.push(JSON.stringify([s.kind, s.opcode, s.modifiers, s.form, s.span(), s.blocks.length, s.node()])));
  return out;
}

test('forEachStatement reads an unread block as a read one, nested blocks in their place', () => {
  const body = kernelOf(TEXT).body!;
  const before = refs(body);
  assert.ok(unread(body));
  const flat: Statement[] = [];
  const flatten = (b: Block): void => b.statements.forEach((s) => (s.kind === 'Block' ? flatten(s) : flat.push(s)));
  flatten(body);
  assert.equal(before, refs(body));
  assert.is(before.length, flat.length);
  assert.equal(
    before.map((s) => JSON.parse(s)[6]),
    flat.map((s) => JSON.parse(JSON.stringify(s))),
  );
  // The call sequence's statements are in the nested block.
  assert.is(JSON.parse(before.find((s) => s.includes('"call"'))!)[5], 2);
});

test('forEachStatement with a filter visits the instructions it takes, passes the others by and counts them all, read or unread', () => {
  const body = kernelOf(TEXT).body!;
  const loads = new BySpelling((s) => s.opcode === 'ld');
  const visited = (): string[] => {
    const out: string[] = [];
    const n = forEachStatement(body, (s) => out.push(s.kind === 'Instruction' ? `${s.opcode}${s.modifiers.join('')}` : s.kind), loads);
    out.push(String(n));
    return out;
  };
  const unreadSeen = visited();
  assert.ok(unread(body));
  const all: string[] = [];
  let instructions = 0;
  forEachStatement(body, (s) => {
    if (s.kind === 'Instruction' || s.kind === 'UnmatchedInstruction') instructions++;
    if (s.kind !== 'Instruction' || s.opcode === 'ld') all.push(s.kind === 'Instruction' ? `${s.opcode}${s.modifiers.join('')}` : s.kind);
  });
  all.push(String(instructions));
  assert.equal(unreadSeen, all);
  assert.ok(unreadSeen.includes('ld.param.u64') && unreadSeen.includes('ld.global.u32'));
  // Read, the block's nodes are filtered alike.
  void body.statements;
  assert.ok(!unread(body));
  assert.equal(visited(), all);
});

test("a StatementRef's opcode, modifiers and form are getters, read when asked: a spread copies kind and blocks only (as README and its TSDoc say)", () => {
  const body = kernelOf(TEXT).body!;
  const kept: Array<{ spread: Record<string, unknown>; named: { opcode: string; modifiers: readonly string[]; form: number }; node: Statement }> = [];
  forEachStatement(body, (s) => {
    if (s.kind === 'Instruction' && kept.length === 0) kept.push({ spread: { ...s }, named: { opcode: s.opcode, modifiers: s.modifiers, form: s.form }, node: s.node() });
  });
  const { spread, named, node } = kept[0]!;
  assert.equal(Object.keys(spread).filter((k) => !k.startsWith('_') && ['kind', 'blocks', 'opcode', 'modifiers', 'form'].includes(k)).sort(), ['blocks', 'kind']);
  assert.is(spread.opcode, undefined);
  assert.ok(node.kind === 'Instruction');
  assert.equal(named, { opcode: node.opcode, modifiers: node.modifiers, form: node.form });
  assert.ok(named.opcode !== '' && named.form >= 0);
});

// ptxas -arch=sm_90: accepted. One spelling whose operand kinds alternate, then another spelling.
const SHAPES = `.version 9.0
.target sm_90
.address_size 64

.visible .entry scale()
{
	.reg .b32 	%r<8>;
	add.s32 	%r1, %r2, %r3;
	add.s32 	%r4, %r1, 7;
	add.s32 	%r5, %r4, %r1;
	add.s32 	%r6, %r5, 9;
	add.u32 	%r7, %r6, 9;
	ret;
}
`;

test('shape() tells operand kinds and spellings apart, asked in any order and again', () => {
  // Only what the fast path read has a shape, and it reads a signature once the grammar has
  // taught it (under this .target): a first parse teaches them, whatever ran before this test.
  kernelOf(SHAPES);
  const body = kernelOf(SHAPES).body!;
  const first: number[] = [];
  forEachStatement(body, (s) => void (s.kind === 'Instruction' && first.push(s.shape())));
  const [regs, imm, regs2, imm2, other, ret] = first;
  assert.is(regs, regs2);
  assert.is(imm, imm2);
  assert.equal(new Set([regs, imm, other, ret]).size, 4);
  // Asked again (each spelling's last shape is cached): the same numbers.
  const again: number[] = [];
  forEachStatement(body, (s) => void (s.kind === 'Instruction' && again.push(s.shape())));
  assert.equal(again, first);
});

test('instructions of one shape have the same category and address spaces', () => {
  const files = corpus().filter((f) => /atomics\.sm_89\.rdc|arith_templates\.sm_80\.default/.test(f.name));
  assert.ok(files.length > 0);
  for (const f of files) {
    const facts = new Map<number, string>();
    let shaped = 0;
    for (const d of parse(readText(f.path)).module.directives) {
      if (d.kind !== 'Function' || d.body === null) continue;
      forEachStatement(d.body, (s) => {
        const shape = s.shape();
        if (shape < 0) return;
        shaped++;
        const node = s.node() as InstructionBase;
        const mine = JSON.stringify([categoryOf(node), addressSpacesOf(node)]);
        const known = facts.get(shape);
        if (known === undefined) facts.set(shape, mine);
        else assert.is(mine, known, `${f.name}:${node.span.line}`);
      });
    }
    assert.ok(shaped > 100, f.name);
  }
});

test("a parse within another's onFunction: each parse's records name their own spellings", () => {
  // ptxas -arch=sm_90a: both accepted.
  const head = '.version 9.0\n.target sm_90a\n.address_size 64\n';
  const outer = `${head}.visible .entry a()\n{\n\t.reg .b32 %r<4>;\n\tadd.s32 %r1, %r2, %r3;\n\tmul.lo.s32 %r1, %r2, %r3;\n\tret;\n}\n.visible .entry b()\n{\n\t.reg .b32 %r<4>;\n\tmul.lo.s32 %r1, %r2, %r3;\n\tadd.s32 %r1, %r2, %r3;\n\tret;\n}\n`;
  const inner = `${head}.visible .entry c()\n{\n\t.reg .b32 %r<4>;\n\tsub.s32 %r1, %r2, %r3;\n\tmul.lo.s32 %r1, %r2, %r3;\n\tret;\n}\n`;
  const opcodes = (fn: FunctionDecl) => {
    const seen: string[] = [];
    forEachStatement(fn.body!, (s) => void (s.kind === 'Instruction' && seen.push(s.opcode + s.modifiers.join(''))));
    return seen;
  };
  const got: string[][] = [];
  parse(outer, { onFunction: (fn) => {
    parse(inner, { onFunction: (g) => void got.push(opcodes(g)) });
    got.push(opcodes(fn));
  } });
  assert.equal(got, [['sub.s32', 'mul.lo.s32', 'ret'], ['add.s32', 'mul.lo.s32', 'ret'], ['sub.s32', 'mul.lo.s32', 'ret'], ['mul.lo.s32', 'add.s32', 'ret']]);
});

test.run();
