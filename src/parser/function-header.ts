// The parts of a function's header (PTX ISA §11.2, §11.4, §11.7) that a `.callprototype` in a body
// shares: the return and parameter lists and the directives after them; and the check of a
// `.pragma` string, which a body's `.pragma` and a kernel's header alike ask.
import type { FunctionDirective, Operand, Span, VariableDecl } from '../ast.js';
import { Ch } from '../chars.js';
import { replacement, suggest } from '../diagnostics.js';
import { T } from '../lexer.js';
import { FUNCTION_DIRECTIVES } from '../../generated/directives.js';
import { versionText } from '../version.js';
import type { Context } from './context.js';
import { checkVariable } from './variable-rules.js';
import { parseDeclaration } from './declarations.js';
import { isStateSpace } from '../types/state-spaces.js';
import type { FunctionDirectiveRule } from './directive-rules.js';
import { parseExpression } from './operands.js';
import { integerLiteralValue } from '../integer-literal.js';
import { describe } from '../match/operands.js';
import { pragmaProblem, type PragmaScope } from './pragma-strings.js';

/** Report what is wrong with the pragma string at the current token, at `scope` (pragma-strings.ts). */
export function checkPragmaString(cx: Context, scope: PragmaScope): void {
  const text = cx.lx.text();
  const problem = pragmaProblem(text.slice(1, -1), scope, cx.inKernel, (r) => cx.lacking(r));
  if (problem !== null) cx.errorHere(problem.message, problem.meant === undefined ? undefined : replacement(cx.tokenSpan(), text, `"${problem.meant}"`));
}

/**
 * Several return values are all `.reg` (ptxas: "Multiple return parameters require .register state
 * space", once): the first that is not, with why; or null.
 */
export function returnSpacesProblem(returns: readonly VariableDecl[]): { message: string; span: Span } | null {
  if (returns.length < 2) return null;
  const r = returns.find((v) => v.space !== '.reg');
  return r === undefined ? null : { message: `${r.space} return value '${r.declarators[0]!.name}': several return values must all be .reg`, span: r.span };
}

/**
 * `( .param .b32 a, .reg .u64 b, .param .align 8 .b8 c[16] )`; the current token is `(`. Another
 * state space is an error, and so is `.reg` for a kernel's parameters (`entry`); ptxas: "Function
 * parameter 'p' has illegal state space", "Entry parameter 'p' must have .param state space".
 * `.ptr` only in a kernel's or a `.callprototype`'s (`prototype`) parameters.
 */
export function parseParamList(cx: Context, entry: boolean, prototype = false): VariableDecl[] | null {
  const lx = cx.lx;
  cx.advance();
  const params: VariableDecl[] = [];
  if (!lx.is(Ch.RPAREN)) {
    for (;;) {
      // A plain `.param .u64 name` is read by the fast path (quick-instruction.ts).
      let p = cx.quick?.parameter(cx) ?? null;
      if (p === null) {
        if (!lx.at(T.Dot) || !isStateSpace(lx.text())) {
          cx.errorHere(`expected a parameter (.param or .reg), found ${cx.describe()}`);
          return null;
        }
        p = parseDeclaration(cx, null, lx.start, lx.tokLine, lx.tokCol, entry || prototype ? 'kernel' : 'func');
      }
      if (p === null) return null;
      if (p.space !== '.param' && (entry || p.space !== '.reg')) {
        cx.error(`${p.space} parameter '${p.declarators[0]!.name}': ${entry ? 'a kernel parameter is .param' : 'a parameter is .param or .reg'}`, p.span);
      }
      checkVariable(cx, p, entry ? 'entry-param' : prototype ? 'prototype-param' : 'func-param');
      params.push(p);
      if (lx.is(Ch.COMMA)) cx.advance();
      else break;
    }
  }
  if (!cx.expectPunct(')', 'closing the parameter list')) return null;
  return params;
}

/**
 * The directives after a function's parameters (spec/directives.json): those of an `.entry`
 * (`.maxntid 256`, `.reqnctapercluster 2`, `.pragma "nounroll";`) or of a `.func` or
 * `.callprototype` (`.noreturn`, `.abi_preserve 8`); `hasReturns`: the function has return
 * parameters. A directive in the wrong place or combination, or that the module's version or
 * target lacks, is reported and parsing goes on.
 */
export function parseFunctionDirectives(cx: Context, on: 'entry' | 'func', hasReturns: boolean): FunctionDirective[] | null {
  const lx = cx.lx;
  const out: FunctionDirective[] = [];
  while (lx.at(T.Dot)) {
    const name = lx.text();
    const rule = FUNCTION_DIRECTIVES.get(name);
    if (rule === undefined) {
      if (!headsBody(cx)) break;
      // One ptxas may know and the spec does not: reported, kept (the text prints as it was), and
      // the body after it still parsed.
      const near = suggest(name, FUNCTION_DIRECTIVES.keys());
      if (near === null) cx.errorHere(`unknown directive '${name}' after the function's parameters`);
      else cx.errorHere(`unknown directive '${name}' after the function's parameters; did you mean '${near}'?`, replacement(cx.tokenSpan(), name, near));
      const start = lx.start, line = lx.tokLine, column = lx.tokCol;
      cx.advance();
      const args: Operand[] = [];
      while (lx.at(T.Int) || lx.is(Ch.COMMA)) {
        if (lx.at(T.Int)) args.push({ kind: 'Int', text: lx.text(), span: cx.tokenSpan() });
        cx.advance();
      }
      out.push({ kind: 'FunctionDirective', name, args, span: cx.span(start, line, column) });
      continue;
    }
    const problem = misplaced(cx, name, rule, on, hasReturns, out);
    if (problem !== null) cx.errorHere(problem);
    const start = lx.start, line = lx.tokLine, column = lx.tokCol;
    cx.advance();
    const args: Operand[] = [];
    if (rule.strings) {
      for (;;) {
        if (!lx.at(T.String)) {
          cx.errorHere(`expected a string after ${name}, found ${cx.describe()}`);
          return null;
        }
        args.push({ kind: 'String', text: lx.text(), span: cx.tokenSpan() });
        if (name === '.pragma') checkPragmaString(cx, 'entry');
        cx.advance();
        if (lx.is(Ch.COMMA)) cx.advance();
        else break;
      }
      if (!cx.expectPunct(';', `ending ${name}`)) return null;
    } else if (rule.names.length > 0) {
      for (;;) {
        const arg = namedArgument(cx, name, rule);
        if (arg === null) return null;
        args.push(arg);
        if (lx.is(Ch.COMMA)) cx.advance();
        else break;
      }
    } else if (rule.max > 0) {
      for (;;) {
        const a = parseExpression(cx, true);
        if (a === null) return null;
        // ptxas: a syntax error for `-1`, `1.5` or `2*32`; "Positive non-zero value expected" for 0.
        if (a.kind !== 'Int') cx.error(`${name} takes integer constants, not ${describe(a)}`, a.span);
        else if (rule.positive && Number(a.text.replace(/[uU]$/, '')) === 0) cx.error(`${name} takes values above zero`, a.span);
        args.push(a);
        if (lx.is(Ch.COMMA) && args.length < rule.max) cx.advance();
        else break;
      }
    }
    out.push({ kind: 'FunctionDirective', name, args, span: cx.span(start, line, column) });
  }
  // A plain loop: this runs for every function, mostly before V8 optimizes it (an iterator costs there).
  for (let i = 0; i < out.length; i++) {
    const d = out[i]!;
    const missing = (FUNCTION_DIRECTIVES.get(d.name)?.needs ?? []).filter((n) => !out.some((o) => o.name === n));
    if (missing.length > 0) cx.error(`${d.name} needs ${missing.join(' and ')} as well`, d.span);
  }
  return out;
}

/**
 * One argument of a directive that takes names (`.language "PTX"` or `.language 3`): a string of one
 * of the rule's names in any case, or an integer constant in its range (ptxas: "Invalid language
 * name", "Value '11' for 'directive .language' out of range"; a syntax error for anything else).
 */
function namedArgument(cx: Context, name: string, rule: FunctionDirectiveRule): Operand | null {
  const lx = cx.lx;
  const [least, most] = rule.range;
  const expected = `${rule.names.map((n) => `"${n}"`).join(' or ')} (in any case) or an integer from ${least} to ${most}`;
  if (lx.at(T.String)) {
    const text = lx.text();
    const written = text.slice(1, -1).toLowerCase();
    if (!rule.names.some((n) => n.toLowerCase() === written)) cx.errorHere(`${name} takes ${expected}, not ${text}`);
    const arg: Operand = { kind: 'String', text, span: cx.tokenSpan() };
    cx.advance();
    return arg;
  }
  if (!lx.at(T.Int)) {
    cx.errorHere(`expected ${expected} after ${name}, found ${cx.describe()}`);
    return null;
  }
  const a = parseExpression(cx, true);
  if (a === null) return null;
  const value = a.kind === 'Int' ? integerLiteralValue(a.text) : null;
  if (value === null) cx.error(`${name} takes ${expected}, not ${describe(a)}`, a.span);
  else if (value < least || value > most) cx.error(`${name} takes ${expected}, not ${value}`, a.span);
  return a;
}

/**
 * Do the directives from the current token on, with their integer arguments, lead to a `{`? Then
 * they stand between a function's parameters and its body; otherwise the function is a
 * declaration without its `;` and the module's next directive follows.
 */
function headsBody(cx: Context): boolean {
  const lx = cx.lx;
  const m = lx.mark();
  const lastEnd = cx.lastEnd;
  while (lx.at(T.Dot) || lx.at(T.Int) || lx.is(Ch.COMMA)) lx.next();
  const body = lx.is(Ch.LBRACE);
  lx.reset(m);
  cx.lastEnd = lastEnd;
  return body;
}

/** Why directive `name` may not be written here, after `before`; null when it may. */
function misplaced(cx: Context, name: string, rule: FunctionDirectiveRule, on: 'entry' | 'func', hasReturns: boolean, before: readonly FunctionDirective[]): string | null {
  if (rule.on !== on && rule.on !== 'both') return `${name} is a directive of ${rule.on === 'entry' ? 'kernels (.entry)' : '.func functions'}, not of ${on === 'entry' ? 'kernels' : '.func functions'}`;
  if (rule.noReturns && hasReturns) return `${name} is not allowed on a function with return parameters`;
  if (rule.once && before.some((d) => d.name === name)) return `${name} written twice`;
  if (rule.first && before.length > 0) return `${name} must come before the function's other directives`;
  const last = on === 'func' ? before.find((d) => FUNCTION_DIRECTIVES.get(d.name)?.lastInFunc === true && !rule.follows.includes(d.name)) : undefined;
  if (last !== undefined) return `${name} after ${last.name}: on a .func, ${last.name} comes once, after the other directives`;
  const clash = before.find((d) => rule.conflicts.includes(d.name));
  if (clash !== undefined) return `${name} and ${clash.name} cannot both be written`;
  if (rule.removedIn > 0 && cx.ptxVersion !== null && cx.ptxVersion >= rule.removedIn) {
    return `${name} is deprecated: ptxas rejects it from PTX ISA .version ${versionText(rule.removedIn)} on`;
  }
  const need = cx.lacking(rule.requires);
  return need === null ? null : `${name} ${need}`;
}
