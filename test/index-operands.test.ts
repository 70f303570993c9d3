// An array's element as an operand, `g[1]`, `g[%r1]`, `g[%r1+4]` (spec indexOperands): where
// ptxas 13.0 (`ptxas -arch=sm_90`) takes one and where not, its verdict beside each input; the
// Index node printed, validated, walked, and read by defs/uses, the explore commands and the LSP.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Index, Instruction, Module } from '../src/ast.js';
import { defs, uses } from '../src/defs-uses.js';
import { Analysis } from '../src/lsp/analysis.js';
import { hover } from '../src/lsp/hover.js';
import { definition } from '../src/lsp/navigation.js';
import { semanticTokens } from '../src/lsp/semantic-tokens.js';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { printOperand } from '../src/printer.js';
import { ModuleSchema } from '../src/schemas.js';
import { walk } from '../src/walk.js';
import { CLI, errorsInBothModes, ROOT } from './support/ptx.js';

const HEAD = `.version 9.0
.target sm_90
.address_size 64
.global .u32 g[16];
.global .u32 s;
.shared .u32 sh[8];
.const .u32 c[8];
.global .texref t;
.func f() { ret; }
`;

/** A kernel of `body` below HEAD's variables, with registers of common types; its lines counted from the body's first. */
function module(body: string): string {
  return `${HEAD}.entry k(.param .u32 pa[4])
{
\t.reg .b16 %h<2>;
\t.reg .u32 %r<4>;
\t.reg .u64 %rd<4>;
\t.reg .pred %p;
\t.reg .f32 %f1;
\t.reg .b128 %q;
\t.local .u32 lk[4];
${body}
\tret;
}
`;
}

const FIRST = module('').split('\n').indexOf('') + 1;

function bodyErrors(body: string): string[] {
  return errorsInBothModes(module(body)).map((e) => e.replace(/^(\d+)/, (n) => String(Number(n) - FIRST + 1)));
}

test('ptxas takes an element of an array variable as mov, cvta, getctarank and mapa take a variable, and bare as the address of ld, ldu, st, multimem.red', () => {
  // ptxas 13.0: each accepted.
  for (const ok of [
    'mov.u64 %rd1, g[1];', 'mov.u64 %rd1, g[%r1];', 'mov.u64 %rd1, g[%rd1+4];', 'mov.b64 %rd1, g[%r1+-4];', 'mov.s64 %rd1, g[-1];',
    'mov.u64 %rd1, g[2*3];', 'mov.u64 %rd1, g[100];', 'mov.u64 %rd1, g[(1)];', 'mov.u64 %rd1, g[1?2:3];', 'mov.u64 %rd1, g[%r1+(-4)];',
    'mov.u64 %rd1, g[s];', 'mov.u64 %rd1, g[s+1];', 'mov.u64 %rd1, g [1];', 'mov.u64 %rd1, g\n[1];', 'mov.u64 %rd1, sh[1];', 'mov.u64 %rd1, c[1];',
    'mov.u64 %rd1, lk[%r1];', 'mov.u64 %rd1, pa[1];', 'mov.u64 %rd1, g[1].unified;', '@%p mov.u64 %rd1, g[1];',
    'cvta.global.u64 %rd1, g[1];', 'cvta.global.u64 %rd1, g[%r1];', 'cvta.shared.u64 %rd1, sh[%r1];', 'cvta.const.u64 %rd1, c[1];', 'cvta.local.u64 %rd1, lk[1];',
    'getctarank.shared::cluster.u32 %r1, sh[1];', 'mapa.shared::cluster.u64 %rd1, sh[1], %r1;',
    'ld.global.u32 %r1, g[1];', 'ld.global.u32 %r1, g[%r1];', 'ld.u32 %r1, g[1];', 'ld.shared.u32 %r1, sh[1];', 'ld.const.u32 %r1, c[%r1+1];',
    'ld.local.u32 %r1, lk[1];', 'ld.param.u32 %r1, pa[1];', 'ld.global.v2.u32 {%r1, %r2}, g[2];', 'ld.global.nc.u32 %r1, g[1];',
    'ld.relaxed.gpu.global.u32 %r1, g[1];', 'ld.global.u32 %r1, g[1] .unified;', 'ldu.global.u32 %r1, g[%r1];',
    'st.global.u32 g[1], %r1;', 'st.shared.u32 sh[%r1], %r1;', 'st.global.v2.u32 g[2], {%r1, %r2};', 'st.global.u32 g[1].unified, %r1;',
    'multimem.red.global.add.u32 g[1], %r1;', 'multimem.red.relaxed.gpu.global.add.u32 g[%r1+1], %r1;',
    // mov's unpacking form too, bare or indexed, of any size but a .global address into 32 bits.
    'mov.b64 {%r1, %r2}, g;', 'mov.b64 {%r1, _}, g[1];', 'mov.b128 {%rd1, %rd2}, g[%r1];', 'mov.b128 %q, g[1];', 'mov.b64 {%r1, %r2}, lk[1];',
    // A label defined further on as the index, alone or offset ("Illegal to use symbol '$L9' ... as array index" only once it is defined above: below).
    'mov.u64 %rd1, g[$L9];\n$L9:', 'ld.global.u32 %r1, g[$L9+1];\n$L9:', 'st.global.u32 g[$L9], %r1;\n$L9:',
  ])
    assert.equal(bodyErrors(`\t${ok}`), [], ok);
});

test('an element elsewhere, of a non-array, or indexed by what is no constant or integer register is an error at its column', () => {
  const expectOne = (body: string, message: string) => assert.equal(bodyErrors(`\t${body}`), [message], body);
  // ptxas: "Arguments mismatch for instruction 'add'" ('setp', 'st', 'atom', 'red', 'prefetch', 'cvta.to'); "Argument 2 of instruction 'add': must be register".
  expectOne('add.u64 %rd1, %rd2, g[1];', "1:22: 'add.u64': operand 3 (b): expected a value, found an array element 'g[..]'");
  expectOne('st.global.u64 [%rd1], g[1];', "1:24: 'st.global.u64': operand 2 (b): expected a value, found an array element 'g[..]'");
  expectOne('atom.global.add.u32 %r1, g[1], 1;', "1:27: 'atom.global.add.u32': operand 2 (a): expected an address [..], found an array element 'g[..]'");
  expectOne('prefetch.global.L2 g[1];', "1:21: 'prefetch.global.L2': operand 1 (a): expected an address [..], found an array element 'g[..]'");
  // ptxas: "Parsing error near '['" in the builtin it expands multimem.st and multimem.ld_reduce to.
  expectOne('multimem.st.global.u32 g[1], %r1;', "1:25: 'multimem.st.global.u32': operand 1 (a): expected an address [..], found an array element 'g[..]'");
  expectOne('cvta.to.global.u64 %rd1, g[1];', "1:27: 'cvta.to.global.u64': operand 2 (a): expected a value, found an array element 'g[..]'");
  // ptxas: "Arguments mismatch for instruction 'mov'" (a variable's address is an integer).
  expectOne('mov.f64 %rd1, g[1];', "1:16: 'mov.f64': operand 2 (a): expected a scalar value, found an array element 'g[..]'");
  // ptxas: "State space mismatch between instruction and address in instruction 'ld'" ('cvta').
  expectOne('ld.shared.u32 %r1, g[1];', "1:21: 'ld.shared.u32': 'g' is a .global variable: the instruction addresses .shared");
  expectOne('ld.param.u32 %r1, g[1];', "1:20: 'ld.param.u32': 'g' is a .global variable: the instruction addresses .param");
  expectOne('cvta.shared.u64 %rd1, g[1];', "1:24: 'cvta.shared.u64': 'g' is a .global variable: the instruction addresses .shared");
  // ptxas: "32-Bit ABI (--machine 32 or 32-Bit addressing) is not supported on sm_90 or higher architectures".
  expectOne('mov.u32 %r1, g[1];', "1:15: 'mov.u32': 'g' is a .global variable: its address is 64 bits, not .u32 (32-bit addressing is no longer supported)");
  expectOne('mov.b32 {%h0, %h1}, g[1];', "1:22: 'mov.b32': 'g' is a .global variable: its address is 64 bits, not .b32 (32-bit addressing is no longer supported)");
  // ptxas: "Array indexing on non-array".
  expectOne('mov.u64 %rd1, s[1];', "1:16: 's' is a variable but no array: only an array variable takes an index");
  expectOne('mov.u64 %rd1, t[1];', "1:16: 't' is a variable but no array: only an array variable takes an index");
  expectOne('mov.u64 %rd1, %rd2[1];', "1:16: '%rd2' is a register: only an array variable takes an index");
  expectOne('mov.u64 %rd1, f[1];', "1:16: 'f' is a function: only an array variable takes an index");
  expectOne('$L1: mov.u64 %rd1, $L1[1];', "1:21: '$L1' is a label: only an array variable takes an index");
  expectOne('mov.u64 %rd1, $L9[1];\n$L9:', "1:16: 'mov.u64': '$L9' is a label: only an array variable takes an index");
  expectOne('ld.global.u32 %r1, $L9[1];\n$L9:', "1:21: 'ld.global.u32': '$L9' is a label: only an array variable takes an index");
  // ptxas: "Illegal to use symbol '%p' of type .pred as array index. Use integer or bit only." ('f', 'L1' "of type (null)").
  expectOne('mov.u64 %rd1, g[%p];', "1:18: '%p' is a .pred register: an array index takes an integer or bit-size one");
  expectOne('mov.u64 %rd1, g[%f1+1];', "1:18: '%f1' is a .f32 register: an array index takes an integer or bit-size one");
  expectOne('mov.u64 %rd1, g[f];', "1:18: 'f' is a function: an array index is a constant or a register");
  expectOne('$L1: mov.u64 %rd1, g[$L1];', "1:23: '$L1' is a label: an array index is a constant or a register");
  // ptxas: "Unknown symbol '$L9'" (a label of no block). One defined further on it takes, as below.
  expectOne('mov.u64 %rd1, g[$L9];', "1:18: unknown symbol '$L9'");
  // ptxas: "Illegal operand type for address/array-index".
  expectOne('mov.u64 %rd1, g[%q];', "1:18: '%q' is a .b128 register: an array index takes an integer or bit-size one");
  // ptxas: "Integer constant expression expected".
  expectOne('mov.u64 %rd1, g[1.0];', '1:18: an array index is an integer: it takes no floating-point constant');
  // ptxas: "Parsing error near ...": a register after a constant, subtracted, negated, in parentheses, beside another name; a sink, a selector, nothing.
  expectOne('mov.u64 %rd1, g[%r1-4];', "1:18: '-' after a name is not PTX: write '+-' (%r1+-4)");
  expectOne('mov.u64 %rd1, g[4+%r1];', '1:20: a name may only start an expression, followed by \'+\' and a constant (ptxas: syntax error)');
  expectOne('mov.u64 %rd1, g[%r1+s];', '1:22: a name may only start an expression, followed by \'+\' and a constant (ptxas: syntax error)');
  expectOne('mov.u64 %rd1, g[-%r1];', '1:18: a name in an array index is not negated: an array index is a[constant], a[register] or a[register+constant]');
  expectOne('mov.u64 %rd1, g[_];', "1:18: an array index holds no sink '_': it is a[constant], a[register] or a[register+constant]");
  expectOne('mov.u64 %rd1, g[%tid.x];', "1:18: a name in an array index takes no selector: '%tid.x'");
  expectOne('mov.u64 %rd1, g[];', "1:18: expected an operand, found ']'");
  expectOne('mov.u64 %rd1, g[1].x;', "1:20: an array's element takes no '.x' (only .unified)");
  // ptxas: "Parsing error near '['" / "near '+'": an element is an operand of its own, never inside one.
  expectOne('mov.u64 %rd1, g[1][2];', "1:20: expected ',' or ';' after an operand, found '['");
  expectOne('mov.u64 %rd1, g[1]+4;', "1:20: expected ',' or ';' after an operand, found '+'");
  expectOne('ld.global.u32 %r1, [g[1]];', "1:23: expected ']' closing the address, found '['");
  expectOne('mov.b64 %rd1, {g[1], %r1};', "1:18: expected '}' closing the vector, found '['");
  // ptxas: "Parsing error near '['" in an initializer too.
  assert.equal(errorsInBothModes(`${HEAD}.global .u64 p = g[1];\n`), ["10:19: expected ';' ending the declaration, found '['"]);
});

const TEXT = module('\tmov.u64 %rd1, g[%r1+4];\n\tld.global.u32 %r2, g [ %r3 ] .unified;\n\tst.shared.u32 sh[2*3], %r2;');

function instructions(module: Module): Instruction[] {
  const out: Instruction[] = [];
  walk(module, { Instruction: (i) => void out.push(i) });
  // Not f's.
  return out.filter((i) => i.opcode !== 'ret');
}

test('the Index node: printed losslessly and canonically, valid to ModuleSchema, walked', () => {
  const r = parse(TEXT);
  assert.equal(r.diagnostics, []);
  assert.is(print(r), TEXT);
  const [mov, ld, st] = instructions(r.module) as [Instruction, Instruction, Instruction];
  const index = mov.operands[1] as Index;
  assert.is(index.kind, 'Index');
  assert.is(index.base.name, 'g');
  assert.is(TEXT.slice(index.span.start, index.span.end), 'g[%r1+4]');
  assert.is(printOperand(ld.operands[1]!), 'g[%r3].unified');
  assert.is(printOperand(st.operands[0]!), 'sh[2*3]');
  assert.ok(print(r, { canonical: true }).includes('\tld.global.u32 %r2, g[%r3].unified;'));
  assert.is((ld.args as Record<string, unknown>).a, ld.operands[1]);
  const parsed = ModuleSchema.safeParse(JSON.parse(JSON.stringify(r.module)));
  assert.ok(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0]));
  // The JSON Schema built from it (ptx-parser/module.schema.json) has the node with its fields.
  const schema = readFileSync(join(ROOT, 'dist', 'module.schema.json'), 'utf8');
  const node = (JSON.parse(schema) as { $defs: Record<string, { oneOf?: Array<{ properties?: { kind?: { const?: string } } }> }> }).$defs;
  const indexSchema = Object.values(node).flatMap((d) => d.oneOf ?? []).find((o) => o.properties?.kind?.const === 'Index');
  assert.equal(Object.keys(indexSchema?.properties ?? {}), ['kind', 'base', 'index', 'selector', 'span']);
  const seen: string[] = [];
  walk(r.module, { Index: (n, path) => void seen.push(`${n.base.name} in ${(path.at(-1) as Instruction).opcode}`), Name: (n) => void (n.name === '%r3' && seen.push('%r3')) });
  assert.equal(seen, ['g in mov', 'g in ld', '%r3', 'sh in st']);
  // Edited in place, only the edited tokens' text changes, the blanks around them kept.
  index.index = { kind: 'Int', text: '2', span: index.index.span };
  (ld.operands[1] as Index).base.name = 'h';
  assert.is(print(r), TEXT.replace('g[%r1+4]', 'g[2]').replace('g [ %r3 ]', 'h [ %r3 ]'));
});

test("defs and uses: an index's register is read, the array variable no register", () => {
  const m = parse(TEXT).module;
  const found: string[] = [];
  walk(m, { Instruction: (i, path) => void found.push(`${i.opcode} defs ${defs(i, path).join(' ')} uses ${uses(i, path).join(' ')}`) });
  assert.equal(found.slice(1, 4), ['mov defs %rd1 uses %r1', 'ld defs %r2 uses %r3', 'st defs  uses %r2']);
});

test('the explore commands and the language server on an indexed operand', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-index-'));
  try {
    const file = join(dir, 'k.ptx');
    writeFileSync(file, TEXT);
    const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args, file], { encoding: 'latin1' });
    const grep = run('grep', 'ld', '--reads', '%r3');
    assert.is(grep.status, 0, grep.stderr);
    assert.ok(grep.stdout.includes('ld.global.u32 %r2, g [ %r3 ] .unified;'), grep.stdout);
    assert.is(run('grep', 'mov', '--reads', '%r1').stdout.split('\n').filter(Boolean).length, 1);
    // An element as ld's or st's address is a memory operation of its space; mov's is none.
    assert.match(run('stats').stdout, /\.global\s+1\n\s+\.shared\s+1\nopcodes/);
    for (const cmd of [['stats'], ['ls'], ['dump', '--format', 'tree'], ['fmt']]) assert.is(run(...cmd).status, 0, cmd.join(' '));
    assert.is(spawnSync(process.execPath, [CLI, 'cfg', file, 'k']).status, 0, 'cfg');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const a = new Analysis(TextDocument.create('file:///k.ptx', 'ptx', 1, TEXT));
  const at = (needle: string) => {
    const offset = TEXT.indexOf(needle);
    const before = TEXT.slice(0, offset);
    return { line: before.split('\n').length - 1, character: offset - before.lastIndexOf('\n') - 1 };
  };
  const def = definition(a, at('%r3 ]'));
  assert.ok(def !== null && TEXT.split('\n')[def.range.start.line]!.includes('.reg .u32 %r<4>'), JSON.stringify(def));
  assert.ok(hover(a, at('%r1+4]')) !== null);
  assert.ok(definition(a, at('g[%r1')) !== null);
  // The array and the index register are names the editor colours, as any other.
  for (const needle of ['g[%r1', '%r1+4]', 'sh[2', '%r3 ]']) assert.ok(a.index.occurrences.some((o) => o.start === TEXT.indexOf(needle)), needle);
  assert.ok(semanticTokens(a).data.length > 0);
});

test.run();
