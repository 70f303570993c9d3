// Variable and parameter declarations (PTX ISA chapter 5): state space, `.align`, vector and
// scalar type, `.ptr`, `.attribute(...)`, declarators with `<N>`, array dimensions, initializers.
import type { Declarator, Linkage, Operand, VariableDecl } from '../ast.js';
import { SPACES as SPACE_NEEDS, TYPES } from '../../generated/directives.js';
import { Ch } from '../chars.js';
import { replacement, suggest } from '../diagnostics.js';
import { rangeCount } from '../integer-literal.js';
import { T } from '../lexer.js';
import { type Context, Nest } from './context.js';
import { checkExpression, parseExpression } from './operands.js';
import { InitializerCheck } from './initializer-rules.js';
import { opaqueInBody, vectorProblem } from './variable-rules.js';
import { isVariableVector, isVectorToken, VARIABLE_VECTORS_TEXT } from '../types/vectors.js';
import { standsAlone } from '../types/type-facts.js';
import { PTR_SPACES } from '../types/state-spaces.js';

export const LINKAGES: ReadonlySet<string> = new Set(['.extern', '.visible', '.weak', '.common']);

/** The directives of the module's heading and sections: never in a function body. */
export const MODULE_ONLY: ReadonlySet<string> = new Set(['.version', '.target', '.address_size', '.file', '.section', '.alias']);

/**
 * Where a parameter stands: `kernel` for a kernel's or a `.callprototype`'s, which may have the
 * kernel parameter attributes (`.ptr`, an `.align` after the type), `func` for a `.func`'s.
 */
export type ParamOf = 'kernel' | 'func';

/**
 * A declaration starting at the current `.space` token (linkage already consumed by the caller).
 * With `paramOf`, one parameter: one declarator without `;`.
 */
export function parseDeclaration(
  cx: Context,
  linkage: Linkage | null,
  start: number,
  line: number,
  column: number,
  paramOf: ParamOf | null = null,
): VariableDecl | null {
  const lx = cx.lx;
  const space = lx.text();
  checkSpace(cx, space);
  cx.advance();
  const attributes: string[] = [];
  let align: Operand | null = null;
  let vector: string | null = null;
  let type: string | null = null;
  let ptr: VariableDecl['ptr'] = null;
  const single = paramOf !== null;
  const param = single && space === '.param';
  let alignAfterType = false;
  while (lx.at(T.Dot)) {
    const tok = lx.text();
    if (tok === '.align' && (type === null || (param && !alignAfterType))) {
      // After the type, only a parameter's (`.param .u64 .align 8 p`, then no `.ptr`); ptxas:
      // "Parsing error" for `.global .u32 .align 4 g`.
      alignAfterType = type !== null;
      if (alignAfterType) kernelAttribute(cx, paramOf);
      cx.advance();
      const value = parseAlignment(cx);
      if (value === null) return null;
      align = value;
    } else if (tok === '.attribute') {
      const list = parseAttributes(cx);
      if (list === null) return null;
      attributes.push(...list);
    } else if (tok === '.ptr' && param && type !== null && !alignAfterType) {
      kernelAttribute(cx, paramOf);
      cx.advance();
      ptr = parsePtrTail(cx);
      if (ptr === null) return null;
      break;
    } else if (isVectorToken(tok) && vector === null && type === null) {
      if (!isVariableVector(tok)) cx.errorHere(`a variable's vector type is ${VARIABLE_VECTORS_TEXT}, not ${tok}`);
      vector = tok;
      cx.advance();
    } else if (type === null) {
      if (!checkType(cx, space, tok)) return null;
      type = tok;
      cx.advance();
    } else {
      cx.errorHere(`unexpected '${tok}' in a ${space} declaration: it already has type ${type}`);
      return null;
    }
  }
  if (type === null) {
    cx.errorHere(`expected a type in the ${space} declaration, found ${cx.describe()}`);
    return null;
  }
  const declarators = parseDeclarators(cx, single, type, vector);
  if (declarators === null) return null;
  return { kind: 'Variable', linkage, space, attributes, align, vector, type, ptr, declarators, span: cx.span(start, line, column) };
}

/** A declaration's state space `space` (the current token): one a variable is declared in, that the target and version have. */
function checkSpace(cx: Context, space: string): void {
  // `.shared::cta` and the like name a space in instructions only; ptxas: "Parsing error".
  const colons = space.indexOf('::');
  if (colons > 0) cx.errorHere(`a variable is declared ${space.slice(0, colons)}, not ${space}`);
  const need = SPACE_NEEDS.get(space);
  const lacking = need === undefined ? null : cx.lacking(need);
  if (lacking !== null) cx.errorHere(`${space} ${lacking}`);
}

/** The type `tok` (the current token) of a `space` declaration: false, reported, for no declarable type; a lacking target or version is reported. */
function checkType(cx: Context, space: string, tok: string): boolean {
  const need = TYPES.get(tok);
  if (need === undefined) {
    const near = suggest(tok, TYPES.keys());
    if (near === null) cx.errorHere(`'${tok}' is no type a ${space} declaration takes`);
    else cx.errorHere(`'${tok}' is no type a ${space} declaration takes; did you mean '${near}'?`, replacement(cx.tokenSpan(), tok, near));
    return false;
  }
  const lacking = cx.lacking(need);
  if (lacking !== null) cx.errorHere(`${tok} ${lacking}`);
  return true;
}

/** The declarators after the type, to the `;` (`single`: one parameter's, without it); null after an error. */
function parseDeclarators(cx: Context, single: boolean, type: string, vector: string | null): Declarator[] | null {
  const declarators: Declarator[] = [];
  for (;;) {
    const d = parseDeclarator(cx, single ? null : type, vector === null ? 0 : Number(vector.slice(2)));
    if (d === null) return null;
    declarators.push(d);
    if (single || !cx.lx.is(Ch.COMMA)) break;
    cx.advance();
  }
  if (!single && !cx.expectPunct(';', 'ending the declaration')) return null;
  return declarators;
}

/** Can `tok` start a declaration without a state space (an alignment, a vector or a type)? */
export function startsStoragelessDeclaration(tok: string): boolean {
  return tok === '.align' || isVectorToken(tok) || standsAlone(tok);
}

/**
 * `.b32;`, `.align 4 .v2 .u32;`: a declaration with no state space and no name, which ptxas takes
 * and ignores, in a body and at module scope. With a name it is an error (ptxas: "No variable
 * storage specified"). The current token starts it (startsStoragelessDeclaration()); false after
 * reporting an error.
 */
export function skipStoragelessDeclaration(cx: Context, inBody: boolean): boolean {
  const lx = cx.lx;
  if (lx.text() === '.align') {
    cx.advance();
    if (parseAlignment(cx) === null) return false;
  }
  let vector: string | null = null;
  if (lx.at(T.Dot) && isVectorToken(lx.text())) {
    vector = lx.text();
    if (!isVariableVector(vector)) cx.errorHere(`a variable's vector type is ${VARIABLE_VECTORS_TEXT}, not ${vector}`);
    cx.advance();
  }
  // What the type needs of the module ptxas does not ask here (`.b128;` at PTX 8.0 assembles).
  if (!lx.at(T.Dot) || !standsAlone(lx.text())) {
    cx.errorHere(`expected a type, found ${cx.describe()}`);
    return false;
  }
  const problem = (inBody ? opaqueInBody(lx.text()) : null) ?? (vector === null ? null : vectorProblem(vector, lx.text()));
  if (problem !== null) cx.errorHere(problem);
  cx.advance();
  if (lx.is(Ch.SEMI)) {
    cx.advance();
    return true;
  }
  cx.errorHere(`a variable needs a state space (.reg, .local, .global...) before its type; found ${cx.describe()} after it`);
  return false;
}

/**
 * `.ptr`, or an `.align` after the type, at the current token: taken in a kernel's and a
 * `.callprototype`'s parameters only (ptxas: "Illegal placement of kernel parameter attribute").
 */
function kernelAttribute(cx: Context, paramOf: ParamOf | null): void {
  if (paramOf !== 'kernel') cx.errorHere(`${cx.lx.text()}${cx.lx.text() === '.align' ? ' after the type' : ''} is for kernel parameters, not a .func's`);
}

/**
 * What follows a parameter's `.ptr`: one state space or opaque type it points to, then one
 * `.align`, in that order and nothing else (`.param .u64 .ptr .global .align 16 p`,
 * `.param .u64 .ptr .surfref s`, as LLVM writes image parameters). ptxas: "Parsing error"
 * for `.ptr .param`, `.ptr .align 8 .global`, two spaces or two alignments.
 */
function parsePtrTail(cx: Context): VariableDecl['ptr'] {
  const lx = cx.lx;
  const ptr: NonNullable<VariableDecl['ptr']> = { space: null, align: null };
  if (lx.at(T.Dot) && PTR_SPACES.has(lx.text())) {
    ptr.space = lx.text();
    cx.advance();
  }
  if (lx.at(T.Dot) && lx.text() === '.align') {
    cx.advance();
    ptr.align = parseAlignment(cx);
    if (ptr.align === null) return null;
  }
  if (lx.at(T.Dot)) {
    const tok = lx.text();
    const near = ptr.space === null && ptr.align === null ? suggest(tok, PTR_SPACES) : null;
    const message = `unexpected '${tok}' after .ptr: it takes one of ${[...PTR_SPACES].join(' ')}, then .align N`;
    if (near === null) cx.errorHere(message);
    else cx.errorHere(`${message}; did you mean '${near}'?`, replacement(cx.tokenSpan(), tok, near));
    return null;
  }
  return ptr;
}

/**
 * `.align`'s value, an integer literal before the next qualifier or the name (ptxas: "Parsing
 * error" for `.align foo`, `.align 4+4`, `.align (8)`, `.align 1/8`); null after reporting.
 */
function parseAlignment(cx: Context): Operand | null {
  const lx = cx.lx;
  if (!lx.at(T.Int)) {
    cx.errorHere(`.align takes an integer constant, found ${cx.describe()}`);
    return null;
  }
  const text = lx.text();
  const span = cx.tokenSpan();
  cx.advance();
  if (lx.at(T.Punct) || lx.at(T.Op2)) {
    cx.errorHere(`.align takes an integer constant, not an expression: found ${cx.describe()} after ${text}`);
    return null;
  }
  return { kind: 'Int', text, span };
}

/** A declarator; one of a variable of `type` (with `lanes`, 0 for a scalar) takes an initializer, a parameter's (`type` null) none. */
function parseDeclarator(cx: Context, type: string | null, lanes: number): Declarator | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  if (!lx.at(T.Ident)) {
    cx.errorHere(`expected a name to declare, found ${cx.describe()}`);
    return null;
  }
  const name = lx.text();
  cx.advance();
  let count: number | null = null;
  if (lx.is(Ch.LT)) {
    cx.advance();
    if (!lx.at(T.Int)) {
      cx.errorHere(`expected a register count in '${name}<N>', found ${cx.describe()}`);
      return null;
    }
    count = rangeCount(lx.text());
    if (count === null) {
      cx.errorHere(`the register count of '${name}<N>' overflows 32 bits`);
      return null;
    }
    cx.advance();
    if (!cx.expectPunct('>', `closing '${name}<N>'`)) return null;
  }
  const dims: Array<Operand | null> = [];
  while (lx.is(Ch.LBRACKET)) {
    cx.advance();
    if (lx.is(Ch.RBRACKET)) {
      dims.push(null);
    } else {
      const dim = parseExpression(cx, true);
      if (dim === null) return null;
      dims.push(dim);
    }
    if (!cx.expectPunct(']', 'closing the array dimension')) return null;
  }
  let init: Operand | null = null;
  if (type !== null && lx.is(Ch.EQ)) {
    cx.advance();
    const check = new InitializerCheck(cx, { name, type, dims, lanes });
    init = parseInitializer(cx, check);
    if (init === null) return null;
    const d: Declarator = { kind: 'Declarator', name, count, dims, init, span: cx.span(start, line, column) };
    check.keep(d);
    return d;
  }
  return { kind: 'Declarator', name, count, dims, init, span: cx.span(start, line, column) };
}

/** A brace being parsed in an initializer: the elements so far (none kept when checking only), how many, and where it opened. */
interface OpenBrace {
  elements: Operand[];
  count: number;
  start: number;
  line: number;
  column: number;
}

/** The elements of a brace list when checking only: none are kept. */
const UNKEPT: Operand[] = [];

/**
 * Scalars and nested braces, with an explicit stack of the braces open: a variable may have
 * thousands of dimensions, and its initializer as many levels of braces. Each element is checked
 * (`check`) as it is parsed; checking only, the braces keep no elements.
 */
function parseInitializer(cx: Context, check: InitializerCheck): Operand | null {
  const lx = cx.lx;
  const open: OpenBrace[] = [];
  for (;;) {
    let value: Operand | null = null;
    if (lx.is(Ch.LBRACE)) {
      open.push({ elements: cx.retain ? [] : UNKEPT, count: 0, start: lx.start, line: lx.tokLine, column: lx.tokCol });
      check.open();
      cx.enter(Nest.Bracket);
      cx.advance();
      if (!lx.is(Ch.RBRACE)) continue;
    } else {
      value = parseInitializerValue(cx);
      if (value === null) return null;
      check.value(open.length, value);
    }
    // Close the braces `value` completes, up to one whose next element follows a comma.
    for (;;) {
      const top = open[open.length - 1];
      if (top === undefined) return value;
      if (value !== null) {
        if (cx.retain) top.elements.push(value);
        top.count++;
        if (lx.is(Ch.COMMA)) {
          cx.advance();
          break;
        }
      }
      cx.leave(Nest.Bracket);
      if (!cx.expectPunct('}', 'closing the vector')) return null;
      open.pop();
      value = { kind: 'Vector', elements: top.elements, span: cx.span(top.start, top.line, top.column) };
      check.close(open.length, top.count, value.span);
    }
  }
}

/** A scalar, `generic(v)`, `v+4`, `0xff00(v)`, or a `name = value` field of a sampler initializer. */
function parseInitializerValue(cx: Context): Operand | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  const value = parseExpression(cx, true);
  if (value === null) return null;
  if (value.kind === 'Int' && lx.is(Ch.LPAREN) && !lx.spaceBefore) {
    // `0xff00(sym+4)`: the bytes of an address that the integer mask selects.
    cx.advance();
    const arg = parseExpression(cx, true);
    if (arg === null || !cx.expectPunct(')', 'closing the byte mask')) return null;
    return { kind: 'Call', callee: value.text, args: [arg], span: cx.span(start, line, column) };
  }
  if (value.kind === 'Name' && lx.is(Ch.EQ)) {
    cx.advance();
    const right = parseExpression(cx, true);
    if (right === null) return null;
    return { kind: 'Binary', op: '=', left: value, right, span: cx.span(start, line, column) };
  }
  checkExpression(cx, value);
  return value;
}

/**
 * `.attribute(.managed)`, `.attribute(.unified(0xAB, 0xCD))` (of a variable or function); the
 * current token is `.attribute`. `.unified` keeps its two numbers: `.unified(0xAB,0xCD)`.
 */
export function parseAttributes(cx: Context): string[] | null {
  const lx = cx.lx;
  cx.advance();
  if (!cx.expectPunct('(', 'after .attribute')) return null;
  const attributes: string[] = [];
  while (lx.at(T.Dot)) {
    let attribute = lx.text();
    cx.advance();
    if (lx.is(Ch.LPAREN)) {
      cx.advance();
      const ids: string[] = [];
      while (lx.at(T.Int)) {
        ids.push(lx.text());
        cx.advance();
        if (lx.is(Ch.COMMA)) cx.advance();
      }
      if (!cx.expectPunct(')', `closing ${attribute}(`)) return null;
      attribute += `(${ids.join(',')})`;
    }
    attributes.push(attribute);
    if (lx.is(Ch.COMMA)) cx.advance();
  }
  if (!cx.expectPunct(')', 'closing .attribute(')) return null;
  return attributes;
}
