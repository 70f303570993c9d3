// What ptxas requires of a variable's initializer: a brace list for each dimension, and for the
// vector of a vector type, no longer than its dimension ("Greater number of elements in array
// initializer") and as long as the vector ("Incorrect number of elements in vector initializer");
// then values of the type ("Initial value type mismatch") naming variables or functions declared
// above ("Invalid initial value symbol"). Checked as the initializer is parsed, element by element,
// so that checking only keeps none of it (a one-line array of millions of values); what is found
// waits for the declaration's own checks (variable-rules.ts), which report it unless the variable
// takes no initial value at all, in the order a walk of the whole initializer would.
import type { Declarator, Operand, Span } from '../ast.js';
import { ConstantKind, constantKind } from '../types/constant-kind.js';
import { integerLiteralValue } from '../integer-literal.js';
import { forEachOperand } from '../operand-tree.js';
import { isPacked, typeBits, typeFacts } from '../types/type-facts.js';
import { type Context, MAX_ERRORS } from './context.js';

/** What an initializer must fit: the declarator's name, type, dimensions and vector lanes (0: none). */
export interface Initialized {
  name: string;
  type: string;
  dims: ReadonlyArray<Operand | null>;
  lanes: number;
}

interface Finding {
  message: string;
  span: Span;
}

/** The checks of each declarator's initializer, until the declaration is checked. */
const checks = new WeakMap<Declarator, InitializerCheck>();

/**
 * The checks of one initializer, fed in source order: a brace opening and closing, a value. A
 * level is how many braces are open around an element (0: the initializer itself).
 */
export class InitializerCheck {
  /**
   * The shape and value findings, depth first, and the unknown names. No more of each is kept than
   * the error cap lets through: a brace's close drops only findings made after it opened.
   */
  private readonly values: Finding[] = [];
  private readonly names: Finding[] = [];
  /** Per open brace, how many value findings there were when it opened. */
  private readonly marks: number[] = [];
  private readonly levels: number;
  /** The values so far, while each is a function's name (as a call table's are); null once one is not. */
  functions: string[] | null = [];

  constructor(
    private readonly cx: Context,
    private readonly v: Initialized,
  ) {
    this.levels = v.dims.length + (v.lanes > 0 ? 1 : 0);
  }

  open(): void {
    this.marks.push(this.values.length);
  }

  /** The brace at `level`, with `n` elements, closed at the end of `span`. */
  close(level: number, n: number, span: Span): void {
    const mark = this.marks.pop()!;
    const v = this.v;
    // Deeper than a value: inside a brace that is reported, or is a .f16x2 value, whole.
    if (level > this.levels) return;
    let problem: string | null = null;
    if (level === this.levels) {
      // A .f16x2 value is a brace list (of its halves; ptxas reads any such list). Else ptxas:
      // "Initial value type mismatch".
      if (!isPacked(v.type)) problem = `'${v.name}': more levels of braces than the variable has dimensions`;
    } else if (level < v.dims.length) {
      const dim = v.dims[level];
      // `[0]` with an initializer is sized by it, as `[]` is (ptxas takes `.u64 v[0] = {1, 2}`).
      const size = dim === null || dim === undefined ? null : intValue(dim);
      if (size !== null && size > 0 && n > size) problem = `'${v.name}': ${n} elements initialize a dimension of ${size}`;
    } else if (n !== v.lanes) problem = `'${v.name}': ${n} elements initialize a .v${v.lanes} vector`;
    if (problem === null) return;
    // A brace reported is not looked into.
    if (this.values.length > mark) this.values.length = mark;
    this.add(this.values, problem, span);
  }

  /** A value (no brace list) at `level`. */
  value(level: number, value: Operand): void {
    const v = this.v;
    if (this.functions !== null) {
      if (value.kind === 'Name' && this.cx.symbols.globalIsFunction(value.name) === true) this.functions.push(value.name);
      else this.functions = null;
    }
    if (level === this.levels) this.checkValue(value);
    else if (level < this.levels) this.add(this.values, `'${v.name}': a brace list stands here (${level < v.dims.length ? 'an array' : `a ${v.lanes}-element vector`}), not a value`, value.span);
    const symbols = this.cx.symbols;
    forEachOperand(value, (op) => {
      if (op.kind === 'Name' && symbols.denotes(op.name, op.span.start) === null) {
        this.add(this.names, `unknown symbol '${op.name}' in the initializer of '${v.name}': a variable or function declared above it`, op.span);
      }
    });
  }

  /** The initializer of `d` is parsed: its findings wait for the declaration's checks. */
  keep(d: Declarator): void {
    checks.set(d, this);
  }

  /** Report what was found (the declaration's checks found no rule that forbids an initializer). */
  report(): void {
    for (const f of this.values) this.cx.error(f.message, f.span);
    for (const f of this.names) this.cx.error(f.message, f.span);
  }

  /**
   * A value of the variable's type (ptxas: "Initial value type mismatch"): a floating-point type
   * takes floating-point literals only, an integer type none; an address (a name, `generic(v)`,
   * `v+4`) initializes only a .u32 or .u64, a byte mask of one (`0xff00(v)`) a .u8 too, and a
   * function's only alone (`f+4`, `generic(f)+4` are mismatches); a .f16x2 takes a brace list.
   */
  private checkValue(value: Operand): void {
    const v = this.v;
    const kind = typeFacts(v.type)?.kind;
    const constant = constantKind(value);
    // A badly typed constant expression is reported where it is parsed.
    if (typeof constant !== 'number') return;
    const float = constant === ConstantKind.F32 || constant === ConstantKind.F64;
    let problem: string | null = null;
    if (isPacked(v.type)) problem = `a ${v.type} value is a brace list of its halves ({1, 2})`;
    else if (constant === ConstantKind.Name) {
      const mask = value.kind === 'Call' && value.callee !== 'generic';
      const offsetFrom = value.kind === 'Binary' ? (value.left.kind === 'Call' ? value.left.args[0] : value.left) : undefined;
      if (offsetFrom?.kind === 'Name' && this.cx.symbols.globalIsFunction(offsetFrom.name) === true) problem = `'${offsetFrom.name}' is a function: its address initializes alone, not in an expression`;
      else {
      const bits = typeBits(v.type);
        if (kind !== 'unsigned' || bits === 16 || (bits === 8 && !mask)) problem = mask ? `a byte mask of an address initializes a .u8, .u32 or .u64, not ${v.type}` : `an address initializes a .u32 or .u64, not ${v.type}`;
      }
    } else if (kind === 'float') {
      if (!float) problem = `a ${v.type} value is a floating-point constant (0f3F800000, 1.5)`;
    } else if ((kind === 'unsigned' || kind === 'signed') && float) problem = `a ${v.type} value is an integer, not a floating-point constant`;
    if (problem !== null) this.add(this.values, `'${v.name}': ${problem}`, value.span);
  }

  private add(list: Finding[], message: string, span: Span): void {
    if (list.length < MAX_ERRORS) list.push({ message, span });
  }
}

/** The checks of `d`'s initializer, made as it was parsed; undefined for a declarator not parsed with one. */
export function initializerCheckOf(d: Declarator): InitializerCheck | undefined {
  return checks.get(d);
}

/** The value of an integer literal (`16`, `0x10`, `16U`); null for anything else. */
export function intValue(op: Operand): number | null {
  const n = op.kind === 'Int' ? integerLiteralValue(op.text) : null;
  return n !== null && Number.isSafeInteger(n) ? n : null;
}
