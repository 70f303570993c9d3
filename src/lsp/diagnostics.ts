// The parser's diagnostics as LSP diagnostics, each with a stable code, and the quick fixes of
// those that carry a fix (diagnostics.ts Fix): the word that was meant, the qualifiers in the
// order a form wants...
import { CodeActionKind, DiagnosticSeverity, type CodeAction, type Diagnostic as LspDiagnostic, type TextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Span } from '../ast.js';
import type { Diagnostic } from '../diagnostics.js';

export const SOURCE = 'ptx';

/**
 * A code for the kind of a message, the same for every instance of it: its words once a
 * suggestion, quoted names, tokens, numbers and the syntax in parentheses are taken out, the first
 * five joined by hyphens (`unknown-qualifier-for` of "unknown qualifier '.globl' for 'ld'; did
 * you mean '.global'?").
 */
export function diagnosticCode(message: string): string {
  const words = message
    .replace(/; did you mean .*$/, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/'[^']*'|"[^"]*"/g, ' ')
    .replace(/[%.$]?[\w$]*\d[\w$:.]*|[%.][\w$:]+/g, ' ')
    .toLowerCase()
    .match(/[a-z]+/g);
  return (words ?? ['error']).slice(0, 5).join('-');
}

export function toLspDiagnostic(d: Diagnostic, doc: TextDocument): LspDiagnostic {
  const range = (span: Span) => ({ start: doc.positionAt(span.start), end: doc.positionAt(span.end) });
  return {
    range: { start: doc.positionAt(d.span.start), end: doc.positionAt(Math.max(d.span.end, d.span.start + 1)) },
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: diagnosticCode(d.message),
    source: SOURCE,
    message: d.message,
    // The client hands `data` back with a code-action request: the fix, in this version's positions.
    ...(d.fix === undefined ? {} : { data: { title: d.fix.message, edits: d.fix.edits.map((e): TextEdit => ({ range: range(e.span), newText: e.text })) } satisfies FixData }),
  };
}

/** A diagnostic's fix as it travels in the LSP diagnostic's `data`. */
interface FixData {
  title: string;
  edits: TextEdit[];
}

/** The quick fixes of the diagnostics the client sends back with a code-action request: those the parser gave a fix. */
export function quickFixes(doc: TextDocument, diagnostics: readonly LspDiagnostic[]): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of diagnostics) {
    const fix = d.source === SOURCE ? (d.data as FixData | undefined) : undefined;
    if (fix === undefined) continue;
    out.push({
      title: fix.title[0]!.toUpperCase() + fix.title.slice(1),
      kind: CodeActionKind.QuickFix,
      diagnostics: [d],
      isPreferred: true,
      edit: { changes: { [doc.uri]: fix.edits } },
    });
  }
  return out;
}
