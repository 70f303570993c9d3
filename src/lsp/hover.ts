// Hover: on an opcode, a qualifier or a special register, what the spec says of it; on a name, its declaration.
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver';
import { tableOf } from '../explore/roles.js';
import { spanText } from '../explore/source-lines.js';
import type { Analysis } from './analysis.js';
import { headOf, instructionAt, nameAt } from './locate.js';
import { opcodeDoc, opcodeTable, qualifierDoc, specialDoc } from './opcode-facts.js';
import { occurrenceAt, type Decl } from './symbol-index.js';

export function hover(a: Analysis, pos: Position): Hover | null {
  const offset = a.doc.offsetAt(pos);
  const o = occurrenceAt(a.index, offset);
  if (o !== null) return markdown(a, declarationDoc(a, o.decl), o.start, o.end);
  const i = instructionAt(a.module, offset);
  if (i === null) return null;
  const name = nameAt(i, offset);
  const special = name === null ? null : specialDoc(name.name);
  if (special !== null) return markdown(a, special, name!.span.start, name!.span.start + name!.name.length);
  // A node names its instruction (mul of mul.wide.u32) and numbers the forms of all its fused
  // opcodes; the hover speaks of the fused opcode's table and form.
  const matched = tableOf(i);
  const t = matched?.table ?? opcodeTable(i.opcode);
  if (t === undefined) return null;
  const head = headOf(i, a.text, t.opcode);
  if (offset >= head.opcode[0] && offset <= head.opcode[1]) return markdown(a, opcodeDoc(t), head.opcode[0], head.opcode[1]);
  const q = head.qualifiers.find((x) => offset >= x.start && offset <= x.end);
  const doc = q === undefined ? null : qualifierDoc(t, q.token, matched?.form ?? -1);
  return doc === null ? null : markdown(a, doc, q!.start, q!.end);
}

function markdown(a: Analysis, value: string, start: number, end: number): Hover {
  return { contents: { kind: MarkupKind.Markdown, value }, range: { start: a.doc.positionAt(start), end: a.doc.positionAt(end) } };
}

/** The declaring text (a function's header without its body), and what the name is. */
function declarationDoc(a: Analysis, d: Decl): string {
  const n = d.node;
  let text: string;
  if (n.kind === 'Function') text = a.text.slice(n.span.start, n.body === null ? n.span.end : n.body.span.start).trim();
  else if (n.kind === 'Label') text = `${n.name}:`;
  else text = spanText(a.text, n.span);
  const range = d.count === null ? '' : ` (${d.name}0 to ${d.name}${d.count - 1})`;
  const where = d.fn === null ? '' : ` in \`${d.fn.name}\``;
  return `${d.kind}${range}${where}\n\n\`\`\`ptx\n${text.replace(/\s+/g, ' ')}\n\`\`\``;
}
