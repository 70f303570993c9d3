// generated/pages/<page>.ts: a page's forms of each opcode it defines, as rows of named fields (the
// shorthands of src/match/tables.ts), those equal to the runtime's defaults left out; and each
// opcode's table as generated/dispatch.ts joins its pages' forms.
import { createHash } from 'node:crypto';
import type { OperandShape, SpecEntry } from '../spec/schema.js';
import { FORM_DEFAULTS, OPERAND_DEFAULTS, type Allow, type Shape, type SpaceRef, type TypeRef } from '../src/match/tables.js';
import { array, call, importLine, inline, layout, nameList, object, str, strings, type Code } from './code-layout.js';
import { resolveOperandType } from './operand-types.js';
import { fieldName, type ParsedForm, type QualifierElement } from './syntax.js';

export interface OpcodeForms {
  opcode: string;
  forms: Array<{ entry: SpecEntry; form: ParsedForm; index: number }>;
}

/** The member of src/match/tables.ts's Shape for each spec operand shape. */
const SHAPE: Record<OperandShape, keyof typeof Shape> = {
  reg: 'Reg',
  pred: 'Pred',
  src: 'Src',
  imm: 'Imm',
  addr: 'Addr',
  vec: 'Vec',
  label: 'Label',
  list: 'List',
  texaddr: 'TexAddr',
  addrOrName: 'AddrOrName',
  scalar: 'Scalar',
  function: 'Function',
};

/** Lists at least this long are module constants (generated/qualifier-sets.ts), each written once. */
const SHARED_MIN = 32;

/**
 * The long lists the tables share (the 4,096 byte selectors of the SIMD video instructions in each
 * of their operands were half the text to load), named by the spec's shared set of the same
 * tokens, else by their first and last tokens and count: a name that moves with the content only.
 */
export class SharedLists {
  private readonly named = new Map<string, { name: string; values: readonly string[] }>();
  private readonly bySet: ReadonlyMap<string, string>;

  constructor(sets: ReadonlyMap<string, readonly string[]>) {
    this.bySet = new Map([...sets].map(([name, values]) => [JSON.stringify(values), name.toUpperCase().replace(/-/g, '_')]));
  }

  /** The list as code: a literal, or the name of the constant holding it (`used` collects those). */
  list(values: readonly string[], used: Set<string>): Code {
    if (values.length < SHARED_MIN) return strings(values);
    const key = JSON.stringify(values);
    let e = this.named.get(key);
    if (e === undefined) {
      const ident = (t: string) => t.replace(/^\./, '').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();
      const name = this.bySet.get(key) ?? `${ident(values[0]!)}_TO_${ident(values.at(-1)!)}_${values.length}`;
      this.named.set(key, (e = { name, values }));
    }
    used.add(e.name);
    return e.name;
  }

  /** generated/qualifier-sets.ts's text after its header. */
  module(): string {
    const lists = [...this.named.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
    return lists.map(({ name, values }) => `${layout(strings(values), 0, `export const ${name}: readonly string[] = `, ';')}\n`).join('\n');
  }
}

/** The row of `value`'s fields that differ from `defaults` (as JSON), each as `code` renders it. */
function row<T extends object>(value: T, defaults: Partial<Record<keyof T, unknown>>, code: (k: keyof T, v: T[keyof T]) => Code = (_k, v) => data(v)): Code {
  const fields = (Object.keys(value) as Array<keyof T>).filter((k) => JSON.stringify(value[k]) !== JSON.stringify(defaults[k]));
  return object(fields.map((k) => [k as string, code(k, value[k])]));
}

/** Plain data as code. */
function data(v: unknown): Code {
  if (v === null || typeof v !== 'object') return v === undefined ? 'undefined' : JSON.stringify(v);
  if (Array.isArray(v)) return array(v.map(data));
  return object(Object.entries(v).map(([k, x]) => [k, data(x)]));
}

const tyCode = (t: TypeRef | null): Code => (t === null ? 'null' : call('ty', row(t, { slot: null, token: null, wide: false, split: false })));

/** The number of a target (`sm_90a`: 90). */
const archNumber = (target: string): number => Number(/\d+/.exec(target)![0]);

/** A requirement of the spec as req()'s row (src/match/tables.ts RequirementRow), before `extra` fields. */
export function requirementRow(
  ptx: string | undefined,
  r: { target?: string; targets?: string[]; before?: string; beforeTarget?: string; belowTarget?: string; addressSize?: 32 },
  texmode: string | undefined,
  extra: Array<[string, Code]> = [],
): Code {
  const fields: Array<[string, Code]> = [...extra];
  if (ptx !== undefined) fields.push(['ptx', str(ptx)]);
  if (r.target !== undefined) fields.push(['target', `${archNumber(r.target)}`]);
  // Where the spec gives both, the list is advice (ptxas only warns off it) or narrows the lowest target for some uses.
  else if (r.targets !== undefined) fields.push(['targets', strings(r.targets)]);
  if (texmode !== undefined) fields.push(['texmode', str(texmode)]);
  if (r.before !== undefined) fields.push(['before', str(r.before)]);
  if (r.beforeTarget !== undefined) fields.push(['beforeTarget', `${archNumber(r.beforeTarget)}`]);
  if (r.belowTarget !== undefined) fields.push(['belowTarget', `${archNumber(r.belowTarget)}`]);
  if (r.addressSize !== undefined) fields.push(['addressSize', `${r.addressSize}`]);
  return object(fields);
}

type Source = SpecEntry['forms'][number];

/** The type of an operand of the spec in `form`; null when unchecked (load-spec.ts reports unresolved ones). */
function typeOf(ref: string | undefined, entry: SpecEntry, source: Source, form: ParsedForm): TypeRef | null {
  const t = resolveOperandType(ref, entry, source, form);
  if (t.kind === 'unchecked' || t.kind === 'unresolved') return null;
  return t.kind === 'slot' ? { slot: t.field, token: null, wide: t.wide, split: t.split } : { slot: null, token: t.token, wide: t.wide, split: t.split };
}

/** An address operand's state space: the form's first element among `names` (sets or flags); null when unchecked. */
function spaceOf(names: string[] | undefined, form: ParsedForm, generic: string[] | undefined, narrow: boolean): SpaceRef | null {
  if (names === undefined) return null;
  const e = form.elements.find((x) => (x.kind === 'slot' ? names.includes(x.set) : names.includes(x.token)));
  const g = generic ?? null;
  if (e === undefined) return { field: null, token: null, generic: g, narrow };
  return e.kind === 'slot' ? { field: e.field, token: null, generic: g, narrow } : { field: e.field, token: e.token, generic: g, narrow };
}

function formRow(entry: SpecEntry, form: ParsedForm, index: number, repeatable: ReadonlySet<string>, lists: SharedLists, used: Set<string>, roles: Readonly<Record<string, string>>): Code {
  const source = entry.forms[index]!;
  const elements = form.elements.map((e) => {
    if (e.kind === 'slot') {
      used.add('slot');
      return call('slot', object([['name', str(e.set)], ['field', str(e.field)], ...(e.optional ? [['optional', 'true'] as [string, Code]] : []), ['values', lists.list(e.values, used)]]));
    }
    used.add('flag');
    const flags: Array<[string, Code]> = [];
    if (e.optional) flags.push(['optional', 'true']);
    if (repeatable.has(e.token)) flags.push(['repeatable', 'true']);
    if (e.valued === true) flags.push(['valued', 'true']);
    return call('flag', object([['token', str(e.token)], ['field', str(e.field)], ...flags]));
  });
  const use = (u: 'none' | 'optional' | 'required') => (u === 'none' ? 0 : u === 'optional' ? 1 : 2);
  // A form that writes a video selector on some operand takes none on the others (ptxas: "Video
  // selector is not allowed on destination"). An address's suffix (`[a]{.unified}`) is no video selector.
  const video = form.operands.some((o) => o.selector !== undefined && o.shape !== 'addr');
  // What sizes this operand's brace vector (spec vectorOperands): the field of the form's slot of
  // that set, or the element count of the `.vN` literal the form writes; the first the form has.
  // The form's own vectorCounts name the slot by its tokens.
  const vectorOf = (source: Source, name: string): { by: string | null; length: number } => {
    const counts = source.vectorCounts?.[name];
    if (typeof counts === 'number') return { by: null, length: counts };
    if (counts !== undefined) {
      const tokens = Object.keys(counts);
      const e = form.elements.find((x) => x.kind === 'slot' && tokens.every((t) => x.values.includes(t)));
      if (e === undefined) throw new Error(`${entry.page}: no slot of ${form.opcode} holds vectorCounts ${tokens.join(' ')}`);
      return { by: e.field, length: 0 };
    }
    const sets = entry.vectorOperands?.[name];
    for (const set of sets === undefined ? [] : typeof sets === 'string' ? [sets] : sets) {
      for (const e of form.elements) {
        if (e.kind === 'slot' && e.set === set) return { by: e.field, length: 0 };
        if (e.kind !== 'slot' && e.token === set) return { by: null, length: Number(/^\.v(\d+)$/.exec(set)![1]) };
      }
    }
    return { by: null, length: 0 };
  };
  // An operand's table row fields as code, those of `value` that differ from `base`'s.
  const operandFields = (value: Record<string, unknown>, base: Record<string, unknown>) =>
    row(value, base, (k, v) => {
      switch (k) {
        case 'selectors':
          return v === null ? 'null' : lists.list(v as string[], used);
        case 'type':
        case 'pairType':
          if (v !== null) used.add('ty');
          return tyCode(v as TypeRef | null);
        case 'itemTypes':
          used.add('ty');
          return array((v as (TypeRef | null)[]).map(tyCode));
        case 'allows':
          if (v !== '') used.add('Allow');
          return v === '' ? '0' : (v as string);
        case 'space':
          used.add('sp');
          return call('sp', row(v as SpaceRef, { field: null, token: null, generic: null, narrow: false }));
        case 'values':
          used.add('values');
          return call('values', data(v));
        default:
          return data(v);
      }
    }) as { object: Array<[string, Code]> };
  // The operands' table row values as `source` (the form, or the form as a target rule has it) types and sizes them.
  const operandsOf = (source: Source, implicit: Record<string, number[] | 'any' | false> = entry.implicitVectors ?? {}): Array<Record<string, unknown>> => {
    const types = { ...entry.operandTypes, ...source.operandTypes };
    const sinks = new Set(source.sinkOperands ?? entry.sinkOperands);
    const specials = new Set(source.specialRegisterOperands ?? entry.specialRegisterOperands);
    const variables = new Set(entry.variableOperands);
    const indexed = new Set(source.indexOperands ?? entry.indexOperands);
    const scalarVectors = new Set(entry.scalarVectorOperands);
    const elementwise = new Set(source.elementwiseVectors ?? entry.elementwiseVectors);
    const strictVectors = new Set(source.strictVectors ?? entry.strictVectors);
    const bitRegisters = new Set(entry.bitRegisterOperands);
    const noIntegerVectors = new Set(entry.noIntegerVectors);
    const noHandles = new Set(entry.noHandles);
    const noFunctions = new Set(source.noFunctions ?? entry.noFunctions);
    const noVariableOffsets = new Set(entry.noVariableOffsets);
    const noPackedRegisters = new Set(entry.noPackedRegisters);
    const handleOperands = source.handleOperands ?? entry.handleOperands ?? {};
    const branchTargets = new Set(entry.branchTargetOperands);
    const registerItems = new Set(entry.registerItems);
    const callTargets = new Set(entry.callTargetOperands);
    // A sink among a brace vector's elements: in a vector written only (operand-roles.json), or as vectorSinks says.
    const vectorSink = (name: string) => roles[name] === 'write' && entry.vectorSinks?.[name] === undefined;
    const sinkWith = (name: string) => {
      const rule = entry.vectorSinks?.[name];
      return rule === undefined || rule === false ? null : rule;
    };
    const call_ = entry.callOperands;
    const operandValues = { ...entry.operandValues, ...source.operandValues };
    return form.operands.map((o) => {
      // What else the operand may be written as (spec sinkOperands ... noIntegerVectors, branchTargetOperands, callTargetOperands, indexOperands).
      const allows: Array<[boolean, keyof typeof Allow]> = [
        [sinks.has(o.name), 'Sink'],
        [o.pairName !== undefined && sinks.has(o.pairName), 'PairSink'],
        [specials.has(o.name), 'SpecialRegister'],
        [call_?.target === o.name, 'CallTarget'],
        [call_?.returns === o.name, 'CallReturns'],
        [call_?.params === o.name, 'CallParams'],
        [variables.has(o.name), 'Variable'],
        [scalarVectors.has(o.name), 'ScalarVector'],
        [elementwise.has(o.name), 'Elementwise'],
        [strictVectors.has(o.name), 'StrictVector'],
        [bitRegisters.has(o.name), 'BitRegister'],
        [vectorSink(o.name), 'VectorSink'],
        [noIntegerVectors.has(o.name), 'NoIntegerVector'],
        [branchTargets.has(o.name), 'BranchTargets'],
        [registerItems.has(o.name), 'RegisterItems'],
        [callTargets.has(o.name), 'CallTargets'],
        [indexed.has(o.name), 'Index'],
        [noHandles.has(o.name), 'NoHandle'],
        [noFunctions.has(o.name), 'NoFunction'],
        [noVariableOffsets.has(o.name), 'NoVariableOffset'],
        // A texture operand's items by their names (a tensor copy's coordinates).
        [[o.name, ...(o.inner ?? [])].some((n) => noPackedRegisters.has(n)), 'NoF16x2'],
      ];
      const allowed = allows.filter(([on]) => on).map(([, name]) => `Allow.${name}`);
      const vector = vectorOf(source, o.name);
      const itemTypes = (o.inner ?? []).map((n) => typeOf(types[n], entry, source, form));
      const handles = [o.name, ...(o.inner ?? [])].map((n) => handleOperands[n] ?? null);
      const value = {
        field: o.field,
        group: o.group,
        not: use(o.not),
        minus: use(o.minus),
        pair: use(o.pair),
        pairField: o.pairName ? fieldName(o.pairName) : null,
        sink: o.name === '_',
        items: o.inner === undefined ? 0 : o.inner.length + 1,
        selectors: o.selector !== undefined ? o.selector.values : video && o.shape !== 'addr' ? [] : null,
        vectorBy: vector.by,
        type: typeOf(types[o.name], entry, source, form),
        pairType: o.pairName === undefined ? null : typeOf(types[o.pairName], entry, source, form),
        allows: allowed.join(' | '),
        space: spaceOf(entry.addressSpaces?.[o.name], form, entry.genericSpaces?.[o.name], entry.narrowAddresses?.includes(o.name) === true),
        vectorLength: vector.length,
        vectorImplicit: ((c) => (c === undefined || c === false ? null : c === 'any' ? [] : c))(implicit[o.name]),
        itemTypes: itemTypes.every((t) => t === null) ? null : itemTypes,
        vectorCounts: ((c) => (typeof c === 'object' ? c : null))(source.vectorCounts?.[o.name]),
        values: operandValues[o.name] ?? null,
        sinkWith: sinkWith(o.name),
        handles: handles.every((h) => h === null) ? null : handles,
      };
      return value;
    });
  };
  const values = operandsOf(source);
  const operands = values.map((value, i) => {
    const fields = operandFields(value, { ...OPERAND_DEFAULTS, field: undefined, allows: '' });
    // The shape after the field, as in the table's type.
    fields.object.splice(1, 0, ['shape', `Shape.${SHAPE[form.operands[i]!.shape]}`]);
    used.add('Shape');
    used.add('operand');
    return call('operand', fields);
  });
  // Each target rule: by operand, the fields in which its operands differ from the form's (its
  // operandTypes over the form's, its other fields in place of the form's).
  const byTarget = (source.byTarget ?? []).map((r) => {
    const ruled = operandsOf(
      {
        ...source,
        operandTypes: { ...source.operandTypes, ...r.operandTypes },
        vectorCounts: r.vectorCounts ?? source.vectorCounts,
        elementwiseVectors: r.elementwiseVectors ?? source.elementwiseVectors,
        strictVectors: r.strictVectors ?? source.strictVectors,
      },
      { ...entry.implicitVectors, ...r.implicitVectors },
    );
    const changes = ruled.flatMap((value, i): Array<[string, Code]> => {
      const fields = operandFields(value, values[i]!);
      return fields.object.length === 0 ? [] : [[value.field as string, fields]];
    });
    const slot = r.with === undefined ? undefined : form.elements.find((e) => e.kind === 'slot' && r.with!.every((t) => e.values.includes(t)));
    if (r.with !== undefined && slot === undefined) throw new Error(`${entry.page}: no slot of ${form.opcode} holds byTarget's with ${r.with.join(' ')}`);
    used.add('rule');
    const fields: Array<[string, Code]> = [];
    if (r.from !== undefined) fields.push(['from', `${archNumber(r.from)}`]);
    if (r.below !== undefined) fields.push(['below', `${archNumber(r.below)}`]);
    if (slot !== undefined) fields.push(['field', str(slot.field)], ['values', strings(r.with!)]);
    return call('rule', object([...fields, ['operands', object(changes)]]));
  });
  const defs = form.elements.flatMap((e): Array<[string, Code]> => {
    const d = elementDefault(entry, e);
    return d === undefined ? [] : [[e.field, str(d)]];
  });
  // A form's own target (or target list) replaces the page's; its PTX version likewise.
  const own = source.requires ?? {};
  const where = own.target !== undefined || own.targets !== undefined ? own : entry.requires;
  const rejectedFrom = own.before !== undefined ? { before: own.before, beforeTarget: own.beforeTarget } : { before: entry.requires.before, beforeTarget: entry.requires.beforeTarget };
  const tokens = new Set(form.elements.flatMap((e) => (e.kind === 'slot' ? e.values : [e.token])));
  const qualifierRequires = (entry.qualifierRequirements ?? [])
    .filter((q) => q.conditional !== true)
    .map((q) => ({ tokens: q.qualifiers.filter((t) => tokens.has(t)), q }))
    .filter(({ tokens: t }) => t.length > 0)
    .map(({ tokens: t, q }) => {
      used.add('qreq');
      const extra: Array<[string, Code]> = [['tokens', strings(t)]];
      if (q.with !== undefined) extra.push(['with', strings(q.with)]);
      if (q.without !== undefined) extra.push(['without', strings(q.without)]);
      if (q.conflicts !== undefined) extra.push(['conflicts', strings(q.conflicts)]);
      return call('qreq', requirementRow(q.ptx, q, q.texmode, extra));
    });
  const fields = new Map<string, string>();
  for (const o of form.operands) {
    fields.set(o.name, o.field);
    if (o.pairName !== undefined) fields.set(o.pairName, fieldName(o.pairName));
  }
  const operandRequires = (entry.operandRequirements ?? []).flatMap((r) =>
    r.operands
      .filter((n) => fields.has(n))
      .map((n) => {
        used.add('oreq');
        const extra: Array<[string, Code]> = [['field', str(fields.get(n)!)]];
        if (r.values !== undefined) {
          used.add('values');
          extra.push(['values', call('values', data(r.values))]);
        }
        if (r.with !== undefined) extra.push(['with', strings(r.with)]);
        return call('oreq', requirementRow(r.ptx, r, r.texmode, extra));
      }),
  );
  used.add('form');
  used.add('req');
  const relaxed = (source.relaxedTypes ?? entry.relaxedTypes) === true;
  const rest = row(
    {
      strict: form.order === 'strict',
      sequences: form.sequences,
      together: form.together,
      defaults: Object.fromEntries(defs.map(([k, v]) => [k, JSON.parse(v as string) as string])),
      qualifierRequires: qualifierRequires as unknown[],
      operandRequires: operandRequires as unknown[],
      relaxedTypes: relaxed,
      intVectorsForFloat: relaxed || (source.intVectorsForFloat ?? entry.intVectorsForFloat) === true,
      arrayIndex: entry.arrayIndex ?? null,
      coordinates: source.coordinates ?? entry.coordinates ?? null,
      exactCoordinates: entry.exactCoordinates === true,
      byTarget: byTarget.length === 0 ? null : byTarget,
    },
    FORM_DEFAULTS as Record<string, unknown>,
    (k, v) => (k === 'qualifierRequires' ? array(qualifierRequires) : k === 'operandRequires' ? array(operandRequires) : k === 'byTarget' ? array(byTarget) : data(v)),
  ) as { object: Array<[string, Code]> };
  return call(
    'form',
    object([
      ['page', str(entry.page)],
      ['syntax', str(source.syntax)],
      ['elements', array(elements)],
      ['operands', array(operands)],
      ['requires', call('req', requirementRow(own.ptx ?? entry.requires.ptx, { ...where, ...rejectedFrom }, own.texmode ?? entry.requires.texmode))],
      ...rest.object,
    ]),
  );
}

/** What a node's `defaults` hold for the optional element `e` left out: the page's default of its set, else its role's; undefined for none. */
export function elementDefault(entry: SpecEntry, e: QualifierElement): string | undefined {
  if (!e.optional) return undefined;
  return (e.kind === 'slot' ? entry.defaults?.[e.set] : undefined) ?? e.roleDefault;
}

/** The qualifiers a fused opcode holds past its instruction (ParsedForm.implied), as the node's `qualifiers` hold them. */
function impliedQualifiers(form: ParsedForm): Code {
  return object(form.implied.map((e): [string, Code] => [e.field, e.kind === 'slot' ? str(e.values[0]!) : e.valued === true ? str(e.token) : 'true']));
}

/** `mbarrier.arrive` → `mbarrierArrive`; `tcgen05.mma` → `tcgen05Mma`. */
export function identifier(opcode: string): string {
  return opcode
    .split(/[._:]+/)
    .map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1)))
    .join('');
}

export function fileStem(opcode: string): string {
  return opcode.replace(/::/g, '--').replace(/\./g, '-');
}

/**
 * The name generated/dispatch.ts imports a page's module as: its section and the words of its
 * stem past its chapter's (`9-7-2-1-extended-precision-arithmetic-instructions-add-cc`:
 * `p9_7_2_1_addCc`), short enough for a line; pageAliasErrors() says where two pages share one.
 */
export function pageAlias(page: string): string {
  const [, section, rest] = /^([\d-]+?)-(\D.*)$/.exec(page)!;
  const words = rest!.split('-');
  const chapter = Math.max(words.lastIndexOf('instructions'), words.lastIndexOf('instruction'));
  const own = chapter >= 0 && chapter < words.length - 1 ? words.slice(chapter + 1) : words;
  return `p${section!.replace(/-/g, '_')}_${identifier(own.join('.'))}`;
}

/** An error for each alias two or more of `pages` would share (one could not be imported). */
export function pageAliasErrors(pages: readonly string[]): string[] {
  const byAlias = new Map<string, string[]>();
  for (const page of pages) byAlias.set(pageAlias(page), [...(byAlias.get(pageAlias(page)) ?? []), page]);
  return [...byAlias].filter(([, list]) => list.length > 1).map(([alias, list]) => `spec/instructions: pages ${list.join(', ')} would be imported as one name, ${alias}: rename one`);
}

/**
 * What builds an opcode's table in dispatch.ts: tableOf() its fields but forms, those equal to
 * table()'s defaults (src/match/tables.ts) left out, and its pages' functions in order.
 */
export function opcodeTable(op: OpcodeForms, formBase: number): Code {
  const first = op.forms[0]!.form;
  const fields: Array<[string, Code]> = [['opcode', str(op.opcode)]];
  if (first.instruction !== op.opcode) fields.push(['instruction', str(first.instruction)]);
  if (first.implied.length > 0) fields.push(['implied', impliedQualifiers(first)]);
  if (formBase !== 0) fields.push(['formBase', `${formBase}`]);
  const pages = new Set(op.forms.map(({ entry }) => `${pageAlias(entry.page)}.${identifier(op.opcode)}`));
  return call('tableOf', object(fields), ...pages);
}

/**
 * generated/pages/<page>.ts's text after its header: for each opcode of `ops` (those the page
 * defines, each with its forms of the page), a function that builds those forms.
 */
export function pageModule(ops: OpcodeForms[], repeatable: ReadonlySet<string>, lists: SharedLists, roles: (op: OpcodeForms) => Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const forms = ops.map((op) => op.forms.map(({ entry, form, index }) => formRow(entry, form, index, repeatable, lists, used, roles(op))));
  const rows = sharedRows(forms.flat());
  // A row of one opcode's forms is a constant of its function; one of two or more opcodes' (tex's
  // and tex.level's) a constant of pageRows(), which each of them calls: built on first use all.
  const names = new Set(rows.map(({ name }) => name));
  const usedBy = forms.map((fs) => new Set(rowItems(fs).filter((i): i is string => typeof i === 'string' && names.has(i))));
  const ofOne = (name: string) => usedBy.filter((u) => u.has(name)).length === 1;
  const consts = (list: typeof rows) => list.map(({ name, code }) => `${layout(code, 2, `const ${name} = `, ';')}\n`).join('');
  const shared = rows.filter(({ name }) => !ofOne(name));
  const functions = ops.map((op, i) => {
    const fromPage = shared.filter(({ name }) => usedBy[i]!.has(name)).map(({ name }) => name);
    const own = rows.filter(({ name }) => ofOne(name) && usedBy[i]!.has(name));
    const body = `${fromPage.length === 0 ? '' : `${nameList('const', fromPage, ' = pageRows();', 2)}\n`}${consts(own)}${layout(siblingForms(forms[i]!, used), 2, 'return ', ';')}`;
    return `/** The forms of ${op.opcode} on this page. */\nexport function ${identifier(op.opcode)}(): readonly FormTable[] {\n${body}\n}\n`;
  });
  const pageRows =
    shared.length === 0
      ? ''
      : `/** The rows two or more of the page's opcodes hold. */\nfunction pageRows() {\n${consts(shared)}${nameList('return', shared.map(({ name }) => name), ';', 2)}\n}\n\n`;
  const helpers = ['Allow', 'Shape', 'type FormTable', 'flag', 'form', 'operand', 'oreq', 'qreq', 'req', 'rule', 'siblings', 'slot', 'sp', 'ty', 'values'].filter((h) => h === 'type FormTable' || used.has(h));
  const sets = [...used].filter((n) => /^[A-Z0-9_]+$/.test(n) && n !== 'Allow' && n !== 'Shape').sort();
  return [
    `${importLine(helpers, '../../src/match/tables.js')}\n`,
    ...(sets.length > 0 ? [`${importLine(sets, '../qualifier-sets.js')}\n`] : []),
    '\n',
    '// A function per opcode this page of spec/instructions/ defines, building its forms of the page;\n',
    "// generated/dispatch.ts joins an opcode's forms of all its pages into its table.\n",
    '\n',
    pageRows,
    functions.join('\n'),
  ].join('');
}

/**
 * One page's forms of an opcode: a form as `[form()]`; two or more as `siblings()` of the first
 * form and, for each next one, the fields in which it differs from the one before
 * (src/match/tables.ts); a field the one before has and it leaves at its default, that default.
 * Sibling forms (cvt's, mma's, ld's) differ in a field or two: their rows say only that, and a
 * change of one form touches its row and the next one's.
 */
function siblingForms(forms: Code[], used: Set<string>): Code {
  if (forms.length === 1) return array(forms);
  used.add('siblings');
  const fieldsOf = (f: Code) => (f as { args: Array<{ object: Array<[string, Code]> }> }).args[0]!.object;
  const diffs = forms.slice(1).map((f, k) => {
    const before = new Map(fieldsOf(forms[k]!).map(([key, v]) => [key, inline(v)]));
    const own = fieldsOf(f);
    const keys = new Set(own.map(([key]) => key));
    const reset = [...before.keys()].filter((key) => !keys.has(key)).map((key): [string, Code] => [key, data(FORM_DEFAULTS[key as keyof typeof FORM_DEFAULTS])]);
    return object([...own.filter(([key, v]) => before.get(key) !== inline(v)), ...reset]);
  });
  return call('siblings', forms[0]!, ...diffs);
}

/** The fields of a form row whose items sibling forms repeat. */
const ROW_LISTS: ReadonlySet<string> = new Set(['elements', 'operands', 'qualifierRequires', 'operandRequires', 'byTarget']);

/**
 * The rows (an element, an operand, a requirement) that two or more of `forms` hold alike, each
 * replaced in them by the name of a constant built once (ld's 44 forms wrote each of their common
 * rows up to 44 times). The tables are read only (src/match/tables.ts: readonly throughout, no
 * cache keyed by a row), so forms may share one. Named by what they hold (`slotType`,
 * `operandD`, `requiresB128`); rows of one name told apart by the fields in which they differ
 * (`operandDTypeF16x2`), never by number: a spec change renames only the rows of its own name.
 */
/** The lists of rows of `forms` (their fields of ROW_LISTS). */
function rowLists(forms: Code[]): Array<[string, Code]> {
  return forms.flatMap((f) => (typeof f === 'object' && 'call' in f ? (f.args[0] as { object: Array<[string, Code]> }).object : [])).filter(([k]) => ROW_LISTS.has(k));
}

/** The rows of `forms`' lists, or the names of the constants that stand for them. */
const rowItems = (forms: Code[]): Code[] => rowLists(forms).flatMap(([, list]) => (list as { array: Code[] }).array);

function sharedRows(forms: Code[]): Array<{ name: string; code: Code }> {
  const lists = rowLists(forms);
  const count = new Map<string, number>();
  const rows = new Map<string, Code>();
  for (const [, list] of lists) {
    for (const item of (list as { array: Code[] }).array) {
      const text = inline(item);
      count.set(text, (count.get(text) ?? 0) + 1);
      rows.set(text, item);
    }
  }
  const byBase = new Map<string, string[]>();
  for (const [text, n] of count) {
    if (n < 2) continue;
    const base = rowName(rows.get(text)!);
    byBase.set(base, [...(byBase.get(base) ?? []), text]);
  }
  const names = new Map<string, string>();
  for (const [base, texts] of byBase) {
    if (texts.length === 1) names.set(texts[0]!, base);
    else {
      const group = texts.map((t) => rows.get(t)!);
      // Three words of a field's value tell most rows apart (`VectorCountsM64n8k16X4`); all of them where not.
      const short = texts.map((_, i) => base + differences(group, i, 3));
      const full = texts.map((_, i) => base + differences(group, i, Infinity));
      // Values alike as words (`.sp`, `sp`): the row's text as a hash tells them apart.
      const unique = (list: string[], i: number) => list.indexOf(list[i]!) === list.lastIndexOf(list[i]!);
      texts.forEach((text, i) => names.set(text, unique(short, i) ? short[i]! : unique(full, i) ? full[i]! : `${full[i]}${createHash('sha1').update(text).digest('hex').slice(0, 6)}`));
    }
  }
  for (const [, list] of lists) {
    const items = (list as { array: Code[] }).array;
    items.forEach((item, i) => {
      const name = names.get(inline(item));
      if (name !== undefined) items[i] = name;
    });
  }
  return [...names].map(([text, name]) => ({ name, code: rows.get(text)! }));
}

/**
 * What tells row `i` of `rows` (calls of one helper, one name) from the others: each field whose
 * text differs among them, as words (`TypeF16x2`, `Optional`), at most `most` of a value and then
 * their count; `Plain` where it has none of them.
 */
function differences(rows: Code[], i: number, most: number): string {
  const fields = rows.map((r) => new Map((r as { args: Array<{ object: Array<[string, Code]> }> }).args[0]!.object.map(([k, v]) => [k, inline(v)])));
  const keys = [...new Set(fields.flatMap((f) => [...f.keys()]))].filter((k) => new Set(fields.map((f) => f.get(k))).size > 1);
  const word = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  const own = keys.filter((k) => fields[i]!.has(k));
  const text = own.map((k) => {
    const v = fields[i]!.get(k)!;
    // A field set `true` (`optional`) is named by its key alone; of a call, its arguments' values.
    const words = v === 'true' ? [] : v.replace(/\w+\(|\w+:|\b(Shape|Allow)\./g, ' ').split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
    // `_` between a word ending in a digit and one starting with one (`M64n8k32_2`), which would read as one number.
    return word(k) + [...words.slice(0, most), ...(words.length > most ? [`X${words.length}`] : [])].map(word).join(' ').replace(/(\d) (?=\d)/g, '$1_').replace(/ /g, '');
  });
  return text.length === 0 ? 'Plain' : text.join('');
}

/** A shared row's name: its helper and what it is of (`slotType`, `flagWeak`, `operandD`, `requiresB128`). */
function rowName(item: Code): string {
  const c = item as { call: string; args: Array<{ object: Array<[string, Code]> }> };
  const field = (k: string) => {
    const v = c.args[0]!.object.find(([key]) => key === k)?.[1];
    const text = typeof v === 'string' ? (JSON.parse(v) as string) : typeof v === 'object' && 'array' in v ? (JSON.parse(v.array[0] as string) as string) : '';
    return text.replace(/^\./, '').split(/[^A-Za-z0-9]+/).map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
  };
  switch (c.call) {
    case 'slot':
      return `slot${field('field')}`;
    case 'flag':
      return `flag${field('token')}`;
    case 'operand':
      return `operand${field('field')}`;
    case 'qreq':
      return `requires${field('tokens')}`;
    case 'rule':
      return `rule${['from', 'below'].map((k) => (c.args[0]!.object.some(([key]) => key === k) ? `${k === 'from' ? 'From' : 'Below'}Sm${inline(c.args[0]!.object.find(([key]) => key === k)![1])}` : '')).join('')}`;
    default:
      return `requiresOperand${field('field')}`;
  }
}
