// The folders of src/ read bottom-up (issue 22): none imports, through any chain, a folder that
// imports it. A folder is a directory right under src/ (its subfolders belong to it, as
// match/form-checks to match); each file right in src/ stands alone. Type-only imports count: a
// folder that names another's types is written in its terms and changes when they do, and the
// facts check/ and match/ once shared both ways were types (Requirement, Denotes, Arity). Dynamic
// imports count too: the CLI loading the language server is a dependency like any other.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { ROOT } from './support/ptx.js';

/** `import ... from`, `export ... from`, `import '...'`, `import('...')` and `typeof import('...')` of a relative path. */
const IMPORT = /(?:^|[\n;])\s*(?:(?:import|export)\b[^;'"]*?\bfrom|import)\s*['"](\.[^'"]*)['"]|\bimport\(\s*['"](\.[^'"]*)['"]\s*\)/g;

/** The unit of `file` (relative to src/): its top folder, or the file itself when right in src/. */
function unitOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 1 ? `${parts[0]}/` : parts[0]!;
}

/** Imports between units of the files `texts` (relative path under src/ to text): `from -> to` to one import making it. */
function unitEdges(texts: ReadonlyMap<string, string>): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const [file, text] of texts) {
    const from = unitOf(file);
    for (const m of text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), m[1] ?? m[2]!)).split(sep).join('/');
      if (target.startsWith('..')) continue;
      const to = unitOf(target.replace(/\.js$/, '.ts'));
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, `${file} imports ${target}`);
    }
  }
  return edges;
}

/** The strongly connected groups of more than one unit (Tarjan), each with the imports within it. */
function cycles(edges: ReadonlyMap<string, ReadonlyMap<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) {
      const inGroup = new Set(group);
      found.push([...group].sort().flatMap((u) => [...(edges.get(u) ?? [])].filter(([t]) => inGroup.has(t)).map(([t, why]) => `${u} -> ${t} (${why})`)));
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

function sources(dir: string, out = new Map<string, string>()): Map<string, string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) sources(p, out);
    else if (e.name.endsWith('.ts')) out.set(relative(join(ROOT, 'src'), p).split(sep).join('/'), readFileSync(p, 'utf8'));
  }
  return out;
}

test('no import cycle between the folders of src/', () => {
  assert.equal(cycles(unitEdges(sources(join(ROOT, 'src')))), []);
});

test('a cycle through a type-only, a dynamic or a side-effect import is one; a string is no import', () => {
  const texts = new Map([
    ['check/symbols.ts', "import type { Denotes } from '../match/labels.js';\nimport { x } from '../ast.js';"],
    ['match/form-checks/f.ts', "// import { y } from '../../cli/main.js';\nexport {\n  k,\n} from '../../check/kind.js';"],
    ['cli/main.ts', "export const DIR = '../parser/x';\nconst s: typeof import('../lsp/server.js') = await import('../lsp/server.js');"],
    ['lsp/analysis.ts', "import '../cli/heap.js';"],
  ]);
  const edges = unitEdges(texts);
  assert.equal([...edges.get('cli/')!.keys()], ['lsp/']);
  assert.equal(cycles(edges), [
    ['check/ -> match/ (check/symbols.ts imports match/labels.js)', 'match/ -> check/ (match/form-checks/f.ts imports check/kind.js)'],
    ['cli/ -> lsp/ (cli/main.ts imports lsp/server.js)', 'lsp/ -> cli/ (lsp/analysis.ts imports cli/heap.js)'],
  ]);
});

test('check/ and match/ import nothing of each other: what both use is in types/', () => {
  const edges = unitEdges(sources(join(ROOT, 'src')));
  const across = (from: string, to: string): string[] => [...(edges.get(from) ?? [])].filter(([t]) => t === to).map(([, why]) => why);
  assert.equal(across('check/', 'match/'), []);
  assert.equal(across('match/', 'check/'), []);
});

test.run();
