// The PTX syntax tree: plain JSON-serialisable data, every node with a span.
// Instruction nodes are typed per opcode by generated interfaces (generated/nodes/, gathered by
// generated/instruction-types.ts); this file holds everything else of a module.
import type { Instruction } from '../generated/instruction-types.js';

export type { Instruction };

export interface Span {
  /** Offsets into the source text, end exclusive. */
  start: number;
  end: number;
  /** 1-based line and column of `start`. */
  line: number;
  column: number;
}

// ---------------------------------------------------------------- operands and expressions

/** A register, special register, variable, label or function name: `%r1`, `%tid.x`, `foo`. */
export interface Name {
  kind: 'Name';
  name: string;
  /** Component or selector written after it: `.x` of `%tid.x`, `.h0` of `r.h0`; null when none. */
  selector: string | null;
  span: Span;
}

/** `_`, the sink operand. */
export interface Sink {
  kind: 'Sink';
  span: Span;
}

/** An integer literal as written: `42`, `0x1F`, `017`, `0b101`, `12U`. */
export interface IntLit {
  kind: 'Int';
  text: string;
  span: Span;
}

/** A float literal as written: `0f3F800000`, `0d3FF0000000000000`, `1.5`, `1e-3`. */
export interface FloatLit {
  kind: 'Float';
  text: string;
  span: Span;
}

export interface StringLit {
  kind: 'String';
  /** With its quotes, as written. */
  text: string;
  span: Span;
}

export type UnaryOp = '-' | '+' | '!' | '~';
export type BinaryOp = '*' | '/' | '%' | '+' | '-' | '<<' | '>>' | '<' | '>' | '<=' | '>=' | '==' | '!=' | '&' | '^' | '|' | '&&' | '||' | '=';

export interface Unary {
  kind: 'Unary';
  op: UnaryOp;
  arg: Operand;
  span: Span;
}

export interface Binary {
  kind: 'Binary';
  op: BinaryOp;
  left: Operand;
  right: Operand;
  span: Span;
}

export interface Conditional {
  kind: 'Conditional';
  test: Operand;
  then: Operand;
  else: Operand;
  span: Span;
}

/** A parenthesised expression, kept so that printing reproduces the source's grouping. */
export interface Paren {
  kind: 'Paren';
  expr: Operand;
  span: Span;
}

/** `{a, b, c, d}`: a vector operand or a brace initializer. */
export interface Vector {
  kind: 'Vector';
  elements: Operand[];
  span: Span;
}

/** `[a]`, `[a+8]`, `[sym]`, `[240]`, `[tex, {x, y}]`; `selector` for the suffix of `[a].unified`. */
export interface Address {
  kind: 'Address';
  items: Operand[];
  selector: string | null;
  span: Span;
}

/**
 * `g[1]`, `g[%r1]`, `g[%r1+4]`: an element of the array variable `base`, whose address is the
 * variable's plus `index` elements of its type (`g[3]` of a `.u32` array is `g+12`). An operand
 * of its own: what ptxas takes as a variable's address (mov, cvta) or, unbracketed, as ld's and
 * st's address (spec indexOperands).
 */
export interface Index {
  kind: 'Index';
  base: Name;
  /** An integer constant expression, a register, or a register plus a constant. */
  index: Operand;
  /** `.unified` written after it, as after an address (`ld.global.u32 %r1, g[1].unified`); null when none. */
  selector: string | null;
  span: Span;
}

/** `p|q`: two destinations written with a bar. */
export interface Pair {
  kind: 'Pair';
  first: Operand;
  second: Operand;
  span: Span;
}

/** `(a, b)`: a call's argument or return list. */
export interface List {
  kind: 'List';
  items: Operand[];
  span: Span;
}

/** `generic(var)`, and the byte mask `0xff00(var)` of initializers (callee `0xff00`). */
export interface Call {
  kind: 'Call';
  callee: string;
  args: Operand[];
  span: Span;
}

export type Operand =
  | Name
  | Sink
  | IntLit
  | FloatLit
  | StringLit
  | Unary
  | Binary
  | Conditional
  | Paren
  | Vector
  | Address
  | Index
  | Pair
  | List
  | Call;

// ---------------------------------------------------------------- declarations

/** `%r<100>` declares %r0..%r99; `a[4][2]`; `a[]`; `= initializer`. */
export interface Declarator {
  kind: 'Declarator';
  name: string;
  /** N of `name<N>`; null when not parameterised. */
  count: number | null;
  /** Array dimensions; null for an unsized `[]`. */
  dims: Array<Operand | null>;
  init: Operand | null;
  span: Span;
}

/** `.global .align 8 .v2 .f32 a, b[4] = {...};`, and parameters `.param .u64 .ptr .global .align 16 p`. */
export interface VariableDecl {
  kind: 'Variable';
  linkage: Linkage | null;
  /** `.reg`, `.global`, `.param`, `.shared::cta`... */
  space: string;
  /** `.attribute(.managed)` contents, e.g. [".managed"]. */
  attributes: string[];
  align: Operand | null;
  /** `.v2`, `.v4`, `.v8`; null when scalar. */
  vector: string | null;
  /** `.b32`, `.f64`, `.pred`, `.texref`... */
  type: string;
  /** `.ptr` with its optional state space and alignment (kernel parameters). */
  ptr: { space: string | null; align: Operand | null } | null;
  declarators: Declarator[];
  span: Span;
}

export type Linkage = '.extern' | '.visible' | '.weak' | '.common';

// ---------------------------------------------------------------- statements

export interface Guard {
  negated: boolean;
  predicate: Name;
  span: Span;
}

export interface Label {
  kind: 'Label';
  name: string;
  span: Span;
}

export interface Block {
  kind: 'Block';
  statements: Statement[];
  span: Span;
}

/** `.loc file line column [, function_name f [+ n], inlined_at file line column]` */
export interface Loc {
  kind: 'Loc';
  file: number;
  line: number;
  column: number;
  functionName: Operand | null;
  inlinedAt: { file: number; line: number; column: number } | null;
  span: Span;
}

export interface Pragma {
  kind: 'Pragma';
  /** The strings, with quotes. */
  values: string[];
  span: Span;
}

/** `label: .branchtargets L1, L2, N<5>;` or `label: .calltargets f, g;` */
export interface Targets {
  kind: 'Targets';
  directive: '.branchtargets' | '.calltargets';
  label: string;
  targets: Array<{ name: string; count: number | null }>;
  span: Span;
}

/** `label: .callprototype (.param .b32 _) _ (.param .b32 _) .noreturn;` */
export interface CallPrototype {
  kind: 'CallPrototype';
  label: string;
  returns: VariableDecl[] | null;
  params: VariableDecl[] | null;
  directives: FunctionDirective[];
  span: Span;
}

/** `@@DWARF ...`: a legacy debug line, kept verbatim. */
export interface Dwarf {
  kind: 'Dwarf';
  text: string;
  span: Span;
}

/** What every instruction node holds; `Instruction` (generated/) narrows it per opcode. */
export interface InstructionBase {
  kind: 'Instruction' | 'UnmatchedInstruction';
  guard: Guard | null;
  /** The fused opcode: `atom`, `mbarrier.arrive`, `cp.async.bulk.tensor`. */
  opcode: string;
  /** The qualifier tokens after the opcode, as written and in order. */
  modifiers: readonly string[];
  /** Named qualifier slots as written: `{ space: '.global', op: '.add', type: '.s32' }`; flags are true. */
  qualifiers: Readonly<Record<string, string | true>>;
  /** Values the ISA assumes for the slots left out: `{ sem: '.relaxed', scope: '.gpu' }`. */
  defaults: Readonly<Record<string, string>>;
  /** Operands in order, as written. */
  operands: Operand[];
  /** The operands by their spec names: `{ d, a, b, cachePolicy }`. */
  args: Record<string, Operand>;
  /** Index of the matched spec form of this opcode; -1 when none matched. */
  form: number;
  span: Span;
}

/**
 * An instruction that matched no form of its opcode, or of no known opcode: the parse reported an
 * error at it. Of its own kind, so that `kind === 'Instruction'` then `opcode === 'ld'` narrows
 * to the `ld` node.
 */
export interface UnmatchedInstruction extends InstructionBase {
  kind: 'UnmatchedInstruction';
  form: -1;
}

/** The instruction node of one opcode: `InstructionOf<'ld'>`. */
export type InstructionOf<O extends Instruction['opcode']> = Extract<Instruction, { opcode: O }>;

/**
 * A body's statements. A function declared in a body (`.extern .func g(.param .b32 a);`) is a
 * FunctionDecl without body: ptxas makes it the module's, callable from there on in any function.
 */
export type Statement = Instruction | UnmatchedInstruction | Label | Block | VariableDecl | Loc | Pragma | Targets | CallPrototype | FunctionDecl;

// ---------------------------------------------------------------- module level

export interface Version {
  kind: 'Version';
  /** `9.0` as written. */
  version: string;
  span: Span;
}

export interface Target {
  kind: 'Target';
  targets: string[];
  span: Span;
}

export interface AddressSize {
  kind: 'AddressSize';
  size: number;
  span: Span;
}

export interface FileDirective {
  kind: 'File';
  index: number;
  name: string;
  /** Timestamp and size, as written; empty when absent. */
  extra: IntLit[];
  span: Span;
}

export interface SectionData {
  kind: 'SectionData';
  /** `.b8`, `.b16`, `.b32`, `.b64` */
  type: string;
  values: Operand[];
  span: Span;
}

/** `.section .debug_info { ... }` as nvcc -G emits it. */
export interface Section {
  kind: 'Section';
  name: string;
  entries: Array<SectionData | Label>;
  span: Span;
}

/** `.maxntid 256, 1, 1`, `.noreturn`, `.pragma "nounroll";`, `.abi_preserve 8`... */
export interface FunctionDirective {
  kind: 'FunctionDirective';
  name: string;
  args: Operand[];
  span: Span;
}

export interface FunctionDecl {
  kind: 'Function';
  linkage: Linkage | null;
  directive: '.entry' | '.func';
  /** `.attribute(.unified)` contents. */
  attributes: string[];
  returns: VariableDecl[] | null;
  name: string;
  params: VariableDecl[] | null;
  directives: FunctionDirective[];
  /** null for a declaration (prototype) ending in `;`. */
  body: Block | null;
  span: Span;
}

export interface Alias {
  kind: 'Alias';
  alias: string;
  aliasee: string;
  span: Span;
}

export type TopLevel = Version | Target | AddressSize | FileDirective | Section | FunctionDecl | VariableDecl | Pragma | Alias | Dwarf | Loc;

export interface Module {
  kind: 'Module';
  directives: TopLevel[];
  span: Span;
}

/** Every node of the tree: what `walk` visits, keyed by `kind`. */
export type Node = Module | TopLevel | Statement | Declarator | FunctionDirective | SectionData | Operand;
