// The statement the form checks look at (form-check.ts), as one candidate form: its operands, the
// form and qualifiers, the arguments by field (built at most once per candidate, when a check asks),
// and the lookups of names in the statement's context. One per resolver, reset per statement.
import type { Name, Operand } from '../../ast.js';
import { Ch } from '../../chars.js';
import type { StatementContext } from '../statement-context.js';
import { RegClass } from '../../types/register-classes.js';
import { addressVariable, immediateAddress } from '../address-spaces.js';
import { SPECIAL_CLASSES } from '../operand-types.js';
import { matchOperands, OperandMismatch } from '../operands.js';
import type { FormTable } from '../tables.js';

const EMPTY: Readonly<Record<string, never>> = Object.freeze({});
/** Not yet asked (a tri-state flag's first state). */
const UNKNOWN = -1;

export class FormStatement {
  cx: StatementContext | null = null;
  operands: readonly Operand[] = [];
  /** The spelling, for messages: `ld.global.f32`. */
  spelling = '';
  /** Has an operand (or an address's item) a brace vector; has an address's item one. */
  hasVector = false;
  addressVector = false;
  /** Is an address among the operands a constant (`[16]`)? */
  constantAddress = false;
  private nonRegister = UNKNOWN;
  private variable = UNKNOWN;

  form: FormTable = null!;
  qualifiers: Readonly<Record<string, string | true>> = EMPTY;
  defaults: Readonly<Record<string, string>> = EMPTY;
  private matched: Record<string, Operand> | OperandMismatch | null = null;
  private built: Record<string, Operand> | OperandMismatch | null = null;

  readonly classOfName = (name: string) => typeClassOf(this.cx!, name);
  readonly arityOfName = (name: string) => this.cx!.symbols.arityOf(name);
  readonly prototypeArityOfName = (name: string) => this.cx!.symbols.prototypeArityOf(name);
  readonly callTableProblemOfName = (name: string) => this.cx!.symbols.callTableProblem(name);
  readonly calleesOfName = (name: string) => this.cx!.symbols.calleesOf(name);
  readonly isKernelName = (name: string) => this.cx!.symbols.isKernel(name);
  readonly paramShapeOfName = (name: string) => this.cx!.symbols.paramShapeOf(name);
  readonly denotesName = (n: Name) => this.cx!.symbols.denotes(n.name, n.span.start);
  readonly listKindOfName = (n: Name) => this.cx!.symbols.listKind(n.name, n.span.start);
  readonly isBodyParamName = (name: string) => this.cx!.symbols.isBodyParam(name);
  readonly spaceOfName = (name: string) => this.cx!.symbols.spaceOf(name);
  readonly variableOfName = (name: string) => this.cx!.symbols.variableOf(name);
  /** Is `name` a function (or kernel) of the module, and no register or variable in scope? */
  readonly isFunctionName = (name: string) => this.cx!.symbols.classOf(name) < 0 && this.cx!.symbols.globalIsFunction(name) === true;
  /** A declared register's class (special registers have none: ptxas takes `[%laneid]` as a .global address). */
  readonly registerClassOfName = (name: string) => this.cx!.symbols.classOf(name);

  /** Look at a statement's operands in `cx`; `spelling` for messages. */
  start(cx: StatementContext, operands: readonly Operand[], spelling: string): void {
    this.cx = cx;
    this.operands = operands;
    this.spelling = spelling;
    this.addressVector = operands.some((o) => o.kind === 'Address' && o.items.some((i) => i.kind === 'Vector'));
    this.hasVector = this.addressVector || operands.some((o) => o.kind === 'Vector');
    this.constantAddress = hasImmediateAddress(operands);
    this.nonRegister = UNKNOWN;
    this.variable = UNKNOWN;
  }

  /** As form `f` with `qualifiers` and `defaults`, whose operand matching gave `matched` (the arguments when the tree is kept). */
  candidate(f: FormTable, qualifiers: Readonly<Record<string, string | true>>, defaults: Readonly<Record<string, string>>, matched: Record<string, Operand>): void {
    this.form = f;
    this.qualifiers = qualifiers;
    this.defaults = defaults;
    this.matched = matched;
    this.built = null;
  }

  /** The operands by field as the candidate form reads them; null where building them fails. Checking only builds none while matching: built here, once. */
  args(): Readonly<Record<string, Operand>> | null {
    const built = (this.built ??= this.cx!.retain ? this.matched : matchOperands(this.form, this.operands, this.qualifiers, true));
    return built instanceof OperandMismatch ? null : built;
  }

  /** Does an operand other than an address (or its offset's base, `g+4`), or an element of a brace vector, name something that is no register (its name lacks the `%`)? */
  namesNonRegister(): boolean {
    if (this.nonRegister === UNKNOWN) this.nonRegister = namesNonRegister(this.operands) ? 1 : 0;
    return this.nonRegister === 1;
  }

  /** Does an address among the operands name a variable? */
  namesVariable(): boolean {
    if (this.variable === UNKNOWN) this.variable = namesVariable(this.operands) ? 1 : 0;
    return this.variable === 1;
  }

  /** Let go of the statement: the resolver outlives a parse. */
  end(): void {
    this.cx = null;
    this.operands = [];
    this.matched = null;
    this.built = null;
  }
}

/** The class the operand-type check sees for `name`: a register's, a typed special register's (spec/symbols.json types), else RegClass.None. */
function typeClassOf(cx: StatementContext, name: string): number {
  const c = cx.symbols.classOf(name);
  return c >= 0 ? c : (SPECIAL_CLASSES.get(name) ?? RegClass.None);
}

/**
 * Does an operand other than an address (or its offset's base, `g+4`), or an element of a brace
 * vector, name something that is no register (its name lacks the `%`)? With `classOf`, only what it gives no register class (a variable, a function, a register
 * of an unchecked type): a plain register has its class in the fast path's signatures; with
 * `variableOf`, not a variable named as a whole operand, whose state space they hold (signature.ts
 * variableEntry()).
 */
export function namesNonRegister(operands: readonly Operand[], classOf: ((n: Name) => number) | null = null, variableOf: ((n: Name) => number) | null = null): boolean {
  for (const op of operands) {
    if (variableOf !== null && op.kind === 'Name' && op.selector === null && variableOf(op) > 0) continue;
    const o = op.kind === 'Unary' ? op.arg : op;
    // An array's element names a variable (`g[1]`).
    if (o.kind === 'Index') return true;
    if (o.kind === 'Vector') {
      // A brace vector's elements: a name in an offset (`{%r1, g+4}`) too.
      for (const e of o.elements) if (nonRegister(e.kind === 'Binary' ? e.left : e, classOf)) return true;
    } else if (nonRegister(o.kind === 'Binary' ? o.left : o, classOf)) return true;
  }
  return false;
}

function nonRegister(o: Operand, classOf: ((n: Name) => number) | null): boolean {
  return o.kind === 'Name' && o.name.charCodeAt(0) !== Ch.PERCENT && (classOf === null || classOf(o) === 0);
}

/** Does an address among `operands` name a variable? */
function namesVariable(operands: readonly Operand[]): boolean {
  for (const op of operands) if (addressVariable(op) !== null) return true;
  return false;
}

function hasImmediateAddress(operands: readonly Operand[]): boolean {
  for (const op of operands) if (immediateAddress(op)) return true;
  return false;
}
