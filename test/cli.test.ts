import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Module } from '../src/ast.js';
import { writeJson } from '../src/cli/json.js';
import { loadExploreScript } from '../src/cli/explore-script.js';
import { loadParserScript } from '../src/cli/parser-script.js';
import { readInputAsync } from '../src/cli/read-input.js';
import { parse } from '../src/parse.js';
import { recordsOf } from '../src/parser/block-records.js';
import { FixSchema } from '../src/schemas.js';
import { corpus } from './support/corpus.js';
import { CLI, ROOT, kernel, readText } from './support/ptx.js';

function ptx(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'latin1', input });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'ptx-cli-'));
const good = join(dir, 'good.ptx');
const bad = join(dir, 'bad.ptx');
writeFileSync(good, kernel('\tadd.s32 %r1, %r2, %r3;'));
writeFileSync(bad, kernel('\tadd.s32 %r1, %r2;\n\tfma.rn.f32 %f1, %f2;\n\tmovv.u32 %r1, %r2;'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

test('a large file, read in two halves at once, comes back byte for byte', async () => {
  // 5 MB, no byte repeating at the period of a half: a half put in the wrong place shows.
  const big = join(dir, 'big.bin');
  const bytes = Buffer.alloc(5 * 1024 * 1024 + 7);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + (i >>> 13)) & 0xff;
  writeFileSync(big, bytes);
  const r = await readInputAsync(big);
  assert.ok(r.ok && Buffer.compare(r.bytes, bytes) === 0);
});

test('parse: exit 0 on valid files, nothing on stderr', () => {
  const r = ptx(['parse', good, good]);
  assert.is(r.code, 0);
  assert.is(r.stderr, '');
});

test('parse: exit 1, every error as path:line:col: error: message with a code frame', () => {
  const r = ptx(['parse', good, bad]);
  assert.is(r.code, 1);
  const heads = r.stderr.split('\n').filter((l) => l.startsWith(bad));
  assert.is(heads.length, 3);
  assert.match(heads[0]!, new RegExp(`^${bad}:13:2: error: 'add.s32': expected 3 operands, found 2$`));
  assert.match(heads[2]!, /unknown opcode 'movv'; did you mean 'mov'\?/);
  assert.match(r.stderr, /\n 13 \| \tadd\.s32|\n 13 \|  add\.s32/);
  assert.match(r.stderr, /\|\s+\^/);
});

test('parse --json: exact shape, one entry per input in order', () => {
  const r = ptx(['parse', '--json', bad, good, join(dir, 'missing.ptx')]);
  assert.is(r.code, 1);
  const j = JSON.parse(r.stdout) as { files: Array<{ path: string; ok: boolean; diagnostics: Array<Record<string, unknown>> }> };
  assert.equal(Object.keys(j), ['files']);
  assert.equal(j.files.map((f) => [f.path, f.ok]), [[bad, false], [good, true], [join(dir, 'missing.ptx'), false]]);
  assert.equal(Object.keys(j.files[0]!), ['path', 'ok', 'diagnostics']);
  assert.equal(Object.keys(j.files[0]!.diagnostics[0]!), ['severity', 'line', 'column', 'message']);
  assert.equal(j.files[0]!.diagnostics[0], { severity: 'error', line: 13, column: 2, message: "'add.s32': expected 3 operands, found 2" });
  assert.equal(j.files[1]!.diagnostics, []);
});

test("parse: a suggestion's fix as a help line; with --json as fix, the schema's (schemas/parse.schema.json)", () => {
  // ptxas 13.0: "Not a name of any known instruction: 'movv'".
  const text = readText(bad);
  const fix = parse(text).diagnostics[2]!.fix!;
  assert.match(ptx(['parse', bad]).stderr, /\n\s+\|\s+\^~~~\nhelp: change 'movv' to 'mov'\n$/);
  const j = JSON.parse(ptx(['parse', '--json', bad]).stdout) as { files: Array<{ diagnostics: Array<{ fix?: unknown }> }> };
  assert.equal(j.files[0]!.diagnostics[2]!.fix, fix);
  assert.equal(fix.edits.map((e) => text.slice(e.span.start, e.span.end)), ['movv']);
  assert.ok(FixSchema.safeParse(fix).success);
  const validate = new Ajv2020({ allErrors: true }).compile(JSON.parse(readFileSync(join(ROOT, 'schemas', 'parse.schema.json'), 'utf8')) as object);
  assert.ok(validate(j), JSON.stringify(validate.errors));
});

test('parse reads a pipe named by its path to the end', () => {
  // A pipe has no size: `cat bad.ptx | ptx parse /dev/stdin` must still see the whole text.
  const r = spawnSync('sh', ['-c', `cat '${bad}' | '${process.execPath}' '${CLI}' parse /dev/stdin`], { encoding: 'latin1' });
  assert.is(r.status, 1);
  assert.is(r.stderr, ptx(['parse', bad]).stderr.replaceAll(bad, '/dev/stdin'));
});

test('parse - reads stdin', () => {
  assert.is(ptx(['parse', '-'], kernel('\tmov.u32 %r1, %tid.x;')).code, 0);
  assert.is(ptx(['parse', '-'], kernel('\tmov.u32 %r1 %tid.x;')).code, 1);
});

test('dump: json and tree', () => {
  const j = ptx(['dump', good]);
  assert.is(j.code, 0);
  assert.is((JSON.parse(j.stdout) as { kind: string }).kind, 'Module');
  const t = ptx(['dump', good, '--format', 'tree']);
  assert.is(t.code, 0);
  assert.match(t.stdout, /^Module/);
  assert.match(t.stdout, /Instruction @13:2 .*opcode="add"/);
  assert.is(ptx(['dump', good, '--format', 'xml']).code, 2);
  const compact = ptx(['dump', good, '--compact']);
  assert.is(compact.code, 0);
  assert.is(compact.stdout, `${JSON.stringify(parse(readText(good)).module)}\n`);
});

test('dump writes the JSON in pieces, the same text JSON.stringify(module, null, 1) gives (and JSON.stringify(module) with --compact)', () => {
  const json = (v: unknown) => {
    const pieces: string[] = [];
    writeJson(v, (s) => pieces.push(s));
    const compact: string[] = [];
    writeJson(v, (s) => compact.push(s), true);
    assert.ok(compact.join('') === JSON.stringify(v));
    return pieces.join('');
  };
  // One module in 16 across the corpus's kinds (nvcc, -G, LLVM, cuda::ptx, hand-written).
  const files = corpus().filter((_, i) => i % 16 === 0);
  assert.ok(files.length > 15);
  for (const f of files) {
    const m = parse(readText(f.path)).module;
    assert.ok(json(m) === JSON.stringify(m, null, 1), f.name);
  }
  // Containers larger than one piece, so that they are written member by member.
  const many = Array.from({ length: 5000 }, (_, i) => i);
  const odd = {
    a: [], b: {}, c: [1, [2, []], { d: undefined, e: () => 0 }], f: undefined, fn: () => 0,
    g: [undefined, NaN, -0, 'x\ny', () => 1, ...many], h: { i: { j: null }, k: many },
  };
  assert.is(json(odd), JSON.stringify(odd, null, 1));
  // Deeper than the writer recurses, so written from its explicit stack (indented only 64 levels deep).
  let deep: unknown = odd;
  for (let i = 0; i < 300; i++) deep = i % 2 === 0 ? { x: deep, u: undefined, n: i, e: [] } : [deep, undefined, 'y', {}];
  assert.equal(JSON.parse(json(deep)), JSON.parse(JSON.stringify(deep)));
});

test('dump writes an unread block a statement at a time and leaves it unread: the same JSON as the block read', () => {
  const bodies = (m: Module) => m.directives.flatMap((d) => (d.kind === 'Function' && d.body !== null ? [d.body] : []));
  // nvcc -rdc (call sequences: nested blocks), -G (.loc, sections) and LLVM modules.
  const names = ['ptx/atomics.sm_89.rdc.ptx', 'ptx/arith_templates.sm_75.G.ptx', 'llvm/triton_ir.sm_86.O3.ptx'];
  const files = corpus().filter((f) => names.includes(f.name));
  assert.is(files.length, names.length);
  for (const f of files) {
    const m = parse(readText(f.path)).module;
    const indented: string[] = [];
    writeJson(m, (s) => indented.push(s));
    const compact: string[] = [];
    writeJson(m, (s) => compact.push(s), true);
    assert.ok(bodies(m).length > 0 && bodies(m).every((b) => recordsOf(b) !== null), `${f.name}: a block was read`);
    assert.ok(indented.join('') === JSON.stringify(m, null, 1), f.name);
    assert.ok(compact.join('') === JSON.stringify(m), f.name);
  }
});

test('dump writes blocks nested deeper than the indented levels as it writes them read', () => {
  // ptxas -arch=sm_90a: accepted. Statements 30 blocks deep, past the 64 indented levels of JSON.
  const m = parse(kernel(`\tadd.s32 %r1, %r2, %r3;\n${'{\n'.repeat(30)}\tadd.s32 %r1, %r2, %r3;\n\tst.global.u32 [%rd1+4], %r1;\n${'}\n'.repeat(30)}`)).module;
  const dump = (compact: boolean) => {
    const pieces: string[] = [];
    writeJson(m, (s) => pieces.push(s), compact);
    return pieces.join('');
  };
  const unread = [dump(false), dump(true)];
  assert.ok(unread[1] === JSON.stringify(m));
  assert.ok(unread[0] === dump(false) && unread[1] === dump(true));
});

test('print re-emits the module as written; fmt in the canonical layout, and its output parses', () => {
  const text = `// a comment\n${kernel('\tadd.s32    %r1,%r2, %r3;  // sum')}`;
  const commented = join(dir, 'commented.ptx');
  writeFileSync(commented, text);
  const r = ptx(['print', commented]);
  assert.is(r.code, 0);
  assert.is(r.stdout, text);
  const f = ptx(['fmt', commented]);
  assert.is(f.code, 0);
  assert.match(f.stdout, /\tadd\.s32 %r1, %r2, %r3;\n/);
  assert.not.match(f.stdout, '//');
  assert.is(ptx(['parse', '-'], f.stdout).code, 0);
  assert.is(ptx(['fmt', bad]).code, 1);
});

test('stats: functions, registers, opcodes', () => {
  const r = ptx(['stats', good, '--json']);
  const s = (JSON.parse(r.stdout) as { files: Array<{ functions: { entries: number }; registers: number; opcodes: Record<string, number> }> }).files[0]!;
  assert.is(s.functions.entries, 1);
  assert.is(s.registers, 4 + 4 + 8 + 8 + 8 + 4);
  assert.equal(s.opcodes, { add: 1, ret: 1 });
});

test('parse: a file that cannot be read is an error at 1:1, first or later in the list', () => {
  const missing = join(dir, 'missing.ptx');
  const empty = mkdtempSync(join(dir, 'empty-'));
  for (const files of [[missing, empty, good], [good, missing, empty]]) {
    const r = ptx(['parse', ...files]);
    assert.is(r.code, 1);
    assert.is(r.stderr, `${missing}:1:1: error: cannot read: no such file\n${empty}:1:1: error: no .ptx file under this directory\n`);
  }
  const dumped = ptx(['dump', missing]);
  assert.is(dumped.code, 1);
  assert.is(dumped.stderr, `${missing}:1:1: error: cannot read: no such file\n`);
});

test('parse takes directories as the explore commands do: their *.ptx, recursively and sorted', () => {
  const tree = mkdtempSync(join(dir, 'tree-'));
  mkdirSync(join(tree, 'sub'));
  writeFileSync(join(tree, 'sub', 'a.ptx'), readText(bad));
  writeFileSync(join(tree, 'b.ptx'), readText(good));
  writeFileSync(join(tree, 'notes.txt'), 'not PTX');
  const r = ptx(['parse', '--json', tree]);
  assert.is(r.code, 1);
  const j = JSON.parse(r.stdout) as { files: Array<{ path: string; ok: boolean }> };
  assert.equal(j.files.map((f) => [f.path, f.ok]), [[join(tree, 'b.ptx'), true], [join(tree, 'sub', 'a.ptx'), false]]);
  assert.is(ptx(['parse', join(tree, 'b.ptx'), '-'], readText(good)).code, 0);
});

test('a command that reads one module (dump, print, fmt, diff) refuses a directory: a usage error, exit 2', () => {
  for (const args of [['dump', dir], ['print', dir], ['fmt', dir], ['diff', good, dir]]) {
    const r = ptx(args);
    assert.is(r.code, 2, args.join(' '));
    assert.is(r.stdout, '');
    assert.ok(r.stderr.startsWith(`error: '${dir}' is a directory: ptx ${args[0]} reads one file\nusage: ptx ${args[0]} `), r.stderr);
  }
});

test('usage errors: exit 2, the message and the usage on stderr, nothing on stdout, never a stack trace; --help and --version exit 0 on stdout', () => {
  const bare = ptx([], '');
  assert.is(bare.code, 2);
  assert.is(bare.stdout, '');
  assert.match(bare.stderr, /Usage:\n {2}\$ ptx <command> \[options\]\n[\s\S]*\n {2}parse \[\.\.\.files\]/);
  for (const help of [['--help'], ['-h'], ['--version']]) {
    const r = ptx(help);
    assert.is(r.code, 0, help[0]);
    assert.is(r.stderr, '');
    assert.ok(r.stdout.startsWith('ptx/0.1.0'), help[0]);
  }
  assert.match(ptx(['-x']).stderr, /^error: options need a command: -x\n[\s\S]*Usage:/);
  const commands = ['parse', 'dump', 'print', 'fmt', 'ls', 'show', 'extract', 'grep', 'calls', 'cfg', 'stats', 'diff', 'lsp', 'gen'];
  const cases: string[][] = [['frobnicate'], ['lsp'], ['dump', '--format'], ['dump', good, 'extra'], ...commands.map((c) => [c, '--bogus', good])];
  // What a command needs besides its options: the missing arguments are a usage error, never a silent wait.
  for (const c of ['show', 'extract', 'grep', 'cfg', 'diff']) cases.push([c]);
  for (const args of cases) {
    const r = ptx(args, '');
    const what = args.join(' ');
    assert.is(r.code, 2, what);
    assert.is(r.stdout, '', what);
    assert.match(r.stderr, /^error: \S/, what);
    assert.match(r.stderr, args[0] === 'frobnicate' ? /\nUsage:\n/ : new RegExp(`\nusage: ptx ${args[0]} .*'ptx ${args[0]} --help' says more\n$`), what);
    assert.not.match(r.stderr, /\n\s+at /, what);
  }
});

test('the unbundled CLI (dist/src/cli/main.js) parses too', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'dist', 'src', 'cli', 'main.js'), 'parse', bad], { encoding: 'utf8' });
  assert.is(r.status, 1);
  assert.match(r.stderr, /unknown opcode 'movv'; did you mean 'mov'\?/);
});

test('the README quick start runs our ptx (not coreutils ptx)', () => {
  const r = spawnSync('npm', ['run', '--silent', 'example'], { cwd: ROOT, encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, /^Module @1:1\n/);
  assert.match(r.stdout, /Function @\d+:\d+ .*name="_Z9vectorAddPKfS0_Pfi"/);
});

test("the bin loads the bundle's parser script with the code cache the build made, and it parses as the library does", () => {
  const bundle = pathToFileURL(join(CLI, '..') + '/');
  const loaded = loadParserScript(bundle);
  assert.ok(loaded !== null, 'no parser script beside the bin');
  assert.is(loaded.cache, 'accepted');
  // Every ninth corpus file, as the CLI passes them: a file's bytes.
  for (const { path } of corpus().filter((_f, i) => i % 9 === 0)) {
    const bytes = readFileSync(path);
    assert.is(JSON.stringify(loaded.parse(bytes)), JSON.stringify(parse(bytes)), path);
  }
  const bad = kernel('\tadd.s32 %r1, %r2;\n\tmovv.u32 %r1, %r2;');
  assert.is(JSON.stringify(loaded.parse(bad).diagnostics), JSON.stringify(parse(bad).diagnostics));
  // Unbundled (dist/src/cli), the CLI imports the parser module instead.
  assert.is(loadParserScript(new URL('../src/cli/', import.meta.url)), null);
});

test("the bin loads the explore commands' script with the code cache the build made (warmed by the streamed commands)", () => {
  const bundle = pathToFileURL(join(CLI, '..') + '/');
  const loaded = loadExploreScript(bundle);
  assert.ok(loaded !== null, 'no explore script beside the bin');
  assert.is(loaded.cache, 'accepted');
  assert.type(loaded.exports.runFiles, 'function');
  assert.is(loadExploreScript(new URL('../src/cli/', import.meta.url)), null);
});

test("the explore commands' script holds no copy of the parser's dispatch tables: it takes them from the parser script", () => {
  // With a copy, explore.cjs is 1 MB (940 KB of it the tables); without, under 200 KB.
  const [explore, parser] = ['explore.cjs', 'parser.bundle.js'].map((f) => statSync(join(CLI, '..', f)).size);
  assert.ok(explore! * 5 < parser!, `explore.cjs is ${explore} bytes, the parser script ${parser}`);
});

test.run();
