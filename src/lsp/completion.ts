// Completion: instructions at an instruction's start; after `op.`, the qualifiers that can still
// follow in some form of the spec; the registers, variables, labels and functions in scope among the
// operands; target names after `.target`.
import { CompletionItemKind, type CompletionItem, type Position, type Range } from 'vscode-languageserver';
import { TARGET_OPTIONS, TARGETS } from '../../generated/targets.js';
import type { Analysis } from './analysis.js';
import { functionAt } from './locate.js';
import { instructionNames, nextQualifiers, predefinedNames } from './opcode-facts.js';
import type { DeclKind } from './symbol-index.js';

const TARGET_LINE = /^\s*\.target\s+(?:[\w]+\s*,\s*)*([\w]*)$/;
/** An instruction's head being written: after an optional label and guard, a dotted word. */
const HEAD = /^\s*(?:\{\s*)?(?:[\w$]+:\s*)?(?:@!?[%\w$]+\s+)?([a-z][\w.:]*)$/;
/** Among an instruction's operands: after its head and a blank, the word being written. */
const OPERAND = /^\s*(?:\{\s*)?(?:[\w$]+:\s*)?(?:@!?[%\w$]+\s+)?[a-z][\w.:]*\s+[^;]*?([%$\w]*)$/;

const KINDS: Record<DeclKind, CompletionItemKind> = {
  register: CompletionItemKind.Variable,
  variable: CompletionItemKind.Field,
  parameter: CompletionItemKind.Property,
  label: CompletionItemKind.Reference,
  function: CompletionItemKind.Function,
};

export function complete(a: Analysis, pos: Position): CompletionItem[] {
  const offset = a.doc.offsetAt(pos);
  const line = a.text.slice(a.doc.offsetAt({ line: pos.line, character: 0 }), offset);
  const replace = (length: number): Range => ({ start: a.doc.positionAt(offset - length), end: pos });
  const target = TARGET_LINE.exec(line);
  if (target !== null) {
    return [...TARGETS.keys(), ...TARGET_OPTIONS.keys()].map((t) => ({ label: t, kind: CompletionItemKind.EnumMember, textEdit: { range: replace(target[1]!.length), newText: t } }));
  }
  const head = HEAD.exec(line);
  if (head !== null) return headItems(head[1]!, replace);
  const operand = OPERAND.exec(line);
  if (operand !== null) return nameItems(a, offset, replace(operand[1]!.length));
  return [];
}

/**
 * For a head `w` being written: the instructions it may begin, and after an instruction and a
 * dot the qualifiers that may follow (those of its fused opcodes included: `.wide` after `mul.`).
 */
function headItems(w: string, replace: (length: number) => Range): CompletionItem[] {
  const items: CompletionItem[] = [];
  let instruction = '';
  for (const name of instructionNames()) {
    if (name.startsWith(w)) items.push({ label: name, kind: CompletionItemKind.Keyword, textEdit: { range: replace(w.length), newText: name } });
    // The longest instruction the written words begin with: the rest are its qualifiers.
    if (name.length > instruction.length && (w.startsWith(`${name}.`) || w.startsWith(`${name}::`))) instruction = name;
  }
  if (instruction === '') return items;
  const tokens = w.slice(instruction.length).match(/(?:\.|::)[^.:]*/g) ?? [];
  // The last is the one being written.
  const partial = tokens.pop()!;
  for (const [token, detail] of nextQualifiers(instruction, tokens)) {
    items.push({ label: token, kind: CompletionItemKind.EnumMember, detail, filterText: token, textEdit: { range: replace(partial.length), newText: token } });
  }
  return items;
}

/** The names in scope at `offset`: the function's own, the module's, the special registers. */
function nameItems(a: Analysis, offset: number, range: Range): CompletionItem[] {
  const fn = functionAt(a.module, offset);
  const items: CompletionItem[] = [];
  for (const d of a.index.decls) {
    if (d.fn !== null && d.fn !== fn) continue;
    const label = d.count === null ? d.name : `${d.name}<${d.count}>`;
    items.push({ label, kind: KINDS[d.kind], detail: d.kind, filterText: d.name, textEdit: { range, newText: d.name } });
  }
  for (const name of predefinedNames()) items.push({ label: name, kind: CompletionItemKind.Constant, detail: 'special register', textEdit: { range, newText: name } });
  return items;
}
