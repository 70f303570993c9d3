// `.entry` / `.func` declarations and definitions (PTX ISA §11.2, §11.4, §11.7): attributes, name,
// the header's lists and directives (function-header.ts), body or `;`; a `.func` declared in a body.
import type { Block, FunctionDecl, Linkage, Span, VariableDecl } from '../ast.js';
import { Ch } from '../chars.js';
import { T } from '../lexer.js';
import { FUNCTION_DIRECTIVES } from '../../generated/directives.js';
import type { InstructionResolver } from '../match/resolver.js';
import type { Context } from './context.js';
import { prototypeOf } from '../types/param-shapes.js';
import { SINK_NAME } from '../check/symbols.js';
import { parseAttributes } from './declarations.js';
import { opaqueParameter } from './variable-rules.js';
import { parseFunctionDirectives, parseParamList, returnSpacesProblem } from './function-header.js';

/** Parses a function's body, the current token its `{` (statements.ts's parseBlock, given by the module's parser: it parses declarations in bodies with this module). */
export type BodyParser = (cx: Context, resolver: InstructionResolver) => Block;

/**
 * A function from its `.entry` or `.func` (the current token) on, after `linkage`, its body
 * parsed by `parseBody`. Null `parseBody`: a declaration in a function's body, which ptxas takes
 * as the module's, but for its name, which the block's registers, variables and labels may not
 * have; its `;` is required.
 */
export function parseFunction(
  cx: Context,
  resolver: InstructionResolver,
  linkage: Linkage | null,
  start: number,
  line: number,
  column: number,
  parseBody: BodyParser | null,
): FunctionDecl | null {
  const inBody = parseBody === null;
  const lx = cx.lx;
  const directive = lx.text() as '.entry' | '.func';
  // ptxas: a syntax error; .common is a linkage of variables only.
  if (linkage === '.common') cx.errorHere(`.common applies to variables, not to ${directive}`);
  cx.advance();
  let attributes: string[] = [];
  if (lx.at(T.Dot) && lx.text() === '.attribute') {
    const list = parseAttributes(cx);
    if (list === null) return null;
    attributes = list;
  }
  let returns: VariableDecl[] | null = null;
  if (lx.is(Ch.LPAREN)) {
    // ptxas: "Parsing error near '('".
    if (directive === '.entry') cx.errorHere('a kernel returns no value: its name follows .entry');
    returns = parseParamList(cx, false);
    if (returns === null) return null;
  }
  if (!lx.at(T.Ident)) {
    cx.errorHere(`expected the ${directive === '.entry' ? 'kernel' : 'function'} name, found ${cx.describe()}`);
    return null;
  }
  const name = lx.text();
  const nameSpan = cx.tokenSpan();
  if (name === '_') cx.error(SINK_NAME, nameSpan);
  // ptxas: "Inconsistent redefinition of symbol 'g'" (a name of an enclosing block it takes).
  else if (inBody && cx.symbols.declaredHere(name, null, nameSpan.start)) cx.error(`'${name}' is declared in this block: a function declared here cannot have its name`, nameSpan);
  const redefinition = cx.symbols.declareFunction(name, directive === '.entry', linkage, nameSpan);
  cx.advance();
  // ptxas names a redefinition where its grammar ends the header: a kernel's at its parameter
  // list's `)` (else the token after its name), a .func's at the token after its directives (`{`, `;`).
  let headerEnd: Span | null = directive === '.entry' && !lx.is(Ch.LPAREN) ? cx.tokenSpan() : null;
  let params: VariableDecl[] | null = null;
  if (lx.is(Ch.LPAREN)) {
    const open = cx.tokenSpan();
    params = parseParamList(cx, directive === '.entry');
    if (params === null) {
      if (redefinition !== null) cx.error(redefinition, nameSpan);
      return null;
    }
    if (directive === '.entry') headerEnd = closingParen(cx, open);
  }
  // ptxas: "Inconsistent prototypes of 'f', parameter types differ" (or their number, or alignment).
  const was = cx.symbols.prototypeOf(name);
  const now = was === null ? null : prototypeOf(returns, params);
  const otherPrototype = was !== null && was !== now ? `'${name}' was declared with other parameters: ${was}, here ${now}` : null;
  cx.symbols.setArity(name, { returns, params }, directive === '.entry');
  const directives = parseFunctionDirectives(cx, directive === '.entry' ? 'entry' : 'func', returns !== null && returns.length > 0);
  headerEnd ??= cx.tokenSpan();
  if (redefinition !== null) cx.error(redefinition, headerEnd);
  if (otherPrototype !== null) cx.error(otherPrototype, headerEnd);
  const spaces = returns === null ? null : returnSpacesProblem(returns);
  if (spaces !== null) cx.error(spaces.message, headerEnd);
  if (directives === null) return null;
  let body = null;
  // ptxas: "Parsing error near ';'" for a kernel declaration with a performance-tuning directive.
  if (!lx.is(Ch.LBRACE)) {
    for (const d of directives) if (FUNCTION_DIRECTIVES.get(d.name)?.definitionOnly === true) cx.error(`${d.name} is for a definition: a declaration (no body) takes none`, d.span);
  }
  if (lx.is(Ch.LBRACE) && parseBody !== null) {
    // ptxas: "Function definition conflicts with '.extern' declaration".
    if (linkage === '.extern') cx.errorHere(`'${name}' is .extern: an external function has no body here`);
    if (directive === '.func') {
      for (const p of [...(returns ?? []), ...(params ?? [])]) {
        const opaque = opaqueParameter(p);
        if (opaque !== null) cx.error(opaque, p.span);
      }
    }
    cx.symbols.defineFunction(name);
    cx.symbols.beginFunction(returns === null ? (params ?? []) : params === null ? returns : returns.concat(params));
    cx.inKernel = directive === '.entry';
    cx.unclosedAt = -1;
    body = parseBody(cx, resolver);
    cx.symbols.endFunction(cx.unclosedAt < 0);
  }
  // A declaration's ';' is optional to ptxas at module scope: `.func g (.param .s32 a)` then the next directive assembles.
  else if (lx.is(Ch.SEMI)) cx.advance();
  else if (inBody || (!lx.at(T.Dot) && !lx.at(T.EOF))) {
    cx.errorHere(inBody ? `expected ';' ending the declaration of '${name}', found ${cx.describe()}` : `expected ';' or '{' after the ${directive} header, found ${cx.describe()}`);
    return null;
  }
  if (body === null) cx.symbols.declaredWithoutBody(name, linkage, nameSpan);
  return { kind: 'Function', linkage, directive, attributes, returns, name, params, directives, body, span: cx.span(start, line, column) };
}

/** The span of the `)` just passed, which closes the list opened at `open`: its line and column counted from there. */
function closingParen(cx: Context, open: Span): Span {
  const b = cx.lx.bytes;
  const at = cx.lastEnd - 1;
  let line = open.line, column = open.column;
  for (let i = open.start; i < at; i++) {
    if (b[i] === Ch.LF) {
      line++;
      column = 1;
    } else column++;
  }
  return { start: at, end: at + 1, line, column };
}
