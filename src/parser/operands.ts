// Operand grammar: registers and names with selectors, immediates, constant expressions with the
// operators and precedence of PTX ISA §4.5, vectors, addresses, `p|q` pairs and call lists.
import type { BinaryOp, Index, List, Name, Operand, Unary } from '../ast.js';
import { ConstantKind, constantKind, type ConstantProblem, isCompound } from '../types/constant-kind.js';
import { Ch } from '../chars.js';
import { replacement } from '../diagnostics.js';
import { T } from '../lexer.js';
import { addressBase, classToken } from '../types/register-classes.js';
import { isStateSpace } from '../types/state-spaces.js';
import { type Context, Nest } from './context.js';
import { subOperands } from '../operand-tree.js';
import { nonArrayMessage } from '../match/variable-operands.js';

/** Binary operator precedence (higher binds tighter), keyed by Punct char code or Op2 code. */
const PUNCT_PREC = new Map<number, [number, BinaryOp]>([
  [Ch.STAR, [10, '*']],
  [Ch.SLASH, [10, '/']],
  [Ch.PERCENT, [10, '%']],
  [Ch.PLUS, [9, '+']],
  [Ch.MINUS, [9, '-']],
  [Ch.LT, [7, '<']],
  [Ch.GT, [7, '>']],
  [Ch.AMP, [5, '&']],
  [Ch.CARET, [4, '^']],
  [Ch.PIPE, [3, '|']],
]);
const OP2_PREC = new Map<number, [number, BinaryOp]>([
  [Ch.LT * 256 + Ch.LT, [8, '<<']],
  [Ch.GT * 256 + Ch.GT, [8, '>>']],
  [Ch.LT * 256 + Ch.EQ, [7, '<=']],
  [Ch.GT * 256 + Ch.EQ, [7, '>=']],
  [Ch.EQ * 256 + Ch.EQ, [6, '==']],
  [Ch.BANG * 256 + Ch.EQ, [6, '!=']],
  [Ch.AMP * 256 + Ch.AMP, [2, '&&']],
  [Ch.PIPE * 256 + Ch.PIPE, [1, '||']],
]);

export const BINARY_PRECEDENCE: Record<BinaryOp, number> = {
  '*': 10, '/': 10, '%': 10, '+': 9, '-': 9, '<<': 8, '>>': 8, '<': 7, '>': 7, '<=': 7, '>=': 7,
  '==': 6, '!=': 6, '&': 5, '^': 4, '|': 3, '&&': 2, '||': 1, '=': 0,
};

function binaryOp(cx: Context, allowBar: boolean): [number, BinaryOp] | undefined {
  const lx = cx.lx;
  if (lx.at(T.Punct)) {
    if (lx.value === Ch.PIPE && !allowBar) return undefined;
    return PUNCT_PREC.get(lx.value);
  }
  if (lx.at(T.Op2)) return OP2_PREC.get(lx.value);
  return undefined;
}

/**
 * One instruction operand. `p|q` is a Pair when the left side is a name; a top-level `(...)` that
 * is not followed by an operator is a call List; with `indexed` (an instruction's operand, not a
 * vector's element or a list's item), `a[i]` is an Index.
 */
export function parseOperand(cx: Context, indexed = false): Operand | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  if (lx.at(T.Punct)) {
    switch (lx.value) {
      case Ch.LBRACKET:
        return parseAddress(cx);
      case Ch.LBRACE: {
        const v = parseOperandVector(cx);
        if (v === null || !lx.is(Ch.PIPE)) return v;
        // `{a, b, c, d}|p`: a vector destination with a predicate (tex, tld4)
        cx.advance();
        const second = parseExpression(cx, false);
        if (second === null) return null;
        return { kind: 'Pair', first: v, second, span: cx.span(start, line, column) };
      }
      case Ch.LPAREN: {
        const m = lx.mark();
        const lastEnd = cx.lastEnd;
        const list = parseList(cx);
        if (list === null) return null;
        if (binaryOp(cx, true) === undefined && !lx.is(Ch.QUESTION)) {
          // A call list holds names; a name in arithmetic in parentheses, `(a+4)`, is an error.
          for (const item of list.items) if (item.kind !== 'Name') checkNamePlacement(cx, item, false);
          // One constant in parentheses, `(1)`, is an expression, typed as one (`mov.f32 %f1, (1)`
          // is ptxas's "Arguments mismatch").
          const only = list.items.length === 1 ? list.items[0]! : null;
          if (only !== null && (only.kind === 'Int' || only.kind === 'Float' || isCompound(only))) return { kind: 'Paren', expr: only, span: list.span };
          return list;
        }
        // It was a parenthesised expression after all: parse it again as one.
        lx.reset(m);
        cx.lastEnd = lastEnd;
        const expr = parseExpression(cx, false);
        return expr !== null && checkExpression(cx, expr) ? expr : null;
      }
    }
  }
  const first = parseExpression(cx, false);
  if (first === null || !checkExpression(cx, first)) return null;
  if (indexed && lx.is(Ch.LBRACKET) && first.kind === 'Name' && first.selector === null) return parseIndex(cx, first);
  if (lx.is(Ch.PIPE) && (first.kind === 'Name' || first.kind === 'Sink')) {
    cx.advance();
    const second = parseExpression(cx, false);
    if (second === null) return null;
    return { kind: 'Pair', first, second, span: cx.span(start, line, column) };
  }
  return first;
}

/**
 * Does a selector start here: a dot word right after the operand, or after blanks in an
 * instruction's operands (line breaks too). Not a state space: that is the next declaration, after
 * a `;` left out (ptxas: "Parsing error near '.param'").
 */
function atSelector(cx: Context): boolean {
  const lx = cx.lx;
  return lx.at(T.Dot) && (!lx.spaceBefore || (cx.resolveNames && !isStateSpace(lx.text())));
}

/** Can `c`, the character after a name, end an address's item (a `,` or `]` after it, or a selector `.x`)? */
function isItemEnd(c: number): boolean {
  return c === Ch.COMMA || c === Ch.RBRACKET || c === Ch.DOT;
}

/** `(a, b, c)` or `()`; the current token is `(`. */
function parseList(cx: Context): List | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  const items = parseDelimited(cx, Ch.RPAREN, parseListItem);
  if (items === null || !cx.expectPunct(')', 'closing the list')) return null;
  return { kind: 'List', items, span: cx.span(start, line, column) };
}

/** An operand in a list; one in parentheses is an expression: lists do not nest (and `((...))` would recurse). */
function parseListItem(cx: Context): Operand | null {
  if (!cx.lx.is(Ch.LPAREN)) return parseOperand(cx);
  const expr = parseExpression(cx, false);
  return expr !== null && checkExpression(cx, expr) ? expr : null;
}

/** `{a, b, _, d}`: a vector operand, whose elements are no vectors (ptxas: "Parsing error near '{'"). */
function parseVector(cx: Context): Operand | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  const elements = parseDelimited(cx, Ch.RBRACE, parseVectorElement);
  if (elements === null || !cx.expectPunct('}', 'closing the vector')) return null;
  return { kind: 'Vector', elements, span: cx.span(start, line, column) };
}

/**
 * A brace vector of operands: not empty, and no name in it negated (`{%r1, !%r2}`, `{}`: ptxas's
 * "Parsing error"; constants may be, `{%r1, -1}`). Null after reporting an error.
 */
function parseOperandVector(cx: Context): Operand | null {
  const v = parseVector(cx);
  if (v === null || v.kind !== 'Vector') return v;
  if (v.elements.length === 0) {
    cx.error('an empty vector {} is no operand', v.span);
    return null;
  }
  for (const e of v.elements) {
    if (negatesName(e)) {
      cx.error(`a vector's element is a register or a constant, not a negated name ('${e.kind === 'Unary' ? e.op : ''}')`, e.span);
      return null;
    }
  }
  return v;
}

/** `-name`, `!name`, `~name`, `+name`. */
function negatesName(op: Operand): boolean {
  return op.kind === 'Unary' && isName(op.arg);
}

function parseVectorElement(cx: Context): Operand | null {
  if (!cx.lx.is(Ch.LBRACE)) return parseOperand(cx);
  cx.errorHere("a vector's element is a register, '_' or a constant, not a vector");
  return null;
}

/** After an opening bracket: comma-separated elements up to (not past) the closing `close`. */
function parseDelimited(cx: Context, close: number, element: (cx: Context) => Operand | null): Operand[] | null {
  const lx = cx.lx;
  cx.enter(Nest.Bracket);
  cx.advance(); // the opening bracket
  const items: Operand[] = [];
  if (!lx.is(close)) {
    for (;;) {
      const item = element(cx);
      if (item === null) return null;
      items.push(item);
      if (lx.is(Ch.COMMA)) cx.advance();
      else break;
    }
  }
  cx.leave(Nest.Bracket);
  return items;
}

/** `[a]`, `[a+8]`, `[a+-8]`, `[240]`, `[tex, {x, y}]`, with an optional suffix (`[a].unified`). */
function parseAddress(cx: Context): Operand | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  cx.enter(Nest.Bracket);
  cx.advance(); // [
  const items: Operand[] = [];
  for (;;) {
    // ptxas's grammar: `[expr]`, then for textures and tensors names or brace vectors after commas
    // (`[%rd1, 8]`, `[{%rd1}]` are its "Parsing error").
    if (items.length === 0 ? lx.is(Ch.LBRACE) : !lx.is(Ch.LBRACE) && !(lx.at(T.Ident) && isItemEnd(lx.peekChar()))) {
      cx.errorHere(items.length === 0 ? `an address starts with a register, a variable or a constant, not ${cx.describe()}` : `expected a name or a brace vector after ',' in an address, found ${cx.describe()}`);
      return null;
    }
    const item = lx.is(Ch.LBRACE) ? parseOperandVector(cx) : parseExpression(cx, true);
    if (item === null || !plainItem(cx, item, ADDRESS)) return null;
    // ptxas: "Parsing error near ','" for `[%rd1+8, {%r1}]`, `[4, %rd2]` (a texture's, tensor map's or fabric handle's first item).
    if (items.length === 0 && lx.is(Ch.COMMA) && !(item.kind === 'Name' && item.selector === null)) {
      cx.error('an address of several items starts with a name alone: no offset or constant before the first comma', item.span);
      return null;
    }
    // Coordinates of two sizes or types are the resolver's to report (operand-types.ts vectorsMismatch).
    if (item.kind === 'Vector' && cx.resolveNames) {
      // ptxas: "Illegal expression 'g'" for a variable's name among the coordinates.
      for (const e of item.elements) {
        if (e.kind === 'Name' && cx.symbols.spaceOf(e.name) !== null) cx.error(`'${e.name}' is a variable: coordinates are registers or constants`, e.span);
      }
    }
    // A misplaced name is ptxas's "Parsing error", where it stops: nothing more is said of the statement.
    if (!checkItem(cx, item, items.length === 0 && !lx.is(Ch.COMMA), ADDRESS)) return null;
    items.push(item);
    if (lx.is(Ch.COMMA)) cx.advance();
    else break;
  }
  cx.leave(Nest.Bracket);
  if (!cx.expectPunct(']', 'closing the address')) return null;
  // In an instruction's operands ptxas takes a selector after blanks too (`[a] .unified`), as it
  // takes an opcode's qualifiers; elsewhere (a section's data lines) such a dot starts the next entry.
  let selector: string | null = null;
  if (atSelector(cx)) {
    selector = lx.text();
    cx.advance();
  }
  return { kind: 'Address', items, selector, span: cx.span(start, line, column) };
}

/** What an address's item or an array's index is, for messages. */
interface ItemKind {
  readonly what: string;
  readonly forms: string;
  readonly register: string;
  readonly float: string;
}

const ADDRESS: ItemKind = {
  what: 'an address',
  forms: '[name], [name+constant] or [constant]',
  register: 'an address takes an integer or bit-size one of at most 64 bits',
  float: 'an address is an integer: its offset takes no floating-point constant',
};

const INDEX: ItemKind = {
  what: 'an array index',
  forms: 'a[constant], a[register] or a[register+constant]',
  register: 'an array index takes an integer or bit-size one',
  float: 'an array index is an integer: it takes no floating-point constant',
};

/** The one selector ptxas takes after an array's element, as after an address. */
const UNIFIED = '.unified';

/**
 * An address's item or an array's index that is neither a negated name (ptxas: "Parsing error
 * near '%rd1'" for `[-%rd1]`, `[!%rd1+24]`, `g[-%r1]`; a constant may be negated: `[-8]`) nor
 * the sink (`[_]`, `[_+4]`, `[tex, _]`, `g[_]`); false after reporting one.
 */
function plainItem(cx: Context, item: Operand, kind: ItemKind): boolean {
  const base = item.kind === 'Binary' ? item.left : item;
  if (negatesName(base)) cx.error(`a name in ${kind.what} is not negated: ${kind.what} is ${kind.forms}`, base.span);
  else if (base.kind === 'Sink') cx.error(`${kind.what} holds no sink '_': it is ${kind.forms}`, base.span);
  else return true;
  return false;
}

/**
 * The rest of what ptxas checks of an address's item or an array's index: its expression, no
 * float constant, no selector on its name, and, for `single` (an address of one item, an index),
 * a register of an integer or bit type as its base. False after a misplaced name: ptxas's "Parsing
 * error", where the statement ends.
 */
function checkItem(cx: Context, item: Operand, single: boolean, kind: ItemKind): boolean {
  // A name's float offset (`[%rd1+1.5]`) is checkExpression()'s to report; a float alone (`[1.5]`) is this one's.
  if (!checkExpression(cx, item)) return false;
  if (item.kind !== 'Vector' && !(item.kind === 'Binary' && isName(item.left)) && isFloatKind(constantKind(item))) cx.error(kind.float, item.span);
  // ptxas: "Parsing error near '.x'" for `[%rd1.x]`, `[gv.x+4]`, `g[%tid.x]`.
  const name = item.kind === 'Binary' ? item.left : item.kind === 'Unary' ? item.arg : item;
  if (name.kind === 'Name' && name.selector !== null) cx.error(`a name in ${kind.what} takes no selector: '${name.name}${name.selector}'`, name.span);
  // ptxas: "Illegal to use symbol '%f1' of type .f32 as address operand (as array index). Use integer or bit only."
  else if (name.kind === 'Name' && single && cx.resolveNames && !addressBase(cx.symbols.classOf(name.name))) {
    const message = `'${name.name}' is a ${classToken(cx.symbols.classOf(name.name))} register: ${kind.register}`;
    // an address's is said only while the operand stands where an address does (Context.notAnAddress)
    if (kind === ADDRESS) cx.addressBaseError(message, name.span);
    else cx.error(message, name.span);
  }
  return true;
}

/**
 * `a[1]`, `a[%r1]`, `a[%r1+4]` after the array variable's name `base`: an operand of its own,
 * never inside an address, a vector or an expression (ptxas: "Parsing error near '['" for
 * `[g[1]]`, `{g[1], %r1}`, `g[1]+4`, `g[1][2]`). Null after reporting an error.
 */
function parseIndex(cx: Context, base: Name): Index | null {
  const lx = cx.lx;
  cx.enter(Nest.Bracket);
  cx.advance(); // [
  const index = parseExpression(cx, true);
  if (index === null || !plainItem(cx, index, INDEX)) return null;
  if (!checkItem(cx, index, true, INDEX)) return null;
  cx.leave(Nest.Bracket);
  if (!cx.expectPunct(']', 'closing the array index')) return null;
  if (cx.resolveNames) checkIndexed(cx, base, index);
  // ptxas takes `.unified` after it, as after an address, wherever it takes the element; nothing else ("Parsing error near '.x'").
  let selector: string | null = null;
  if (lx.at(T.Dot)) {
    selector = lx.text();
    if (selector !== UNIFIED) {
      cx.errorHere(`an array's element takes no '${selector}' (only ${UNIFIED})`);
      return null;
    }
    cx.advance();
  }
  return { kind: 'Index', base, index, selector, span: cx.span(base.span.start, base.span.line, base.span.column) };
}

/**
 * ptxas indexes an array variable only ("Array indexing on non-array" for a scalar variable, a
 * register, a function or a label), by a constant, which may name a variable (`g[s]`, the
 * address), or a register, never a function's or label's name ("Illegal to use symbol 'f' of
 * type (null) as array index"). A name not declared above is left to the symbol table.
 */
function checkIndexed(cx: Context, base: Name, index: Operand): void {
  const what = cx.symbols.denotes(base.name, base.span.start);
  if (what !== null && !(what === 'variable' && cx.symbols.isArray(base.name))) {
    cx.error(nonArrayMessage(base.name, what), base.span);
    return;
  }
  const name = index.kind === 'Binary' ? index.left : index;
  if (name.kind !== 'Name') return;
  const it = cx.symbols.denotes(name.name, name.span.start);
  if (it === 'function' || it === 'label') cx.error(`'${name.name}' is a ${it}: an array index is a constant or a register`, name.span);
}

/**
 * ptxas takes a name (a register, a variable, `generic(v)`) in an operand, address or initializer
 * expression only as `name`, `-name`/`!name`, or `name + constant expression`: `[a-4]`, `4+a`,
 * `a*2`, `(a+4)` and `[a+b]` are its syntax errors ("Parsing error near '-'"). Section data
 * (`label_end-label_begin`) is parsed apart and may subtract labels. The constants in it are
 * typed as ptxas types them (types/constant-kind.ts). False when a name is misplaced: a syntax error.
 */
export function checkExpression(cx: Context, op: Operand): boolean {
  if (!checkNamePlacement(cx, op, true)) return false;
  if (isCompound(op)) {
    const kind = constantKind(op);
    if (typeof kind !== 'number') cx.error(kind.message, kind.node.span);
    // ptxas: "Integer constant expression expected" for `gv+1.5`, `[%rd1+(0f3F800000)]`.
    else if (op.kind === 'Binary' && isName(op.left) && isFloatKind(constantKind(op.right))) cx.error(FLOAT_OFFSET, op.right.span);
  }
  return true;
}

const FLOAT_OFFSET = ADDRESS.float;

function isFloatKind(kind: ConstantKind | ConstantProblem): boolean {
  return kind === ConstantKind.F32 || kind === ConstantKind.F64;
}

/** Whether the names in `op` stand where ptxas takes them (reported where not); `leftmost`: `op` starts the expression. */
function checkNamePlacement(cx: Context, op: Operand, leftmost: boolean): boolean {
  const bad = misplacedName(op, leftmost);
  if (bad === null) return true;
  if (bad.kind === 'Binary' && bad.op === '-' && isName(bad.left)) {
    // The operator, blanks around it included: the text between its operands (a name spans no line break).
    const left = bad.left.span;
    const minus = { start: left.end, end: bad.right.span.start, line: left.line, column: left.column + left.end - left.start };
    cx.error(`'-' after a name is not PTX: write '+-' (${describeName(bad.left)}+-4)`, bad.span, replacement(minus, cx.source.slice(minus.start, minus.end), '+-'));
  } else cx.error(`a name may only start an expression, followed by '+' and a constant (ptxas: syntax error)`, bad.span);
  return false;
}

function isName(op: Operand): boolean {
  return op.kind === 'Name' || op.kind === 'Call';
}

function describeName(op: Operand): string {
  return op.kind === 'Name' ? op.name : op.kind === 'Call' ? `${op.callee}(..)` : '';
}

/** The node where a name sits where ptxas does not take one; `leftmost`: `op` starts the expression. */
function misplacedName(root: Operand, leftmost: boolean): Operand | null {
  // Most are a name, a literal, or `name+literal`: no stack needed.
  if (root.kind === 'Name' || root.kind === 'Call') return leftmost ? null : root;
  if (subOperands(root).length === 0) return null;
  // Depth first, left to right, with an explicit stack: the first such node in the source.
  const todo: Array<[Operand, boolean]> = [[root, leftmost]];
  while (todo.length > 0) {
    const [op, first] = todo.pop()!;
    switch (op.kind) {
      case 'Name':
      case 'Call':
        if (!first) return op;
        break;
      case 'Binary':
        todo.push([op.right, false]);
        if (!isName(op.left)) todo.push([op.left, first]);
        else if (!first || op.op !== '+') return op;
        break;
      case 'Unary':
        if (!isName(op.arg)) todo.push([op.arg, false]);
        else if (!first) return op;
        break;
      case 'Paren':
        todo.push([op.expr, false]);
        break;
      case 'Conditional':
        todo.push([op.else, false], [op.then, false], [op.test, false]);
        break;
    }
  }
  return null;
}

/** A construct the expression parser is inside of, waiting for its operand: parseExpression()'s stack. */
type Pending =
  | { kind: 'Unary'; op: Unary['op']; start: number; line: number; column: number }
  | { kind: 'Paren'; start: number; line: number; column: number }
  | {
      kind: 'Expression';
      allowBar: boolean;
      minPrec: number;
      start: number;
      line: number;
      column: number;
      /** The operand so far; null until the first is parsed. */
      left: Operand | null;
      /** The operator whose right side is being parsed, or '?' / ':' while a `?:`'s branch is. */
      op: BinaryOp | '?' | ':' | null;
      then: Operand | null;
    };

/**
 * A constant or address expression by precedence climbing, with an explicit stack of what it is
 * inside of: ptxas nests parentheses, unary operators and `?:` thousands deep. `allowBar` lets
 * `|` be bitwise-or after a name too (inside brackets and parentheses); in operand position
 * `name|p` is a pair.
 */
export function parseExpression(cx: Context, allowBar: boolean, minPrec = 0): Operand | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  let value: Operand | null = null;
  // Most operands are one name or literal: no construct to open.
  if (!lx.at(T.Punct)) {
    value = parsePrimary(cx);
    if (value === null) return null;
    const op = binaryOp(cx, allowBar || (value.kind !== 'Name' && value.kind !== 'Sink'));
    if ((op === undefined || op[0] <= minPrec) && !(lx.is(Ch.QUESTION) && minPrec === 0)) return value;
  }
  const stack: Pending[] = [{ kind: 'Expression', allowBar, minPrec, start, line, column, left: null, op: null, then: null }];
  for (;;) {
    if (value === null) {
      value = descend(cx, stack);
      if (value === null) return null;
    }
    // Up with it: each construct it completes, until one takes a next operand (or the end).
    for (;;) {
      const top = stack[stack.length - 1]!;
      if (top.kind === 'Unary') {
        cx.leave(Nest.Unary);
        value = { kind: 'Unary', op: top.op, arg: value, span: cx.span(top.start, top.line, top.column) };
        stack.pop();
        continue;
      }
      if (top.kind === 'Paren') {
        cx.leave(Nest.Paren);
        if (!cx.expectPunct(')', 'closing the parenthesis')) return null;
        value = { kind: 'Paren', expr: value, span: cx.span(top.start, top.line, top.column) };
        stack.pop();
        continue;
      }
      if (top.op === '?') {
        // The `then` branch: the `else` branch follows the ':'.
        if (!cx.expectPunct(':', "in a '?:' expression")) return null;
        cx.enter(Nest.Else);
        top.then = value;
        top.op = ':';
        stack.push(expressionAt(cx, top.allowBar, 0));
        value = null;
        break;
      }
      if (top.op === ':') {
        cx.leave(Nest.Else);
        cx.leave(Nest.Then);
        value = { kind: 'Conditional', test: top.left!, then: top.then!, else: value, span: cx.span(top.start, top.line, top.column) };
      } else if (top.op !== null) {
        cx.leave(Nest.Operator);
        value = binary(cx, top.op, top.left!, value, top);
      }
      top.left = value;
      top.op = null;
      // Outside brackets `a|b` after a name is a predicate pair; after anything else it is bitwise-or.
      const op = binaryOp(cx, top.allowBar || (value.kind !== 'Name' && value.kind !== 'Sink'));
      if (op !== undefined && op[0] > top.minPrec) {
        cx.advance();
        cx.enter(Nest.Operator);
        top.op = op[1];
        stack.push(expressionAt(cx, top.allowBar, op[0]));
        value = null;
        break;
      }
      if (lx.is(Ch.QUESTION) && top.minPrec === 0) {
        cx.advance();
        cx.enter(Nest.Then);
        top.op = '?';
        stack.push(expressionAt(cx, true, 0));
        value = null;
        break;
      }
      // This expression is complete: it is the operand of what it is inside of.
      stack.pop();
      if (stack.length === 0) return value;
    }
  }
}

/** Down to an operand: through unary operators and opening parentheses, each pushed on `stack`; null after an error. */
function descend(cx: Context, stack: Pending[]): Operand | null {
  const lx = cx.lx;
  for (;;) {
    if (lx.at(T.Punct) && (lx.value === Ch.MINUS || lx.value === Ch.PLUS || lx.value === Ch.BANG || lx.value === Ch.TILDE)) {
      const start = lx.start, line = lx.tokLine, column = lx.tokCol;
      const op = String.fromCharCode(lx.value) as Unary['op'];
      cx.advance();
      // ptxas's lexer takes no sign before a single-precision hex float: `-0f3F800000` is its
      // "Parsing error near '0f3F800000'" (`-0d...`, `-(0f...)` and `-1.5` are fine).
      if (lx.at(T.Float) && (lx.bytes[lx.start + 1]! | 0x20) === 0x66 /* f */ && lx.bytes[lx.start] === Ch.D0) {
        const float = lx.text();
        cx.errorHere(`'${op}' before a 0f hex float is not PTX: put the sign in the bits (0fBF800000 is -1.0) or write ${op}(${float})`, replacement(cx.tokenSpan(), float, `(${float})`));
      }
      cx.enter(Nest.Unary);
      stack.push({ kind: 'Unary', op, start, line, column });
    } else if (lx.is(Ch.LPAREN)) {
      stack.push({ kind: 'Paren', start: lx.start, line: lx.tokLine, column: lx.tokCol });
      cx.advance();
      cx.enter(Nest.Paren);
      stack.push(expressionAt(cx, true, 0));
    } else {
      return parsePrimary(cx);
    }
  }
}

/** `left op right`, spanning from `from`'s start. */
function binary(cx: Context, op: BinaryOp, left: Operand, right: Operand, from: { start: number; line: number; column: number }): Operand {
  // Nor does ptxas's grammar take a 0f float as an operator's operand, unless in parentheses:
  // `0f3F800000+1.0` is its "Parsing error near '+'", `(0f3F800000)+1.0` assembles. After a name it
  // is an address's offset, which checkExpression() judges (ptxas: "Integer constant expression expected").
  if (left.kind !== 'Name') {
    for (const side of [left, right]) {
      if (side.kind === 'Float' && constantKind(side) === ConstantKind.F32) cx.error(`a 0f hex float is an operand of '${op}' only in parentheses: write (${side.text})`, side.span, replacement(side.span, side.text, `(${side.text})`));
    }
  }
  return { kind: 'Binary', op, left, right, span: cx.span(from.start, from.line, from.column) };
}

/** An expression that starts at the current token. */
function expressionAt(cx: Context, allowBar: boolean, minPrec: number): Pending {
  const lx = cx.lx;
  return { kind: 'Expression', allowBar, minPrec, start: lx.start, line: lx.tokLine, column: lx.tokCol, left: null, op: null, then: null };
}

/** A name, a literal or `generic(name)`; null after reporting what else is here. */
function parsePrimary(cx: Context): Operand | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  switch (lx.kind) {
    case T.Ident: {
      const name = lx.text();
      cx.advance();
      if (lx.is(Ch.LPAREN) && !lx.spaceBefore && name === 'generic') {
        return parseCall(cx, name, start, line, column);
      }
      if (name === '_') return { kind: 'Sink', span: cx.span(start, line, column) };
      // In an instruction's operands a selector may follow blanks (`%ntid .y`, `%r2 .b0`), as above.
      let selector: string | null = null;
      if (atSelector(cx)) {
        selector = lx.text();
        cx.advance();
      }
      const node: Operand = { kind: 'Name', name, selector, span: cx.span(start, line, column) };
      if (cx.resolveNames) cx.symbols.use(node);
      return node;
    }
    case T.Int: {
      const text = lx.text();
      cx.advance();
      return { kind: 'Int', text, span: cx.span(start, line, column) };
    }
    case T.Float: {
      const text = lx.text();
      cx.advance();
      return { kind: 'Float', text, span: cx.span(start, line, column) };
    }
    case T.String:
      // ptxas: a syntax error, in an instruction or an initializer (`.b8 s[3] = "ab"`).
      cx.errorHere("a string is no operand or value in PTX (write a string's bytes as numbers: {0x61, 0x62, 0})");
      return null;
  }
  cx.errorHere(`expected an operand, found ${cx.describe()}`);
  return null;
}

/** Parsing a call's arguments: one inside them is ptxas's syntax error (and would recurse). */
let inCall = false;

function parseCall(cx: Context, callee: string, start: number, line: number, column: number): Operand | null {
  const lx = cx.lx;
  // ptxas: "Parsing error near '('" for `generic(generic(g))`.
  if (inCall) {
    cx.errorHere(`${callee}(...) takes a variable's name, not another ${callee}(...)`);
    return null;
  }
  cx.advance(); // (
  const args: Operand[] = [];
  inCall = true;
  try {
    if (!lx.is(Ch.RPAREN)) {
      for (;;) {
        const a = parseExpression(cx, true);
        if (a === null) return null;
        args.push(a);
        if (lx.is(Ch.COMMA)) cx.advance();
        else break;
      }
    }
  } finally {
    inCall = false;
  }
  if (!cx.expectPunct(')', `closing ${callee}(`)) return null;
  return { kind: 'Call', callee, args, span: cx.span(start, line, column) };
}

