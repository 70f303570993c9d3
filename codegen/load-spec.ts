// Reads and validates spec/instructions/*.json: the zod schema, then every form's syntax.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Categories, CheckedSpecEntry, Directives, FlagRules, OperandRoles, QualifierRoles, Symbols, Targets, Types, type SpecEntry, type TargetRule } from '../spec/schema.js';
import { resolveOperandType } from './operand-types.js';
import { loadQualifierSets, readInSets } from './qualifier-sets.js';
import { readSpecJson, SpecFileError } from './spec-json.js';
import { loadTargetRules } from './target-rules.js';
import { fieldName, parseForm, type ParsedForm, type QualifierElement } from './syntax.js';

export interface LoadedEntry {
  file: string;
  entry: SpecEntry;
  forms: ParsedForm[];
}

export interface SpecLoad {
  entries: LoadedEntry[];
  errors: string[];
  /** The shared qualifier sets (spec/qualifier-sets.json) the pages were read with. */
  sets: ReadonlyMap<string, string[]>;
}

export function specFiles(specDir: string): string[] {
  return readdirSync(join(specDir, 'instructions'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(specDir, 'instructions', f));
}

/** The pages of `files` (in one spec/instructions), each with the shared qualifier sets it names read in. */
export function loadSpec(files: string[]): SpecLoad {
  const entries: LoadedEntry[] = [];
  const errors: string[] = [];
  const dirs = new Set(files.map((f) => dirname(dirname(f))));
  if (dirs.size > 1) throw new Error(`loadSpec reads the pages of one spec/ directory, not of ${dirs.size}`);
  let shared: ReadonlyMap<string, string[]> = new Map();
  let rules: ReadonlyMap<string, TargetRule[]> = new Map();
  try {
    const [dir] = dirs;
    if (dir !== undefined) {
      shared = loadQualifierSets(dir);
      rules = loadTargetRules(dir);
    }
  } catch (e) {
    if (e instanceof SpecFileError) return { entries, errors: e.messages, sets: shared };
    throw e;
  }
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      errors.push(`${file}: ${(e as Error).message}`);
      continue;
    }
    const r = CheckedSpecEntry.safeParse(json);
    if (!r.success) {
      for (const issue of r.error.issues) errors.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const { entry, errors: unknown } = readInSets(file, r.data, shared, rules);
    errors.push(...unknown);
    const forms: ParsedForm[] = [];
    for (const form of entry.forms) {
      try {
        forms.push(parseForm(entry, form));
      } catch (e) {
        errors.push(`${file}: ${(e as Error).message}`);
      }
    }
    const declared = new Set(Object.keys(entry.qualifiers));
    for (const f of entry.forms) for (const k of Object.keys(f.qualifiers ?? {})) declared.add(k);
    for (const k of Object.keys(entry.defaults ?? {})) {
      if (!declared.has(k)) errors.push(`${file}: defaults names ${k}, which is no qualifier set`);
    }
    errors.push(...operandTypeErrors(file, entry, forms));
    if (!file.endsWith(`${entry.page}.json`)) errors.push(`${file}: "page" must equal the file name stem`);
    entries.push({ file, entry, forms });
  }
  return { entries, errors, sets: shared };
}

/**
 * Where `operandTypes` names what the forms lack: an operand no form has, or a qualifier set a
 * form that has the operand writes nothing of.
 */
function operandTypeErrors(file: string, entry: SpecEntry, forms: ParsedForm[]): string[] {
  const errors: string[] = [];
  const named = new Set<string>();
  entry.forms.forEach((source, i) => {
    const form = forms[i];
    if (form === undefined) return;
    const names = new Set(form.operands.flatMap((o) => [o.name, ...(o.pairName === undefined ? [] : [o.pairName]), ...(o.inner ?? [])]));
    for (const [operand, ref] of Object.entries({ ...entry.operandTypes, ...source.operandTypes })) {
      if (!names.has(operand)) continue;
      named.add(operand);
      const t = resolveOperandType(ref, entry, source, form);
      if (t.kind === 'unresolved') errors.push(`${file}: form "${source.syntax}" writes nothing of ${t.set}, the type of its operand ${operand}`);
    }
  });
  for (const operand of Object.keys(entry.operandTypes ?? {})) {
    if (!named.has(operand)) errors.push(`${file}: operandTypes names ${operand}, which no form has`);
  }
  const written = new Set(forms.flatMap((f) => f.operands.flatMap((o) => (o.pairName === undefined ? [o.name] : [o.name, o.pairName]))));
  for (const operand of [...(entry.sinkOperands ?? []), ...(entry.specialRegisterOperands ?? []), ...(entry.variableOperands ?? []), ...(entry.indexOperands ?? []), ...(entry.noHandles ?? []), ...(entry.noFunctions ?? []), ...(entry.noVariableOffsets ?? []), ...(entry.bitRegisterOperands ?? []), ...Object.keys(entry.vectorSinks ?? {})]) {
    if (!written.has(operand)) errors.push(`${file}: sinkOperands, specialRegisterOperands, variableOperands, indexOperands, noHandles, noFunctions, noVariableOffsets, bitRegisterOperands or vectorSinks names ${operand}, which no form has`);
  }
  // A register's bit type is checked against the operand's type: there must be one.
  for (const operand of entry.bitRegisterOperands ?? []) {
    if (entry.operandTypes?.[operand] === undefined) errors.push(`${file}: bitRegisterOperands names ${operand}, which operandTypes does not type`);
  }
  const items = new Set(forms.flatMap((f) => f.operands.flatMap((o) => [o.name, ...(o.inner ?? [])])));
  for (const operand of [entry.handleOperands, ...entry.forms.map((f) => f.handleOperands)].flatMap((h) => Object.keys(h ?? {}))) {
    if (!items.has(operand)) errors.push(`${file}: handleOperands names ${operand}, which no form has`);
  }
  for (const operand of entry.noPackedRegisters ?? []) if (!items.has(operand)) errors.push(`${file}: noPackedRegisters names ${operand}, which no form has`);
  const tokens = new Set(forms.flatMap((f) => f.elements.map((e) => (e.kind === 'slot' ? e.set : e.token))));
  for (const operand of Object.values(entry.callOperands ?? {})) {
    if (!written.has(operand)) errors.push(`${file}: callOperands names ${operand}, which no form has`);
  }
  for (const [operand, names] of Object.entries(entry.addressSpaces ?? {})) {
    if (!written.has(operand)) errors.push(`${file}: addressSpaces names ${operand}, which no form has`);
    for (const n of names) if (!tokens.has(n)) errors.push(`${file}: addressSpaces names ${n} for ${operand}, which no form writes`);
  }
  for (const operand of Object.keys(entry.genericSpaces ?? {})) if (entry.addressSpaces?.[operand] === undefined) errors.push(`${file}: genericSpaces names ${operand}, which addressSpaces does not`);
  for (const operand of entry.narrowAddresses ?? []) if (entry.addressSpaces?.[operand] === undefined) errors.push(`${file}: narrowAddresses names ${operand}, which addressSpaces does not`);
  return errors;
}

/** spec/flags.json, validated. */
export const loadFlagRules = (specDir: string) => readSpecJson(specDir, 'flags.json', FlagRules);

/** spec/symbols.json, validated. */
export const loadSymbols = (specDir: string) => readSpecJson(specDir, 'symbols.json', Symbols);

/** spec/directives.json, validated. */
export const loadDirectives = (specDir: string) => readSpecJson(specDir, 'directives.json', Directives);

/** spec/types.json, validated. */
export const loadTypes = (specDir: string) => readSpecJson(specDir, 'types.json', Types);

/** What is wrong with spec/types.json, one message per schema issue. */
export function typesErrors(specDir: string): string[] {
  try {
    loadTypes(specDir);
    return [];
  } catch (e) {
    if (e instanceof SpecFileError) return e.messages;
    throw e;
  }
}

/** spec/targets.json, validated. */
export const loadTargets = (specDir: string) => readSpecJson(specDir, 'targets.json', Targets);

/** spec/categories.json, validated. */
export const loadCategories = (specDir: string) => readSpecJson(specDir, 'categories.json', Categories);

/** spec/operand-roles.json, validated. */
export const loadOperandRoles = (specDir: string) => readSpecJson(specDir, 'operand-roles.json', OperandRoles);

/** Where spec/operand-roles.json and the forms disagree: an opcode without roles, a role of no opcode or of an operand no form of it has. */
export function operandRoleErrors(entries: readonly LoadedEntry[], roles: ReturnType<typeof loadOperandRoles>): string[] {
  const names = new Map<string, Set<string>>();
  for (const { forms } of entries) {
    for (const f of forms) {
      let n = names.get(f.instruction);
      if (n === undefined) names.set(f.instruction, (n = new Set()));
      for (const o of f.operands) {
        n.add(o.name);
        if (o.pairName !== undefined) n.add(o.pairName);
      }
    }
  }
  const errors: string[] = [];
  for (const [opcode, n] of names) {
    if (n.size > 0 && roles.opcodes[opcode] === undefined) errors.push(`spec/operand-roles.json: no entry for ${opcode} (its written operands, {} when none)`);
  }
  for (const [opcode, r] of Object.entries(roles.opcodes)) {
    const n = names.get(opcode);
    if (n === undefined) errors.push(`spec/operand-roles.json: ${opcode} is no opcode of the spec`);
    else for (const operand of Object.keys(r)) if (!n.has(operand) || operand === '_') errors.push(`spec/operand-roles.json: ${opcode} has no operand ${operand}`);
  }
  return errors;
}

/** spec/qualifier-roles.json, validated. */
export const loadQualifierRoles = (specDir: string) => readSpecJson(specDir, 'qualifier-roles.json', QualifierRoles);

/**
 * Gives each form's elements of a role their field (roleFieldNames()), a literal of a role then
 * holding its token; the errors: a set of a form without a role, a set or literal of the roles
 * file no form writes or given two roles.
 */
export function applyQualifierRoles(entries: readonly LoadedEntry[], roles: ReturnType<typeof loadQualifierRoles>): string[] {
  const roleOf = new Map<string, string>();
  const errors: string[] = [];
  for (const [role, r] of Object.entries(roles.roles)) {
    for (const name of [...r.sets, ...(r.literals ?? []).map((t) => `literal ${t}`)]) {
      if (roleOf.has(name)) errors.push(`spec/qualifier-roles.json: ${name} has two roles`);
      roleOf.set(name, role);
    }
  }
  const used = new Set<string>();
  const missing = new Set<string>();
  for (const { file, entry, forms } of entries) {
    forms.forEach((f, i) => {
      const elements = [...f.implied, ...f.elements];
      const keyOf = (e: QualifierElement): string | undefined => {
        const keys = e.kind === 'slot' ? [`${f.instruction}:${e.set}`, e.set] : [`literal ${e.token}`];
        const key = keys.find((k) => roleOf.has(k));
        if (key !== undefined) used.add(key);
        else if (e.kind === 'slot') missing.add(`${file}: ${f.instruction}'s set ${e.set} has no role in spec/qualifier-roles.json`);
        return key;
      };
      const byRole = new Map<string, QualifierElement[]>();
      for (const e of elements) {
        const key = keyOf(e);
        if (key === undefined) continue;
        const role = roleOf.get(key)!;
        byRole.set(role, [...(byRole.get(role) ?? []), e]);
      }
      const source = entry.forms[i]!;
      const types = { ...entry.operandTypes, ...source.operandTypes };
      for (const [role, list] of byRole) {
        const names = roleFieldNames(role, list, types, entry.addressSpaces ?? {});
        const roleDefault = roles.roles[role as keyof typeof roles.roles]!.default;
        list.forEach((e, k) => {
          e.field = names[k]!;
          if (e.kind === 'literal') e.valued = true;
          if (e.optional && roleDefault !== undefined) e.roleDefault = roleDefault;
        });
        if (new Set(names).size !== names.length) errors.push(`${file}: ${f.instruction} has two ${role} qualifiers named alike (${names.join(', ')})`);
      }
      const fields = elements.map((e) => e.field);
      const twice = fields.filter((x, k) => fields.indexOf(x) !== k);
      if (twice.length > 0) errors.push(`${file}: form "${source.syntax}" names two qualifiers ${twice.join(', ')}`);
    });
  }
  errors.push(...missing);
  for (const name of roleOf.keys()) if (!used.has(name)) errors.push(`spec/qualifier-roles.json: no form writes ${name}`);
  return errors;
}

/**
 * The AST fields of a form's elements of one role, by one rule: alone, the role's name; of
 * several, the one whose set is named as the role keeps it, each other set is named by its name
 * without the role's word, then the role, and each literal by the first operand it gives the type
 * (operandTypes) or address space (addressSpaces) of whose name is not taken yet, then the role:
 * mma's .dtype and .atype: dType and aType; cp.async.bulk's .dst and .src: dstSpace and
 * srcSpace; cvt.f16.f32: dType and aType.
 */
export function roleFieldNames(role: string, list: readonly QualifierElement[], types: Readonly<Record<string, string>>, spaces: Readonly<Record<string, readonly string[]>>): string[] {
  if (list.length === 1) return [role];
  const upper = role.charAt(0).toUpperCase() + role.slice(1);
  const plain = list.filter((e) => e.kind === 'slot' && fieldName(e.set) === role);
  const names = list.map((e) => (e.kind === 'literal' ? '' : plain.length === 1 && plain[0] === e ? role : `${fieldName(e.set).replace(new RegExp(`_?(${role}|fmt|type)$`, 'i'), '')}${upper}`));
  list.forEach((e, k) => {
    if (e.kind !== 'literal') return;
    const gives = (o: string) => types[o]?.replace(/\*2$|\/n$/, '').split('|').includes(e.token) === true || spaces[o]?.includes(e.token) === true;
    const operand = [...Object.keys(types), ...Object.keys(spaces)].find((o) => gives(o) && !names.includes(`${fieldName(o)}${upper}`));
    names[k] = operand === undefined ? `${fieldName(e.token)}${upper}` : `${fieldName(operand)}${upper}`;
  });
  return names;
}
