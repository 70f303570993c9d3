// print(): a module back to PTX text. A parsed module prints losslessly (its source text, with
// only what was edited since in the canonical layout); one built by hand, or with
// { canonical: true }, in the canonical layout.
import type { Module } from './ast.js';
import { printLossless } from './lossless-printer.js';
import { originOf } from './origin.js';
import type { ParseResult } from './parse.js';
import { type CanonicalOptions, printCanonical } from './printer.js';

export interface PrintOptions extends CanonicalOptions {
  /** The canonical layout, even for a parsed module: comments dropped, one statement a line. */
  canonical?: boolean;
}

export function print(input: Module | ParseResult, options: PrintOptions = {}): string {
  const module = 'module' in input ? input.module : input;
  const origin = options.canonical === true ? undefined : originOf(module);
  return origin === undefined ? printCanonical(module, options) : printLossless(module, origin);
}
