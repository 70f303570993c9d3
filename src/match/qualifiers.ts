// Matching an instruction's qualifier tokens against a form's elements, as ptxas does: each element
// at most once, required elements present, any order (unless the form is strict), except that types
// and state spaces are positional: they fill their elements in written order (`cvt.f32.s32` is not
// `cvt.s32.f32`; `cp.async.ca.shared.global` is not `cp.async.ca.global.shared`).
import { isStateSpace } from '../types/state-spaces.js';
import { isTypeToken } from '../types/type-facts.js';
import type { ElementTable, FormTable } from './tables.js';

/** 1 for a type, 2 for a state space, 0 for the rest (flags and named values): spec/types.json says which. */
function positionalClass(tok: string): number {
  return isTypeToken(tok) ? 1 : isStateSpace(tok) ? 2 : 0;
}

/** Does `problem` blame a type token of `tokens` (explainMismatch's)? */
export function blamesType(problem: QualifierProblem, tokens: readonly string[]): boolean {
  return problem.token >= 0 && positionalClass(tokens[problem.token]!) === 1;
}

function accepts(e: ElementTable, tok: string): boolean {
  return e.values.includes(tok);
}

/** The values each form of an opcode's table takes (of any of its elements), by its forms, made at their first use. */
const VOCABULARIES = new WeakMap<readonly FormTable[], readonly ReadonlySet<string>[]>();

/**
 * The values each of `forms` takes, for mayFit(): a spelling is tried against each form of its
 * opcode (ld has 44), and under a new module's first hundreds of spellings matchQualifiers(), tried
 * on each, was one of the functions V8 compiled first, ahead of the fast path's.
 */
export function formVocabularies(forms: readonly FormTable[]): readonly ReadonlySet<string>[] {
  let sets = VOCABULARIES.get(forms);
  if (sets === undefined) {
    sets = forms.map((f) => {
      const set = new Set<string>();
      for (const e of f.elements) for (const v of e.values) set.add(v);
      return set;
    });
    VOCABULARIES.set(forms, sets);
  }
  return sets;
}

/** Whether each of `tokens` is one of `vocabulary`, a form's (formVocabularies()): when not, matchQualifiers() is null for the form. */
export function mayFit(vocabulary: ReadonlySet<string>, tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) if (!vocabulary.has(tokens[i]!)) return false;
  return true;
}

/** The named qualifier values of `form` for `tokens`, or null when they do not fit it. */
export function matchQualifiers(form: FormTable, tokens: readonly string[]): Record<string, string | true> | null {
  const els = form.elements;
  const q: Record<string, string | true> = {};
  if (form.strict) {
    const present = new Array<boolean>(els.length).fill(false);
    let e = 0;
    for (const tok of tokens) {
      while (e < els.length && !accepts(els[e]!, tok)) {
        if (!els[e]!.optional) return null;
        e++;
      }
      if (e === els.length) {
        if (repeats(els, tok)) continue;
        return null;
      }
      q[els[e]!.field] = els[e]!.literal && !els[e]!.valued ? true : tok;
      present[e] = true;
      e++;
    }
    for (; e < els.length; e++) if (!els[e]!.optional) return null;
    return allOrNone(form, present) ? q : null;
  }
  const used = new Array<boolean>(els.length).fill(false);
  // Token position that filled each element, for the form's sequences.
  const at = new Array<number>(els.length).fill(-1);
  // The element index last filled by a type, and by a state space.
  const last = [-1, -1, -1];
  let t = 0;
  for (const tok of tokens) {
    const cls = positionalClass(tok);
    let chosen = -1;
    for (let e = cls > 0 ? last[cls]! + 1 : 0; e < els.length; e++) {
      if (!used[e] && accepts(els[e]!, tok)) {
        chosen = e;
        break;
      }
    }
    if (chosen < 0) {
      if (repeats(els, tok)) continue;
      return null;
    }
    used[chosen] = true;
    at[chosen] = t++;
    if (cls > 0) last[cls] = chosen;
    q[els[chosen]!.field] = els[chosen]!.literal && !els[chosen]!.valued ? true : tok;
  }
  for (let e = 0; e < els.length; e++) if (!used[e] && !els[e]!.optional) return null;
  if (!allOrNone(form, used)) return null;
  for (const seq of form.sequences) {
    let prev = -1;
    for (const e of seq) {
      if (at[e]! < 0) continue;
      if (at[e]! < prev) return null;
      prev = at[e]!;
    }
  }
  return q;
}

/** The form's `together` groups are each all present or all absent. */
function allOrNone(form: FormTable, present: readonly boolean[]): boolean {
  for (const group of form.together) {
    let n = 0;
    for (const e of group) if (present[e]) n++;
    if (n !== 0 && n !== group.length) return false;
  }
  return true;
}

/** A repeat of a literal flag that ptxas ignores. */
function repeats(els: readonly ElementTable[], tok: string): boolean {
  return els.some((e) => e.literal && e.repeatable && e.values[0] === tok);
}

/** What is wrong with `tokens` for `form`, for the nearest form's error message. */
export interface QualifierProblem {
  /** Index into tokens of the offending token, or -1 for a missing element. */
  token: number;
  message: string;
  /** How bad: the count of unplaced tokens plus missing elements. */
  cost: number;
  /** For a missing qualifier set: its description and the values this form takes of it. */
  missing?: { what: string; values: readonly string[] };
  /** For qualifiers out of order, or one flag missing: the tokens in the form's order (the flag among them), joined. */
  ordered?: string;
}

/** The message for a missing qualifier set `what` of `opcode`, one of `values`. */
export function missingMessage(what: string, values: readonly string[], opcode: string): string {
  return `missing ${what} qualifier for '${opcode}': one of ${values.join(', ')}`;
}

export function explainMismatch(form: FormTable, tokens: readonly string[], opcode: string): QualifierProblem {
  const els = form.elements;
  const used = new Array<number>(els.length).fill(-1);
  let first: QualifierProblem | null = null;
  let cost = 0;
  tokens.forEach((tok, i) => {
    const free = els.findIndex((e, k) => used[k]! < 0 && accepts(e, tok));
    if (free >= 0) {
      used[free] = i;
      return;
    }
    cost++;
    if (first !== null) return;
    const taken = els.findIndex((e) => accepts(e, tok));
    // A type again where the form has two type slots is no repeat: it is not one the other slot takes.
    if (taken >= 0 && !(tokens[used[taken]!] === tok && positionalClass(tok) === 1 && els.filter((e) => e.values.some((v) => positionalClass(v) === 1)).length > 1)) {
      const prev = tokens[used[taken]!]!;
      first = {
        token: i,
        message:
          prev === tok
            ? `duplicate qualifier '${tok}' for '${opcode}'`
            : `qualifier '${tok}' conflicts with '${prev}': both fill ${describe(els[taken]!)} of '${opcode}'`,
        cost: 0,
      };
    } else {
      first = { token: i, message: `qualifier '${tok}' is not allowed in this form of '${opcode}' (${form.syntax})`, cost: 0 };
    }
  });
  const missing = els.filter((e, k) => used[k]! < 0 && !e.optional);
  cost += missing.length;
  if (first === null && missing.length > 0) {
    const m = missing[0]!;
    // One flag missing: the qualifiers in the form's order with it.
    const ordered = missing.length === 1 ? els.map((e, k) => (used[k]! >= 0 ? tokens[used[k]!] : e === m ? m.values[0] : '')).join('') : undefined;
    first = m.literal
      ? { token: -1, message: `missing qualifier '${m.values[0]}' for '${opcode}' (${form.syntax})`, cost: 0, ...(ordered === undefined ? {} : { ordered }) }
      : { token: -1, message: missingMessage(describe(m), m.values, opcode), cost: 0, missing: { what: describe(m), values: m.values } };
  }
  if (first === null) {
    const ordered = used.filter((i) => i >= 0).map((i) => tokens[i]).join('');
    first = { token: -1, message: `qualifiers out of the order '${opcode}' requires (${form.syntax})`, cost: 0, ordered };
    cost = 1;
  }
  return { ...(first as QualifierProblem), cost };
}

function describe(e: ElementTable): string {
  return e.literal ? `'${e.name}'` : `the ${e.name} slot`;
}
