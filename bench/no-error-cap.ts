// Bench-only hook: lifts the parser's "too many errors; stopping here" cap so that a module
// with (not yet specified) unknown opcodes is still parsed to the end. Loaded with
// `node --import ./dist/bench/no-error-cap.js ...` or imported by the bench child.
// It changes nothing in the library on disk; it patches the loaded class in this process only.
import { Context } from '../src/parser/context.js';

type Ctx = { diagnostics: Array<{ severity: string; message: string; span: unknown }> };
(Context.prototype as unknown as { error(message: string, span: unknown): void }).error = function (
  this: Ctx,
  message: string,
  span: unknown,
): void {
  this.diagnostics.push({ severity: 'error', message, span });
};
