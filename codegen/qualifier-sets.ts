// The shared qualifier sets of spec/qualifier-sets.json, and pages' references to them read in.
import { QualifierSets, type SpecEntry, type SpecEntryFile, type TargetRule } from '../spec/schema.js';
import { readSpecJson } from './spec-json.js';
import { readInRules } from './target-rules.js';

/** A pattern's tokens (spec/schema.ts QualifierSets): `.h[0-1][0-1]` → `.h00 .h01 .h10 .h11`. */
export function expandPattern(pattern: string): string[] {
  let out = [''];
  for (const [, text, from, to] of pattern.matchAll(/([^[]+)|\[(.)-(.)\]/g)) {
    const chars = text !== undefined ? [text] : [];
    for (let c = from?.charCodeAt(0) ?? 1, end = to?.charCodeAt(0) ?? 0; c <= end; c++) chars.push(String.fromCharCode(c));
    out = out.flatMap((head) => chars.map((c) => head + c));
  }
  return out;
}

/** spec/qualifier-sets.json, validated, its patterns expanded: the tokens of each shared set. */
export function loadQualifierSets(specDir: string): ReadonlyMap<string, string[]> {
  const file = readSpecJson(specDir, 'qualifier-sets.json', QualifierSets);
  return new Map(Object.entries(file.sets).map(([name, set]) => [name, Array.isArray(set) ? set : expandPattern(set.pattern)]));
}

/** The page with the shared sets (and target rules) it names read in; errors name the unknown ones. */
export function readInSets(file: string, page: SpecEntryFile, sets: ReadonlyMap<string, string[]>, rules: ReadonlyMap<string, TargetRule[]>): { entry: SpecEntry; errors: string[] } {
  const errors: string[] = [];
  const resolve = (where: string, qualifiers: Record<string, string[] | string>): Record<string, string[]> =>
    Object.fromEntries(
      Object.entries(qualifiers).map(([name, set]) => {
        if (Array.isArray(set)) return [name, set];
        const tokens = sets.get(set);
        if (tokens === undefined) errors.push(`${file}: ${where}${name} names "${set}", which spec/qualifier-sets.json does not define`);
        return [name, tokens ?? []];
      }),
    );
  const forms = page.forms.map(({ qualifiers, byTarget, ...form }) => {
    const where = `form "${form.syntax}": `;
    const own = readInRules(`${file}: ${where}`, byTarget, rules, errors);
    return { ...form, ...(qualifiers === undefined ? {} : { qualifiers: resolve(where, qualifiers) }), ...(own === undefined ? {} : { byTarget: own }) };
  });
  return { entry: { ...page, qualifiers: resolve('qualifiers ', page.qualifiers), forms }, errors };
}
