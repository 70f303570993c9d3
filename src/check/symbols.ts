// Name resolution as ptxas does it, while parsing: every name an instruction uses must be a register
// or variable declared above it in an enclosing block (or a parameter), a label of the function
// (labels may be used before they appear), a variable or function declared earlier in the module,
// or a predefined name (%tid, WARP_SZ...). ptxas: "Unknown symbol", "Label expected for forward
// reference".
import { PREDEFINED, SPECIAL_REQUIREMENTS } from '../../generated/symbols.js';
import type { Declarator, Linkage, Name, Span, VariableDecl } from '../ast.js';
import { Ch } from '../chars.js';
import { replacement, suggest, type Fix } from '../diagnostics.js';
import type { Requirement } from '../types/requirement.js';
import { nameKey } from '../name-hash.js';
import { paramShape, prototypeOf } from '../types/param-shapes.js';
import { declaredClass, RegClass } from '../types/register-classes.js';
import { NameShapeFilter, SHAPE_WORDS } from './name-shape-filter.js';
import { RegisterRanges, registerPrefixCodeOf } from './register-ranges.js';
import { SourceNameSet } from './source-name-set.js';
import type { SourceText } from '../source-text.js';
import { type Arity, type Denotes, ListKind } from '../types/declared.js';
import { callTableProblem } from './call-tables.js';
import { FUNCTION_ADDRESS, spaceCode } from '../types/state-spaces.js';
import { Extent, handleOf, variableFacts, type VariableFacts } from '../types/variable-facts.js';

/** Why `_` names nothing declared: it is the sink (a kernel's parameter may have the name, as ptxas takes it). */
export const SINK_NAME = "'_' is the sink, not a name to declare";

/** The predefined names (%tid, WARP_SZ...), by shape. */
const PREDEFINED_SHAPES = new NameShapeFilter();
for (const name of PREDEFINED) PREDEFINED_SHAPES.add(name);

/** Numbers kept for each pending use. */
const PENDING = 7;

/** What a scope without names, ranges or variables has of them. */
const NONE: ReadonlyMap<string, never> = new Map<string, never>();
const NO_REGISTERS: readonly [string, number][] = [];

/** Names declared in one block: plain names, and `%r<100>`-style ranges by prefix. */
class Scope {
  /**
   * `id`: the block's number in its function (labels are filed under it). `joined`: for the
   * outermost block of a body, the scope of the function's parameters, one scope with it to ptxas.
   */
  constructor(
    readonly id: number,
    readonly joined: Scope | null,
  ) {}

  // Made at the first name, range or variable: most blocks (a call's, a kernel body's, which
  // declares ranges only) lack some, and a module has thousands of blocks.
  private nameMap: Map<string, number> | null = null;
  private rangeCounts: Map<string, number> | null = null;
  private rangeClassMap: Map<string, number> | null = null;
  private spaceMap: Map<string, string> | null = null;
  /** The facts of the variables declared here that have any (types/variable-facts.ts). */
  private factMap: Map<string, VariableFacts> | null = null;
  /** The state space of each range of variables (`.param .b32 %p<4>`), by prefix. */
  private rangeSpaceMap: Map<string, string> | null = null;
  /** Every range's prefix starts with `%`: then `$L__BB0_3` or `_Z3fooPf_param_0` is in none. */
  private percentOnly = true;

  private plainList: [string, number][] | null = null;

  /** Plain names declared here, and the registers of its ranges used so far: the register class of each (RegClass.None for a variable). */
  get names(): ReadonlyMap<string, number> {
    return this.nameMap ?? NONE;
  }

  /** The plain registers of a checked type declared here, with their classes. */
  get plainRegisters(): readonly [string, number][] {
    return this.plainList ?? NO_REGISTERS;
  }

  /** The count of each range declared here, by prefix. */
  get ranges(): ReadonlyMap<string, number> {
    return this.rangeCounts ?? NONE;
  }

  /** The register class of each range, by prefix. */
  get rangeClasses(): ReadonlyMap<string, number> {
    return this.rangeClassMap ?? NONE;
  }

  /** The state space of each range of variables declared here, by prefix; ranges of registers have none. */
  get rangeSpaces(): ReadonlyMap<string, string> {
    return this.rangeSpaceMap ?? NONE;
  }

  /** The state space of each variable declared here (`.param`, `.shared`...); registers have none. */
  get spaces(): ReadonlyMap<string, string> {
    return this.spaceMap ?? NONE;
  }

  /** `name`, or the range `name<count>`, of register class `cls`; a range of variables of `space`. */
  declare(name: string, count: number | null, cls: number, space: string): void {
    if (count === null) {
      (this.nameMap ??= new Map()).set(name, cls);
      if (cls !== RegClass.None) (this.plainList ??= []).push([name, cls]);
    } else {
      if (name.charCodeAt(0) !== Ch.PERCENT) this.percentOnly = false;
      const ranges = (this.rangeCounts ??= new Map());
      ranges.set(name, Math.max(count, ranges.get(name) ?? 0));
      (this.rangeClassMap ??= new Map()).set(name, cls);
      if (space !== '.reg') (this.rangeSpaceMap ??= new Map()).set(name, space);
    }
  }

  /** Does this block declare a plain name that the range `prefix<count>` would hold (`%r1` of `%r<3>`)? */
  hasRangeMember(prefix: string, count: number): boolean {
    if (this.nameMap === null) return false;
    for (const name of this.nameMap.keys()) {
      if (name.length > prefix.length && name.startsWith(prefix) && digitsStart(name) === prefix.length && Number(name.slice(prefix.length)) < count) return true;
    }
    return false;
  }

  /** The variable `name` declared here is in state space `space`. */
  setSpace(name: string, space: string): void {
    (this.spaceMap ??= new Map()).set(name, space);
  }

  /** The variable `name` declared here has `facts`. */
  setFacts(name: string, facts: VariableFacts): void {
    (this.factMap ??= new Map()).set(name, facts);
  }

  /** The facts of the variable `name` declared here; null when it has none. `registers`: a `.reg` array's too (registers have no space). */
  factsOf(name: string, registers: boolean): VariableFacts | null {
    const facts = this.factMap?.get(name);
    return facts === undefined || !(registers || this.spaces.has(name)) ? null : facts;
  }

  /** The register class of `name` (RegClass.None for a variable); -1 when this block does not declare it. */
  classOf(name: string): number {
    return this.has(name) ? this.nameMap!.get(name)! : -1;
  }

  // The fields, not their getters: this runs for every declaration, mostly before V8 optimizes it.
  has(name: string): boolean {
    if (this.nameMap !== null && this.nameMap.has(name)) return true;
    if (this.rangeCounts === null || (this.percentOnly && name.charCodeAt(0) !== Ch.PERCENT)) return false;
    // `%rd12` is in `%rd<13>`: split the trailing digits off.
    const i = digitsStart(name);
    if (i === name.length || i === 0) return false;
    const prefix = name.slice(0, i);
    const count = this.rangeCounts.get(prefix);
    if (count === undefined || Number(name.slice(i)) >= count) return false;
    // Registers are used many times: remember the name itself.
    (this.nameMap ??= new Map()).set(name, this.rangeClassMap!.get(prefix)!);
    const space = this.rangeSpaceMap?.get(prefix);
    if (space !== undefined) this.setSpace(name, space);
    return true;
  }
}

/** Is `name` a register of one of `ranges` (`%rd12` of `%rd<13>`)? */
function inRange(name: string, ranges: ReadonlyMap<string, number>): boolean {
  if (ranges.size === 0) return false;
  const i = digitsStart(name);
  const count = i === name.length || i === 0 ? undefined : ranges.get(name.slice(0, i));
  return count !== undefined && Number(name.slice(i)) < count;
}

/** Where the trailing decimal digits of `name` start (`%rd12`: 3); its length when it has none. */
function digitsStart(name: string): number {
  let i = name.length;
  while (i > 0 && name.charCodeAt(i - 1) >= Ch.D0 && name.charCodeAt(i - 1) <= Ch.D9) i--;
  return i;
}

export type Report = (message: string, span: Span, fix?: Fix) => void;

/** What a module-scope name is (Global bits). */
const enum Global {
  Variable = 1,
  Function = 2,
  Entry = 4,
  /** A variable declared without `.extern`, or a function with its body. */
  Defined = 8,
  /** A function declared `.extern`. */
  Extern = 16,
}

export class SymbolTable {
  /** Variables and functions declared so far at module scope (Global bits). */
  private readonly globals = new Map<string, number>();
  private readonly scopes: Scope[] = [];
  /** Every scope of the current function, for suggestions. */
  private readonly seen: Scope[] = [];
  /** The enclosing block of each block of the current function, by number (-1: none). */
  private readonly parents: number[] = [];
  /** How many labels each block of the current function defines, by number (most define none: no lookup there). */
  private readonly labelCounts: number[] = [];
  /** The parameters' scope, until the body's outermost block opens and joins it. */
  private paramScope: Scope | null = null;
  /** The labels of the current function, as places in the source, each in its block. */
  private readonly labels: SourceNameSet;
  /** The labels among them that head a `.branchtargets` list (what brx.idx's tlist must name). */
  private readonly branchTargetLists: SourceNameSet;
  /** Those that head a `.calltargets` list or a `.callprototype` (what an indirect call's flist or fproto may name). */
  private readonly callTargetLists: SourceNameSet;
  /**
   * The plain names declared in the current function not starting with `%` (parameters, local
   * variables, `p` of inline asm), each in its block: a use is found by its bytes, without its string.
   */
  private readonly localNames: SourceNameSet;
  /** How many names of localNames each block of the current function declares. */
  private readonly localCounts: number[] = [];
  /** Every plain name declared so far in the module (ranges aside), by shape. */
  private readonly declaredShapes: NameShapeFilter;
  /** A scope of the current function declares a range whose prefix does not start with `%`. */
  private oddRanges = false;
  /** A scope of the current function declares a range of variables (`.param .b32 %p<4>`): `%` names may be variables. */
  variableRanges = false;
  /**
   * Uses of names not declared above them: labels defined later, or errors. Kept flat, PENDING
   * numbers a use (start and end of the name, end of its span, line, column, the name's key, the
   * number of its block), so that the many forward branches make no string, in one buffer reused
   * from function to function, which starts small enough to be made in V8's heap (source-name-set.ts),
   * then holds 32 uses.
   */
  private pending = new Int32Array(PENDING * 2);
  /** The numbers in use in `pending`. */
  private pendingLength = 0;
  /** The register ranges of the scopes, merged, for the fast path. */
  readonly registers = new RegisterRanges();
  /** Prefix codes of the function's register ranges of another type than `.pred` (a guard naming one is the grammar's to check). */
  readonly otherRangeCodes = new Set<number>();
  /**
   * The function declares registers of a checked type that the ranges do not type (the fast path
   * looks them up): plain ones, by shape in `plainRegisterShapes`, or ranges of a prefix the ranges
   * do not take (`untrackedRanges`: then it declines a statement naming any other name).
   */
  plainRegisters = false;
  readonly plainRegisterShapes: NameShapeFilter;
  untrackedRanges = false;
  /**
   * `source`: the text, whose bytes (the lexer's) names are found in.
   * `report`: for a special register the module's version or target lacks (`lacking`), at its use.
   */
  private readonly bytes: Uint8Array;

  constructor(
    private readonly source: SourceText,
    private readonly report: Report,
    private readonly lacking: (req: Requirement) => string | null,
  ) {
    const bytes = (this.bytes = source.bytes);
    this.labels = new SourceNameSet(bytes);
    this.branchTargetLists = new SourceNameSet(bytes);
    this.callTargetLists = new SourceNameSet(bytes);
    this.localNames = new SourceNameSet(bytes);
    this.variableSpaces = new SourceNameSet(bytes);
    this.globalVariableSpaces = new SourceNameSet(bytes);
    // The two filters' words in one buffer: each buffer costs a parse a few microseconds (source-name-set.ts).
    const shapes = new Uint32Array(2 * SHAPE_WORDS);
    this.declaredShapes = new NameShapeFilter(shapes.subarray(0, SHAPE_WORDS));
    this.plainRegisterShapes = new NameShapeFilter(shapes.subarray(SHAPE_WORDS));
  }

  beginFunction(params: readonly VariableDecl[]): void {
    // The collections of the last function are emptied, not made again (clear() makes a new table:
    // not for an empty one): a module has thousands of functions.
    if (this.paramShapes.size > 0) this.paramShapes.clear();
    if (this.bodyParams.size > 0) this.bodyParams.clear();
    const scope = new Scope(0, null);
    this.scopes.length = 0;
    this.scopes.push(scope);
    this.seen.length = 0;
    this.seen.push(scope);
    this.parents.length = 0;
    this.parents.push(-1);
    this.labelCounts.length = 0;
    this.labelCounts.push(0);
    this.localCounts.length = 0;
    this.localCounts.push(0);
    this.registers.clear();
    if (this.otherRangeCodes.size > 0) this.otherRangeCodes.clear();
    this.oddRanges = false;
    this.variableRanges = false;
    this.plainRegisters = false;
    this.untrackedRanges = false;
    // Module-scope registers (`.reg .u32 %rv<5>;` above the functions, old PTX) are in every
    // function, in a block around it.
    if (this.moduleRanges.length > 0) {
      for (const [name, count, cls] of this.moduleRanges) this.declareName(name, count, cls);
      this.enterBlock();
    }
    this.labels.clear();
    this.branchTargetLists.clear();
    this.callTargetLists.clear();
    this.localNames.clear();
    this.variableSpaces.clear();
    this.declaringParams = true;
    for (let i = 0; i < params.length; i++) this.declare(params[i]!);
    this.declaringParams = false;
    this.paramScope = this.scopes[this.scopes.length - 1]!;
    this.pendingLength = 0;
  }

  enterBlock(): void {
    const scope = new Scope(this.parents.length, this.paramScope);
    this.parents.push(this.currentBlock());
    this.labelCounts.push(0);
    this.localCounts.push(0);
    this.paramScope = null;
    this.scopes.push(scope);
    this.seen.push(scope);
  }

  /** The number of the innermost block (-1 outside functions). */
  private currentBlock(): number {
    const scope = this.scopes[this.scopes.length - 1];
    return scope === undefined ? -1 : scope.id;
  }

  leaveBlock(): void {
    const left = this.scopes.pop();
    if (left === undefined || left.ranges.size === 0) return;
    this.registers.clear();
    // Plain loops, and none over an empty map: this runs for every function, mostly before V8 optimizes it.
    for (let k = 0; k < this.scopes.length; k++) {
      const s = this.scopes[k]!;
      if (s.ranges.size > 0) for (const [name, count] of s.ranges) this.raiseRegisters(name, count, s.rangeSpaces.has(name) ? RegClass.Conflict : s.rangeClasses.get(name)!);
      const plain = s.plainRegisters;
      for (let i = 0; i < plain.length; i++) this.shadowRange(plain[i]![0], plain[i]![1]);
    }
  }

  // Run for every parameter and local variable, mostly before V8 optimizes it: a plain loop (an
  // iterator per for-of costs there).
  declare(v: VariableDecl): void {
    const cls = declaredClass(v.space, v.vector !== null, v.type);
    for (let i = 0; i < v.declarators.length; i++) {
      const d = v.declarators[i]!;
      if (v.space === '.param') {
        this.paramShapes.set(d.name, paramShape(v, d.dims));
        if (!this.declaringParams) this.bodyParams.add(d.name);
      }
      // ptxas: "Duplicate definition of variable 'x'" (a name, or a range's prefix, twice in one
      // block, the parameters' and the body's outermost one being one; or a label of the block).
      if (this.declaredHere(d.name, d.count, d.span.start)) this.report(`duplicate definition of '${d.count === null ? d.name : `${d.name}<${d.count}>`}' in this block`, d.span);
      this.declareName(d.name, d.count, cls, v.space, d.span.start);
      const facts = d.count !== null ? null : variableFacts(v, d);
      if (facts === null) continue;
      this.scopes[this.scopes.length - 1]?.setFacts(d.name, facts);
      const start = d.span.start;
      if (handleOf(facts) !== null && start >= 0) this.variableSpaces.mark(start, start + d.name.length, this.keyAt(start, start + d.name.length), -1);
    }
  }

  /**
   * Does the innermost block already declare `name`, written at `start` (a register of one of its
   * ranges, or a label, included), or the range `name<count>` a range of that prefix?
   */
  declaredHere(name: string, count: number | null, start: number): boolean {
    const scope = this.scopes[this.scopes.length - 1];
    if (scope === undefined) return false;
    if (count !== null) {
      // ptxas: "Duplicate definition of variable '%r1'" for `.reg .b32 %r1;` then `.reg .b32 %r<3>;`.
      return scope.ranges.has(name) || (scope.joined?.ranges.has(name) ?? false) || scope.hasRangeMember(name, count) || (scope.joined?.hasRangeMember(name, count) ?? false);
    }
    if (scope.has(name) || (scope.joined?.has(name) ?? false)) return true;
    return this.labelCounts[scope.id]! > 0 && this.labels.has(start, start + name.length, this.keyAt(start, start + name.length), scope.id);
  }

  /** Declare `name`, or the range `name<count>`, in the innermost block, of register class `cls` (match/operand-types.ts) and state space `space`, written at `start` (-1: not in the source). */
  declareName(name: string, count: number | null, cls: number, space = '.reg', start = -1): void {
    const scope = this.scopes[this.scopes.length - 1];
    if (scope === undefined) return;
    scope.declare(name, count, cls, space);
    const end = start + name.length;
    const key = start >= 0 && count === null ? this.keyAt(start, end) : 0;
    if (space !== '.reg' && count === null) {
      scope.setSpace(name, space);
      if (start >= 0) this.variableSpaces.mark(start, end, key, spaceCode(space));
    }
    if (count === null) {
      if (start >= 0 && name.charCodeAt(0) !== Ch.PERCENT) {
        this.localNames.add(start, end, key, scope.id);
        this.localCounts[scope.id]!++;
      }
      this.declaredShapes.add(name);
      if (cls !== RegClass.None) {
        this.plainRegisters = true;
        this.plainRegisterShapes.add(name);
        this.shadowRange(name, cls);
      }
    } else {
      if (name.charCodeAt(0) !== Ch.PERCENT) this.oddRanges = true;
      // Variables of a range (`.param .b32 %p<4>`) are no registers: the fast path declines them.
      if (space !== '.reg') this.variableRanges = true;
      this.raiseRegisters(name, count, space === '.reg' ? cls : RegClass.Conflict);
      const code = registerPrefixCodeOf(name);
      if (cls !== RegClass.Pred) this.otherRangeCodes.add(code);
      if (code < 0 && cls !== RegClass.None) this.plainRegisters = this.untrackedRanges = true;
    }
  }

  /** A name declared above, in a block in scope, with another type than `.pred` (ptxas: "Predicate expression expected" as a guard). */
  notPredicate(name: string): boolean {
    const cls = this.classOf(name);
    return cls >= 0 && cls !== RegClass.Pred;
  }

  /** The register class of `name` as declared in the innermost block in scope that declares it: RegClass.None for a variable, -1 when undeclared. */
  classOf(name: string): number {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const c = this.scopes[i]!.classOf(name);
      if (c >= 0) return c;
    }
    return -1;
  }

  /** The `.reg` registers and ranges declared at module scope: name, count (null: one register) and register class. */
  private readonly moduleRanges: [string, number | null, number][] = [];

  /** A module-scope variable declaration: its names, and its registers for the functions below (old PTX: `.reg .u32 %rv<5>;`); `functions`: a declarator's initial values when all are function names, else null. */
  declareModuleVariable(v: VariableDecl, functions: (d: Declarator) => readonly string[] | null): void {
    for (const d of v.declarators) {
      if (v.space === '.reg') this.moduleRanges.push([d.name, d.count, declaredClass(v.space, v.vector !== null, v.type)]);
      else {
        const redefinition = this.declareGlobal(d.name, Global.Variable, v.linkage);
        if (redefinition !== null) this.report(redefinition, d.span);
        this.globalSpaces.set(d.name, v.space);
        const facts = variableFacts(v, d);
        if (facts !== null) this.globalFacts.set(d.name, facts);
        else this.globalFacts.delete(d.name);
        const listed = functions(d);
        const problem = callTableProblem(v, d, listed);
        if (problem !== null) this.callTableProblems.set(d.name, problem);
        else this.callTableProblems.delete(d.name);
        if (problem === null && listed !== null) this.callTables.set(d.name, listed);
        else this.callTables.delete(d.name);
        const start = d.span.start, end = start + d.name.length;
        this.globalVariableSpaces.mark(start, end, this.keyAt(start, end), handleOf(facts) !== null ? -1 : spaceCode(v.space));
      }
    }
  }

  /** Why each module-scope variable that is no call table is none (call-tables.ts), by name. */
  private readonly callTableProblems = new Map<string, string>();
  /** The functions each call table lists, by its name. */
  private readonly callTables = new Map<string, readonly string[]>();
  /** The functions each `.calltargets` list of the current function names, last first, by its label (null: a label of two lists). */
  private readonly callTargets = new Map<string, readonly string[] | null>();

  /** The current function's `.calltargets` list labelled `name` names the functions `functions`. */
  declareCallTargets(name: string, functions: readonly string[]): void {
    this.callTargets.set(name, this.callTargets.has(name) ? null : [...functions].reverse());
  }

  /**
   * The functions an indirect call naming `name` (a `.calltargets` list of the current function, or
   * a call table) may call, the one whose return list a call receiving none must match first (a
   * list's last, a table's first: ptxas); null for any other name.
   */
  calleesOf(name: string): readonly string[] | null {
    const listed = this.callTargets.get(name);
    if (listed !== undefined) return listed;
    return this.callTables.get(name) ?? null;
  }

  /** Why the module-scope variable `name` cannot be a call's table, or null. */
  callTableProblem(name: string): string | null {
    return this.callTableProblems.get(name) ?? null;
  }

  /**
   * The `.entry` (`entry`) or `.func` `name` of linkage `linkage`, its name at `span` (its body is
   * defineFunction()'s); what ptxas takes as a redefinition, for the caller to report, or null.
   */
  declareFunction(name: string, entry: boolean, linkage: Linkage | null, span: Span): string | null {
    const problem = this.declareGlobal(name, entry ? Global.Entry : Global.Function, linkage);
    // An address naming it (`[f]`, an error) is then none the fast path learnt.
    const start = span.start, end = start + name.length;
    this.globalVariableSpaces.mark(start, end, this.keyAt(start, end), FUNCTION_ADDRESS);
    return problem;
  }

  /** Functions declared without `.extern` and not defined (nor aliased) so far, with where: each needs a body in the module. */
  readonly bodiless = new Map<string, Span>();

  /** The function `name`, declared at `span` with `linkage`, had no body there. */
  declaredWithoutBody(name: string, linkage: Linkage | null, span: Span): void {
    if (linkage !== '.extern' && ((this.globals.get(name) ?? 0) & Global.Defined) === 0 && !this.bodiless.has(name)) this.bodiless.set(name, span);
  }

  /**
   * The parameter lists of the function `name`, declared by declareFunction(): of a .func, kept for
   * the calls to it; of a kernel, which no call names, only their text (prototypeOf()), which
   * another declaration of it must repeat. A module of thousands of kernels would otherwise keep
   * every parameter's declaration to its end (and the collector copy them).
   */
  setArity(name: string, arity: Arity, kernel: boolean): void {
    if (kernel) this.kernelPrototypes.set(name, prototypeOf(arity.returns, arity.params));
    else this.arities.set(name, arity);
  }

  private readonly kernelPrototypes = new Map<string, string>();

  /** The parameter lists of the function `name` as types/param-shapes.ts prototypeOf() writes them; null before its first declaration. */
  prototypeOf(name: string): string | null {
    const a = this.arities.get(name);
    return a !== undefined ? prototypeOf(a.returns, a.params) : (this.kernelPrototypes.get(name) ?? null);
  }

  /** Is `name` a kernel (.entry) of the module? */
  isKernel(name: string): boolean {
    return ((this.globals.get(name) ?? 0) & Global.Entry) !== 0;
  }

  /** The shapes of the current function's .param variables (types/param-shapes.ts), by name. */
  private readonly paramShapes = new Map<string, string | null>();

  /** Record the shape of the .param variable `name` that the fast path declares in a body (a scalar of `type`). */
  declareParamShape(name: string, shape: string | null): void {
    this.paramShapes.set(name, shape);
    this.bodyParams.add(name);
  }

  /** The current function's .param variables declared in its body (a call's arguments), not its parameters. */
  private readonly bodyParams = new Set<string>();
  private declaringParams = false;

  /** Is `name` a .param variable of the current function's body (whose address ptxas does not take)? */
  isBodyParam(name: string): boolean {
    if (this.bodyParams.has(name)) return true;
    // A variable of a range (`.param .b32 %p<4>`): its prefix is the declared name.
    const i = this.variableRanges ? digitsStart(name) : 0;
    return i > 0 && i < name.length && this.bodyParams.has(name.slice(0, i)) && this.spaceOf(name) === '.param';
  }

  /** The shape of the current function's .param variable `name`; null for any other name. */
  paramShapeOf(name: string): string | null {
    return this.paramShapes.get(name) ?? null;
  }

  /** The parameter lists of the module-scope .func `name`; null for any other name. */
  arityOf(name: string): Arity | null {
    return this.arities.get(name) ?? null;
  }

  /** The current function's `.callprototype` labelled `name` declares `arity`. */
  declarePrototype(name: string, arity: Arity): void {
    // A label defined in two blocks of the function is ambiguous by name: neither is compared.
    this.prototypes.set(name, this.prototypes.has(name) ? null : arity);
  }

  /** The parameter lists of the current function's `.callprototype` labelled `name`; null for any other name. */
  prototypeArityOf(name: string): Arity | null {
    return this.prototypes.get(name) ?? null;
  }

  private readonly prototypes = new Map<string, Arity | null>();

  private readonly arities = new Map<string, Arity>();

  /** The body of `name`, declared just before by declareFunction(). */
  defineFunction(name: string): void {
    const g = this.globals.get(name);
    if (g !== undefined) this.globals.set(name, g | Global.Defined);
    this.bodiless.delete(name);
  }

  /** Has the function `name` a body (or an alias) above? */
  hasBody(name: string): boolean {
    return ((this.globals.get(name) ?? 0) & Global.Defined) !== 0;
  }

  /** The linkage of each function's first declaration (null: none written). */
  private readonly functionLinkages = new Map<string, Linkage | null>();

  /**
   * A variable or function declared at module scope. What ptxas takes as a redefinition is
   * returned, and the declaration not recorded: a variable defined twice, or defined without linkage after an `.extern`
   * declaration; a function declared after its body, or with and without `.extern`, or with
   * another linkage than its first declaration; a name both a variable and a function, or both an
   * `.entry` and a `.func`.
   */
  private declareGlobal(name: string, kind: Global.Variable | Global.Function | Global.Entry, linkage: Linkage | null): string | null {
    const before = this.globals.get(name) ?? 0;
    const extern = linkage === '.extern';
    const problem =
      before === 0 ? null
      : (before & kind) === 0 ? `'${name}' is already declared as ${before & Global.Variable ? 'a variable' : before & Global.Entry ? 'an .entry' : 'a .func'}`
      : kind === Global.Variable
        ? !extern && before & Global.Defined ? `duplicate definition of variable '${name}'`
        : linkage === null && before & Global.Extern ? `'${name}' is declared .extern above: its definition needs .visible, .weak or .common`
        : null
      : before & Global.Defined ? `duplicate definition of function '${name}': its body is above`
      // ptxas: "Inconsistent redefinition", and for a body "Function definition conflicts with '.extern' declaration".
      : extern !== ((before & Global.Extern) !== 0)
        ? extern ? `'${name}' is declared without .extern above: a function of this module is not declared .extern`
        : `'${name}' is declared .extern above: a function of another module is not declared without .extern, nor defined here`
      // ptxas: "Inconsistent redefinition" for `.func f();` then `.visible .func f() {...}`: a
      // later declaration may leave the linkage out, not write another.
      : linkage !== null && linkage !== (this.functionLinkages.get(name) ?? null) ? `'${name}' is declared ${this.functionLinkages.get(name) ?? 'without a linkage'} above, not ${linkage}`
      : null;
    if (problem === null) {
      if (before === 0 && kind !== Global.Variable) this.functionLinkages.set(name, linkage);
      this.globals.set(name, before | kind | (extern ? Global.Extern : kind === Global.Variable ? Global.Defined : 0));
    }
    this.declaredShapes.add(name);
    return problem;
  }

  /** The state space of the variable `name` in scope (`.shared`, `.param`...); null for a register, a function or an undeclared name. */
  spaceOf(name: string): string | null {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const s = this.scopes[i]!;
      if (s.has(name)) return s.spaces.get(name) ?? null;
    }
    return this.globalSpaces.get(name) ?? null;
  }

  /** The state space of each module-scope variable. */
  private readonly globalSpaces = new Map<string, string>();
  /** The facts of the module-scope variables that have any (types/variable-facts.ts). */
  private readonly globalFacts = new Map<string, VariableFacts>();

  /** Is `name` in scope an array variable (`a[4]`), which an index may follow (`a[1]`)? */
  isArray(name: string): boolean {
    return this.factsInScope(name, true)?.extent === Extent.Array;
  }

  /** The facts of the variable `name` in scope; null for a scalar of a plain type, a register, a function or an undeclared name. */
  variableOf(name: string): VariableFacts | null {
    return this.factsInScope(name, false);
  }

  /** The facts of `name` as declared in the innermost block in scope that declares it, else at module scope; `registers`: a `.reg` array's too. */
  private factsInScope(name: string, registers: boolean): VariableFacts | null {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const s = this.scopes[i]!;
      if (s.has(name)) return s.factsOf(name, registers);
    }
    return this.globalFacts.get(name) ?? null;
  }

  /**
   * For the fast path, by the bytes of their declarations: the variables of the current function
   * (of any of its blocks) and of the module, each marked with its spaceCode() (-1: several, or an
   * opaque scalar, a handle, whose uses the form checks judge), and the module's functions, with
   * FUNCTION_ADDRESS.
   */
  private readonly variableSpaces: SourceNameSet;
  private readonly globalVariableSpaces: SourceNameSet;

  /** The last name keyed (nameKey()), by where it is: a statement's name is looked up by the fast path, then resolved. */
  private keyStart = -1;
  private keyEnd = -1;
  private key = 0;

  /** nameKey() of `source[start, end)`. */
  private keyAt(start: number, end: number): number {
    if (start !== this.keyStart || end !== this.keyEnd) {
      this.key = nameKey(this.bytes, start, end);
      this.keyStart = start;
      this.keyEnd = end;
    }
    return this.key;
  }

  /**
   * spaceCode() of the variable `src[start, end)`, found by its bytes (no string made): 0 when no
   * variable has that name, -1 when names of the function or of the module have several spaces
   * or it names a handle (then the grammar must judge); FUNCTION_ADDRESS for a function.
   */
  spaceCodeAt(start: number, end: number): number {
    // A name of no declared shape (a branch's `$L__BB0_3`) is no variable: no look-up.
    if (!this.declaredShapes.has(this.bytes, start, end)) return 0;
    const key = this.keyAt(start, end);
    const local = this.variableSpaces.valueOf(start, end, key);
    return local !== 0 ? local : this.globalVariableSpaces.valueOf(start, end, key);
  }

  /** Whether module-scope `name`, declared so far, is a function (else a variable); null when undeclared. */
  globalIsFunction(name: string): boolean | null {
    const g = this.globals.get(name);
    return g === undefined ? null : (g & Global.Variable) === 0;
  }

  /**
   * A plain register named like one of a range (`.reg .f32 %r1;`) may shadow it: the range's class
   * then stands for it only if the two agree (else RegClass.Conflict, and the fast path declines).
   */
  private shadowRange(name: string, cls: number): void {
    const i = digitsStart(name);
    if (i > 0 && i < name.length) this.raiseRegisters(name.slice(0, i), 0, cls);
  }

  private raiseRegisters(prefix: string, count: number, cls: number): void {
    const code = registerPrefixCodeOf(prefix);
    if (code >= 0) this.registers.raise(code, count, cls);
  }

  /** The label `src[start, end)`, in the innermost block. */
  label(start: number, end: number): void {
    this.addLabel(start, end, this.keyAt(start, end));
  }

  /** The label `src[start, end)`, just defined by label(), heads a list of `kind`. */
  targetList(start: number, end: number, kind: ListKind): void {
    const block = this.currentBlock();
    if (block >= 0) (kind === ListKind.Branch ? this.branchTargetLists : this.callTargetLists).add(start, end, this.keyAt(start, end), block);
  }

  /** What `name`, written at `start`, heads: the innermost label of that name in scope, defined above. */
  listKind(name: string, start: number): ListKind {
    const end = start + name.length;
    const key = this.keyAt(start, end);
    for (let b = this.currentBlock(); b >= 0; b = this.parents[b]!) {
      if (this.labelCounts[b]! > 0 && this.labels.has(start, end, key, b)) {
        if (this.branchTargetLists.has(start, end, key, b)) return ListKind.Branch;
        return this.callTargetLists.has(start, end, key, b) ? ListKind.Call : ListKind.None;
      }
    }
    return ListKind.None;
  }

  /** label(), unless labelClash() has a reason against it: then false, and nothing changes (the fast path's way). */
  tryLabel(start: number, end: number): boolean {
    const key = this.keyAt(start, end);
    if (this.clash(start, end, key, null) !== null) return false;
    this.addLabel(start, end, key);
    return true;
  }

  /**
   * Why the label `src[start, end)` cannot be defined in the innermost block (ptxas: "Duplicate
   * definition of label", or of a variable of the block), or null. `name`: its string.
   */
  labelClash(start: number, end: number, name: string): string | null {
    return this.clash(start, end, this.keyAt(start, end), name);
  }

  private clash(start: number, end: number, key: number, name: string | null): string | null {
    const scope = this.scopes[this.scopes.length - 1];
    if (scope === undefined) return null;
    // ptxas: "Parsing error near '_'".
    if (end - start === 1 && this.bytes[start] === Ch.UNDERSCORE) return SINK_NAME;
    if (this.labelCounts[scope.id]! > 0 && this.labels.has(start, end, key, scope.id)) return `duplicate definition of label '${name ?? this.source.slice(start, end)}' in this block`;
    if (!this.declaredShapes.has(this.bytes, start, end)) return null;
    name ??= this.source.slice(start, end);
    return scope.has(name) || (scope.joined?.has(name) ?? false) ? `'${name}' is declared in this block: a label cannot have its name` : null;
  }

  private addLabel(start: number, end: number, key: number): void {
    const block = this.currentBlock();
    if (block < 0) return;
    this.labels.add(start, end, key, block);
    this.labelCounts[block]!++;
  }

  /** Is the label `src[start, end)` (of key `key`) defined in block `block` or one enclosing it? */
  private labelInScope(start: number, end: number, key: number, block: number): boolean {
    return this.inScope(this.labels, this.labelCounts, start, end, key, block);
  }

  /** Is `src[start, end)` (of key `key`) one of localNames, declared in block `block` or one enclosing it? */
  private localInScope(start: number, end: number, key: number, block: number): boolean {
    return this.inScope(this.localNames, this.localCounts, start, end, key, block);
  }

  /** Is `src[start, end)` in `set` under block `block` or one enclosing it (`counts`: how many each block holds)? */
  private inScope(set: SourceNameSet, counts: readonly number[], start: number, end: number, key: number, block: number): boolean {
    for (let b = block; b >= 0; b = this.parents[b]!) if (counts[b]! > 0 && set.has(start, end, key, b)) return true;
    return false;
  }

  /** The use of the name `n`, written at the start of its span. */
  use(n: Name): void {
    const start = n.span.start;
    this.useAt(start, start + n.name.length, n.span.end, n.span.line, n.span.column);
  }

  /**
   * The use of the name `src[start, nameEnd)`, whose span ends at `end` and starts at `line`:
   * `column`: settled now when it is declared above or a label seen so far, else kept for the end
   * of the function (a label defined later, or an error). Mostly by its bytes, without making its
   * string: a register of a range in scope, a label, a local name, or a name no declaration has
   * the shape of.
   */
  useAt(start: number, nameEnd: number, end: number, line: number, column: number): void {
    const b = this.bytes;
    if (this.registers.hasName(b, start, nameEnd)) return;
    const key = this.keyAt(start, nameEnd);
    const block = this.currentBlock();
    if (this.labelInScope(start, nameEnd, key, block) || this.localInScope(start, nameEnd, key, block)) return;
    if (this.mayBeDeclared(start, nameEnd)) {
      const name = this.source.slice(start, nameEnd);
      if (this.isDeclared(name)) {
        if (b[start] === Ch.PERCENT) this.checkSpecial(name, start, nameEnd, line, column);
        return;
      }
    }
    let p = this.pending;
    const i = this.pendingLength;
    if (i + PENDING > p.length) {
      p = new Int32Array(Math.max(p.length * 2, PENDING * 32));
      p.set(this.pending);
      this.pending = p;
    }
    p[i] = start;
    p[i + 1] = nameEnd;
    p[i + 2] = end;
    p[i + 3] = line;
    p[i + 4] = column;
    p[i + 5] = key;
    p[i + 6] = block;
    this.pendingLength = i + PENDING;
  }

  /** A special register the module's `.version` or `.target` is too old for is an error (ptxas: "Feature '%clusterid' requires .target sm_90 or higher"). */
  private checkSpecial(name: string, start: number, end: number, line: number, column: number): void {
    const req = SPECIAL_REQUIREMENTS.get(name);
    if (req === undefined) return;
    const need = this.lacking(req);
    if (need !== null) this.report(`'${name}' ${need}`, { start, end, line, column });
  }

  /** What `name`, written at `start`, is declared as in scope (a label: defined above in its block or one enclosing it). */
  denotes(name: string, start: number): Denotes {
    if (this.spaceOf(name) !== null) return 'variable';
    if (this.classOf(name) >= 0) return 'register';
    if (this.globalIsFunction(name) === true) return 'function';
    const end = start + name.length;
    return this.labelInScope(start, end, this.keyAt(start, end), this.currentBlock()) ? 'label' : null;
  }

  /**
   * Whether `source[start, end)` may name a register, a variable (of any block of the function,
   * or of the module) or a function: the fast path leaves such a name in a label operand to the grammar.
   */
  mayNotBeLabel(start: number, end: number): boolean {
    if (!this.mayBeDeclared(start, end)) return false;
    if (this.spaceCodeAt(start, end) !== 0) return true;
    const name = this.source.slice(start, end);
    return this.classOf(name) >= 0 || this.globalIsFunction(name) === true;
  }

  /**
   * Whether `source[start, end)` names a .func declared above. Not a kernel: a call may not name
   * one, where mov's may (the fast path leaves both to the grammar).
   */
  isFunctionAt(start: number, end: number): boolean {
    if (!this.declaredShapes.has(this.bytes, start, end)) return false;
    const name = this.source.slice(start, end);
    return this.globalIsFunction(name) === true && !this.isKernel(name);
  }

  /** False when `src[start, end)` is certainly not declared; otherwise isDeclared() tells. */
  private mayBeDeclared(start: number, end: number): boolean {
    const b = this.bytes;
    return b[start] === Ch.PERCENT || this.oddRanges || this.declaredShapes.has(b, start, end) || PREDEFINED_SHAPES.has(b, start, end);
  }

  /** Is `name` declared above here (a register, variable, parameter, global or predefined name)? */
  private isDeclared(name: string): boolean {
    const scopes = this.scopes;
    for (let i = scopes.length - 1; i >= 0; i--) if (scopes[i]!.has(name)) return true;
    return PREDEFINED.has(name) || this.globals.has(name);
  }

  /** Forget the names used since `mark` (a statement that failed to parse reports only its syntax error). */
  mark(): number {
    return this.pendingLength;
  }

  rollback(mark: number): void {
    this.pendingLength = mark;
  }

  /** `n`, used where a register or a constant is wanted and not declared above, with the complaint should it be a label of the function. */
  notLabel(n: Name, message: string): void {
    this.valueNames.push([n, this.keyAt(n.span.start, n.span.start + n.name.length), this.currentBlock(), message]);
  }

  /** The notLabel() names of the function: each, its key and block, the complaint. */
  private readonly valueNames: [Name, number, number, string][] = [];

  /**
   * The labels `prefix0` to `prefix<count - 1>` a `.branchtargets` range (`L<4>`, at `span`) names,
   * which none of the source spells: each must be a label of its block or one around it (ptxas:
   * "Unknown symbol 'L2'").
   */
  useLabelRange(prefix: string, count: number, span: Span): void {
    this.labelRanges.push([prefix, count, span, this.currentBlock()]);
  }

  private readonly labelRanges: [string, number, Span, number][] = [];

  /**
   * Report the names of the function that resolve to nothing, and the labels used as values; not
   * when the body was left unclosed (`closed` false): which block a label is in is not known then,
   * and ptxas stops at the parse error.
   */
  endFunction(closed: boolean): void {
    if (closed) for (const [n, key, block, message] of this.valueNames) if (this.labelInScope(n.span.start, n.span.start + n.name.length, key, block)) this.report(message, n.span);
    this.valueNames.length = 0;
    if (this.labelRanges.length > 0) {
      if (closed) for (const [prefix, count, span, block] of this.labelRanges) {
        const around = new Set<number>();
        for (let b = block; b >= 0; b = this.parents[b]!) around.add(b);
        const labels = new Set(this.labels.strings(this.source, around));
        // The first missing one, as ptxas says it; the function's labels bound the walk, not the count.
        let k = 0;
        while (k < count && labels.has(`${prefix}${k}`)) k++;
        if (k < count) this.report(`unknown symbol '${prefix}${k}': ${prefix}<${count}> names ${prefix}0 to ${prefix}${count - 1}`, span);
      }
      this.labelRanges.length = 0;
    }
    const p = this.pending;
    if (closed) for (let i = 0; i < this.pendingLength; i += PENDING) {
      const start = p[i]!, nameEnd = p[i + 1]!;
      if (this.labelInScope(start, nameEnd, p[i + 5]!, p[i + 6]!)) continue;
      this.unknown(this.source.slice(start, nameEnd), { start, end: p[i + 2]!, line: p[i + 3]!, column: p[i + 4]! });
    }
    this.pendingLength = 0;
    this.scopes.length = 0;
    this.seen.length = 0;
    this.prototypes.clear();
    this.callTargets.clear();
  }

  private unknown(name: string, span: Span): void {
    const report = this.report;
    const digits = /\d+$/.exec(name)?.[0];
    const candidates = new Set<string>(this.labels.strings(this.source));
    for (const s of this.seen) {
      // Registers of ranges that has() remembered are left out: which were used before does not
      // depend on the source alone (the validate-only fast path resolves them without has()).
      for (const c of s.names.keys()) if (!inRange(c, s.ranges)) candidates.add(c);
      for (const [prefix, count] of s.ranges) {
        if (digits === undefined) continue;
        if (name === prefix + digits && Number(digits) >= count) {
          return report(`unknown symbol '${name}': ${prefix}<${count}> declares ${prefix}0 to ${prefix}${count - 1}`, span);
        }
        if (Number(digits) < count) candidates.add(prefix + digits);
      }
    }
    const near = suggest(name, candidates);
    if (near === null || near === name) report(`unknown symbol '${name}'`, span);
    else report(`unknown symbol '${name}'; did you mean '${near}'?`, span, replacement({ ...span, end: span.start + name.length }, name, near));
  }
}
