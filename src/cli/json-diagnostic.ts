// A diagnostic as every command's --json gives it (schemas/*.schema.json): its place by line and
// column, and the fix where the parser made one.
import type { Diagnostic, Fix } from '../diagnostics.js';

export interface JsonDiagnostic {
  severity: string;
  line: number;
  column: number;
  message: string;
  fix?: Fix;
}

export function jsonDiagnostic({ severity, span, message, fix }: Diagnostic): JsonDiagnostic {
  return { severity, line: span.line, column: span.column, message, ...(fix === undefined ? {} : { fix }) };
}
