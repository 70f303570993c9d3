// Function-body statements: blocks, labels, guards, instructions, local declarations, `.loc`,
// `.pragma`, `.branchtargets` / `.calltargets` / `.callprototype` (a `@@DWARF` line is the module's).
import { integerLiteralValue, rangeCount } from '../integer-literal.js';
import type { Block, FunctionDecl, Guard, Linkage, Loc, Name, Operand, Statement, VariableDecl } from '../ast.js';
import { Ch } from '../chars.js';
import { T } from '../lexer.js';
import type { InstructionResolver } from '../match/resolver.js';
import type { SpacedSpelling } from '../match/spaced-spelling.js';
import { type Context, Nest } from './context.js';
import { BlockRecords } from './block-records.js';
import { LocSites } from '../check/loc-sites.js';
import { checkVariable } from './variable-rules.js';
import { LINKAGES, MODULE_ONLY, parseDeclaration, skipStoragelessDeclaration, startsStoragelessDeclaration } from './declarations.js';
import { isStateSpace } from '../types/state-spaces.js';
import { ListKind } from '../types/declared.js';
import { checkPragmaString, parseFunctionDirectives, parseParamList, returnSpacesProblem } from './function-header.js';
import { parseOperand, parseExpression } from './operands.js';
import { parseFunction } from './functions.js';
import { pragmaDirectiveProblem } from './pragma-strings.js';

/** What a directive in a body starts that the module's grammar has: itemAt()'s answer. */
const enum Item {
  /** None of these. */
  None,
  /** A function's definition (`.entry` or `.func` after linkages, its header ending at a `{`). */
  Definition,
  /** A `.func` declaration, after one linkage (not `.common`, which is of variables) at most, its header ending at a `;`. */
  Declaration,
  /** A variable with a linkage (`.visible .global .b32 g;`). */
  LinkedVariable,
}

/** What starts at the current token, a directive; the lexer is left there. */
function itemAt(cx: Context): Item {
  const lx = cx.lx;
  let d = lx.text();
  if (!LINKAGES.has(d) && d !== '.entry' && d !== '.func') return Item.None;
  const m = lx.mark(), lastEnd = cx.lastEnd;
  let linkages = 0;
  const common = d === '.common';
  while (LINKAGES.has(d)) {
    cx.advance();
    linkages++;
    d = lx.at(T.Dot) ? lx.text() : '';
  }
  let item = linkages > 0 && isStateSpace(d) ? Item.LinkedVariable : Item.None;
  if (d === '.entry' || d === '.func') {
    // the header: names, parenthesised lists and directives, up to its body or its end
    while (!lx.at(T.EOF) && !lx.is(Ch.SEMI) && !lx.is(Ch.LBRACE) && !lx.is(Ch.RBRACE)) cx.advance();
    item = lx.is(Ch.LBRACE) ? Item.Definition : d === '.func' && linkages < 2 && !common && lx.is(Ch.SEMI) ? Item.Declaration : Item.None;
  }
  lx.reset(m);
  cx.lastEnd = lastEnd;
  return item;
}

/**
 * Does the module go on after the variable with a linkage at the current token (and the variables
 * after it, which either may hold): the end of the file, a heading directive, a kernel or a
 * function's definition? Then the body's `}` was left out before it; else the body goes on and
 * the linkage is the error.
 */
function moduleGoesOn(cx: Context): boolean {
  const lx = cx.lx;
  const m = lx.mark(), lastEnd = cx.lastEnd;
  let item: Item;
  do {
    while (!lx.at(T.EOF) && !lx.is(Ch.SEMI) && !lx.is(Ch.LBRACE) && !lx.is(Ch.RBRACE)) cx.advance();
    if (lx.is(Ch.SEMI)) cx.advance();
    item = !lx.at(T.Dot) ? Item.None : isStateSpace(lx.text()) ? Item.LinkedVariable : itemAt(cx);
  } while (item === Item.LinkedVariable);
  const d = lx.at(T.Dot) ? lx.text() : '';
  let goesOn = lx.at(T.EOF) || item === Item.Definition || MODULE_ONLY.has(d);
  while (!goesOn && LINKAGES.has(d)) {
    cx.advance();
    goesOn = lx.at(T.Dot) && lx.text() === '.entry';
  }
  goesOn ||= d === '.entry';
  lx.reset(m);
  cx.lastEnd = lastEnd;
  return goesOn;
}

/** `{ statements }`; the current token is `{`. */
export function parseBlock(cx: Context, resolver: InstructionResolver): Block {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  cx.enter(Nest.Block);
  cx.advance();
  cx.symbols.enterBlock();
  const records = cx.records === null ? null : new BlockRecords(cx.records);
  for (;;) {
    if (lx.at(T.EOF)) {
      // Not after an error that ran to the end of the file (an unterminated comment, said where it
      // starts): ptxas stops at that one.
      const last = cx.diagnostics[cx.diagnostics.length - 1];
      if (cx.unclosedAt !== lx.start && (last === undefined || last.span.end < lx.start)) cx.errorHere(`expected '}' closing the block opened at line ${line}, found end of file`);
      cx.unclosedAt = lx.start;
      break;
    }
    if (lx.is(Ch.RBRACE)) {
      cx.advance();
      break;
    }
    // Runs of plain one-line instructions, labels and .loc lines skip the grammar (quick-instruction.ts).
    if (cx.quick !== null && (lx.at(T.Ident) || lx.is(Ch.AT) || lx.at(T.Dot)) && cx.quick.run(cx, records)) continue;
    const before = lx.start;
    const depth = cx.depth;
    const s = parseStatement(cx, resolver);
    // An operand that failed midway may not have unwound its nesting count.
    cx.depth = depth;
    // An item of the module (parseStatement): the `}` was left out. The function ends here, said
    // once (by the innermost block, as at the end of the file), and the module goes on from the
    // directive (ptxas: "Parsing error near '.entry'", near the `{` of a `.func`, near the state
    // space of a `.visible` variable).
    if (s === null && cx.moduleItemAt === lx.start) {
      if (cx.unclosedAt !== lx.start) cx.errorHere(`expected '}' closing the block opened at line ${line}, found ${cx.describe()}`);
      cx.unclosedAt = lx.start;
      break;
    }
    // Checking only: names are resolved as they are parsed, so nothing needs the statements later.
    if (s !== null) {
      if (records !== null) records.node(s);
    }
    else if (lx.start === before && !lx.at(T.EOF) && !lx.is(Ch.RBRACE)) {
      cx.recover();
      if (lx.start === before) cx.advance();
    }
  }
  cx.symbols.leaveBlock();
  cx.leave(Nest.Block);
  const span = cx.span(start, line, column);
  return records === null ? { kind: 'Block', statements: [], span } : records.block(span);
}

/** One statement, or null after reporting an error (the caller recovers). */
function parseStatement(cx: Context, resolver: InstructionResolver): Statement | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  switch (lx.kind) {
    case T.Punct:
      if (lx.value === Ch.LBRACE) return parseBlock(cx, resolver);
      if (lx.value === Ch.AT) return parseGuarded(cx, resolver);
      if (lx.value === Ch.BACKSLASH) return skipBackslash(cx) ? parseInstruction(cx, resolver, null, lx.start, lx.tokLine, lx.tokCol) : null;
      if (lx.value === Ch.SEMI) {
        cx.errorHere("empty statement: ';' with no instruction");
        cx.advance();
        return null;
      }
      break;
    case T.Ident: {
      // A label `name:` (possibly followed by a targets / prototype directive), or an instruction.
      if (lx.peekChar() !== Ch.COLON) return parseInstruction(cx, resolver, null, start, line, column);
      const name = lx.text();
      const clash = cx.symbols.labelClash(start, start + name.length, name);
      if (clash !== null) cx.error(clash, cx.tokenSpan());
      cx.advance();
      cx.advance(); // :
      cx.symbols.label(start, start + name.length);
      if (lx.at(T.Dot)) {
        const d = lx.text();
        if (d === '.branchtargets') cx.symbols.targetList(start, start + name.length, ListKind.Branch);
        else if (d === '.calltargets' || d === '.callprototype') cx.symbols.targetList(start, start + name.length, ListKind.Call);
        if (d === '.branchtargets' || d === '.calltargets') return parseTargets(cx, name, d, start, line, column);
        if (d === '.callprototype') return parseCallPrototype(cx, name, start, line, column);
      }
      return { kind: 'Label', name, span: cx.span(start, line, column) };
    }
    case T.Dot: {
      const d = lx.text();
      if (isStateSpace(d)) {
        const decl = parseDeclaration(cx, null, start, line, column);
        if (decl === null) cx.recover();
        else {
          checkVariable(cx, decl, 'body');
          cx.symbols.declare(decl);
        }
        return decl;
      }
      if (d === '.loc') return parseLoc(cx);
      if (d === '.pragma') return parsePragma(cx, 'body');
      // Nothing is kept of it; after an error, recovery.
      if (startsStoragelessDeclaration(d)) {
        if (!skipStoragelessDeclaration(cx, true)) cx.recover();
        return null;
      }
      const item = MODULE_ONLY.has(d) ? Item.Definition : itemAt(cx);
      if (item === Item.Declaration) return parseFunctionDeclaration(cx, resolver);
      // The heading's directive, a function's definition, a variable with a linkage before the
      // module's items: the `}` was left out, parseBlock's to say.
      if (item === Item.Definition || (item === Item.LinkedVariable && moduleGoesOn(cx))) {
        cx.moduleItemAt = start;
        return null;
      }
      if (item === Item.LinkedVariable) return parseLinkedVariable(cx);
      cx.errorHere(`unexpected directive '${d}' in a function body`);
      cx.recover();
      return null;
    }
    case T.Dwarf:
      // ptxas: "Parsing error near '@@DWARF'" in a function body, whatever the version.
      cx.errorHere('a @@DWARF line stands at module scope, not in a function body');
      cx.advance();
      return null;
    case T.Error:
      cx.errorHere(lx.error);
      cx.advance();
      cx.recover();
      return null;
  }
  cx.errorHere(`expected an instruction, label, declaration or '}', found ${cx.describe()}`);
  cx.recover();
  return null;
}

/** A `.func` declaration, after a linkage or not (itemAt()): the module's function, declared in the body. */
function parseFunctionDeclaration(cx: Context, resolver: InstructionResolver): FunctionDecl | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  let linkage: Linkage | null = null;
  if (lx.text() !== '.func') {
    linkage = lx.text() as Linkage;
    cx.advance();
  }
  const f = parseFunction(cx, resolver, linkage, start, line, column, null);
  if (f === null) cx.recover();
  return f;
}

/**
 * A variable with a linkage, which a body's variables have not (ptxas: "Parsing error near
 * '.global'"): said at the linkage, and the variable declared all the same, so that its uses are
 * no more errors.
 */
function parseLinkedVariable(cx: Context): VariableDecl | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  const linkage = lx.text() as Linkage;
  cx.errorHere(`a variable in a function body has no linkage: ${linkage} declares one at module scope`);
  while (LINKAGES.has(lx.text())) cx.advance();
  const decl = parseDeclaration(cx, linkage, start, line, column);
  if (decl === null) cx.recover();
  else cx.symbols.declare(decl);
  return decl;
}

function parseGuarded(cx: Context, resolver: InstructionResolver): Statement | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  cx.advance(); // @
  let negated = false;
  if (lx.is(Ch.BANG)) {
    negated = true;
    cx.advance();
  }
  if (!lx.at(T.Ident)) {
    cx.errorHere(`expected a predicate register after '@', found ${cx.describe()}`);
    cx.recover();
    return null;
  }
  const pStart = lx.start, pLine = lx.tokLine, pCol = lx.tokCol;
  const predName = lx.text();
  cx.advance();
  const predicate: Name = { kind: 'Name', name: predName, selector: null, span: cx.span(pStart, pLine, pCol) };
  cx.symbols.use(predicate);
  // ptxas: "Predicate expression expected"
  if (cx.symbols.notPredicate(predName)) cx.error(`the guard '${predName}' is not a .pred register`, predicate.span);
  const guard: Guard = {
    negated,
    predicate,
    span: cx.span(start, line, column),
  };
  if (lx.is(Ch.BACKSLASH)) return skipBackslash(cx) ? parseInstruction(cx, resolver, guard, start, line, column) : null;
  if (!lx.at(T.Ident)) {
    cx.errorHere(`expected an instruction after the guard, found ${cx.describe()}`);
    cx.recover();
    return null;
  }
  return parseInstruction(cx, resolver, guard, start, line, column);
}

/**
 * Past the `\` at the current token, which ptxas skips before an opcode, once (what a macro's line
 * continuation leaves: `add.u32 %r1, %r2, %r3; \`, then the next line's instruction); before
 * anything else it is an error. False after reporting one.
 */
function skipBackslash(cx: Context): boolean {
  const lx = cx.lx;
  const at = cx.tokenSpan();
  cx.advance();
  if (lx.at(T.Ident) && lx.peekChar() !== Ch.COLON) return true;
  cx.error(`'\\' stands only before an instruction, found it before ${cx.describe()}`, at);
  cx.recover();
  return false;
}

/**
 * An instruction's operands are gathered here and then copied to an array of their number: an
 * array pushed to from `[]` reserves room for 16, and an AST keeps hundreds of thousands. Written
 * by index, never emptied (`length = 0` would free its room, to be made again).
 */
const GATHERED: Operand[] = [];

/** `opcode{.q} operand, ...;` — blanks before a qualifier are allowed, as ptxas takes them (`lop3 .b32`). */
function parseInstruction(
  cx: Context,
  resolver: InstructionResolver,
  guard: Guard | null,
  start: number,
  line: number,
  column: number,
): Statement | null {
  const lx = cx.lx;
  const nameStart = lx.start, nameLine = lx.tokLine, nameCol = lx.tokCol;
  cx.advance();
  while (lx.at(T.Dot) && !lx.spaceBefore) cx.advance();
  const spaced = lx.at(T.Dot) ? spacedSpelling(cx, nameStart, nameLine, nameCol) : null;
  const nameEnd = cx.lastEnd;
  const gathered = GATHERED;
  let count = 0;
  const names = cx.symbols.mark();
  if (!lx.is(Ch.SEMI)) {
    cx.resolveNames = true;
    cx.startOperands();
    cx.enter(Nest.Operands);
    for (;;) {
      const op = parseOperand(cx, true);
      if (op === null) {
        cx.resolveNames = false;
        cx.symbols.rollback(names);
        cx.recover();
        return null;
      }
      gathered[count++] = op;
      if (lx.is(Ch.COMMA)) cx.advance();
      else break;
    }
    cx.leave(Nest.Operands);
    cx.resolveNames = false;
  }
  if (!lx.is(Ch.SEMI)) {
    cx.errorHere(`expected ',' or ';' after an operand, found ${cx.describe()}`);
    // a `;` left out at the line's end: the instruction is as written, the next line goes on (expectPunct)
    if (!cx.nextStatementStarts()) {
      cx.symbols.rollback(names);
      cx.recover();
      return null;
    }
  } else cx.advance();
  return resolver.resolve(cx, guard, nameStart, nameEnd, nameLine, nameCol, gathered.slice(0, count), cx.span(start, line, column), spaced);
}

/** The rest of an instruction name whose next qualifier follows a blank, from the current token on (the part before it starts at `start`). */
function spacedSpelling(cx: Context, start: number, line: number, column: number): SpacedSpelling {
  const lx = cx.lx;
  const pieces = [{ text: cx.source.slice(start, cx.lastEnd), start, line, column }];
  while (lx.at(T.Dot)) {
    pieces.push({ text: lx.text(), start: lx.start, line: lx.tokLine, column: lx.tokCol });
    cx.advance();
  }
  return { pieces };
}

function parseLoc(cx: Context): Loc | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  cx.advance();
  const nums = readInts(cx, 3, '.loc');
  if (nums === null) return null;
  let functionName: Operand | null = null;
  let inlinedAt: Loc['inlinedAt'] = null;
  if (lx.is(Ch.COMMA)) {
    cx.advance();
    if (!lx.at(T.Ident) || lx.text() !== 'function_name') {
      cx.errorHere(`expected 'function_name' in .loc, found ${cx.describe()}`);
      cx.recover();
      return null;
    }
    cx.advance();
    if (lx.at(T.Dot)) {
      // `.debug_str+16`: a section name used as a label.
      const s = lx.start, l = lx.tokLine, c = lx.tokCol;
      const name = lx.text();
      cx.advance();
      let base: Operand = { kind: 'Name', name, selector: null, span: cx.span(s, l, c) };
      if (lx.is(Ch.PLUS)) {
        cx.advance();
        const off = parseExpression(cx, true);
        if (off === null) return null;
        base = { kind: 'Binary', op: '+', left: base, right: off, span: cx.span(s, l, c) };
      }
      functionName = base;
    } else {
      functionName = parseExpression(cx, true);
      if (functionName === null) return null;
    }
    const base = functionName.kind === 'Binary' ? functionName.left : functionName;
    if (base.kind === 'Name') cx.locFunctionNames.push(base);
    if (!cx.expectPunct(',', 'before inlined_at')) return null;
    if (!lx.at(T.Ident) || lx.text() !== 'inlined_at') {
      cx.errorHere(`expected 'inlined_at' in .loc, found ${cx.describe()}`);
      cx.recover();
      return null;
    }
    cx.advance();
    const atStart = lx.start, atLine = lx.tokLine, atColumn = lx.tokCol;
    const at = readInts(cx, 3, 'inlined_at');
    if (at === null) return null;
    inlinedAt = { file: at[0]!, line: at[1]!, column: at[2]! };
    // ptxas: "Source location 1 24 30 used in inlined_at directive must be used in a preceding .loc directive".
    cx.locSites ??= new LocSites(cx.source.bytes);
    if (!cx.locSites.before(at[0]!, at[1]!, at[2]!, start)) {
      cx.error(`inlined_at ${at.join(' ')} is no location of a preceding .loc directive`, cx.span(atStart, atLine, atColumn));
    }
  }
  return { kind: 'Loc', file: nums[0]!, line: nums[1]!, column: nums[2]!, functionName, inlinedAt, span: cx.span(start, line, column) };
}

function readInts(cx: Context, count: number, what: string): number[] | null {
  const lx = cx.lx;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    if (!lx.at(T.Int)) {
      cx.errorHere(`expected ${count} integers after ${what}, found ${cx.describe()}`);
      cx.recover();
      return null;
    }
    const n = integerLiteralValue(lx.text()) ?? 0;
    // ptxas: "Constant overflow".
    if (n > 0xffffffff) cx.errorHere(`${what} takes 32-bit integers, not ${lx.text()}`);
    out.push(n);
    cx.advance();
  }
  return out;
}

/** `.pragma "a", "b";` */
export function parsePragma(cx: Context, scope: 'module' | 'body'): Statement | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  // ptxas: "Feature '.pragma directive' requires PTX ISA .version 2.0 or later" (for each string;
  // once here, and then nothing of the strings).
  const problem = pragmaDirectiveProblem((r) => cx.lacking(r));
  if (problem !== null) cx.errorHere(problem);
  cx.advance();
  const values: string[] = [];
  for (;;) {
    if (!lx.at(T.String)) {
      cx.errorHere(`expected a string after .pragma, found ${cx.describe()}`);
      cx.recover();
      return null;
    }
    values.push(lx.text());
    if (problem === null) checkPragmaString(cx, scope);
    cx.advance();
    if (lx.is(Ch.COMMA)) cx.advance();
    else break;
  }
  if (!cx.expectPunct(';', 'ending .pragma')) {
    cx.recover();
    return null;
  }
  return { kind: 'Pragma', values, span: cx.span(start, line, column) };
}

function parseTargets(
  cx: Context,
  label: string,
  directive: '.branchtargets' | '.calltargets',
  start: number,
  line: number,
  column: number,
): Statement | null {
  const lx = cx.lx;
  cx.advance();
  const targets: Array<{ name: string; count: number | null }> = [];
  for (;;) {
    if (!lx.at(T.Ident)) {
      cx.errorHere(`expected a ${directive === '.branchtargets' ? 'label' : 'function'} name, found ${cx.describe()}`);
      cx.recover();
      return null;
    }
    const name = lx.text();
    const nameSpan = cx.tokenSpan();
    cx.advance();
    let count: number | null = null;
    if (!lx.is(Ch.LT)) {
      // A name is resolved as an operand's is, by the function's end (ptxas: "Unknown symbol 'L1'"),
      // and is a label, or a function (ptxas: "Illegal branch target, label expected", "Illegal call
      // target, device function expected"; a kernel it takes).
      cx.symbols.use({ kind: 'Name', name, selector: null, span: nameSpan });
      const is = cx.symbols.denotes(name, nameSpan.start);
      if (is !== null && is !== (directive === '.branchtargets' ? 'label' : 'function')) {
        cx.error(`'${name}' is a ${is}: ${directive} lists ${directive === '.branchtargets' ? 'labels' : 'functions'}`, nameSpan);
      }
    } else {
      cx.advance();
      if (!lx.at(T.Int)) {
        cx.errorHere(`expected a count in '${name}<N>', found ${cx.describe()}`);
        cx.recover();
        return null;
      }
      count = rangeCount(lx.text());
      if (count === null) {
        cx.errorHere(`the count of '${name}<N>' overflows 32 bits`);
        cx.recover();
        return null;
      }
      cx.advance();
      if (!cx.expectPunct('>')) {
        cx.recover();
        return null;
      }
      if (directive === '.branchtargets') cx.symbols.useLabelRange(name, count, cx.span(nameSpan.start, nameSpan.line, nameSpan.column));
    }
    targets.push({ name, count });
    if (lx.is(Ch.COMMA)) cx.advance();
    else break;
  }
  if (!cx.expectPunct(';', `ending ${directive}`)) {
    cx.recover();
    return null;
  }
  if (directive === '.calltargets') cx.symbols.declareCallTargets(label, targets.flatMap((t) => (t.count === null ? [t.name] : [])));
  return { kind: 'Targets', directive, label, targets, span: cx.span(start, line, column) };
}

function parseCallPrototype(cx: Context, label: string, start: number, line: number, column: number): Statement | null {
  const lx = cx.lx;
  cx.advance(); // .callprototype
  let returns = null;
  if (lx.is(Ch.LPAREN)) {
    returns = parseParamList(cx, false, true);
    if (returns === null) {
      cx.recover();
      return null;
    }
    // ptxas names it on the list's line.
    const spaces = returnSpacesProblem(returns);
    if (spaces !== null) cx.error(spaces.message, spaces.span);
  }
  if (!lx.at(T.Ident) || lx.text() !== '_') {
    cx.errorHere(`expected '_' in .callprototype, found ${cx.describe()}`);
    cx.recover();
    return null;
  }
  cx.advance();
  let params = null;
  if (lx.is(Ch.LPAREN)) {
    params = parseParamList(cx, false, true);
    if (params === null) {
      cx.recover();
      return null;
    }
  }
  const directives = parseFunctionDirectives(cx, 'func', returns !== null && returns.length > 0);
  if (directives === null || !cx.expectPunct(';', 'ending .callprototype')) {
    cx.recover();
    return null;
  }
  cx.symbols.declarePrototype(label, { returns, params });
  return { kind: 'CallPrototype', label, returns, params, directives, span: cx.span(start, line, column) };
}
