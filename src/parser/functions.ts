// `.entry` / `.func` declarations and definitions (PTX ISA §11.2, §11.4, §11.7): attributes,
// return and parameter lists, performance-tuning and cluster directives, body or `;`.
import type { FunctionDecl, FunctionDirective, Linkage, Operand, VariableDecl } from '../ast.js';
import { Ch } from '../chars.js';
import { T } from '../lexer.js';
import type { InstructionResolver } from '../match/resolver.js';
import type { Context } from './context.js';
import { isStateSpace, parseDeclaration } from './declarations.js';
import { parseExpression } from './operands.js';
import { parseBlock } from './statements.js';

/** Directives allowed after a function's parameters, with how many integer arguments each takes. */
const FUNCTION_DIRECTIVES: ReadonlyMap<string, [min: number, max: number]> = new Map([
  ['.maxnreg', [1, 1]],
  ['.maxntid', [1, 3]],
  ['.reqntid', [1, 3]],
  ['.minnctapersm', [1, 1]],
  ['.maxnctapersm', [1, 1]],
  ['.noreturn', [0, 0]],
  ['.explicitcluster', [0, 0]],
  ['.reqnctapercluster', [1, 3]],
  ['.maxclusterrank', [1, 1]],
  ['.blocksareclusters', [0, 0]],
  ['.abi_preserve', [1, 1]],
  ['.abi_preserve_control', [1, 1]],
  ['.pragma', [1, Infinity]],
]);

export function parseFunction(cx: Context, resolver: InstructionResolver, linkage: Linkage | null, start: number, line: number, column: number): FunctionDecl | null {
  const lx = cx.lx;
  const directive = lx.text() as '.entry' | '.func';
  cx.advance();
  const attributes: string[] = [];
  if (lx.at(T.Dot) && lx.text() === '.attribute') {
    cx.advance();
    if (!cx.expectPunct('(', 'after .attribute')) return null;
    while (lx.at(T.Dot)) {
      attributes.push(lx.text());
      cx.advance();
      if (lx.is(Ch.COMMA)) cx.advance();
    }
    if (!cx.expectPunct(')', 'closing .attribute(')) return null;
  }
  let returns: VariableDecl[] | null = null;
  if (lx.is(Ch.LPAREN)) {
    returns = parseParamList(cx);
    if (returns === null) return null;
  }
  if (!lx.at(T.Ident)) {
    cx.errorHere(`expected the ${directive === '.entry' ? 'kernel' : 'function'} name, found ${cx.describe()}`);
    return null;
  }
  const name = lx.text();
  cx.advance();
  cx.symbols.declareGlobal(name);
  let params: VariableDecl[] | null = null;
  if (lx.is(Ch.LPAREN)) {
    params = parseParamList(cx);
    if (params === null) return null;
  }
  const directives = parseFunctionDirectives(cx);
  if (directives === null) return null;
  let body = null;
  if (lx.is(Ch.LBRACE)) {
    cx.symbols.beginFunction([...(returns ?? []), ...(params ?? [])]);
    body = parseBlock(cx, resolver);
    cx.symbols.endFunction((message, span) => cx.error(message, span));
  }
  else if (!cx.expectPunct(';', `or '{' after the ${directive} header`)) return null;
  return { kind: 'Function', linkage, directive, attributes, returns, name, params, directives, body, span: cx.span(start, line, column) };
}

/** `( .param .b32 a, .reg .u64 b, .param .align 8 .b8 c[16] )`; the current token is `(`. */
export function parseParamList(cx: Context): VariableDecl[] | null {
  const lx = cx.lx;
  cx.advance();
  const params: VariableDecl[] = [];
  if (!lx.is(Ch.RPAREN)) {
    for (;;) {
      if (!lx.at(T.Dot) || !isStateSpace(lx.text())) {
        cx.errorHere(`expected a parameter (.param or .reg), found ${cx.describe()}`);
        return null;
      }
      const p = parseDeclaration(cx, null, lx.start, lx.tokLine, lx.tokCol, true);
      if (p === null) return null;
      params.push(p);
      if (lx.is(Ch.COMMA)) cx.advance();
      else break;
    }
  }
  if (!cx.expectPunct(')', 'closing the parameter list')) return null;
  return params;
}

export function parseFunctionDirectives(cx: Context): FunctionDirective[] | null {
  const lx = cx.lx;
  const out: FunctionDirective[] = [];
  while (lx.at(T.Dot)) {
    const name = lx.text();
    const arity = FUNCTION_DIRECTIVES.get(name);
    if (arity === undefined) break;
    const start = lx.start, line = lx.tokLine, column = lx.tokCol;
    cx.advance();
    const args: Operand[] = [];
    if (name === '.pragma') {
      for (;;) {
        if (!lx.at(T.String)) {
          cx.errorHere(`expected a string after .pragma, found ${cx.describe()}`);
          return null;
        }
        args.push({ kind: 'String', text: lx.text(), span: cx.tokenSpan() });
        cx.advance();
        if (lx.is(Ch.COMMA)) cx.advance();
        else break;
      }
      if (!cx.expectPunct(';', 'ending .pragma')) return null;
    } else if (arity[1] > 0) {
      for (;;) {
        const a = parseExpression(cx, true);
        if (a === null) return null;
        args.push(a);
        if (lx.is(Ch.COMMA) && args.length < arity[1]) cx.advance();
        else break;
      }
    }
    out.push({ kind: 'FunctionDirective', name, args, span: cx.span(start, line, column) });
  }
  return out;
}
