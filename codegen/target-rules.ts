// The shared target rules of spec/target-rules.json, and forms' references to them read in.
import { TargetRules, type TargetRule } from '../spec/schema.js';
import { readSpecJson } from './spec-json.js';

/** spec/target-rules.json, validated: each shared list of target rules by its name. */
export function loadTargetRules(specDir: string): ReadonlyMap<string, TargetRule[]> {
  return new Map(Object.entries(readSpecJson(specDir, 'target-rules.json', TargetRules).rules));
}

/** A form's target rules, the shared list it names read in; an unknown name is an error (and no rules). */
export function readInRules(where: string, byTarget: TargetRule[] | string | undefined, rules: ReadonlyMap<string, TargetRule[]>, errors: string[]): TargetRule[] | undefined {
  if (byTarget === undefined || Array.isArray(byTarget)) return byTarget;
  const list = rules.get(byTarget);
  if (list === undefined) errors.push(`${where}byTarget names "${byTarget}", which spec/target-rules.json does not define`);
  return list;
}
