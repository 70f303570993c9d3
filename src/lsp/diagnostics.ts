// The parser's diagnostics as LSP diagnostics, each with a stable code, and the quick fixes of
// those that carry a suggestion: the word that was meant, or the qualifiers in the order a form wants.
import { CodeActionKind, DiagnosticSeverity, type CodeAction, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from '../diagnostics.js';
import { opcodeTable } from './opcode-facts.js';

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
  return {
    range: { start: doc.positionAt(d.span.start), end: doc.positionAt(Math.max(d.span.end, d.span.start + 1)) },
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: diagnosticCode(d.message),
    source: SOURCE,
    message: d.message,
  };
}

const MEANT = /did you mean (?:'([^']+)'|"([^"]+)")\?/;
const ORDER = /^qualifiers out of the order '([^']+)' requires \((.*)\)$/;

/** The quick fixes for the diagnostics the client sends back with a code-action request. */
export function quickFixes(doc: TextDocument, diagnostics: readonly LspDiagnostic[]): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of diagnostics) {
    if (d.source !== SOURCE || typeof d.message !== 'string') continue;
    const message = d.message;
    const culprit = doc.getText(d.range);
    const meant = MEANT.exec(message);
    if (meant !== null) {
      // The misspelt word is the message's first quoted one; the range holds it.
      const wrong = /'([^']+)'|"([^"]+)"/.exec(message);
      const word = wrong?.[1] ?? wrong?.[2];
      const right = meant[1] ?? meant[2]!;
      const at = word === undefined ? -1 : culprit.indexOf(word);
      if (at < 0) continue;
      const start = doc.offsetAt(d.range.start) + at;
      out.push(fix(doc, `Change to '${right}'`, d, start, start + word!.length, right));
      continue;
    }
    const order = ORDER.exec(message);
    if (order !== null) {
      const head = reorder(culprit, order[1]!, order[2]!);
      if (head !== null) out.push(fix(doc, `Put the qualifiers in the order of '${order[2]}'`, d, doc.offsetAt(d.range.start), doc.offsetAt(d.range.end), head));
    }
  }
  return out;
}

function fix(doc: TextDocument, title: string, d: LspDiagnostic, start: number, end: number, newText: string): CodeAction {
  return {
    title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [d],
    isPreferred: true,
    edit: { changes: { [doc.uri]: [{ range: { start: doc.positionAt(start), end: doc.positionAt(end) }, newText }] } },
  };
}

/** `bar.sync.cta` as the form `bar{.cta}.sync a{, b};` orders it: `bar.cta.sync`; null when a qualifier fits no element. */
function reorder(head: string, opcode: string, syntax: string): string | null {
  const form = opcodeTable(opcode)?.forms.find((f) => f.syntax === syntax);
  if (form === undefined || !head.startsWith(opcode)) return null;
  const tokens = head.slice(opcode.length).match(/\.[^.]+/g) ?? [];
  const used = new Set<number>();
  const placed: Array<[number, string]> = [];
  for (const t of tokens) {
    const at = form.elements.findIndex((e, i) => !used.has(i) && e.values.includes(t));
    if (at < 0) return null;
    used.add(at);
    placed.push([at, t]);
  }
  return opcode + placed.sort((a, b) => a[0] - b[0]).map(([, t]) => t).join('');
}
