// The package as a user installs it: `npm pack`, installed into a new project (no script runs,
// nothing warned), then a strict TypeScript program using parse, walk, defs, uses and narrowing
// type-checks under moduleResolution nodenext and bundler, runs on nvcc output, and require()
// loads the package; `ptx-parser/schemas` resolves under node10 too (TypeScript 5: 7 has no node10).
// Skipped where npm cannot fetch the dependencies (offline).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './support/ptx.js';

const dir = mkdtempSync(join(tmpdir(), 'ptx-package-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd: string, args: string[], cwd: string) => spawnSync(cmd, args, { cwd, encoding: 'utf8' });
const tsc = (project: string) => run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], dir);

const PROGRAM = `import { readFileSync } from 'node:fs';
import { defs, isInstruction, parse, uses, walk, type LdInstruction } from 'ptx-parser';

const { module, diagnostics } = parse(readFileSync(process.argv[2]!, 'latin1'));
let globalLoads = 0;
const registers: Record<string, [string[], string[]]> = {};
const read = new Set<string>();
walk(module, {
  Instruction(i, path) {
    for (const r of uses(i, path)) read.add(r);
    if (i.opcode === 'ld') {
      const ld: LdInstruction = i;
      if (ld.qualifiers.space === '.global') globalLoads++;
      // @ts-expect-error: ld has no comparison
      void ld.qualifiers.cmpOp;
    }
    if (isInstruction(i, 'setp') || isInstruction(i, 'atom') || isInstruction(i, 'mad') || isInstruction(i, 'st')) {
      registers[\`\${i.span.line}\`] = [defs(i, path), uses(i, path)];
    }
  },
});
console.log(JSON.stringify({ errors: diagnostics.length, globalLoads, registers, read: [...read] }));
`;

/** What node10 must resolve: the package's main types, and its subpath's. */
const SCHEMAS_PROGRAM = `import { parse, type Module } from 'ptx-parser';
import { ModuleSchema } from 'ptx-parser/schemas';
const m: Module = parse('.version 9.0\\n.target sm_90\\n.address_size 64\\n').module;
export const valid: boolean = ModuleSchema.safeParse(m).success;
`;

const tsconfig = (resolution: 'nodenext' | 'bundler') =>
  JSON.stringify({
    compilerOptions: {
      strict: true,
      target: 'es2022',
      module: resolution === 'nodenext' ? 'nodenext' : 'esnext',
      moduleResolution: resolution,
      skipLibCheck: true,
      outDir: resolution,
      typeRoots: [join(ROOT, 'node_modules', '@types')],
      types: ['node'],
    },
    files: ['main.ts'],
  });

test('npm pack ships the built package; it installs without a script or a warning, and a strict program using it type-checks and runs', () => {
  const pack = run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], ROOT);
  assert.is(pack.status, 0, pack.stderr);
  const [info] = JSON.parse(pack.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  const files = new Set(info!.files.map((f) => f.path));
  for (const f of ['LICENSE', 'dist/src/index.js', 'dist/src/index.d.ts', 'dist/src/schemas.js', 'dist/module.schema.json', 'dist/bundle/cli/main.cjs']) assert.ok(files.has(f), `${f} not packed`);
  assert.equal([...files].filter((f) => f.startsWith('dist/test/') || f.startsWith('test/')), []);

  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const install = run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', join(dir, info!.filename)], dir);
  if (install.status !== 0 && /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ENETUNREACH|offline/.test(install.stderr)) {
    console.log(`npm cannot fetch the package's dependencies (offline?): skipping the install test\n${install.stderr.split('\n')[0]}`);
    return;
  }
  assert.is(install.status, 0, install.stderr);
  assert.not.match(install.stderr, /warn/i);

  writeFileSync(join(dir, 'main.ts'), PROGRAM);
  for (const resolution of ['nodenext', 'bundler'] as const) {
    writeFileSync(join(dir, `tsconfig.${resolution}.json`), tsconfig(resolution));
    const r = tsc(`tsconfig.${resolution}.json`);
    assert.is(r.status, 0, `${resolution}: ${r.stdout}${r.stderr}`);
  }
  const fixture = join(dir, 'k.ptx');
  copyFileSync(join(ROOT, 'test', 'fixtures', 'defs-uses.sm_90.ptx'), fixture);
  const out = run(process.execPath, [join('nodenext', 'main.js'), fixture], dir);
  assert.is(out.status, 0, out.stderr);
  const got = JSON.parse(out.stdout) as { errors: number; globalLoads: number; registers: Record<string, [string[], string[]]>; read: string[] };
  const text = readFileSync(fixture, 'latin1');
  assert.is(got.errors, 0);
  assert.is(got.globalLoads, text.split('\n').filter((l) => /^\s*ld\.global\./.test(l)).length);
  assert.equal(got.registers['41'], [['%r1'], ['%r11', '%r10', '%r12']]);
  // Registers only: no parameter's or variable's name (nvcc mangles theirs, _Z...) read in an address.
  assert.equal(got.read.filter((n) => n.startsWith('_Z')), []);
  assert.ok(got.read.includes('%rd1'));

  // The bin runs on the runtime dependencies alone: what it bundles (cac, the lsp's packages) is not installed.
  const bin = run(process.execPath, [join(dir, 'node_modules', 'ptx-parser', 'dist', 'bundle', 'cli', 'main.cjs'), 'parse', fixture], dir);
  assert.is(bin.status, 0, bin.stderr);
  assert.not.ok(existsSync(join(dir, 'node_modules', 'cac')));
  const gen = run(process.execPath, [join(dir, 'node_modules', 'ptx-parser', 'dist', 'bundle', 'cli', 'main.cjs'), 'gen'], dir);
  assert.equal([gen.status, gen.stderr], [1, 'error: ptx gen regenerates generated/ in a clone of ptx-parser (after npm ci): this installed package has no codegen/\n']);

  // node10 reads no `exports`: the package's typesVersions maps the subpath. TypeScript 7 dropped
  // node10, so TypeScript 5 checks it, where npm can fetch it.
  const ts5 = join(dir, 'ts5');
  writeFileSync(join(dir, 'schemas.ts'), SCHEMAS_PROGRAM);
  writeFileSync(join(dir, 'tsconfig.node10.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', module: 'commonjs', moduleResolution: 'node10', skipLibCheck: true, noEmit: true, types: [] }, files: ['schemas.ts'] }));
  const got5 = run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--prefix', ts5, 'typescript@5'], dir);
  if (got5.status !== 0) console.log(`npm cannot fetch TypeScript 5: skipping the node10 check\n${got5.stderr.split('\n')[0]}`);
  else {
    const r = run(process.execPath, [join(ts5, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.node10.json'], dir);
    assert.is(r.status, 0, `node10: ${r.stdout}${r.stderr}`);
  }

  const required = run(process.execPath, ['-e', "const p = require('ptx-parser'); const s = require('ptx-parser/schemas'); console.log(typeof p.walk, typeof s.ModuleSchema.parse, require('ptx-parser/module.schema.json').title)"], dir);
  assert.is(required.stdout.trim(), 'function function ptx-parser module AST (ptx dump)', required.stderr);
});

test.run();
