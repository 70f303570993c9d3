// Writes generated/ from spec/, or (check) reports whether generated/ is what spec/ yields.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { generate } from './generate.js';

export interface GenResult {
  ok: boolean;
  messages: string[];
}

function listGenerated(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) out.push(relative(root, p).split('\\').join('/'));
    }
  };
  walk(join(root, 'generated'));
  return out.sort();
}

export function runGen(root: string, check: boolean): GenResult {
  const { files, errors } = generate(join(root, 'spec'));
  if (errors.length > 0) return { ok: false, messages: errors };
  const wanted = new Map(files.map((f) => [f.path, f.text]));
  const present = listGenerated(root);
  const stale: string[] = [];
  for (const [path, text] of wanted) {
    const abs = join(root, path);
    const current = existsSync(abs) ? readFileSync(abs, 'utf8') : null;
    if (current !== text) stale.push(path);
  }
  const extra = present.filter((p) => !wanted.has(p));
  if (check) {
    const messages = [...stale.map((p) => `stale: ${p}`), ...extra.map((p) => `not generated from spec: ${p}`)];
    if (messages.length === 0) return { ok: true, messages: [`generated/ is what spec/ yields (${files.length} files)`] };
    messages.push('generated/ is out of date: run `ptx gen`');
    return { ok: false, messages };
  }
  for (const p of extra) rmSync(join(root, p));
  for (const p of stale) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), wanted.get(p)!);
  }
  return { ok: true, messages: [`${files.length} files; ${stale.length} written, ${extra.length} removed`] };
}
