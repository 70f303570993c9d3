// Module grammar (PTX ISA chapter 11): `.version`, `.target`, `.address_size`, `.file`,
// `.section`, `.pragma`, `.alias`, linkage, functions and module-scope variables.
import type { Declarator, Dwarf, FunctionDecl, Label, Linkage, Module, Operand, Section, SectionData, Span, TopLevel } from '../ast.js';
import { Ch } from '../chars.js';
import { T } from '../lexer.js';
import { ADDRESS_SIZES, MODULE_DIRECTIVES, SECTION_DATA, TYPES } from '../../generated/directives.js';
import { MAX_VERSION, TARGETS, TARGET_OPTIONS } from '../../generated/targets.js';
import { STATE_SPACES } from '../../generated/types.js';
import { replacement, suggest } from '../diagnostics.js';
import { type Arch, parseArch } from '../types/arch.js';
import { versionNumber, versionText } from '../version.js';
import type { InstructionResolver } from '../match/resolver.js';
import { integerLiteralValue } from '../integer-literal.js';
import { constantValue } from '../types/constant-value.js';
import { Context, Nest, ParseAbort } from './context.js';
import { checkVariable } from './variable-rules.js';
import { initializerCheckOf } from './initializer-rules.js';
import { LINKAGES, MODULE_ONLY, parseDeclaration, skipStoragelessDeclaration, startsStoragelessDeclaration } from './declarations.js';
import { isStateSpace } from '../types/state-spaces.js';
import { typeBits } from '../types/type-facts.js';
import { parseFunction } from './functions.js';
import { parseExpression } from './operands.js';
import { parseBlock, parsePragma } from './statements.js';

/** The module; with `onFunction`, each function goes to it instead of into the module's directives. */
export function parseModule(cx: Context, resolver: InstructionResolver, onFunction?: (fn: FunctionDecl, module: Module) => void): Module {
  const lx = cx.lx;
  const directives: TopLevel[] = [];
  const module: Module = { kind: 'Module', directives, span: { start: 0, end: cx.source.length, line: 1, column: 1 } };
  // ptxas: "Missing .version directive at start of file", then "Missing .target directive".
  let heading = 0;
  /** The directive that started the previous top-level statement ('' for none such). */
  let previous = '';
  try {
    while (!lx.at(T.EOF)) {
      const before = lx.start;
      cx.depth = Nest.Statement;
      if (heading < 2) heading = checkHeading(cx, heading);
      else checkHeadingOrder(cx, previous);
      previous = lx.at(T.Dot) ? lx.text() : '';
      const d = parseTopLevel(cx, resolver);
      if (d !== null) {
        // Checking only: nothing is kept. Thousands of function headers kept for nothing cost
        // more in garbage collection than their parsing.
        if (d.kind === 'Function' && onFunction !== undefined) onFunction(d, module);
        else if (cx.retain) directives.push(d);
        if (d.kind === 'Variable') cx.symbols.declareModuleVariable(d, initializerFunctions);
      }
      else if (lx.start === before && !lx.at(T.EOF)) {
        // Recovery made no progress (a stray `}`): skip the token.
        cx.recover();
        if (lx.start === before) cx.advance();
      }
    }
    if (heading < 2) checkHeading(cx, heading);
    // ptxas: "Debug information not found in presence of .target debug" (any .section will do).
    if (cx.debugTarget !== null && !cx.debugInfo) cx.error(".target debug needs the module's debug information: it has no .section", cx.debugTarget);
    // ptxas: "Unresolved label '$L__info_string0' used in function_name attribute", with or without
    // .target debug (but for a .loc in code it removes as dead, which is not known here).
    for (const n of cx.locFunctionNames) {
      if (!cx.sectionLabels.has(n.name) && n.name !== STRING_SECTION) cx.error(`function_name '${n.name}' is no label of the module's sections (nor ${STRING_SECTION})`, n.span);
    }
    // ptxas: "Unresolved extern function 'f'".
    for (const [name, span] of cx.symbols.bodiless) cx.error(`'${name}' has no body in this module: a function declared without .extern is defined here (or aliased)`, span);
  } catch (e) {
    if (!(e instanceof ParseAbort)) throw e;
  }
  return module;
}

/** The values of `d`'s initializer when they are all function names (a call table's); else null. */
function initializerFunctions(d: Declarator): readonly string[] | null {
  return initializerCheckOf(d)?.functions ?? null;
}

/**
 * A module starts with `.version`, then `.target`: `heading` says how many of the two were seen
 * before the current token (the end of the file included); what it is now, 2 once an error is reported.
 */
function checkHeading(cx: Context, heading: number): number {
  const lx = cx.lx;
  const want = heading === 0 ? '.version' : '.target';
  if (lx.at(T.Dot) && lx.text() === want) return heading + 1;
  const where = lx.at(T.EOF) ? 'the end of the module' : cx.describe();
  cx.errorHere(heading === 0 ? `a module starts with .version; found ${where}` : `.target must follow .version; found ${where}`);
  return 2;
}

/**
 * Past the first `.version` and `.target`, the heading's directives may come only where ptxas's
 * grammar takes them (its "Parsing error near '.address_size'"): more `.target` lines right after
 * one, then one `.address_size`; a `.version` never again.
 */
function checkHeadingOrder(cx: Context, previous: string): void {
  const lx = cx.lx;
  if (!lx.at(T.Dot)) return;
  const d = lx.text();
  if (d === '.version') cx.errorHere('a module has one .version, its first directive');
  else if (d === '.target' && previous !== '.target') cx.errorHere('.target lines come right after .version, before any other directive');
  else if (d === '.address_size' && previous !== '.target') cx.errorHere('.address_size comes once, right after the .target lines, before any other directive');
}

function parseTopLevel(cx: Context, resolver: InstructionResolver): TopLevel | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  if (lx.at(T.Dwarf)) return parseDwarf(cx);
  if (lx.at(T.Error)) {
    cx.errorHere(lx.error);
    cx.advance();
    cx.recover();
    return null;
  }
  if (!lx.at(T.Dot)) {
    cx.errorHere(`expected a directive (.version, .target, .entry, .func, a variable...), found ${cx.describe()}`);
    skipToModuleItem(cx);
    return null;
  }
  const d = lx.text();
  checkModuleDirective(cx, d);
  let result: TopLevel | null;
  switch (d) {
    case '.version':
      result = parseVersion(cx);
      break;
    case '.target':
      result = parseTarget(cx);
      break;
    case '.address_size': {
      cx.advance();
      if (!lx.at(T.Int) || (lx.text() !== '32' && lx.text() !== '64')) {
        cx.errorHere(`expected 32 or 64 after .address_size, found ${cx.describe()}`);
        result = null;
        break;
      }
      const size = Number(lx.text());
      // ptxas: "32-Bit compilation is no longer supported".
      if (!ADDRESS_SIZES.has(size)) cx.errorHere(`.address_size ${size}: ptxas compiles only .address_size ${[...ADDRESS_SIZES].join(' or ')}`);
      cx.advance();
      result = { kind: 'AddressSize', size, span: cx.span(start, line, column) };
      break;
    }
    case '.file':
      result = parseFile(cx);
      break;
    case '.section':
      result = parseSection(cx);
      break;
    case '.pragma':
      return parsePragma(cx, 'module') as TopLevel | null;
    case '.alias':
      result = parseAlias(cx);
      break;
    default: {
      let linkage: Linkage | null = null;
      if (LINKAGES.has(d)) {
        linkage = d as Linkage;
        cx.advance();
      }
      if (lx.at(T.Dot) && (lx.text() === '.entry' || lx.text() === '.func')) {
        result = parseFunction(cx, resolver, linkage, start, line, column, parseBlock);
      } else if (lx.at(T.Dot) && isStateSpace(lx.text())) {
        result = parseDeclaration(cx, linkage, start, line, column);
        if (result !== null) checkVariable(cx, result, 'module');
      } else if (linkage === null && startsStoragelessDeclaration(d)) {
        // Nothing is kept of it.
        if (!skipStoragelessDeclaration(cx, false)) cx.recover();
        return null;
      } else {
        if (linkage !== null) cx.errorHere(`expected .entry, .func or a variable after ${linkage}, found ${cx.describe()}`);
        else {
          const near = lx.at(T.Dot) ? suggest(lx.text(), [...MODULE_SCOPE, ...LINKAGES, ...STATE_SPACES]) : null;
          if (near === null) cx.errorHere(`unknown directive ${cx.describe()} at module scope`);
          else cx.errorHere(`unknown directive ${cx.describe()} at module scope; did you mean '${near}'?`, replacement(cx.tokenSpan(), lx.text(), near));
        }
        result = null;
      }
    }
  }
  if (result === null) cx.recover();
  return result;
}

/**
 * Past what is no directive at module scope (a function's statements after a stray `}`), to the
 * next line that starts a function, a variable of the module or the heading: its statements each
 * would be the same error (ptxas stops at the first: "Parsing error").
 */
function skipToModuleItem(cx: Context): void {
  const lx = cx.lx;
  do cx.advance();
  while (!lx.at(T.EOF) && !(lx.at(T.Dot) && startsModuleItem(lx.text()) && cx.atLineStart()));
}

function startsModuleItem(d: string): boolean {
  return MODULE_ONLY.has(d) || LINKAGES.has(d) || d === '.entry' || d === '.func' || d === '.global' || d === '.const';
}

/** The directives that start a top-level statement, besides a linkage and a state space (the switch above): the near misses of an unknown one. */
const MODULE_SCOPE = ['.version', '.target', '.address_size', '.file', '.section', '.pragma', '.alias', '.entry', '.func'];

/** What the module's `.version` and `.target` lack for module directive `d` (spec/directives.json), reported at it. */
function checkModuleDirective(cx: Context, d: string): void {
  const need = MODULE_DIRECTIVES.get(d);
  const lacking = need === undefined ? null : cx.lacking(need);
  if (lacking !== null) cx.errorHere(`${d} ${lacking}`);
}

/** A legacy `@@DWARF` line, at module scope: only before PTX 2.0 (spec/directives.json). */
function parseDwarf(cx: Context): Dwarf {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  checkModuleDirective(cx, '@@DWARF');
  cx.debugInfo = true;
  const text = lx.text();
  cx.advance();
  return { kind: 'Dwarf', text, span: cx.span(start, line, column) };
}

function parseVersion(cx: Context): TopLevel | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  cx.advance();
  if (!lx.at(T.Float) || !/^\d+\.\d+$/.test(lx.text())) {
    cx.errorHere(`expected a version 'major.minor' after .version, found ${cx.describe()}`);
    return null;
  }
  const version = lx.text();
  cx.ptxVersion = versionNumber(version);
  cx.settleFeatures();
  if (cx.ptxVersion > versionNumber(MAX_VERSION)) cx.errorHere(`unsupported .version ${version}: PTX ISA ${MAX_VERSION} is the newest this parser knows`);
  cx.advance();
  return { kind: 'Version', version, span: cx.span(start, line, column) };
}

function parseTarget(cx: Context): TopLevel | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  cx.advance();
  const targets: string[] = [];
  for (;;) {
    if (!lx.at(T.Ident)) {
      cx.errorHere(`expected a target (sm_90a, texmode_independent, debug...), found ${cx.describe()}`);
      return null;
    }
    const t = lx.text();
    checkTarget(cx, t);
    const arch = parseArch(t);
    checkTargetOption(cx, t, arch, targets);
    if (t === 'debug') cx.debugTarget ??= cx.tokenSpan();
    if (t === 'texmode_independent') cx.texmodeIndependent = true;
    else if (t === 'texmode_unified') cx.texmodeIndependent = false;
    if (arch !== null) cx.arch = arch;
    targets.push(t);
    cx.advance();
    if (lx.is(Ch.COMMA)) cx.advance();
    else break;
  }
  cx.settleFeatures();
  return { kind: 'Target', targets, span: cx.span(start, line, column) };
}

/** `.file 1 "name" {, timestamp, size}` */
function parseFile(cx: Context): TopLevel | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  cx.advance();
  if (!lx.at(T.Int)) {
    cx.errorHere(`expected a file index after .file, found ${cx.describe()}`);
    return null;
  }
  const index = integerLiteralValue(lx.text()) ?? -1;
  // ptxas: "Constant overflow" past 32 bits; "Duplicate file index #1".
  if (index > 0xffffffff) cx.errorHere(`a file index is a 32-bit integer, not ${lx.text()}`);
  else if (cx.fileIndices.has(index)) cx.errorHere(`file index ${index} is already declared, on line ${cx.fileIndices.get(index)}`);
  else cx.fileIndices.set(index, line);
  cx.advance();
  if (!lx.at(T.String)) {
    cx.errorHere(`expected a file name string, found ${cx.describe()}`);
    return null;
  }
  const name = lx.text();
  cx.advance();
  const extra = [];
  // A timestamp and a file size at most (ptxas: "Parsing error near ','" for a third number).
  while (lx.is(Ch.COMMA) && extra.length < 2) {
    cx.advance();
    if (!lx.at(T.Int)) {
      cx.errorHere(`expected a timestamp or file size, found ${cx.describe()}`);
      return null;
    }
    extra.push({ kind: 'Int' as const, text: lx.text(), span: cx.tokenSpan() });
    cx.advance();
  }
  return { kind: 'File', index, name, extra, span: cx.span(start, line, column) };
}

/** The section a `.loc`'s function_name may name for its strings, defined or not (ptxas resolves no other section's name there). */
const STRING_SECTION = '.debug_str';

const SECTION_TYPES: ReadonlySet<string> = new Set(['.b8', '.b16', '.b32', '.b64']);

/** `.section .debug_info { .b8 1, 2  label: .b32 label+4, a-b }` */
function parseSection(cx: Context): Section | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  cx.debugInfo = true;
  cx.advance();
  // ptxas: "Parsing error near 'debug_str'" for a name without its dot.
  if (!lx.at(T.Dot)) {
    cx.errorHere(`expected a section name (.debug_info, .nv_debug_...), found ${cx.describe()}`);
    return null;
  }
  const name = lx.text();
  cx.advance();
  if (!cx.expectPunct('{', 'opening the section')) return null;
  const entries: Array<SectionData | Label> = [];
  // After an error in its data, the section up to there, and the parse goes on past its closing
  // brace (a section holds no `;` for the module's recovery to stop at: it would report the `}`).
  const skipRest = (): Section => {
    while (!lx.at(T.EOF) && !lx.is(Ch.RBRACE)) cx.advance();
    const span = cx.span(start, line, column);
    if (lx.is(Ch.RBRACE)) cx.advance();
    return { kind: 'Section', name, entries, span };
  };
  for (;;) {
    const s = lx.start, l = lx.tokLine, c = lx.tokCol;
    if (lx.is(Ch.RBRACE)) {
      cx.advance();
      break;
    }
    // Runs of plain data lines skip the grammar (quick-instruction.ts).
    if (cx.quick !== null && lx.at(T.Dot) && cx.quick.data(cx, cx.sectionData ? entries : null)) continue;
    if (lx.at(T.Ident)) {
      const label = lx.text();
      cx.advance();
      if (!cx.expectPunct(':', 'after a section label')) return skipRest();
      sectionNeeds(cx, 'label', 'a label defined in a .section', cx.span(s, l, c));
      if (cx.sectionLabels.has(label)) cx.error(`duplicate definition of label '${label}' in the module's sections`, cx.span(s, l, c));
      cx.sectionLabels.add(label);
      if (cx.sectionData) entries.push({ kind: 'Label', name: label, span: cx.span(s, l, c) });
      continue;
    }
    if (lx.at(T.Dot) && SECTION_TYPES.has(lx.text())) {
      const type = lx.text();
      cx.advance();
      const values: Operand[] = [];
      for (;;) {
        const v = parseSectionValue(cx);
        if (v === null) return skipRest();
        if (v.kind === 'Binary' && v.op === '-' && v.left.kind === 'Name' && v.right.kind === 'Name') {
          sectionNeeds(cx, 'difference', `'${v.left.name}-${v.right.name}' (a difference of labels) in a .section`, v.span);
        }
        values.push(v);
        if (lx.is(Ch.COMMA)) cx.advance();
        else break;
      }
      checkSectionValues(cx, type, values);
      // Checking only: DWARF data is most of a -G module and nothing refers back to it.
      if (cx.sectionData) entries.push({ kind: 'SectionData', type, values, span: cx.span(s, l, c) });
      continue;
    }
    cx.errorHere(`expected .b8/.b16/.b32/.b64 data, a label or '}' in the section, found ${cx.describe()}`);
    return skipRest();
  }
  return { kind: 'Section', name, entries, span: cx.span(start, line, column) };
}

/** An integer literal, negated or not (`12`, `-1`, `0x10`, `4U`): what a list of section data holds. */
function isSectionInt(v: Operand): boolean {
  return v.kind === 'Int' || (v.kind === 'Unary' && v.op === '-' && v.arg.kind === 'Int');
}

/**
 * A data line is a list of integers, or one symbolic value of 32 or 64 bits: a name (`label`,
 * `.debug_abbrev`), `name+N`, or a difference of two labels. ptxas: "Parsing error" for anything
 * else (`4-3`, `label-4`, `1, label`, `label, label`), "Illegal type for dwarf data" for a name in
 * `.b8`/`.b16` data.
 */
function checkSectionValues(cx: Context, type: string, values: readonly Operand[]): void {
  if (values.every(isSectionInt)) {
    for (const v of values) {
      const problem = sectionIntProblem(type, v);
      if (problem !== null) cx.error(problem, v.span);
    }
    return;
  }
  const v = values[0]!;
  const symbolic =
    values.length === 1 &&
    (v.kind === 'Name' ||
      (v.kind === 'Binary' && v.left.kind === 'Name' &&
        ((v.op === '+' && v.right.kind === 'Int') || (v.op === '-' && v.right.kind === 'Name' && !v.left.name.startsWith('.') && !v.right.name.startsWith('.')))));
  if (!symbolic) {
    const bad = values.length > 1 ? values.find((x) => !isSectionInt(x)) ?? v : v;
    cx.error('section data is a list of integers, or one name, name+N or difference of two labels', bad.span);
  } else if (type !== '.b32' && type !== '.b64') cx.error(`a name in a .section is .b32 or .b64 data, not ${type}`, v.span);
}

/**
 * An integer too large for its data (ptxas: "Value out of range for type .b8 256"), as ptxas
 * judges it: a negative one of n bits down to -2^(n-1); a positive one of 8 or 16 bits up to
 * 2^n - 1, compared by its low 32 bits (`.b16 4294967296` assembles). 64-bit data is not checked.
 */
function sectionIntProblem(type: string, v: Operand): string | null {
  // Section data is .b8 to .b64 (SECTION_TYPES).
  const bits = typeBits(type);
  const negative = v.kind === 'Unary';
  const literal = v.kind === 'Unary' ? v.arg : v;
  if (bits === 64 || literal.kind !== 'Int' || (!negative && bits === 32)) return null;
  const value = constantValue(literal);
  if (typeof value !== 'bigint') return null;
  const fits = negative ? value <= 1n << BigInt(bits - 1) : (value & 0xffffffffn) < 1n << BigInt(bits);
  return fits ? null : `${negative ? '-' : ''}${literal.text} is out of the range of ${type} data (${-(2 ** (bits - 1))} to ${2 ** bits - 1})`;
}

/** What a section's `feature` needs of the module's `.version` (spec/directives.json `sectionData`). */
function sectionNeeds(cx: Context, feature: 'label' | 'difference', what: string, span: Span): void {
  const lacking = cx.lacking(SECTION_DATA.get(feature)!);
  if (lacking !== null) cx.error(`${what} ${lacking}`, span);
}

/** A data value: an integer expression, a label, `label+imm`, `a-b`, or a section name `.debug_abbrev`. */
function parseSectionValue(cx: Context): Operand | null {
  const lx = cx.lx;
  if (lx.at(T.Dot)) {
    const s = lx.start, l = lx.tokLine, c = lx.tokCol;
    const name = lx.text();
    // ptxas: "Parsing error near '.b32'" for `.b64 .b32`: a type names no section.
    if (TYPES.has(name)) {
      cx.errorHere(`expected a value (an integer, a label or a section's name), found the type ${name}`);
      return null;
    }
    cx.advance();
    const base: Operand = { kind: 'Name', name, selector: null, span: cx.span(s, l, c) };
    if (lx.is(Ch.PLUS) || lx.is(Ch.MINUS)) {
      const op = lx.value === Ch.PLUS ? '+' : '-';
      cx.advance();
      const right = parseExpression(cx, true, 9);
      if (right === null) return null;
      return { kind: 'Binary', op, left: base, right, span: cx.span(s, l, c) };
    }
    return base;
  }
  return parseExpression(cx, true);
}

function parseAlias(cx: Context): TopLevel | null {
  const lx = cx.lx;
  const start = lx.start, line = lx.tokLine, column = lx.tokCol;
  cx.advance();
  if (!lx.at(T.Ident)) {
    cx.errorHere(`expected the alias name, found ${cx.describe()}`);
    return null;
  }
  const alias = lx.text();
  const aliasSpan = cx.tokenSpan();
  checkAliasName(cx, alias);
  cx.advance();
  if (!cx.expectPunct(',', 'between the alias and its target')) return null;
  if (!lx.at(T.Ident)) {
    cx.errorHere(`expected the aliased function, found ${cx.describe()}`);
    return null;
  }
  const aliasee = lx.text();
  checkAliasName(cx, aliasee);
  cx.advance();
  if (!cx.expectPunct(';', 'ending .alias')) return null;
  // ptxas: "Illegal redefinition of function 'g'", "Mismatch in prototype of alias 'g' and function 'f'".
  const mine = cx.symbols.prototypeOf(alias), theirs = cx.symbols.prototypeOf(aliasee);
  if (cx.symbols.hasBody(alias)) cx.error(`'${alias}' has a body above: an .alias defines its name`, aliasSpan);
  else if (cx.symbols.globalIsFunction(alias) === true && cx.symbols.globalIsFunction(aliasee) === true && mine !== theirs) {
    cx.error(`'${alias}' is declared with other parameters than '${aliasee}': ${mine}, against ${theirs}`, aliasSpan);
  }
  // An alias is a definition of its name.
  cx.symbols.defineFunction(alias);
  return { kind: 'Alias', alias, aliasee, span: cx.span(start, line, column) };
}

/** Both names of an `.alias` are functions declared above it (ptxas: "Unknown symbol", "Cannot define alias to variable object"). */
function checkAliasName(cx: Context, name: string): void {
  const isFunction = cx.symbols.globalIsFunction(name);
  if (isFunction === null) cx.errorHere(`unknown symbol '${name}': .alias names functions declared above it`);
  else if (!isFunction) cx.errorHere(`'${name}' is a variable: .alias names functions`);
  // ptxas: "Cannot define alias to entry function".
  else if (cx.symbols.isKernel(name)) cx.errorHere(`'${name}' is a kernel (.entry): .alias names .func functions`);
}

/** A target string must exist (compute_XX is sm_XX) and be known to the module's .version. */
/**
 * How ptxas 13.0 reads a `.target` list in order: an architecture first ("Target architecture not
 * defined at start of file"), `map_f64_to_f32` only while the architecture listed so far is below
 * sm_13 ("Directive map_f64_to_f32 is not supported with SM 1.3 or higher"), and not both
 * texturing modes ("Conflicting .target option 'texmode_unified'").
 */
function checkTargetOption(cx: Context, t: string, arch: Arch | null, before: readonly string[]): void {
  if (before.length === 0) {
    if (arch === null && TARGET_OPTIONS.has(t)) cx.errorHere(`.target lists an architecture first (sm_90a, compute_80...), then its options; found '${t}'`);
    return;
  }
  if (t === 'map_f64_to_f32' && cx.arch !== null && cx.arch.number >= 13)
    cx.errorHere(`map_f64_to_f32 applies only to targets below sm_13, not ${cx.arch.name}`);
  const other = t === 'texmode_unified' ? 'texmode_independent' : t === 'texmode_independent' ? 'texmode_unified' : null;
  if (other !== null && before.includes(other)) cx.errorHere(`.target ${t} conflicts with ${other}, listed before it`);
}

function checkTarget(cx: Context, t: string): void {
  const introduced = TARGETS.get(t.replace(/^compute_/, 'sm_')) ?? TARGET_OPTIONS.get(t);
  if (introduced === undefined) {
    const near = suggest(t, [...TARGETS.keys(), ...TARGET_OPTIONS.keys()]);
    if (near === null) cx.errorHere(`unsupported .target '${t}'`);
    else cx.errorHere(`unsupported .target '${t}'; did you mean '${near}'?`, replacement(cx.tokenSpan(), t, near));
  } else if (cx.ptxVersion !== null && versionNumber(introduced) > cx.ptxVersion) {
    cx.errorHere(`PTX .version ${versionText(cx.ptxVersion)} does not support .target ${t} (it needs PTX ISA ${introduced})`);
  }
}
