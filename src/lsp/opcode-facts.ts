// What the spec's generated tables say of an opcode and its qualifiers, in the words hover and
// completion show: syntax forms, qualifier slots, the PTX version and targets they need, the ISA
// section. Nothing here names an opcode: it all comes from generated/.
import { INSTRUCTIONS } from '../../generated/dispatch.js';
import { PAGE_SECTIONS } from '../../generated/page-facts.js';
import { PREDEFINED, SPECIAL_COMPONENT_TYPES, SPECIAL_REQUIREMENTS, SPECIAL_TYPE_CHOICES, SPECIAL_TYPES, SPECIAL_VECTORS } from '../../generated/symbols.js';
import type { ElementTable, FormTable, OpcodeTable } from '../match/tables.js';
import type { Requirement } from '../types/requirement.js';
import { versionText } from '../version.js';
import { opcodeTable } from '../explore/roles.js';

/** The opcode's table, built once for hover, completion and the explore functions alike. */
export { opcodeTable };

/** The special registers and predefined names (spec/symbols.json). */
export function predefinedNames(): Iterable<string> {
  return PREDEFINED;
}

/** Markdown for a special register or predefined name: its type, components, and what it needs; null for another name. */
export function specialDoc(name: string): string | null {
  if (!PREDEFINED.has(name)) return null;
  const type = SPECIAL_TYPES.get(name);
  const choices = SPECIAL_TYPE_CHOICES.get(name);
  const lines = [`**${name}**: ${type !== undefined || choices !== undefined ? 'a special register' : 'a predefined name'}${type === undefined ? '' : ` of type \`${type}\``}`];
  if (choices !== undefined) lines.push(`\nRead as any of ${choices.map((t) => `\`${t}\``).join(' ')}`);
  if (SPECIAL_VECTORS.has(name)) lines.push(`\nA vector: read by component (\`${name}.x\`), of type ${(SPECIAL_COMPONENT_TYPES.get(name) ?? []).map((t) => `\`${t}\``).join(' or ')}`);
  const r = SPECIAL_REQUIREMENTS.get(name);
  lines.push(`\nNeeds: ${r === undefined ? 'any PTX version and target' : requirementText(r)}`);
  return lines.join('\n');
}

/** Every instruction of the spec as its ISA page names it (`mul`, `mbarrier.arrive`; not the fused `mul.wide`, whose `.wide` is a qualifier). */
export function instructionNames(): Iterable<string> {
  return INSTRUCTIONS.keys();
}

/** `PTX 7.4, sm_80 or later` / `PTX 8.6, sm_100a or sm_100f`: what a requirement asks. */
export function requirementText(r: Requirement): string {
  const parts: string[] = [];
  if (r.ptx > 0) parts.push(`PTX ${versionText(r.ptx)}`);
  if (r.target > 0) parts.push(`sm_${r.target} or later`);
  else if (r.targets !== null) parts.push(r.targets.map((t) => t.name).join(' or '));
  if (r.belowTarget > 0) parts.push(`below sm_${r.belowTarget}`);
  if (r.addressSize32) parts.push('.address_size 32 (no longer supported)');
  if (r.before > 0) parts.push(`not from PTX ${versionText(r.before)}${r.beforeTarget > 0 ? ` on sm_${r.beforeTarget} and later` : ''}`);
  return parts.length === 0 ? 'any PTX version and target' : parts.join(', ');
}

/** The pages the forms come from, each once, in order. */
function pagesOf(t: OpcodeTable): string[] {
  return [...new Set(t.forms.map((f) => f.page))];
}

/** Markdown: the opcode's ISA section(s), its syntax forms and what each needs. */
export function opcodeDoc(t: OpcodeTable): string {
  const heads = pagesOf(t).map((p) => `**${t.opcode}**: PTX ISA §${PAGE_SECTIONS.get(p) ?? p}`);
  const forms = [...new Map(t.forms.map((f) => [f.syntax, f])).values()];
  const lines = forms.map((f) => `${f.syntax}  // ${requirementText(f.requires)}`);
  return `${heads.join('  \n')}\n\n\`\`\`ptx\n${lines.join('\n')}\n\`\`\``;
}

/** The elements of `t`'s forms (of form `form` only when it is one) that take `token`. */
function elementsTaking(t: OpcodeTable, token: string, form: number): Array<{ form: FormTable; element: ElementTable }> {
  const forms = form >= 0 && form < t.forms.length ? [t.forms[form]!] : t.forms;
  const out: Array<{ form: FormTable; element: ElementTable }> = [];
  for (const f of forms) for (const e of f.elements) if (e.values.includes(token)) out.push({ form: f, element: e });
  return out;
}

/** Markdown for a qualifier of an instruction: its slot and role, the slot's values, default, and what it needs; null when no form takes it. */
export function qualifierDoc(t: OpcodeTable, token: string, form: number): string | null {
  const hits = elementsTaking(t, token, form);
  if (hits.length === 0) return null;
  const { form: f, element: e } = hits[0]!;
  const lines = [`**${token}** of \`${t.opcode}\`: ${e.literal ? 'a flag' : `a value of the slot \`${e.name}\``} (AST field \`${e.field}\`)${e.optional ? ', optional' : ''}`];
  if (!e.literal) lines.push(`\nValues: ${e.values.map((v) => `\`${v}\``).join(' ')}`);
  const dflt = f.defaults[e.field];
  if (dflt !== undefined && e.optional) lines.push(`\nDefault when left out: \`${dflt}\``);
  const reqs = new Set<string>();
  for (const h of hits) {
    for (const q of h.form.qualifierRequires) {
      if (!q.tokens.includes(token)) continue;
      const along = `${q.with === null ? '' : ` (with ${q.with.join(' or ')})`}${q.without === null ? '' : ` (without ${q.without.join(' or ')})`}`;
      const not = q.conflicts === null ? '' : `; not with ${q.conflicts.join(', ')}`;
      reqs.add(`${requirementText(q.requires)}${along}${not}`);
    }
  }
  lines.push(`\nNeeds: ${reqs.size === 0 ? requirementText(f.requires) : [...reqs].join('; ')}`);
  lines.push(`\nPTX ISA §${PAGE_SECTIONS.get(f.page) ?? f.page}`);
  return lines.join('\n');
}

/**
 * The qualifiers that can still follow `written` (the qualifiers so far) after `instruction`, each
 * with what it is: a fused opcode's own qualifiers first (`.wide` of `mul.wide`, as the resolver
 * takes them), then in some form of its table those its elements take; in the form's order where
 * the form is strict, the values of the elements not yet filled (after the last filled one).
 */
export function nextQualifiers(instruction: string, written: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const opcode of INSTRUCTIONS.get(instruction) ?? []) {
    const fused = opcode.slice(instruction.length).match(/(?:\.|::)[^.:]+/g) ?? [];
    const n = Math.min(fused.length, written.length);
    if (fused.slice(0, n).some((tok, i) => tok !== written[i])) continue;
    if (n < fused.length) {
      if (!out.has(fused[n]!)) out.set(fused[n]!, `${instruction} flag`);
      continue;
    }
    const t = opcodeTable(opcode)!;
    for (const [token, e] of formQualifiers(t, written.slice(n))) if (!out.has(token)) out.set(token, e.literal ? `${instruction} flag` : `${instruction} ${e.name}`);
  }
  return out;
}

/** The qualifiers that can follow `written` in some form of `t`, with the element taking each. */
function formQualifiers(t: OpcodeTable, written: readonly string[]): Map<string, ElementTable> {
  const out = new Map<string, ElementTable>();
  for (const f of t.forms) {
    const filled = new Set<number>();
    let last = -1;
    let fits = true;
    for (const tok of written) {
      const at = f.elements.findIndex((e, i) => !filled.has(i) && e.values.includes(tok) && (!f.strict || i > last));
      if (at < 0) {
        fits = false;
        break;
      }
      filled.add(at);
      last = Math.max(last, at);
    }
    if (!fits) continue;
    f.elements.forEach((e, i) => {
      if (filled.has(i) || (f.strict && i < last)) return;
      for (const v of e.values) if (!out.has(v)) out.set(v, e);
    });
  }
  return out;
}
