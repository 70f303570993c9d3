// Declarations in a function body that the module's grammar has: a `.func` declared there, which
// ptxas 13.0 takes and makes the module's (callable below it, in any function), and a variable
// with a linkage, which it rejects. Each input with ptxas's verdict beside it (`ptxas -arch=sm_90
// -c`: a call to an .extern function is then resolved at link time, as at module scope).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { FunctionDecl, Instruction, Node } from '../src/ast.js';
import { defs, uses } from '../src/defs-uses.js';
import { parseStatement } from '../src/edit.js';
import { Analysis } from '../src/lsp/analysis.js';
import { definition } from '../src/lsp/navigation.js';
import { documentSymbols } from '../src/lsp/outline.js';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { printCanonical } from '../src/printer.js';
import { ModuleSchema } from '../src/schemas.js';
import { walk } from '../src/walk.js';
import { compareCubins } from './support/cubin.js';
import { errorsInBothModes, havePtxas, withoutSpans } from './support/ptx.js';

const HEAD = '.version 9.0\n.target sm_90\n.address_size 64\n';

/** A module of `text` after HEAD; its errors as `line:column: message`, the line counted from `text`'s first. */
function errors(text: string): string[] {
  return errorsInBothModes(HEAD + text).map((e) => e.replace(/^(\d+)/, (n) => String(Number(n) - 3)));
}

const kernel = (body: string) => `.visible .entry k()\n{\n${body}\n\tret;\n}\n`;

test('ptxas takes a .func declared in a body, and the name is the module function it declares', () => {
  // ptxas 13.0 -c: each accepted.
  for (const ok of [
    kernel('\t.extern .func g();'),
    kernel('\t.extern .func g();\n\tcall g;'),
    kernel('\t.extern .func g;\n\tcall g;'),
    kernel('\t.extern .func g() .noreturn;\n\tcall g;'),
    kernel('\t.extern .func .attribute(.unified(1,2)) g();'),
    kernel('\t.extern .func g(.reg .b32 a);'),
    kernel('\t.reg .b32 a;\n\t.extern .func g(.param .b32 a);'),
    kernel('\t.extern .func g();\n\t.extern .func g();\n\tcall g;'),
    kernel('\t.extern .func (.param .b32 r) g();\n\t.extern .func (.param .b32 r) g();'),
    kernel('\t.reg .b32 %r1;\n\t.extern .func (.param .b32 r) g(.param .b32 a);\n\t.param .b32 pa;\n\t.param .b32 pr;\n\tst.param.b32 [pa], 1;\n\tcall (pr), g, (pa);\n\tld.param.b32 %r1, [pr];'),
    // Not scoped to its block: called outside it, and from a later function.
    kernel('\t{\n\t.extern .func g();\n\t}\n\tcall g;'),
    `${kernel('\t.extern .func g();')}.visible .entry k2()\n{\n\tcall g;\n\tret;\n}\n`,
    `${kernel('\t.extern .func g();\n\tcall g;')}.extern .func g();\n`,
    // A name of the block may follow it (a register, a label), or stand in an enclosing block.
    kernel('\t.extern .func g();\n\t.reg .b32 g;'),
    kernel('\t.extern .func g();\n\tret;\ng:'),
    kernel('\t.reg .b32 g;\n\t{\n\t.extern .func g();\n\t}'),
    `.extern .func g();\n${kernel('\t.reg .b32 g;')}`,
    // A declaration without linkage, defined below.
    `${kernel('\t.func g();\n\tcall g;')}.func g()\n{\n\tret;\n}\n`,
  ])
    assert.equal(errors(ok), [], ok);
});

test('what ptxas rejects of a .func declared in a body: one error, on its line', () => {
  // A redefinition is named at the declaration's `;`, where ptxas's grammar ends it.
  const one = (text: string, error: string) => assert.equal(errors(text), [error], text);
  // ptxas: "Unresolved extern function 'g'" (no line): declared without .extern, never defined.
  one(kernel('\t.func g(.param .b32 a);'), "3:8: 'g' has no body in this module: a function declared without .extern is defined here (or aliased)");
  one(kernel('\t.weak .func g();'), "3:14: 'g' has no body in this module: a function declared without .extern is defined here (or aliased)");
  // ptxas: "Inconsistent redefinition of symbol 'g'" (a register, a parameter, a label of the block).
  one(kernel('\t.reg .b32 g;\n\t.extern .func g();'), "4:16: 'g' is declared in this block: a function declared here cannot have its name");
  one('.visible .func k(.param .b32 g)\n{\n\t.extern .func g();\n\tret;\n}\n', "3:16: 'g' is declared in this block: a function declared here cannot have its name");
  one(kernel('g:\n\t.extern .func g();'), "4:16: 'g' is declared in this block: a function declared here cannot have its name");
  // ptxas: "Duplicate definition of function 'g'", "Inconsistent redefinition of variable 'g'".
  one(`.func g()\n{\n\tret;\n}\n${kernel('\t.extern .func g();')}`, "7:19: duplicate definition of function 'g': its body is above");
  one(`.global .b32 g;\n${kernel('\t.extern .func g();')}`, "4:19: 'g' is already declared as a variable");
  one(kernel('\t.extern .func k();'), "3:19: 'k' is already declared as an .entry");
  // ptxas: "Inconsistent prototypes of 'g', number of parameters differ".
  one(kernel('\t.extern .func g();\n\t.extern .func g(.param .b32 a);'), "4:32: 'g' was declared with other parameters: () (), here () (.b32)");
  // ptxas: "Call to 'g' requires call prototype", "Label expected for forward reference of 'g'".
  one(kernel('\tcall g;\n\t.extern .func g();'), "3:7: unknown symbol 'g'");
  // ptxas: "Parsing error near 'ret'" (its `;` is required here), near '.entry', near '.common', near '_'.
  one(kernel('\t.extern .func g()'), "4:2: expected ';' ending the declaration of 'g', found 'ret'");
  one(kernel('\t.entry k2();'), "3:2: unexpected directive '.entry' in a function body");
  one(kernel('\t.extern .entry k2();'), "3:2: unexpected directive '.extern' in a function body");
  one(kernel('\t.common .func g();'), "3:2: unexpected directive '.common' in a function body");
  one(kernel('\t.extern .func _();'), "3:16: '_' is the sink, not a name to declare");
});

test('a variable with a linkage in a body: one error at the linkage, or at the directive when the `}` before it was left out', () => {
  // ptxas: "Parsing error near '.global'" (near the state space), on the line of each.
  for (const [linked, column] of [['.visible .global .b32 x;', 2], ['.extern .global .b32 x;', 2], ['.weak .shared .b32 x;', 2], ['.common .global .b32 x;', 2], ['.extern .shared .b32 x[];', 2], ['.visible .reg .b32 x;', 2]] as const) {
    const linkage = linked.split(' ')[0];
    assert.equal(errors(kernel(`\t${linked}`)), [`3:${column}: a variable in a function body has no linkage: ${linkage} declares one at module scope`], linked);
  }
  // Its uses are no more errors.
  assert.equal(errors(kernel('\t.reg .b32 %r1;\n\t.visible .global .b32 x;\n\tld.global.b32 %r1, [x];')), ['4:2: a variable in a function body has no linkage: .visible declares one at module scope']);
  // ptxas: "Parsing error near '.global'" on the variable's line; the `}` is missing before it.
  const unclosed = "3:1: expected '}' closing the block opened at line 5, found '.visible'";
  assert.equal(errors('.visible .entry k()\n{\n.visible .global .b32 x;\n'), [unclosed]);
  assert.equal(errors('.visible .entry k()\n{\n.visible .global .b32 x;\n.visible .entry k2()\n{\n\tret;\n}\n'), [unclosed]);
  assert.equal(errors('.visible .entry k()\n{\n.visible .global .b32 x;\n.global .b32 y;\n.visible .func f()\n{\n\tret;\n}\n'), [unclosed]);
  // ptxas: "Parsing error near '.entry'" on k2's line: the declaration is the body's.
  assert.equal(errors('.visible .entry k()\n{\n\tret;\n.extern .func h();\n.visible .entry k2()\n{\n\tret;\n}\n'), ["5:1: expected '}' closing the block opened at line 5, found '.visible'"]);
});

const TEXT = `${HEAD}
.visible .entry k()
{
	.reg .b32 %r<3>;
	.extern .func (.param .b32 r) g(.param .b32 a)
	;
	.param .b32 pa;
	.param .b32 pr;
	{
	.func  h ( );   // defined below
	}
	st.param.b32 [pa], 1;
	call (pr), g, (pa);
	ld.param.b32 %r1, [pr];
	ret;
}
.func h()
{
	ret;
}
.visible .func f2()
{
	call h;
	ret;
}
`;

test('a .func declared in a body is a FunctionDecl statement without body: printed, validated, walked, read by the LSP', () => {
  const r = parse(TEXT);
  assert.equal(r.diagnostics, []);
  const k = r.module.directives[3] as FunctionDecl;
  const g = k.body!.statements[1] as FunctionDecl;
  assert.equal([g.kind, g.linkage, g.name, g.body, g.returns?.length, g.params?.length], ['Function', '.extern', 'g', null, 1, 1]);
  assert.is(print(r.module), TEXT);
  // The canonical layout puts it on one line; parsed again, the same tree.
  const canonical = printCanonical(r.module);
  assert.ok(canonical.includes('\t.extern .func (.param .b32 r) g(.param .b32 a);\n'), canonical);
  assert.ok(canonical.includes('\t\t.func h();\n'), canonical);
  assert.is(withoutSpans(parse(canonical).module), withoutSpans(r.module));
  assert.ok(ModuleSchema.safeParse(JSON.parse(JSON.stringify(r.module))).success);
  const seen: string[] = [];
  walk(r.module, { Function: (f, path) => void seen.push(`${f.name}@${path.length}`) });
  assert.equal(seen, ['k@1', 'g@3', 'h@4', 'h@1', 'f2@1']);
  // The call's callee is no register; its arguments are.
  let call: Instruction | undefined;
  const path: Node[] = [];
  walk(r.module, { Instruction: (i, p) => void (i.opcode === 'call' && call === undefined && ((call = i), path.push(...p))) });
  assert.equal([defs(call!, path), uses(call!, path)], [[], []]);
  // An edit of it prints on its line alone.
  g.name = 'g2';
  assert.is(print(r.module), TEXT.replace('g(.param', 'g2(.param'));
  // parseStatement sees the functions declared in bodies above and in its own.
  const more = parse(TEXT);
  const f2 = more.module.directives[5] as FunctionDecl;
  assert.equal(parseStatement('call (pr), g, (pa);', { module: more.module, function: more.module.directives[3] as FunctionDecl }).diagnostics, []);
  assert.equal(parseStatement('call h;', { module: more.module, function: f2 }).diagnostics, []);
  // Go to definition from the call: the declaration in the body (g has no other); the outline lists it.
  const a = new Analysis(TextDocument.create('file:///k.ptx', 'ptx', 1, TEXT));
  const offset = TEXT.indexOf('g, (pa)');
  const before = TEXT.slice(0, offset);
  const def = definition(a, { line: before.split('\n').length - 1, character: offset - before.lastIndexOf('\n') - 1 });
  assert.ok(def !== null && TEXT.split('\n')[def.range.start.line]!.includes('.extern .func (.param .b32 r) g('), JSON.stringify(def));
  assert.equal(documentSymbols(a).map((s) => s.name), ['k', 'g', 'h', 'f2']);
});

test('ptxas assembles the module and its canonical print to the same cubin', async () => {
  if (!havePtxas()) return;
  const dir = mkdtempSync(join(tmpdir(), 'ptx-body-decl-'));
  try {
    const cubin = (name: string, text: string) =>
      new Promise<Buffer>((done, fail) => {
        writeFileSync(join(dir, `${name}.ptx`), text);
        const p = spawn('ptxas', ['-arch=sm_90', '-c', `${name}.ptx`, '-o', `${name}.cubin`], { cwd: dir });
        let err = '';
        p.stderr.on('data', (b: Buffer) => (err += b.toString()));
        p.on('close', (code) => (code === 0 ? done(readFileSync(join(dir, `${name}.cubin`))) : fail(new Error(err))));
      });
    const [a, b] = await Promise.all([cubin('a', TEXT), cubin('b', printCanonical(parse(TEXT).module))]);
    assert.is(compareCubins(a, b), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
