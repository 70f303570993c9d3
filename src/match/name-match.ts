// What an opcode spelling names (resolver.ts lookup()): its table, the forms its qualifiers fit,
// and what the validate-only fast path has learnt of it.
import type { Guard, Instruction, Operand, Span } from '../ast.js';
import type { FormCheck } from './form-checks/form-check.js';
import type { OpcodeTable, ValueRule } from './tables.js';
import type { Requirement } from '../types/requirement.js';

export interface Candidate {
  form: number;
  qualifiers: Readonly<Record<string, string | true>>;
  defaults: Readonly<Record<string, string>>;
  /**
   * The form's qualifier requirements that the written qualifiers bring in, with the qualifier (and
   * a written qualifier that may not come along), and the place in the spelling of the later
   * written of them, where an error goes.
   */
  qualifierRequires: readonly { token: string; requires: Requirement; at: { offset: number; length: number }; conflict?: string }[];
  /** The form checks that concern the form (form-checks/checks.ts). */
  checks: readonly FormCheck[];
}

export interface NameMatch {
  /** The spelling as written: `ld.global.nc.f32`. */
  spelling: string;
  opcode: string;
  modifiers: readonly string[];
  table: OpcodeTable | null;
  candidates: readonly Candidate[];
  /** A qualifier-level error: message, its place relative to the start of the name, and the text meant there where the message names it. */
  error: { message: string; offset: number; length: number; meant?: string } | null;
  /**
   * Operand signatures with type signatures (match/signature.ts acceptKey) this spelling has
   * resolved without error, each with the operand positions learnt-positions.ts records, of every
   * form it was accepted as...
   */
  accepted: Map<number, number>;
  /**
   * The form each of those was resolved as, from which the fast path makes the node when the tree
   * is kept; -1 where one signature was resolved as two forms (those statements are the grammar's).
   */
  acceptedForms: Map<number, number>;
  /** ...for this .version and .target (Context.featureKey): a form's requirements depend on them. */
  acceptedFeatures: number;
  /**
   * What was learnt under each feature key, the current one's included, for when a module of
   * another comes again (a batch of files of several targets): by key, `accepted` and `acceptedForms`.
   */
  learntBy: Map<number, readonly [Map<number, number>, Map<number, number>]> | null;
  /** The signature and type signature last found in `accepted` (-1: none): consecutive uses tend to repeat them. */
  lastAccepted: number;
  lastTypes: number;
  lastPositions: number;
  lastForm: number;
  /**
   * The value rules (spec operandValues) of the forms learnt, by operand position, for the fast
   * path to check immediates against; null until one is learnt. Forms that disagree at a position
   * leave such statements to the grammar (valueConflict).
   */
  valueRules: (ValueRule | null)[] | null;
  valueConflict: boolean;
  /**
   * By operand position, the values that bring in a requirement of the .target or .version (spec
   * operandRequirements values: tensormap.replace's swizzle_mode 4 needs sm_103a), in the forms
   * learnt; null until one is. The fast path leaves a statement with one of them to the grammar.
   */
  requiredValues: (ValueRule[] | undefined)[] | null;
  /**
   * The parse (block-records.ts ParseRecords's `id`) that last recorded instructions of this
   * spelling, and its index among that parse's spellings: found so, not looked up per instruction.
   */
  recordedBy: number;
  recordIndex: number;
}

/** Feature keys whose learnt signatures a spelling keeps (learntFor()). */
const KEPT_FEATURES = 8;

/**
 * Make what `m` learnt under feature key `features` its current `accepted` and `acceptedForms`
 * (a module's .version and .target change what a form requires, so signatures learnt under one
 * key stand for that key only); those of the other keys stay for when their modules come again.
 * What else a statement's verdict hangs on the fast path checks on every statement, a value that
 * brings in a requirement included (requiredValues).
 */
export function learntFor(m: NameMatch, features: number): void {
  const learnt = (m.learntBy ??= new Map());
  let sets = learnt.get(features);
  // The key used longest ago goes first: the map's order is that of last use.
  if (sets !== undefined) learnt.delete(features);
  else {
    if (learnt.size === KEPT_FEATURES) learnt.delete(learnt.keys().next().value!);
    sets = [new Map<number, number>(), new Map<number, number>()];
  }
  learnt.set(features, sets);
  const [accepted, forms] = sets;
  m.accepted = accepted;
  m.acceptedForms = forms;
  m.acceptedFeatures = features;
  m.lastAccepted = -1;
}

/**
 * The node of an instruction spelled `m` that matched `form` (an index into m.table's forms), as
 * the resolver and the fast path both make it: what the opcode's generated node type says.
 */
export function matchedInstruction(
  m: NameMatch,
  guard: Guard | null,
  qualifiers: Readonly<Record<string, string | true>>,
  defaults: Readonly<Record<string, string>>,
  operands: Operand[],
  args: Record<string, Operand>,
  form: number,
  span: Span,
): Instruction {
  return { kind: 'Instruction', guard, opcode: m.opcode, modifiers: m.modifiers, qualifiers, defaults, operands, args, form: m.table!.formBase + form, span } as Instruction;
}
