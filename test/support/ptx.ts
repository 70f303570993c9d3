// Helpers shared by the tests: parsing with span-free comparison, wrapping snippets in modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parse } from '../../src/parse.js';

/** The package root (tests run from dist/test). */
export const ROOT = new URL('../../../', import.meta.url).pathname;

/** The `ptx` command as installed: package.json's bin, the bundle `npm run build` makes. */
export const CLI = join(ROOT, (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: { ptx: string } }).bin.ptx);

/** JSON of a value without its spans, for structural equality. */
export function withoutSpans(value: unknown): string {
  return JSON.stringify(value, (k, v: unknown) => (k === 'span' ? undefined : v));
}

/** withoutSpans(a) === withoutSpans(b), without making the strings (whole modules compare faster). */
export function equalWithoutSpans(a: unknown, b: unknown): boolean {
  return equalTrees(a, b, true);
}

/**
 * Do the plain-data trees `a` and `b` (ASTs, diagnostics) hold the same values, `span`s left out
 * when `ignoreSpans`? Keys with undefined values are left out, as JSON leaves them out; the order
 * of keys does not count. No key array is made per object: the corpus suites compare whole modules.
 */
export function equalTrees(a: unknown, b: unknown, ignoreSpans: boolean): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalTrees(a[i], b[i], ignoreSpans)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>, y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    if (x[k] === undefined || (ignoreSpans && k === 'span')) continue;
    if (!equalTrees(x[k], y[k], ignoreSpans)) return false;
    keys++;
  }
  for (const k in y) if (y[k] !== undefined && !(ignoreSpans && k === 'span')) keys--;
  return keys === 0;
}

export function errorsOf(text: string): string[] {
  return parse(text).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.span.line}:${d.span.column}: ${d.message}`);
}

/** errorsOf(text), once the validate-only parse is found to report the same diagnostics. */
export function errorsInBothModes(text: string): string[] {
  const all = (validateOnly: boolean) => parse(text, { validateOnly }).diagnostics.map((d) => `${d.span.line}:${d.span.column}: ${d.severity} ${d.message}`);
  const full = all(false);
  if (JSON.stringify(all(true)) !== JSON.stringify(full)) throw new Error(`validate-only and full parses differ on:\n${text}\nfull: ${full.join('; ')}\nquick: ${all(true).join('; ')}`);
  return errorsOf(text);
}

/** A kernel around `body`, with registers of common types declared. */
export function kernel(body: string, target = 'sm_90a'): string {
  return `.version 9.0
.target ${target}
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .pred %p<4>;
	.reg .b16 %h<4>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<8>;
	.reg .f32 %f<8>;
	.reg .f64 %fd<4>;
	.shared .align 8 .b8 sm[64];
${body}
	ret;
}
`;
}

/** A module of one kernel whose body is `declarations` (lines of their own) and then `line`. */
export function lineKernel(line: string, target: string, declarations: string): string {
  return `.version 9.0\n.target ${target}\n.address_size 64\n.visible .entry k()\n{\n${declarations}\n\t${line}\n\tret;\n}\n`;
}

export function listFiles(dir: string, ext: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(ext))
      .sort()
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}

export function readText(path: string): string {
  return readFileSync(path, 'latin1');
}

let ptxasChecked: boolean | null = null;
/** Whether ptxas is on the PATH; tests that need it skip (and say so) when it is not. */
export function havePtxas(): boolean {
  if (ptxasChecked === null) {
    ptxasChecked = spawnSync('ptxas', ['--version'], { encoding: 'utf8' }).status === 0;
    if (!ptxasChecked) console.log('ptxas not found on PATH: skipping the tests that need it');
  }
  return ptxasChecked;
}
