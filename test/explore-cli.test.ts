// The explore commands of the `ptx` bin: exit codes, several files and directories, stdin,
// --json against the published schemas (schemas/), worker threads, colour, SVG, demangling.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { loadDemangler } from '../src/cli/demangle.js';
import { grepModule } from '../src/explore/grep.js';
import { parse } from '../src/parse.js';
import { corpus } from './support/corpus.js';
import { CLI, ROOT, kernel } from './support/ptx.js';

function ptx(args: string[], input?: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'latin1', input, env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'ptx-explore-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));
const example = join(ROOT, 'examples', 'vector-add.ptx');
const good = join(dir, 'good.ptx');
const bad = join(dir, 'bad.ptx');
// ptxas -arch=sm_90a: good.ptx accepted; bad.ptx rejected (add.s32 with two operands).
writeFileSync(good, kernel('\tld.global.u32 %r1, [%rd1];\n\tadd.s32 %r1, %r2, %r3;'));
writeFileSync(bad, kernel('\tadd.s32 %r1, %r2;'));
mkdirSync(join(dir, 'tree', 'sub'), { recursive: true });
writeFileSync(join(dir, 'tree', 'b.ptx'), readFileSync(good));
writeFileSync(join(dir, 'tree', 'sub', 'a.ptx'), readFileSync(example));
writeFileSync(join(dir, 'tree', 'notes.txt'), 'not PTX');

const ajv = new Ajv2020({ allErrors: true });
const schema = (name: string) => ajv.compile(JSON.parse(readFileSync(join(ROOT, 'schemas', `${name}.schema.json`), 'utf8')) as object);

test('exit codes: 0 done, 1 a PTX error or no match, 2 a usage error; never a stack trace', () => {
  assert.is(ptx(['ls', good]).code, 0);
  assert.is(ptx(['grep', 'ld.global', good]).code, 0);
  assert.is(ptx(['grep', 'atom', good]).code, 1);
  const invalid = ptx(['ls', good, bad]);
  assert.is(invalid.code, 1);
  assert.match(invalid.stderr, new RegExp(`${bad}:13:2: error: 'add.s32': expected 3 operands, found 2`));
  assert.is(ptx(['stats', join(dir, 'missing.ptx')]).code, 1);
  assert.is(ptx(['show', good, 'nothing']).code, 1);
  for (const args of [['grep', 'ld..global', good], ['calls', good, '--format', 'png'], ['cfg', good, 'k', '--format', 'tree'], ['ls', good, '--jobs', '0'], ['stats', good, '--by', 'line']]) {
    const r = ptx(args);
    assert.is(r.code, 2, args.join(' '));
    assert.match(r.stderr, /^error: /);
    assert.not.match(r.stderr, /\n\s+at /);
  }
});

test('a module with errors is explored all the same: the errors on stderr, exit 1', () => {
  // nvcc output (ptxas -arch=sm_100 accepts it) with one add.s32 cut to two operands on line 167;
  // ptxas: "line 167; error: Arguments mismatch for instruction 'add'".
  const nvcc = join(ROOT, 'test', 'corpus', 'ptx', 'arith_templates.sm_100.default.ptx');
  const broken = join(dir, 'broken.ptx');
  const lines = readFileSync(nvcc, 'latin1').split('\n');
  assert.is(lines[166], '\tadd.s32 \t%r51, %r50, %r47;');
  lines[166] = '\tadd.s32 \t%r51, %r50;';
  writeFileSync(broken, lines.join('\n'));
  const error = `${broken}:167:2: error: 'add.s32': expected 3 operands, found 2`;
  const g = ptx(['grep', 'add.s32', broken]);
  assert.is(g.code, 1);
  assert.ok(g.stderr.startsWith(error), g.stderr);
  assert.match(g.stdout, /:167:2: add\.s32 %r51, %r50; {2}\(_Z10float_mathiPKfPf, unmatched\)\n/);
  assert.is(ptx(['grep', '--count', 'add.s32', broken]).stdout, ptx(['grep', '--count', 'add.s32', nvcc]).stdout);
  const json = JSON.parse(ptx(['grep', '--json', 'add.s32', broken]).stdout) as { files: Array<{ ok: boolean; count: number; diagnostics: unknown[] }> };
  assert.ok(schema('grep')(json));
  assert.equal([json.files[0]!.ok, json.files[0]!.count > 1, json.files[0]!.diagnostics.length], [false, true, 1]);
  const shown = ptx(['show', broken, '_Z10float_mathiPKfPf']);
  assert.is(shown.code, 1);
  assert.match(shown.stdout, /^\.visible \.entry _Z10float_mathiPKfPf\([\s\S]*\tadd\.s32 \t%r51, %r50;\n/);
  const stats = ptx(['stats', broken]);
  assert.is(stats.code, 1);
  assert.match(stats.stdout, /^ {2}unmatched +1$/m);
  const ls = ptx(['ls', broken]);
  assert.is(ls.code, 1);
  assert.is(ls.stdout, ptx(['ls', nvcc]).stdout);
  assert.ok(ls.stderr.startsWith(error));
  for (const args of [['calls', broken], ['cfg', broken, '_Z10float_mathiPKfPf'], ['extract', broken, '_Z10float_mathiPKfPf'], ['diff', nvcc, broken]]) {
    const r = ptx(args);
    assert.is(r.code, 1, args[0]);
    assert.ok(r.stderr.startsWith(error), args[0]);
    assert.ok(r.stdout.length > 0, args[0]);
  }
});

test("grep's lines, written as found, are the library's matches: place, the text on one line, the function; a colour's codes around each part", () => {
  // ptxas -arch=sm_90a: accepted (runs of blanks, tabs and a CR within statements).
  const odd = join(dir, 'odd.ptx');
  writeFileSync(odd, kernel('\tld.global.u32  \t %r1,\n\t\t[%rd1];\n\tadd.s32\t%r1,%r1,\r\n %r2;'));
  const files = [odd, join(dir, 'broken.ptx'), ...corpus().filter((f, i) => i % 60 === 0).map((f) => f.path)];
  for (const path of files) {
    const text = readFileSync(path, 'latin1');
    const lines = grepModule(parse(text).module, text, '*').map((m) => `${path}:${m.line}:${m.column}: ${m.text}  (${m.function}${m.unmatched === true ? ', unmatched' : ''})\n`);
    assert.is(ptx(['grep', '*', path]).stdout, lines.join(''), path);
  }
  const [first] = grepModule(parse(readFileSync(odd, 'latin1')).module, readFileSync(odd, 'latin1'), 'add');
  assert.is(ptx(['grep', 'add', odd], undefined, { FORCE_COLOR: '1' }).stdout, `\x1b[35m${odd}\x1b[0m:\x1b[32m${first!.line}\x1b[0m:${first!.column}: add.s32 %r1,%r1, %r2;  \x1b[2m(k)\x1b[0m\n`);
});

test("grep --json, written as found, is the library's matches as JSON.stringify writes them, a comment's quote, backslash and control character escaped", () => {
  // ptxas -arch=sm_90a: accepted (a comment within a statement holds `"`, `\\` and U+0001).
  const quoted = join(dir, 'quoted.ptx');
  writeFileSync(quoted, kernel('\tadd.s32 %r1, %r2, /* "q\\\\" \x01 */ %r3;\n\tadd.s32\t%r1,%r1,\r\n %r2;'), 'latin1');
  for (const path of [quoted, ...corpus().filter((f, i) => i % 60 === 0).map((f) => f.path)]) {
    const text = readFileSync(path, 'latin1');
    const matches = grepModule(parse(text).module, text, '*');
    assert.is(ptx(['grep', '--json', '*', path]).stdout, `${JSON.stringify({ files: [{ path, ok: true, count: matches.length, matches }] })}\n`, path);
  }
  assert.ok(ptx(['grep', '--json', 'add', quoted]).stdout.includes(String.raw`"text":"add.s32 %r1, %r2, /* \"q\\\\\" \u0001 */ %r3;"`));
});

test('directories stand for their *.ptx files, recursively and sorted; - reads stdin', () => {
  const r = ptx(['grep', '--count', 'ld', join(dir, 'tree'), '-'], readFileSync(good, 'latin1'));
  assert.is(r.code, 0);
  assert.is(r.stdout, `${join(dir, 'tree', 'b.ptx')}:1\n${join(dir, 'tree', 'sub', 'a.ptx')}:6\n-:1\n`);
  for (const cmd of ['dump', 'print', 'stats', 'ls']) assert.is(ptx([cmd, '-'], readFileSync(good, 'latin1')).code, 0, cmd);
  assert.match(ptx(['print'], readFileSync(good, 'latin1')).stdout, /add\.s32 %r1, %r2, %r3;/);
});

test('a directory with no *.ptx file is an error at its place, not nothing found and exit 0', () => {
  const empty = join(dir, 'tree', 'sub', 'empty');
  mkdirSync(empty, { recursive: true });
  const r = ptx(['grep', '--count', 'ld', empty, good]);
  assert.is(r.code, 1);
  assert.is(r.stdout, `${good}:1\n`);
  assert.is(r.stderr, `${empty}:1:1: error: no .ptx file under this directory\n`);
  const j = ptx(['ls', '--json', empty]);
  assert.is(j.code, 1);
  assert.equal(JSON.parse(j.stdout), { files: [{ path: empty, ok: false, diagnostics: [{ severity: 'error', line: 1, column: 1, message: 'no .ptx file under this directory' }] }] });
  assert.ok(schema('ls')(JSON.parse(j.stdout)));
  assert.is(ptx(['show', empty, 'k']).code, 1);
});

test('with no file and a terminal on stdin: usage and exit 2, not a wait (a command of several files, of one, and parse)', () => {
  if (spawnSync('script', ['--version']).status !== 0) return console.log('script(1) not found: skipping the terminal test');
  for (const [args, usage] of [['ls', 'ls [...files]'], ['dump', 'dump [file]'], ['parse', 'parse [...files]']] as const) {
    const r = spawnSync('script', ['-qec', `'${process.execPath}' '${CLI}' ${args}`, '/dev/null'], { encoding: 'utf8', timeout: 20000 });
    assert.is(r.status, 2, r.stdout);
    // script(1) gives the terminal's output, stderr included, with CRLF line ends.
    assert.ok(r.stdout.startsWith(`error: no input: name a file, or pipe PTX into stdin\r\nusage: ptx ${usage} [options]`), r.stdout);
  }
});

test('--json validates against the published schema, for every command, on real modules', () => {
  const files = [example, ...corpus().filter((f, i) => i % 120 === 0).map((f) => f.path)];
  const cases: Array<[string, string[]]> = [
    ['ls', ['ls', '--json', '--demangle', ...files, bad]],
    ['grep', ['grep', '--json', 'ld', ...files]],
    ['stats', ['stats', '--json', '--by', 'function', '--spelling', ...files]],
    ['calls', ['calls', '--json', ...files]],
    ['show', ['show', '--json', example, '_Z*']],
    ['extract', ['extract', '--json', example, 'vectorAdd*']],
    ['cfg', ['cfg', '--json', example, '_Z9vectorAddPKfS0_Pfi']],
    ['diff', ['diff', '--json', example, good]],
  ];
  for (const [name, args] of cases) {
    const r = ptx(args);
    const validate = schema(name);
    assert.ok(validate(JSON.parse(r.stdout)), `${name}: ${ajv.errorsText(validate.errors)}`);
  }
  const ls = JSON.parse(ptx(['ls', '--json', example, bad]).stdout) as { files: Array<{ ok: boolean; functions?: Array<{ name: string; kind: string; demangled?: string }>; diagnostics?: unknown[] }> };
  assert.equal(ls.files[0]!.functions!.map((f) => [f.name, f.kind]), [['_Z9vectorAddPKfS0_Pfi', 'entry']]);
  assert.equal(ls.files[1]!.diagnostics, [{ severity: 'error', line: 13, column: 2, message: "'add.s32': expected 3 operands, found 2" }]);
});

test("--json diagnostics carry the fix ptx parse --json gives, for every command", () => {
  // ptxas 13.0: "Not a name of any known instruction: 'movv'".
  const typo = join(dir, 'typo.ptx');
  writeFileSync(typo, kernel('\tmovv.u32 %r1, %r2;'));
  const diagnostics = (args: string[]) => (JSON.parse(ptx(args).stdout) as { files: Array<{ diagnostics: Array<{ fix?: unknown }> }> }).files[0]!.diagnostics;
  const parsed = diagnostics(['parse', '--json', typo]);
  assert.ok(parsed.some((d) => d.fix !== undefined));
  for (const [name, args] of [['ls', []], ['grep', ['mov']], ['stats', []], ['calls', []], ['show', ['k']], ['extract', ['k']], ['cfg', ['k']]] as const) {
    const all = ['show', 'extract', 'cfg'].includes(name) ? [name, '--json', typo, ...args] : [name, '--json', ...args, typo];
    const r = JSON.parse(ptx(all).stdout) as unknown;
    const validate = schema(name);
    assert.ok(validate(r), `${name}: ${ajv.errorsText(validate.errors)}`);
    assert.equal(diagnostics(all), parsed, name);
  }
  // diff's one object: ok false, and the diagnostics of both modules, each naming its file; a file not read leaves out the comparison.
  const validate = schema('diff');
  const diffed = JSON.parse(ptx(['diff', '--json', good, typo]).stdout) as { ok: boolean; diagnostics: unknown[]; unchanged?: number };
  assert.ok(validate(diffed), ajv.errorsText(validate.errors));
  assert.equal([diffed.ok, diffed.diagnostics, diffed.unchanged], [false, parsed.map((d) => ({ path: typo, ...d })), 0]);
  const missing = ptx(['diff', '--json', good, join(dir, 'missing.ptx')]);
  const unread = JSON.parse(missing.stdout) as { ok: boolean; diagnostics: Array<{ path: string }>; unchanged?: number };
  assert.ok(validate(unread), ajv.errorsText(validate.errors));
  assert.equal([missing.code, missing.stderr, unread.ok, unread.diagnostics.map((d) => d.path), unread.unchanged], [1, '', false, [join(dir, 'missing.ptx')], undefined]);
});

test('--jobs: worker threads give the output one thread gives, in input order', () => {
  const files = corpus().filter((f, i) => i % 80 === 0).map((f) => f.path);
  const one = ptx(['grep', '--count', '*', '--jobs', '1', ...files]);
  const two = ptx(['grep', '--count', '*', '--jobs', '2', ...files]);
  assert.is(one.code, 0);
  assert.is(two.stdout, one.stdout);
  assert.is(two.stdout.split('\n').length, files.length + 1);
});

test('colour only when asked: FORCE_COLOR on a pipe, never with NO_COLOR', () => {
  assert.not.match(ptx(['grep', 'ld', good]).stdout, /\x1b\[/);
  assert.match(ptx(['grep', 'ld', good], undefined, { FORCE_COLOR: '1' }).stdout, /\x1b\[35m/);
  assert.not.match(ptx(['grep', 'ld', good], undefined, { NO_COLOR: '1' }).stdout, /\x1b\[/);
});

test('show, extract, cfg --format svg, calls --format dot, --demangle, diff', () => {
  const shown = ptx(['show', example, 'vectorAdd(float const*, float const*, float*, int)']);
  assert.is(shown.code, 0);
  assert.is(shown.stdout, `${readFileSync(example, 'latin1').match(/\.visible \.entry[\s\S]*?\n}/)![0]}\n`);
  assert.match(ptx(['ls', '--demangle', example]).stdout, /_Z9vectorAddPKfS0_Pfi {2}vectorAdd\(float const\*, float const\*, float\*, int\)/);
  const svg = ptx(['cfg', example, '_Z9vectorAddPKfS0_Pfi', '--format', 'svg']);
  assert.is(svg.code, 0);
  assert.match(svg.stdout, /<svg[\s\S]*<\/svg>/);
  assert.match(ptx(['calls', '--format', 'dot', example]).stdout, /^digraph calls \{/);
  const d = ptx(['diff', good, example]);
  assert.is(d.code, 0);
  assert.match(d.stdout, /^- k\n\+ _Z9vectorAddPKfS0_Pfi\n0 unchanged\n$/m);
});

test('extract from an nvcc -G module says what of the debug information it leaves out', () => {
  // nvcc -G output; the extract test has ptxas assemble each of its functions extracted.
  const g = join(ROOT, 'test', 'corpus', 'ptx', 'shared_mem.sm_86.G.ptx');
  const r = ptx(['extract', g, '_Z12matmul_tilediPKfS0_Pf']);
  assert.is(r.code, 0);
  assert.match(r.stderr, /shared_mem\.sm_86\.G\.ptx: note: left out the debug sections \(.*\.debug_info.*\), the \.target's debug: the module has the \.loc and \.file lines, not the DWARF\n$/);
  assert.match(r.stdout, /^\.target sm_86$/m);
  const j = JSON.parse(ptx(['extract', '--json', g, '_Z12matmul_tilediPKfS0_Pf']).stdout) as { files: Array<{ leftOut?: string }> };
  assert.match(j.files[0]!.leftOut ?? '', /^left out the debug sections/);
  assert.is(ptx(['extract', example, 'vectorAdd*']).stderr, '');
});

test('the demangler: nvcc names (templates, namespaces, internal linkage), others as they are', async () => {
  const demangle = await loadDemangler();
  assert.is(demangle('_Z9vectorAddPKfS0_Pfi'), 'vectorAdd(float const*, float const*, float*, int)');
  // c++filt writes the template's return type too (`void axpby<float>(...)`); cpp_demangle leaves it out.
  assert.is(demangle('_Z5axpbyIfEviT_PKS0_S0_PS0_'), 'axpby<float>(int, float, float const*, float, float*)');
  assert.is(demangle('_ZN4cuda3ptx3__413__as_ptr_smemEPKv'), 'cuda::ptx::__4::__as_ptr_smem(void const*)');
  assert.is(demangle('__assertfail'), '__assertfail');
  assert.is(demangle('$L__BB0_2'), '$L__BB0_2');
});

test.run();
