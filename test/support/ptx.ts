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
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  // Keys with undefined values are left out, as JSON leaves them out.
  const keys = (o: object) => Object.keys(o).filter((k) => k !== 'span' && (o as Record<string, unknown>)[k] !== undefined);
  const ka = keys(a), kb = keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || !equalWithoutSpans((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

export function errorsOf(text: string): string[] {
  return parse(text).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.span.line}:${d.span.column}: ${d.message}`);
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
