// The fast path for instruction statements, labels, `.loc` and `.pragma` lines, plain `.reg`
// declarations and section data lines. Most of a large module is one-line instructions of a few
// simple operand kinds (`@%p1 ld.global.nc.f32 %f8, [%rd4+8];`). Such a line is recognised
// straight from the bytes: its spelling is looked up by its bytes, its
// operands are classified into a signature (match/signature.ts), and the names are checked,
// `%r12`-style registers without making a string. The statement is accepted only when the
// resolver has already resolved that spelling with that signature without error. Anything else
// (another operand form, a comment or line break inside, an unseen signature, any doubt) returns
// -1 before any state changes, and the full grammar parses the statement: it reports every error,
// and its successes teach the resolver new signatures, with the form they were resolved as. What
// is accepted does not depend on whether the tree is kept, but for an instruction whose node the
// signature does not settle (below, statement()). When the tree is kept, what is accepted is
// recorded (block-records.ts), to be made into the node the grammar would make (quick-nodes.ts),
// an instruction of the form learnt, when it is read. Plain
// parameters (`.param .u64 name`, most of a kernel's header) are read here too, into the
// declaration the grammar would make.
import type { Label, SectionData, VariableDecl } from '../ast.js';
import { SPACES, TYPES } from '../../generated/directives.js';
import { isOpaque } from '../types/type-facts.js';
import { PREDEFINED, SPECIAL_VECTORS } from '../../generated/symbols.js';
import { bytesAt, bytesOf, Ch, DECIMAL, HEX, IDENT_PART, IDENT_START } from '../chars.js';
import type { RegisterRanges } from '../check/register-ranges.js';
import type { SymbolTable } from '../check/symbols.js';
import type { InstructionResolver } from '../match/resolver.js';
import { learntFor, type NameMatch } from '../match/name-match.js';
import { Texmode } from '../types/requirement.js';
import { hashStep } from '../name-hash.js';
import { fastSpecialComponent, SPECIAL_CLASSES, wordSpecialComponent } from '../match/operand-types.js';
import { addressBase, declaredClass, RegClass } from '../types/register-classes.js';
import { VECTOR_ELEMENTS } from '../types/vectors.js';
import { acceptKey, MAX_SIGNATURE_OPERANDS, MAX_TYPE_ENTRIES, nameVectorKind, OperandKind, registerAddressEntry, variableEntry, vectorLengthEntry, withEntry, withOperand } from '../match/signature.js';
import type { Context, QuickPath } from './context.js';
import { FUNCTION_POSITIONS, LABEL_POSITIONS, SPECIAL_POSITIONS, VALUE_FIELD, VALUE_POSITIONS } from '../match/learnt-positions.js';
import { valueTaken } from '../match/operand-values.js';
import { integerLiteralValue } from '../integer-literal.js';
import type { SourceText } from '../source-text.js';
import { scalarShape } from '../types/param-shapes.js';
import { pragmaDirectiveProblem, pragmaProblem } from './pragma-strings.js';
import type { Requirement } from '../types/requirement.js';
import { IMMEDIATE_ADDRESS } from '../types/state-spaces.js';
import { plainVariable, QuickNodes } from './quick-nodes.js';
import { type BlockRecords, Rec } from './block-records.js';

/** The declaration types that need nothing of the module (spec/directives.json). */
const PLAIN_TYPES: ReadonlySet<string> = new Set([...TYPES].filter(([t, r]) => r.ptx === 0 && r.target === 0 && r.targets === null && r.texmode === Texmode.Any && !isOpaque(t)).map(([t]) => t));

/** The letters of the vector elements `.x .y .z .w` and `.r .g .b .a` (spec/types.json vectorElements). */
const ELEMENT_LETTER: ReadonlySet<number> = new Set([...VECTOR_ELEMENTS].map((e) => e.charCodeAt(1)));

const PRAGMA = bytesOf('.pragma');
const PARAM = bytesOf('.param');

/** Whether a `.param` declaration needs nothing of the module (spec/directives.json). */
const PARAM_PLAIN = !SPACES.has('.param');

/** The label field of learnt positions (learnt-positions.ts): the operands that take a label. */
const LABEL_FIELD = (1 << FUNCTION_POSITIONS) - 1;

/** The operand positions statement() has positionsHold() look at again: labels, functions, bounded values. */
const RECHECKED_POSITIONS = LABEL_POSITIONS | VALUE_FIELD;

/** A number's prefix by the character after its `0`: 1 `0x`, 2 `0f`, 3 `0d` (0: none, a decimal). */
const NUMBER_PREFIX = new Uint8Array(256);
NUMBER_PREFIX[0x78] = 1;
NUMBER_PREFIX[0x66] = 2;
NUMBER_PREFIX[0x64] = 3;
/** By prefix: the digits it takes, how many (0: any) and at most, the operand kind, the literal's class (signature.ts literalClass). */
const DIGITS_OF_PREFIX = [DECIMAL, HEX, HEX, HEX];
const DIGIT_COUNT_OF_PREFIX = [0, 0, 8, 16];
const MAX_DIGITS_OF_PREFIX = [19, 16, 8, 16];
const KIND_OF_PREFIX: number[] = [OperandKind.Int, OperandKind.Int, OperandKind.Float, OperandKind.Float];
const CLASS_OF_PREFIX: number[] = [0, 0, RegClass.F32, RegClass.F64];

/** Names used by the statement, as (start, end of name, end with selector) triples. */
const MAX_NAMES = 64;

/**
 * Their array, one for every parse: it holds one statement's names, which accept() resolves
 * before it reads the next, and a parse made its own buffer (some 3 us) for it.
 */
const NAMES = new Int32Array(MAX_NAMES * 3);

/**
 * Is the decimal or `0x` integer `b[start, end)` (a `U` after it) at most `max`? One of more than
 * 8 characters is left to the grammar, which reads it as ptxas does.
 */
function dataValueFits(b: Uint8Array, start: number, end: number, max: number): boolean {
  if (b[end - 1] === 0x55 /* U */) end--;
  if (end - start > 8) return false;
  const hex = b[start + 1] === 0x78 /* x */;
  let v = 0;
  for (let i = hex ? start + 2 : start; i < end; i++) {
    const c = b[i]!;
    v = v * (hex ? 16 : 10) + (c <= Ch.D9 ? c - Ch.D0 : (c | 0x20) - 0x57);
  }
  return v <= max;
}

/** Do the digits at `p` run into a name's character other than an exponent's `e` (the lexer's dot token `.32x32b`)? */
function digitsRunIntoName(b: Uint8Array, p: number): boolean {
  while (b[p]! >= Ch.D0 && b[p]! <= Ch.D9) p++;
  const c = b[p]!;
  return IDENT_PART[c] === 1 && (c | 0x20) !== 0x65;
}

export class QuickInstruction implements QuickPath {
  private b: Uint8Array = new Uint8Array(0);
  private n = 0;
  private p = 0;
  private readonly names = NAMES;
  private count = 0;
  /** The operand each recorded name is in, and the operand being read. */
  private readonly nameOperand = new Int8Array(MAX_NAMES);
  private operandIndex = 0;
  /** The operands that are a register of a range in scope, one bit each. */
  private registerOperands = 0;
  /** The operands that are a special register of a checked type, one bit each. */
  private specialOperands = 0;
  /** The operands that are a name of no register, variable or function (a label, or undeclared), one bit each. */
  private labelOperands = 0;
  /** The operands that are a name of no register (a variable, function or label), one bit each. */
  private bareNames = 0;
  /** End of the last name() without its selector. */
  private nameEnd = 0;
  /** The register-prefix code of the last name() when it was a register of a range in scope, else -1. */
  private code = -1;
  /** The register class of the last name() (0 when no register of a range in scope), or the last number()'s entry. */
  private cls = 0;
  /** The statement's type signature (match/signature.ts typeSignatureOf) so far, and its entries; -1 entries: none can stand. */
  private types = 0;
  private entries = 0;
  /** The last name() was a 32-bit-only special register component (its class RegClass.U32). */
  private wordComponent = false;
  /** signature.ts vectorLengthEntry() of the last vector(). */
  private vectorLength = 0;
  /** The type-signature entry of the last address(): address-spaces.ts spaceCode of the variable it names. */
  private addressSpace = 0;
  /** The line the statement being checked is on, and where it starts. */
  private line = 1;
  private lineStart = 0;

  /** The context's registers in scope, by prefix. */
  private readonly registers: RegisterRanges;
  /** Whether the accepted statements are kept (recorded, a section's data lines made into nodes), and what makes the data lines' nodes. */
  private keep = false;
  private readonly nodes: QuickNodes;
  /** What statement() accepted last: its kind, where it starts, and an instruction's name, operands, spelling and form (a label's colon in `operandsAt`). */
  private accepted: Rec = Rec.Instruction;
  private statementStart = 0;
  private nameStart = 0;
  private operandsAt = 0;
  private match: NameMatch | null = null;

  constructor(
    private readonly resolver: InstructionResolver,
    /** The context's symbol table, and the source. */
    private readonly symbols: SymbolTable,
    private readonly source: SourceText,
  ) {
    this.registers = symbols.registers;
    this.nodes = new QuickNodes(source);
  }

  /**
   * Accept the statements from the current token on for as long as they are plain instructions
   * or labels, and leave the lexer at the first one that is not; recorded in `out` when the tree
   * is kept. False when none was accepted (then nothing has changed).
   */
  run(cx: Context, out: BlockRecords | null): boolean {
    return this.accept(cx, false, out, null);
  }

  /**
   * Accept the data lines of a `.section` (`.b8 1,2`, `.b64 $L__tmp5`, `.b32 .debug_loc+12`, most
   * of a -G module) from the current token on, like run(), their nodes to `out` when the tree is
   * kept. The grammar checks only their syntax: section data names are not resolved.
   */
  data(cx: Context, out: Array<SectionData | Label> | null): boolean {
    return this.accept(cx, true, null, out);
  }

  /** run() (statements, recorded in `records`) or data() (section data lines, their nodes to `entries`). */
  private accept(cx: Context, data: boolean, records: BlockRecords | null, entries: Array<SectionData | Label> | null): boolean {
    const lx = cx.lx;
    this.keep = records !== null || entries !== null;
    this.b = lx.bytes;
    const n = (this.n = lx.length);
    this.line = lx.tokLine;
    this.lineStart = lx.lineStart;
    let p = lx.start;
    let lastEnd = -1;
    for (;;) {
      const end = data ? this.dataLine(p) : this.statement(cx, p);
      if (end < 0) break;
      // The names the statement left to resolve, resolved here rather than in statement(): V8 then
      // compiles the symbol table's lookups into this, not into statement(), which it optimizes
      // sooner for being smaller (in CUB's code, where many statements name labels or variables).
      if (!data && this.count > 0) this.resolveNames(cx);
      const line = this.line, lineStart = this.lineStart;
      const next = this.skip(end, true);
      // The grammar reads a data list on past the line's end (`.b8 1` then `, 2` or `+ 2` on the
      // next): such a line is left to it, as are the lines after.
      if (data && next < n && !this.startsDataEntry(next)) {
        this.line = line;
        this.lineStart = lineStart;
        break;
      }
      if (records !== null) this.record(records, end, line, lineStart);
      else if (entries !== null) entries.push(this.nodes.at(line, lineStart).data(this.statementStart, end));
      lastEnd = end;
      p = next;
      if (p >= n) break;
    }
    if (lastEnd < 0) return false;
    lx.pos = p;
    lx.line = this.line;
    lx.lineStart = this.lineStart;
    cx.lastEnd = lastEnd;
    lx.next();
    return true;
  }

  /**
   * `.b8`/`.b16`/`.b32`/`.b64` and a list of integers, or `.b32`/`.b64` and one label or section
   * name, possibly `name+int`, to the end of the line: its end, or -1 (module.ts checkSectionValues
   * has the rule; what this does not take, the grammar judges).
   */
  private dataLine(p: number): number {
    const b = this.b;
    if (b[p] !== Ch.DOT || b[p + 1] !== 0x62 /* b */) return -1;
    this.statementStart = p;
    const w = b[p + 2];
    if (w === 0x38 /* 8 */) p += 3;
    else if ((w === 0x31 && b[p + 3] === 0x36) /* 16 */ || (w === 0x33 && b[p + 3] === 0x32) /* 32 */ || (w === 0x36 && b[p + 3] === 0x34) /* 64 */) p += 4;
    else return -1;
    const wide = w === 0x33 || w === 0x36;
    // The largest .b8 and .b16 value (module.ts sectionIntProblem()); wider data takes any.
    const max = w === 0x38 ? 0xff : w === 0x31 ? 0xffff : -1;
    this.p = p;
    if (!this.blank()) return -1;
    const c = b[this.p]!;
    if (c >= Ch.D0 && c <= Ch.D9) {
      for (;;) {
        const start = this.p;
        if (this.number() !== OperandKind.Int) return -1;
        const end = this.p;
        if (max >= 0 && end - start > 2 && !dataValueFits(b, start, end, max)) return -1;
        this.blank();
        const c2 = b[this.p];
        if (c2 !== Ch.COMMA) return c2 === Ch.LF || c2 === Ch.CR || this.p >= this.n ? end : -1;
        this.p++;
        this.blank();
        // Past the end, `d` is undefined: a positive test declines it.
        const d = b[this.p]!;
        if (!(d >= Ch.D0 && d <= Ch.D9)) return -1;
      }
    }
    // A label or a section name (`.debug_abbrev`), without a selector or `::`.
    if (!wide) return -1;
    let q = this.p;
    if (c === Ch.DOT) {
      const d = b[q + 1]!;
      if (IDENT_PART[d] !== 1 || (d >= Ch.D0 && d <= Ch.D9)) return -1;
      q++;
    } else if (IDENT_START[c] !== 1 || c === Ch.PERCENT) return -1;
    q++;
    while (IDENT_PART[b[q]!] === 1) q++;
    if (b[q] === Ch.DOT || b[q] === Ch.COLON) return -1;
    // A type (`.b64 .b32`) names no section: the grammar reports it.
    if (c === Ch.DOT && TYPES.has(this.source.slice(this.p, q))) return -1;
    this.p = q;
    if (b[q] === Ch.PLUS) {
      this.p++;
      const d = b[this.p]!;
      if (!(d >= Ch.D0 && d <= Ch.D9) || this.number() !== OperandKind.Int) return -1;
    }
    const end = this.p;
    this.blank();
    const c2 = b[this.p];
    return c2 === Ch.LF || c2 === Ch.CR || this.p >= this.n ? end : -1;
  }

  /** Can what starts at `p` begin a section's next entry (data, a label, its closing brace), not continue a data list? */
  private startsDataEntry(p: number): boolean {
    const c = this.b[p]!;
    return c === Ch.DOT || c === Ch.RBRACE || (IDENT_START[c] === 1 && c !== Ch.PERCENT);
  }

  /** Accept the statement at `p` (on line `line`, which starts at `lineStart`): its end, with the names left to resolve recorded (accept() resolves them), or -1. */
  private statement(cx: Context, p: number): number {
    const b = this.b;
    this.count = 0;
    this.statementStart = p;
    // No operand yet (a guard's name is in none).
    this.operandIndex = MAX_SIGNATURE_OPERANDS;
    // Paths a module may first take late (its first `.pragma`, `.loc` or `@!p`) are a call made
    // from the start and arithmetic: taken first in optimized code, a branch of its own would
    // throw that code away ("insufficient type feedback"), and this function is the largest to
    // optimize again.
    if (b[p] === Ch.DOT) return this.directive(cx, p);
    const guarded = b[p] === Ch.AT;
    if (guarded) {
      this.p = p + 1 + (b[p + 1] === Ch.BANG ? 1 : 0);
      // The predicate takes no selector, and is no register of another type than `.pred` (the grammar reports that).
      const s = this.p;
      if (this.name() !== OperandKind.Name || this.nameEnd !== this.p || !this.blank()) return -1;
      if (this.code >= 0 ? cx.symbols.otherRangeCodes.has(this.code) : cx.symbols.notPredicate(cx.source.slice(s, this.nameEnd))) return -1;
      p = this.p;
    }
    // The spelling: `name{.part}`, parts possibly `a::b`; then a blank or `;`. `name:` is a label.
    // One spelled before is found by its bytes, if what follows cannot continue it.
    const start = p;
    const c0 = b[p]!;
    if (IDENT_START[c0] !== 1 || c0 === Ch.PERCENT) return -1;
    const trie = this.resolver.spellingTrie;
    let m = trie.find(b, p, this.n);
    const known = trie.end;
    const after = b[known]!;
    if (m !== undefined && known < this.n && IDENT_PART[after] !== 1 && after !== Ch.DOT && after !== Ch.COLON) p = known;
    else {
      p++;
      let dots = 0;
      let h = hashStep(0, c0);
      for (;;) {
        const c = b[p]!;
        if (IDENT_PART[c] === 1) p++;
        else if (c === Ch.DOT) {
          const d = b[p + 1]!;
          // A part may start with digits (`.32x32b`, `.2d`) where the lexer reads a dot token: when a
          // letter follows them (`.5`, `.5e3` are floats; `.3e...` is left to the grammar).
          if (IDENT_PART[d] !== 1 || (d >= Ch.D0 && d <= Ch.D9 && !digitsRunIntoName(b, p + 1))) return -1;
          p++;
          dots++;
        } else if (c === Ch.COLON && dots > 0 && b[p + 1] === Ch.COLON && IDENT_PART[b[p + 2]!] === 1) {
          // The first colon here, the second below.
          h = hashStep(h, c);
          p += 2;
        } else break;
        h = hashStep(h, c);
      }
      if (p >= this.n) return -1;
      if (b[p] === Ch.COLON) return dots === 0 && !guarded ? this.label(cx, start, p) : -1;
      if (c0 < Ch.a || c0 > Ch.z) return -1;
      m = this.resolver.lookup(cx.source, start, p, h, true);
    }
    if (m.error !== null) return -1;
    this.accepted = Rec.Instruction;
    this.nameStart = start;
    this.match = m;
    this.p = p;
    this.blank();
    this.operandsAt = this.p;
    let sig = 0;
    this.types = 0;
    this.entries = 0;
    this.registerOperands = 0;
    this.specialOperands = 0;
    this.labelOperands = 0;
    this.bareNames = 0;
    if (b[this.p] !== Ch.SEMI) {
      // The operands follow a blank, or a brace or bracket, which no spelling takes (CUTLASS's
      // inline asm writes `tcgen05.ld.sync.aligned.32x32b.x16.b32{%r1, ...},[%r2];`).
      if (p === this.p && b[p] !== Ch.LBRACE && b[p] !== Ch.LBRACKET) return -1;
      let operands = 0;
      for (;;) {
        this.operandIndex = operands;
        const kind = this.operand();
        if (kind === 0 || ++operands > MAX_SIGNATURE_OPERANDS || this.entries < 0) return -1;
        sig = withOperand(sig, kind);
        // blank() written out, twice an operand: its calls count until V8 optimizes this.
        let q = this.p;
        while (b[q] === Ch.SPACE || b[q] === Ch.TAB) q++;
        const c = b[q];
        if (c === Ch.COMMA) {
          q++;
          while (b[q] === Ch.SPACE || b[q] === Ch.TAB) q++;
          this.p = q;
        } else if (c === Ch.SEMI) {
          this.p = q;
          break;
        } else return -1;
      }
    }
    if (m.acceptedFeatures !== cx.featureKey) learntFor(m, cx.featureKey);
    if (sig !== m.lastAccepted || this.types !== m.lastTypes) {
      const positions = m.accepted.get(acceptKey(sig, this.types));
      if (positions === undefined) return -1;
      m.lastAccepted = sig;
      m.lastTypes = this.types;
      m.lastPositions = positions;
      m.lastForm = m.acceptedForms.get(acceptKey(sig, this.types))!;
    }
    // A node is made of the one form learnt; a signature resolved as two is the grammar's, and so
    // is a name that is no register other than where the form takes a label or function: the
    // signature does not tell a variable from a function (mov's avar from its a).
    if (this.keep && (m.lastForm < 0 || (this.bareNames & ~(m.lastPositions | (m.lastPositions >>> FUNCTION_POSITIONS))) !== 0)) return -1;
    // A typed special register where the form takes none is the grammar's to report; so is a label
    // (or an undeclared name) where the form takes no label.
    if ((this.specialOperands & ~(m.lastPositions >>> SPECIAL_POSITIONS)) !== 0) return -1;
    if ((this.labelOperands & ~m.lastPositions & LABEL_FIELD) !== 0) return -1;
    if ((m.lastPositions & RECHECKED_POSITIONS) !== 0 && !this.positionsHold(cx, m, p)) return -1;
    // A name left to resolve may be a register of a range the ranges do not type. accept()
    // resolves the others.
    if (this.count > 0 && cx.symbols.untrackedRanges) return -1;
    return this.p + 1;
  }

  /**
   * Whether the operands at the positions `m` learnt to look at again are what the form takes
   * there: labels where it takes labels (labelsAt(); a register or variable there is the
   * grammar's to report) and immediates within the bounds it sets (valuesFit(): bar.sync's
   * barrier number). One call for them all, made by few statements, so that V8 does not inline
   * it into statement(). A call of its own for the values there, first made late in a module
   * (the first `bfi.b32` of the compute benchmark comes after 200 KB), made V8 throw the
   * optimized statement() away for want of type feedback at it; statement() then ran
   * unoptimized until V8 had compiled it again, 20 ms later.
   */
  private positionsHold(cx: Context, m: NameMatch, p: number): boolean {
    if ((m.lastPositions & LABEL_POSITIONS) !== 0 && !this.labelsAt(cx, m.lastPositions)) return false;
    const valued = m.lastPositions >>> VALUE_POSITIONS;
    return valued === 0 || this.valuesFit(cx, m, valued, p);
  }

  /**
   * Whether the integer immediates at the positions of `valued` (a bit each) keep the value rules
   * `m` learnt, and none is a value that brings in a requirement (NameMatch.requiredValues); the operands, from `p` to the statement's `;`, are read again here, off the path of
   * statements that have none such.
   */
  private valuesFit(cx: Context, m: NameMatch, valued: number, p: number): boolean {
    if (m.valueConflict || m.valueRules === null) return false;
    const b = this.b;
    let depth = 0;
    let start = p;
    for (let q = p, i = 0; q <= this.p; q++) {
      const c = b[q]!;
      if (c === Ch.LBRACKET || c === Ch.LBRACE) depth++;
      else if (c === Ch.RBRACKET || c === Ch.RBRACE) depth--;
      else if ((c === Ch.COMMA && depth === 0) || q === this.p) {
        const rule = m.valueRules[i] ?? null;
        const required = m.requiredValues?.[i];
        if (((valued >>> i) & 1) !== 0 && (rule !== null || required !== undefined)) {
          const text = cx.source.slice(start, q).trim();
          const negated = text.charCodeAt(0) === Ch.MINUS;
          const literal = integerLiteralValue(negated ? text.slice(1) : text);
          const value = negated && literal !== null ? -literal : literal;
          if (value !== null && ((rule !== null && !valueTaken(rule, value)) || (required !== undefined && required.some((r) => valueTaken(r, value))))) return false;
        }
        start = q + 1;
        i++;
      }
    }
    return true;
  }

  /** A `.loc`, `.pragma` or `.reg`/`.param` declaration line at `p`: its end, or -1. */
  private directive(cx: Context, p: number): number {
    const b = this.b;
    const c1 = b[p + 1];
    if (c1 === 0x6c /* l */) {
      this.accepted = Rec.Loc;
      return this.loc(p);
    }
    if (c1 === 0x70 /* p */ && b[p + 2] === 0x72 /* r */) {
      this.accepted = Rec.Pragma;
      return this.pragma(cx, p);
    }
    this.accepted = Rec.Declaration;
    return this.declaration(cx, p);
  }

  /**
   * `.loc file line column` (what -lineinfo and -G put before most instructions): its end, or -1.
   * Checking it changes nothing; the `function_name` form is the grammar's.
   */
  private loc(p: number): number {
    const b = this.b;
    if (b[p + 1] !== 0x6c || b[p + 2] !== 0x6f || b[p + 3] !== 0x63 /* loc */ || (b[p + 4] !== Ch.SPACE && b[p + 4] !== Ch.TAB)) return -1;
    this.p = p + 4;
    for (let k = 0; k < 3; k++) {
      const start = this.p;
      // More than 10 characters with the blanks before it: a number that may not fit in 32 bits, the grammar's to judge.
      if (!this.blank() || this.number() !== OperandKind.Int || this.p - start > 10) return -1;
    }
    const end = this.p;
    // The grammar reads a `.loc` on past the line's end, for a `,` on a later line: such a one
    // (or one past a block comment) is left to it.
    const next = b[this.skip(end, false)];
    return next === Ch.COMMA || next === Ch.SLASH ? -1 : end;
  }

  /**
   * `.pragma "text";` (what nvcc puts before loops): its end, or -1. Several strings and one
   * ptxas would object to are the grammar's to read.
   */
  private pragma(cx: Context, p: number): number {
    const b = this.b;
    if (!bytesAt(b, p, PRAGMA)) return -1;
    this.p = p + PRAGMA.length;
    if (!this.blank() || b[this.p] !== Ch.QUOTE) return -1;
    let q = this.p + 1;
    while (q < this.n && b[q] !== Ch.QUOTE && b[q] !== Ch.LF) q++;
    // A string ptxas would object to (pragma-strings.ts) is the grammar's to report.
    const lacking = (r: Requirement) => cx.lacking(r);
    if (b[q] !== Ch.QUOTE || pragmaDirectiveProblem(lacking) !== null || pragmaProblem(this.source.slice(this.p + 1, q), 'body', cx.inKernel, lacking) !== null) return -1;
    this.p = q + 1;
    this.blank();
    return b[this.p] === Ch.SEMI ? this.p + 1 : -1;
  }

  /**
   * `.reg .type name;` or `.reg .type name<N>;` (or `.param`), declared in the innermost block:
   * its end, or -1. Vectors, alignment, several names, arrays and initializers are the grammar's.
   */
  private declaration(cx: Context, p: number): number {
    const b = this.b;
    let space = 0;
    if (b[p + 1] === 0x72 && b[p + 2] === 0x65 && b[p + 3] === 0x67 /* reg */) space = 4;
    else if (b[p + 1] === 0x70 && b[p + 2] === 0x61 && b[p + 3] === 0x72 && b[p + 4] === 0x61 && b[p + 5] === 0x6d /* param */) space = 6;
    this.p = p + space;
    if (space === 0 || !this.blank() || b[this.p] !== Ch.DOT) return -1;
    // The type: one dot token (what the grammar takes as the type), not a vector or attribute.
    const t = this.p + 1;
    if (IDENT_PART[b[t]!] !== 1 || (b[t]! >= Ch.D0 && b[t]! <= Ch.D9)) return -1;
    let q = t + 1;
    while (IDENT_PART[b[q]!] === 1) q++;
    const type = cx.source.slice(t - 1, q);
    // A type that needs something of the module (`.b128`), or no type at all, is the grammar's; so
    // is a .param .pred (an error: variable-rules.ts).
    if (!PLAIN_TYPES.has(type) || (space === 6 && type === '.pred')) return -1;
    this.p = q;
    if (!this.blank()) return -1;
    // The name, and a register count.
    const s = this.p;
    const c = b[s]!;
    if (IDENT_START[c] !== 1 || (c === Ch.PERCENT && IDENT_PART[b[s + 1]!] !== 1)) return -1;
    q = s + 1;
    while (IDENT_PART[b[q]!] === 1) q++;
    const nameEnd = q;
    // The sink `_` is no name to declare: the grammar reports it.
    if (nameEnd - s === 1 && c === Ch.UNDERSCORE) return -1;
    let count: number | null = null;
    if (b[q] === Ch.LT) {
      q++;
      const from = q;
      count = 0;
      while (b[q]! >= Ch.D0 && b[q]! <= Ch.D9) count = count * 10 + b[q++]! - Ch.D0;
      // Decimal, without a leading zero (octal) and not so long as to lose digits.
      if (q === from || q - from > 9 || (b[from] === Ch.D0 && q - from > 1) || b[q] !== Ch.GT) return -1;
      q++;
    }
    this.p = q;
    this.blank();
    if (b[this.p] !== Ch.SEMI) return -1;
    const name = cx.source.slice(s, nameEnd);
    // A name declared twice in a block is the grammar's to report.
    if (cx.symbols.declaredHere(name, count, s)) return -1;
    const ss = space === 4 ? '.reg' : '.param';
    cx.symbols.declareName(name, count, declaredClass(ss, false, type), ss, s);
    if (space === 6) cx.symbols.declareParamShape(name, scalarShape(type));
    return this.p + 1;
  }

  /**
   * A plain parameter at the current token: `.param .type name` on one line (a type that needs
   * nothing of the module), then `,` or `)`. The declaration the grammar (declarations.ts
   * parseDeclaration) makes of it, with the lexer past the name; null, with nothing changed, for
   * anything else (alignment, `.ptr`, vectors, arrays, comments: the grammar's). The caller checks
   * it as it checks the grammar's.
   */
  parameter(cx: Context): VariableDecl | null {
    const lx = cx.lx;
    const b = lx.bytes;
    const start = lx.start;
    if (!PARAM_PLAIN || lx.end - start !== PARAM.length) return null;
    if (!bytesAt(b, start, PARAM)) return null;
    this.b = b;
    this.p = lx.end;
    if (!this.blank() || b[this.p] !== Ch.DOT) return null;
    const t = this.p;
    let q = t + 1;
    if (IDENT_PART[b[q]!] !== 1 || (b[q]! >= Ch.D0 && b[q]! <= Ch.D9)) return null;
    while (IDENT_PART[b[q]!] === 1) q++;
    const typeEnd = q;
    this.p = q;
    if (!this.blank()) return null;
    const s = this.p;
    const c = b[s]!;
    if (IDENT_START[c] !== 1 || c === Ch.PERCENT) return null;
    q = s + 1;
    while (IDENT_PART[b[q]!] === 1) q++;
    const nameEnd = q;
    while (b[q] === Ch.SPACE || b[q] === Ch.TAB || b[q] === Ch.CR || b[q] === Ch.LF) q++;
    if (b[q] !== Ch.COMMA && b[q] !== Ch.RPAREN) return null;
    const type = cx.source.slice(t, typeEnd);
    if (!PLAIN_TYPES.has(type)) return null;
    const line = lx.tokLine, column = lx.tokCol;
    const nameSpan = { start: s, end: nameEnd, line, column: column + (s - start) };
    lx.pos = nameEnd;
    cx.lastEnd = nameEnd;
    lx.next();
    return plainVariable('.param', type, cx.source.slice(s, nameEnd), null, nameSpan, { start, end: nameEnd, line, column });
  }

  /**
   * The label `name:` from `start` to the colon at `colon`, unless a list directive follows (a
   * label heading `.branchtargets` and the like is the grammar's): its end, or -1.
   */
  private label(cx: Context, start: number, colon: number): number {
    const b = this.b;
    const p = this.skip(colon + 1, false);
    // `.branchtargets`, `.calltargets`, `.callprototype`: the label names the list.
    if ((b[p] === Ch.DOT && (b[p + 1] === 0x62 /* b */ || b[p + 1] === 0x63) /* c */) || b[p] === Ch.SLASH || !cx.symbols.tryLabel(start, colon)) return -1;
    this.accepted = Rec.Label;
    this.operandsAt = colon;
    return colon + 1;
  }

  /** The record of the statement statement() accepted, which ends at `end`, on line `line` starting at `lineStart`. */
  private record(records: BlockRecords, end: number, line: number, lineStart: number): void {
    if (this.accepted === Rec.Instruction) {
      const m = this.match!;
      // statement() left the signature matched in lastAccepted.
      records.quick(Rec.Instruction, this.statementStart, this.nameStart, this.operandsAt, end, line, lineStart, records.shared.matchIndex(m), m.lastForm, m.lastAccepted);
    }
    // A label's colon is in operandsAt.
    else records.quick(this.accepted, this.statementStart, this.operandsAt, 0, end, line, lineStart, 0, 0, 0);
  }

  /**
   * Past blanks, line breaks and `//` comments from `p` (what may come between two statements);
   * with `countLines`, the line breaks are counted into `line` and `lineStart`.
   */
  private skip(p: number, countLines: boolean): number {
    const b = this.b;
    for (;;) {
      const c = b[p];
      if (c === Ch.SPACE || c === Ch.TAB || c === Ch.CR) p++;
      else if (c === Ch.LF) {
        p++;
        if (countLines) {
          this.line++;
          this.lineStart = p;
        }
      } else if (c === Ch.SLASH && b[p + 1] === Ch.SLASH) {
        while (p < this.n && b[p] !== Ch.LF) p++;
      } else return p;
    }
  }

  /** Skip spaces and tabs (a line break or comment makes the next check fail); true if any. */
  private blank(): boolean {
    const b = this.b;
    const from = this.p;
    let p = from;
    while (b[p] === Ch.SPACE || b[p] === Ch.TAB) p++;
    this.p = p;
    return p > from;
  }

  /** An operand: its kind (0: not one the fast path takes), its entries added to the type signature. */
  private operand(): number {
    const b = this.b;
    const c = b[this.p]!;
    let kind: number;
    switch (c) {
      case Ch.LBRACKET:
        kind = this.address();
        this.cls = this.addressSpace;
        break;
      case Ch.LBRACE:
        kind = this.vector();
        break;
      case Ch.MINUS: {
        this.p++;
        const d = b[this.p]!;
        // `-0f3F800000` is an error (operands.ts); the grammar reports it.
        if (d === Ch.D0 && (b[this.p + 1]! | 0x20) === 0x66) return 0;
        if (d >= Ch.D0 && d <= Ch.D9) kind = this.number(true) === 0 ? 0 : OperandKind.NegatedConstant;
        else kind = this.name() === OperandKind.Name ? OperandKind.NegatedName : 0;
        break;
      }
      case Ch.BANG:
        this.p++;
        kind = this.name() === OperandKind.Name ? OperandKind.NotName : 0;
        break;
      default:
        if (c >= Ch.D0 && c <= Ch.D9) kind = this.number(true);
        else {
          const s = this.p;
          kind = this.name();
          // A .param variable's name (mov's avar) is the grammar's: whether it is a parameter or
          // a call's argument decides, which the type signature does not tell (variableEntry()).
          let variable = 0;
          if (kind === OperandKind.Name && c !== Ch.PERCENT && this.cls === 0) {
            const code = this.symbols.spaceCodeAt(s, this.nameEnd);
            variable = variableEntry(code);
            if (variable < 0) return 0;
            if (code === 0 && !this.symbols.mayNotBeLabel(s, this.nameEnd)) this.labelOperands |= 1 << this.operandIndex;
            this.bareNames |= 1 << this.operandIndex;
          }
          // `r|p`: a destination and its predicate (shfl.sync, elect.sync, setp).
          if (kind === OperandKind.Name) {
            this.blank();
            if (b[this.p] === Ch.PIPE) {
              this.type(this.cls);
              this.p++;
              this.blank();
              kind = this.name() === OperandKind.Name ? OperandKind.NamePair : 0;
            }
          }
          // A variable's state space is its entry (mov.u32's avar may be a .shared one, not a .global one).
          if (kind === OperandKind.Name && variable > 0) this.cls = variable;
        }
    }
    this.type(kind === OperandKind.ElementName && this.cls !== RegClass.Special && !this.wordComponent ? 0 : this.cls);
    // A brace vector's length, where its kind does not tell it (signature.ts vectorLengthEntry).
    if (kind === OperandKind.NameVector) this.type(this.vectorLength < 0 ? RegClass.Conflict : this.vectorLength);
    return kind;
  }

  /** Add `cls` to the type signature; a class that cannot stand for its register, or one entry too many, spoils it. */
  private type(cls: number): void {
    if (cls === RegClass.Conflict || ++this.entries > MAX_TYPE_ENTRIES) this.entries = -1;
    else this.types = withEntry(this.types, cls);
  }

  /** `%r1`, `foo`, `%tid.x`, `_`: Name, ElementName or Sink, recorded for resolution; 0 if not a name. */
  private name(): number {
    const b = this.b;
    const s = this.p;
    const c = b[s]!;
    this.code = -1;
    this.cls = 0;
    this.wordComponent = false;
    if (IDENT_START[c] !== 1 || (c === Ch.PERCENT && IDENT_PART[b[s + 1]!] !== 1)) return 0;
    let p = s + 1;
    // `%rd12` (`%`, one to three letters, digits): its prefix code and number, for the ranges in scope.
    let code = -1;
    let value = 0;
    if (c === Ch.PERCENT) {
      code = 1;
      while (p < s + 4 && IDENT_PART[b[p]!] === 1 && (b[p]! < Ch.D0 || b[p]! > Ch.D9)) code = code * 256 + b[p++]!;
      const d = p;
      while (b[p]! >= Ch.D0 && b[p]! <= Ch.D9) value = value * 10 + b[p++]! - Ch.D0;
      if (d === s + 1 || p === d || p - d > 9) code = -1;
      else if (IDENT_PART[b[p]!] !== 1 && b[p] !== Ch.DOT) {
        const cls = this.registers.find(code, value);
        if (cls >= 0) {
          // The common case, done: a declared register without a selector.
          this.nameEnd = this.p = p;
          this.code = code;
          this.cls = cls;
          this.registerOperands |= 1 << this.operandIndex;
          return OperandKind.Name;
        }
      }
    }
    if (IDENT_PART[b[p]!] === 1) {
      // More after the digits (`%r1d`): not a plain register.
      code = -1;
      while (IDENT_PART[b[p]!] === 1) p++;
    }
    if (p === s + 1 && c === Ch.UNDERSCORE) {
      this.p = p;
      return OperandKind.Sink;
    }
    const nameEnd = (this.nameEnd = p);
    let kind: number = OperandKind.Name;
    if (b[p] === Ch.DOT) {
      // A vector element `.x`; other selectors (`.b0`, `.xy`) are the grammar's to judge.
      if (!ELEMENT_LETTER.has(b[p + 1]!) || IDENT_PART[b[p + 2]!] === 1 || b[p + 2] === Ch.DOT || b[p + 2] === Ch.COLON) return 0;
      p += 2;
      kind = OperandKind.ElementName;
    }
    this.p = p;
    // A declared register needs no more; other names are resolved once the statement is accepted.
    if (code >= 0) {
      const cls = this.registers.find(code, value);
      if (cls >= 0) {
        this.cls = cls;
        this.registerOperands |= 1 << this.operandIndex;
        return kind;
      }
    }
    // A plain register: its class, as the grammar's symbol table has it.
    const symbols = this.symbols;
    if (symbols.plainRegisters && symbols.plainRegisterShapes.has(b, s, nameEnd)) this.cls = Math.max(0, symbols.classOf(this.source.slice(s, nameEnd)));
    // Any other `%` name may be a special register, which only some operands take: signatures learnt with one stand for it.
    if (c === Ch.PERCENT && this.cls === 0 && !this.specialRegister(this.source.slice(s, nameEnd), kind)) return 0;
    if (this.count === MAX_NAMES) return 0;
    const i = this.count++ * 3;
    this.nameOperand[this.count - 1] = this.operandIndex;
    this.names[i] = s;
    this.names[i + 1] = nameEnd;
    this.names[i + 2] = p;
    return kind;
  }

  /**
   * Whether the `%` name `name` (of `kind`: an ElementName has a component) may stand in a
   * signature as a special register, and with which class (in `cls`); false where the grammar
   * decides.
   */
  private specialRegister(name: string, kind: number): boolean {
    // A vector one without a component (`%tid`), or another with one (`%gridid.x`), is the grammar's.
    if (kind === OperandKind.ElementName ? !SPECIAL_VECTORS.has(name) && PREDEFINED.has(name) : SPECIAL_VECTORS.has(name)) return false;
    const typed = SPECIAL_CLASSES.get(name);
    if (typed === undefined) {
      // An untyped special register stands as RegClass.Special only as a component of 16 and 32 bits (%tid.x; resolver.ts fastPathClass).
      if (PREDEFINED.has(name) && !(kind === OperandKind.ElementName && fastSpecialComponent(name))) return false;
      this.cls = RegClass.Special;
    } else if (kind === OperandKind.ElementName) {
      // A 32-bit-only component (%cluster_ctaid.x) has an entry of its own (signature.ts).
      if (!wordSpecialComponent(name)) return false;
      this.cls = RegClass.U32;
      this.wordComponent = true;
    } else {
      // One of a checked type (`%laneid` is .u32) stands as a register of that type where the
      // statement's form takes a special register (statement() checks, by specialOperands).
      if (this.operandIndex >= MAX_SIGNATURE_OPERANDS || typed === RegClass.None) return false;
      this.cls = typed;
      this.specialOperands |= 1 << this.operandIndex;
    }
    return true;
  }

  /**
   * `12`, `0x1F`, `0f3F800000`, `0d...`: Int or Float (its entry in `cls`: signature.ts literalClass);
   * with `unsigned`, an instruction's operand, also `12U` and `0x3340U` (CUTLASS's prmt selectors),
   * an Int as to the grammar; 0 for any other number (`1.5`, octal).
   */
  private number(unsigned = false): number {
    const b = this.b;
    const s = this.p;
    // Every number runs the same operations, prefixed or not: the first `0x` of CUB's code comes
    // 2.5 MB in, after V8 has optimized this, and a branch of their own made it throw that code
    // away for want of type feedback (as positionsHold() tells of statement()).
    const prefix = b[s] === Ch.D0 && s + 1 < this.n ? NUMBER_PREFIX[b[s + 1]!]! : 0;
    const digits = DIGITS_OF_PREFIX[prefix]!;
    const want = DIGIT_COUNT_OF_PREFIX[prefix]!;
    const from = s + (prefix === 0 ? 0 : 2);
    let p = from;
    while (digits[b[p]!] === 1) p++;
    const n = p - from;
    // At least one digit; `0f` 8 and `0d` 16; no decimal's leading zero (octal); no more digits
    // than always fit in 64 bits (the lexer judges longer ones: integerOverflows()).
    if (n === 0 || (n - want) * want !== 0 || n > MAX_DIGITS_OF_PREFIX[prefix]! || (prefix === 0 && n > 1 && b[s] === Ch.D0)) return 0;
    const kind = KIND_OF_PREFIX[prefix]!;
    this.cls = CLASS_OF_PREFIX[prefix]!;
    // Only an upper-case U, as the lexer reads it.
    p += unsigned && kind === OperandKind.Int && b[p] === 0x55 /* U */ ? 1 : 0;
    const next = b[p]!;
    if (IDENT_PART[next] === 1 || next === Ch.DOT) return 0;
    this.p = p;
    return kind;
  }

  /** `[name]`, `[name+8]`, `[name+-8]`, `[240]`, without a selector after (`[name-8]` is the grammar's: an error). */
  private address(): number {
    const b = this.b;
    this.p++;
    this.blank();
    const c = b[this.p]!;
    this.addressSpace = 0;
    if (c >= Ch.D0 && c <= Ch.D9) {
      if (this.number() !== OperandKind.Int) return 0;
      // A constant address is taken only in .local: its own entry (address-spaces.ts).
      this.addressSpace = IMMEDIATE_ADDRESS;
    } else {
      const s = this.p;
      if (this.name() !== OperandKind.Name || !addressBase(this.cls)) return 0;
      // A variable: its state space is part of the statement's type signature (it must suit the
      // instruction's); so are a register's size (generic and .global addresses are 64-bit) and
      // integer type (tcgen05.mma's tensor-memory addresses take bit types only).
      if (this.cls === 0) {
        const code = this.symbols.spaceCodeAt(s, this.nameEnd);
        if (code < 0) return 0;
        this.addressSpace = code;
      } else {
        const entry = registerAddressEntry(this.cls === RegClass.Conflict ? -1 : this.cls);
        if (entry < 0) return 0;
        this.addressSpace = entry;
      }
    }
    this.blank();
    let d = b[this.p];
    if (d === Ch.PLUS) {
      this.p++;
      this.blank();
      // `[r+-8]`: an increment taken by every offset (CUB's first comes 3 MB in; see number()).
      this.p += b[this.p] === Ch.MINUS ? 1 : 0;
      d = b[this.p]!;
      if (!(d >= Ch.D0 && d <= Ch.D9) || this.number() !== OperandKind.Int) return 0;
      this.blank();
    }
    if (b[this.p] !== Ch.RBRACKET || b[this.p + 1] === Ch.DOT) return 0;
    this.p++;
    return OperandKind.Address;
  }

  /**
   * `{%r1, %r2}`: names without selectors only; the class of its registers in `cls` (0 when they
   * differ: it cannot stand). A sink `_` in it is the grammar's to judge: whether the vector is read.
   */
  private vector(): number {
    const b = this.b;
    this.p++;
    let cls = 0;
    for (let n = 1; ; n++) {
      this.blank();
      const kind = this.name();
      if (kind !== OperandKind.Name) return 0;
      if (cls !== 0 && this.cls !== 0 && this.cls !== cls) return 0;
      if (this.cls !== 0) cls = this.cls;
      this.blank();
      const c = b[this.p];
      this.p++;
      if (c === Ch.RBRACE) {
        this.cls = cls;
        this.vectorLength = vectorLengthEntry(n);
        return nameVectorKind(n);
      }
      if (c !== Ch.COMMA) return 0;
    }
  }

  /**
   * Whether the operands at the label positions of `mask` (learnt-positions.ts) may all be
   * labels, and those at its function positions are functions.
   */
  private labelsAt(cx: Context, mask: number): boolean {
    if (((this.registerOperands | (this.registerOperands << FUNCTION_POSITIONS)) & mask) !== 0) return false;
    const names = this.names;
    for (let k = 0; k < this.count; k++) {
      const at = this.nameOperand[k]!;
      const s = names[k * 3]!, e = names[k * 3 + 1]!;
      if (((mask >> at) & 1) !== 0 && cx.symbols.mayNotBeLabel(s, e)) return false;
      if (((mask >> (at + FUNCTION_POSITIONS)) & 1) !== 0 && !cx.symbols.isFunctionAt(s, e)) return false;
    }
    return true;
  }

  /** Resolve the recorded names (those name() could not check), in order, as the grammar would. */
  private resolveNames(cx: Context): void {
    const names = this.names;
    const symbols = cx.symbols;
    for (let k = 0; k < this.count; k++) {
      const s = names[k * 3]!;
      symbols.useAt(s, names[k * 3 + 1]!, names[k * 3 + 2]!, this.line, s - this.lineStart + 1);
    }
  }
}
