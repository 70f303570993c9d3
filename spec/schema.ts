// The zod schema of one spec entry: one instruction page of PTX ISA 9.0 §9.7.
// Syntax strings use a normalised form of the document's notation; its grammar is parsed by
// codegen/syntax.ts and described in spec/README.md.
import { z } from 'zod';

const qualifierToken = z.string().regex(/^\.[A-Za-z0-9_]+(::[A-Za-z0-9_]+)*$/, 'a qualifier is ".name" or ".name::sub"');

/** A named set of qualifier tokens, e.g. `.sem = { .relaxed, .acquire, .release, .acq_rel }`. */
export const QualifierSet = z.array(qualifierToken).min(1);

/** The name of a set of spec/qualifier-sets.json (`rnd`, `byte-selector`). */
const sharedSetName = z.string().regex(/^[a-z][a-z0-9-]*$/, 'a shared set is named in lower case, words joined by "-"');

/** A qualifier set as a page writes it: its tokens, or the name of the shared set that holds them. */
export const QualifierSetRef = z.union([QualifierSet, sharedSetName]);

const version = z.string().regex(/^\d+\.\d+$/, 'a PTX ISA version such as "7.8"');
const target = z.string().regex(/^sm_\d+[af]?$/, 'a target such as "sm_90" or "sm_90a"');

/** The fields of a requirement: the PTX ISA version that introduced it and the lowest target. */
const requirementFields = {
  ptx: version.optional(),
  target: target.optional(),
  /** Targets when the requirement is a family or a list (`sm_100a, sm_101a`), as the notes say. */
  targets: z.array(target).optional(),
  /**
   * The texturing mode the module's `.target` must be in: ptxas takes some texture forms in one
   * mode only (a sampler-less `[a, c]` not under texmode_independent; `.cube` with a sampler not
   * under the default texmode_unified).
   */
  texmode: z.enum(['unified', 'independent']).optional(),
  /** The PTX version from which ptxas rejects it (wmma without `.aligned`: "'.aligned modifier required" from 6.3). */
  before: version.optional(),
  /** With `before`: ptxas rejects it from that version on only for this target and later (vote without `.sync` on sm_70). */
  beforeTarget: target.optional(),
  /** It holds only on targets below this one (cvt's .e4m3x2 needs PTX 8.1 on sm_89, where sm_90 takes it from 7.8). */
  belowTarget: target.optional(),
  /**
   * The address size it needs: 32 (`cvta`'s `.u32`, an address of `.address_size 32`), which ptxas 13
   * no longer compiles ("32-Bit ABI ... is not supported"): never met.
   */
  addressSize: z.literal(32).optional(),
};

/** What a form or qualifier needs: the PTX ISA version that introduced it and the lowest target. */
export const Requirement = z.object({ ...requirementFields, note: z.string().optional() });

/**
 * The shape an operand may take.
 * - reg: a register (or a brace vector of registers, or the sink `_`), e.g. a destination
 * - pred: a predicate register, possibly negated `!p` when the syntax says `{!}p`
 * - src: a register, immediate, constant expression, symbol or vector: any plain value
 * - imm: an immediate or constant expression only
 * - addr: a memory operand in brackets, `[a]`, `[a+8]`, `[sym]`
 * - vec: a brace vector `{a, b, ...}`
 * - label: a label or symbol name (branch targets, functions)
 * - list: a parenthesised list `(a, b)` (call arguments)
 * - texaddr: a bracketed texture/surface operand `[tex, coords]`
 * - addrOrName: an address `[a]`, or a register or symbol name written without the brackets (which
 *   ptxas takes for the memory operands of the cp.async.bulk.tensor family); written `[a]` in the syntax
 * - scalar: like src, but not a brace vector (ptxas: "Arguments mismatch"), e.g. a depth compare value
 */
export const OperandShape = z.enum(['reg', 'pred', 'src', 'imm', 'addr', 'vec', 'label', 'list', 'texaddr', 'addrOrName', 'scalar', 'function']);

/**
 * The type an operand's registers and immediates must agree with (ISA §9.4, Table 26): a qualifier
 * set of the page (`.type`, `.dtype`: the token the instruction writes from it, as a slot or as a
 * literal), optionally doubled (`.type*2`: mul.wide's destination) or split (`.type/n`: a brace vector
 * of n elements holds n bit-size parts of it, mov's pack and unpack), or a type token (`.u32`, `.pred`),
 * or a choice of type tokens (`.bf16x2|.pred`: either); `.any` in a form: not checked there.
 */
export const OperandType = z
  .string()
  .regex(/^\.[a-z0-9_]+((\*2|\/n)?|(\|\.[a-z0-9_]+)+)$/, 'a qualifier set (".type", ".type*2", ".type/n"), a type (".u32") or a choice of types (".bf16x2|.pred")');

/**
 * The values ptxas takes for an integer immediate written as an operand (`bar.sync 16`: "Barrier
 * number '16' out of range"); registers there are not checked. Each given bound must hold.
 */
export const OperandValues = z
  .object({
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    multipleOf: z.number().int().min(2).optional(),
    powerOfTwo: z.literal(true).optional(),
    oneOf: z.array(z.number().int()).min(1).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'an empty value rule');

/** A form's own brace vector lengths, by operand (Form.vectorCounts). */
const VectorCounts = z.record(z.string(), z.union([z.number().int().min(1), z.record(qualifierToken, z.union([z.number().int().min(1), z.array(z.number().int().min(1)).min(2)]))]));

/**
 * The operand facts of a form on a range of targets (architecture numbers: `{"from": "sm_90",
 * "below": "sm_120"}` is sm_90 to sm_110, `a` and `f` targets included), in place of the form's
 * own: each field given replaces the form's (operandTypes per operand, over the form's). A shared
 * rule may type an operand only some of its forms have (mma.sp's metadata `e`, not in mma's).
 */
export const TargetRule = z
  .object({
    from: target.optional(),
    below: target.optional(),
    /** It holds only where one of these qualifiers (of one slot) is written: `[".m16n8k128"]`. */
    with: z.array(qualifierToken).min(1).optional(),
    operandTypes: z.record(z.string(), OperandType).optional(),
    vectorCounts: VectorCounts.optional(),
    elementwiseVectors: z.array(z.string()).optional(),
    strictVectors: z.array(z.string()).optional(),
    /** The page's implicitVectors of these operands there; `false`: a register only, no brace vector (mma.sp's `e` with `.sp` from sm_100). */
    implicitVectors: z.record(z.string(), z.union([z.array(z.number().int().min(1)).min(1), z.literal('any'), z.literal(false)])).optional(),
    note: z.string().optional(),
  })
  .strict()
  .refine((r) => r.from !== undefined || r.below !== undefined, 'a rule with from, below or both');

export const Form = z.object({
  /** The opcode this form defines: the fused name ptxas recognises, e.g. `atom`, `cp.async.bulk.tensor`, `tcgen05.wait::ld`. */
  opcode: z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+(::[a-z0-9_]+)*)*$/),
  /**
   * The instruction as its ISA page names it, where the fused name is longer (`mul` for `mul.wide`,
   * `cvta` for `cvta.to`): the node's `opcode`, the rest of the fused name its qualifiers.
   */
  instruction: z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/).optional(),
  /** Normalised syntax, e.g. `atom{.sem}{.scope}{.space}.op{.level::cache_hint}.type d, [a], b{, cache-policy};` */
  syntax: z.string().min(1),
  /** Qualifier sets local to this form; they override the page's sets of the same name. */
  qualifiers: z.record(z.string(), QualifierSetRef).optional(),
  /** Operand shapes local to this form; they override the page's. */
  operands: z.record(z.string(), OperandShape).optional(),
  /** `strict`: ptxas wants the qualifiers in the written order (default `free`: any order, types in order). */
  order: z.enum(['free', 'strict']).optional(),
  /** In a free order, elements (named as in the syntax) that must still come in this relative order, e.g. [[".op", ".popc"]]. */
  sequences: z.array(z.array(z.string()).min(2)).optional(),
  /** Optional elements (named as in the syntax) that ptxas wants all or none of, e.g. [[".sem", ".scope"]]. */
  together: z.array(z.array(z.string()).min(2)).optional(),
  requires: Requirement.optional(),
  /** Operand types local to this form; they override the page's (see SpecEntry.operandTypes). */
  operandTypes: z.record(z.string(), OperandType).optional(),
  /** The page's relaxedTypes for this form, in place of the page's (cvt's packed-type forms take no wider registers). */
  relaxedTypes: z.boolean().optional(),
  /**
   * A brace vector of integer registers of a float type's size stands for the float type here, as
   * where types are relaxed, though wider registers do not (mov.v2.f32 {%u1, %u2}, mov's vectors).
   */
  intVectorsForFloat: z.boolean().optional(),
  /**
   * Brace vector lengths this form gives its own, by qualifier: `{"r": {".x1": 2, ".x2": 4}}`
   * (ldmatrix .m16n16, whose matrices are two registers each), where the page's vectorOperands set
   * would say `.x1` is one element; or one length (`{"a": 4}`: an mma fragment of the form's shape).
   * By qualifier, a list where ptxas takes several lengths (`{"e": {".1d": [1, 2, 4], ".2d": [2, 4]}}`:
   * a texture offset, as long as the geometry's coordinates or longer).
   */
  vectorCounts: VectorCounts.optional(),
  /** The coordinates of this form's geometries, in place of the page's (`.tile::gather4`'s `.2d` takes 5). */
  coordinates: z.record(qualifierToken, z.number().int().min(1).max(5)).optional(),
  /** Operand values local to this form; they override the page's (see SpecEntry.operandValues). */
  operandValues: z.record(z.string(), OperandValues).optional(),
  /** The page's sinkOperands for this form, in place of the page's. */
  sinkOperands: z.array(z.string()).optional(),
  /** The page's indexOperands for this form, in place of the page's (multimem.red's `a`, not multimem.st's). */
  indexOperands: z.array(z.string()).optional(),
  /** The page's handleOperands for this form, in place of the page's (txq's sampler query: `.texref` or `.samplerref`). */
  handleOperands: z.record(z.string(), z.array(z.string()).min(1)).optional(),
  /** The page's specialRegisterOperands for this form, in place of the page's. */
  specialRegisterOperands: z.array(z.string()).optional(),
  /** The page's noFunctions for this form, in place of the page's (cvta.to's `a` takes one). */
  noFunctions: z.array(z.string()).optional(),
  /** The page's elementwiseVectors for this form, in place of the page's (mma's .s4 fragments from sm_90). */
  elementwiseVectors: z.array(z.string()).optional(),
  /** The page's strictVectors for this form, in place of the page's (mma's .e4m3 fragments on sm_90 to sm_110). */
  strictVectors: z.array(z.string()).optional(),
  /**
   * What the form's operands are on some targets, where ptxas types them otherwise (mma's fragments
   * change with the target): rules tried in order, the first whose range holds the module's `.target`
   * (and, with `with`, whose qualifiers the instruction writes one of) in place of the form's own
   * operand facts; the form's own hold where none does, and without a `.target`. The name of a list
   * of spec/target-rules.json where pages share one.
   */
  byTarget: z.union([z.array(TargetRule).min(1), sharedSetName]).optional(),
  note: z.string().optional(),
});

export const RejectedExample = z.object({
  text: z.string(),
  /** ptxas's message, and why the page's example is wrong. */
  reason: z.string(),
  /**
   * ptxas rejects it for a reason beyond syntax, which a parser cannot see: operand types, undeclared
   * or mistyped symbols, the 32-bit ABI. The parser is not expected to reject these.
   */
  semantic: z.boolean().optional(),
});

// The fields in the order spec files write them (codegen/spec-format.ts): what it is about first.
export const QualifierRequirement = z.object({
  qualifiers: z.array(qualifierToken).min(1),
  /** It holds only when one of these qualifiers is written too (another one than the qualifier itself): `.v8` with `.f32`. */
  with: z.array(qualifierToken).min(1).optional(),
  /** It holds only when none of these qualifiers is written: cp.async.bulk's scope without `.relaxed` (rejected from PTX 9.1). */
  without: z.array(qualifierToken).min(1).optional(),
  /**
   * Qualifiers ptxas rejects along with these (and `with`): a 256-bit `ld.v4.b64` in `.shared`
   * ("global state space expected for feature '256 bit wide load/store'").
   */
  conflicts: z.array(qualifierToken).min(1).optional(),
  ...requirementFields,
  /**
   * The requirement holds for only some uses of these qualifiers (other operands, types or values,
   * as the note says): the parser does not check it.
   */
  conditional: z.boolean().optional(),
  note: z.string().optional(),
});

/** What an optional operand needs when it is written: `d{|p}`'s p, PTX 7.1 and sm_60. */
export const OperandRequirement = z.object({
  /** Operand names as the syntax writes them (`p`, `ignore-src`). */
  operands: z.array(z.string()).min(1),
  /** It holds only where the operand is an integer immediate this rule takes (tensormap.replace's swizzle_mode 4: `{"oneOf": [4]}`). */
  values: OperandValues.optional(),
  /** With `values`: it holds only where one of these qualifiers is written too (`.swizzle_mode`). */
  with: z.array(qualifierToken).min(1).optional(),
  ...requirementFields,
  note: z.string().optional(),
});

export const SpecEntry = z.object({
  /** File stem of the page in ptx-isa-9.0/instructions (in the document of `document` for a newer page). */
  page: z.string(),
  /** Section number, e.g. "9.7.13.5", in the document of `document`. */
  section: z.string().regex(/^9\.7(\.\d+)+$/),
  /** The PTX ISA document whose page and section numbers these are, for a page 9.0's lacks ("9.3"); 9.0's when not given. */
  document: z.string().regex(/^9\.[1-9]$/).optional(),
  title: z.string(),
  /** Requirement of the instruction as a whole (its first PTX version and target). */
  requires: Requirement,
  /** Named qualifier sets shared by the page's forms. */
  qualifiers: z.record(z.string(), QualifierSetRef),
  /** The value the ISA assumes when an optional slot is absent, e.g. { ".sem": ".relaxed" }. */
  defaults: z.record(z.string(), qualifierToken).optional(),
  /** Version/target notes singled out for particular qualifiers. */
  qualifierRequirements: z.array(QualifierRequirement).optional(),
  /** Version/target notes singled out for optional operands. */
  operandRequirements: z.array(OperandRequirement).optional(),
  /** Shape of every operand name used by the forms. */
  operands: z.record(z.string(), OperandShape),
  /**
   * The `reg` and `src` operands that take a brace vector, and how many elements it holds: the
   * `.vN` value of a qualifier set (`{"d": ".vec"}`: `ld.v4` takes `{a, b, c, d}`, one element
   * when the slot is absent), or the `.vN` literal the form writes (`{"d": [".v4", ".v2"]}`: tex,
   * whose `d` must then be a vector); with a list, the first the form has. Elsewhere ptxas takes a
   * brace vector only as a split type (`.type/n`: mov's pack and unpack) or in a `vec` operand
   * ("Vector operand is not allowed").
   */
  vectorOperands: z.record(z.string(), z.union([z.string(), z.array(z.string()).min(1)])).optional(),
  /**
   * The element counts of the brace vector an operand takes where no `.vN` slot sizes it: for a
   * `vectorOperands` operand, when that slot is absent, where ptxas infers the vector from the
   * operand (`suld.b.2d.b32 {a, b, c, d}` is a `.v4` load; one element when not given); for a `reg`
   * or `src` operand that is no `vectorOperands` one, the vectors it takes besides a scalar (mma's
   * `scale-a-data`); for a `vec` operand, its only lengths (mma's `{byte-id-a, thread-id-a}`).
   * `"any"`: a brace vector of any length (wgmma.sp's `sp-meta`, as ptxas takes it).
   */
  implicitVectors: z.record(z.string(), z.union([z.array(z.number().int().min(1)).min(1), z.literal('any')])).optional(),
  /**
   * The type each operand must agree with (OperandType), checked against the declared type of each
   * register written there (and each element of a brace vector) and the kind of each immediate, as
   * ptxas does ("Arguments mismatch"). Operands not named here are not checked.
   */
  operandTypes: z.record(z.string(), OperandType).optional(),
  /** The values an integer immediate may take, by operand (OperandValues): `{"a": {"min": 0, "max": 15}}`. */
  operandValues: z.record(z.string(), OperandValues).optional(),
  /**
   * The destinations that may be written as the sink `_` (a predicate pair's halves by their own
   * names: setp's `p` and `q`). ptxas rejects the sink elsewhere ("Result discard mode is not
   * allowed", "Sink '_' not allowed as a source operand"). Inside a brace vector it is taken
   * where operand-roles.json says the operand is written only (`ld.v2 {%r1, _}`), and not in a
   * vector read (`st.v2 [a], {%r1, _}`, wgmma's `d`), unless vectorSinks says otherwise.
   */
  sinkOperands: z.array(z.string()).optional(),
  /**
   * Where a brace vector takes the sink `_` among its elements other than as its operand's role
   * says: `false`, never (tcgen05.ld's `r`, which ptxas lowers to an `ld` per register: "Result
   * discard mode is not allowed for instruction 'ld'"); or the qualifier combinations, one of which
   * the instruction must write (st's `b`: `[[".v8", ".b32"], [".v4", ".b64"], ...]`, a 256-bit store).
   */
  vectorSinks: z.record(z.string(), z.union([z.literal(false), z.array(z.array(z.string()).min(1)).min(1)])).optional(),
  /**
   * The operands that may be special registers (`%tid.x`, `%clock64`): ptxas takes them only where
   * these say (mov's source, integer cvt's), else "Special register argument not allowed"; never as
   * a destination ("Read-only special register cannot be destination argument").
   */
  specialRegisterOperands: z.array(z.string()).optional(),
  /**
   * The operands that may name a variable (mov's `avar`, cvta's `var`: its address). ptxas takes a
   * variable's name nowhere else outside an address ("Argument 1 of instruction 'add': must be
   * register").
   */
  variableOperands: z.array(z.string()).optional(),
  /**
   * The operands that take an array's element, `a[1]`, `a[%r1]`, `a[%r1+4]` (an Index node): a
   * variable's address where a `variableOperands` one takes the variable's (mov's `avar`: the
   * element's address), or, written without brackets, the address of a memory access (ld's and
   * st's `a`: `ld.global.u32 %r1, g[1]` loads that element). ptxas takes one nowhere else
   * ("Arguments mismatch" for `atom`, `prefetch`, `add`; "must be register").
   */
  indexOperands: z.array(z.string()).optional(),
  /**
   * The `vectorOperands` operands that take a lone register where their `.vN` slot asks for a brace
   * vector (mov's `a`: `mov.v2.u32 {%r1, %r2}, %r3` assembles). Elsewhere ptxas rejects a register
   * declared without a vector there ("Result vector expected", "Argument vector size mismatch").
   */
  scalarVectorOperands: z.array(z.string()).optional(),
  /**
   * The brace-vector operands whose registers ptxas passes one by one (tcgen05.ld lowers to an `ld`
   * per register; wmma.load's are a builtin's parameters): a `.pred` among 32-bit registers does not
   * pass there, as it does in other vectors of mixed types (ldmatrix, mma).
   */
  elementwiseVectors: z.array(z.string()).optional(),
  /**
   * The brace-vector operands whose registers ptxas types one by one, each against the operand's type
   * as if it stood alone, not the vector as a whole (wmma.load's and wmma.store's fragments): a .u32
   * among .b32 registers fails a .f16x2 or .f32 type there, as a .pred does.
   */
  strictVectors: z.array(z.string()).optional(),
  /**
   * The operands whose registers ptxas takes declared of a bit type only (`.b32`), not of the
   * integer or float types of its size that the operand's type otherwise lets stand for it, an
   * address's base register included: tcgen05.mma's tensor-memory addresses (`[d-tmem]` in a
   * `.u32` register is "Arguments mismatch"; tcgen05.ld's `[taddr]` takes one).
   */
  bitRegisterOperands: z.array(z.string()).optional(),
  /**
   * The brace-vector operands that take no vector of integer constants alone: `{1, 2}` is an
   * "Arguments mismatch" there (stmatrix's r, mma's a and b), though a vector mixing registers and
   * literals (`{%r1, 1}`) or one of `0f` literals passes, as a vector of integers does elsewhere (st, mov).
   */
  noIntegerVectors: z.array(z.string()).optional(),
  /**
   * The address operands that take no opaque variable's name (a scalar `.texref`, `.surfref` or
   * `.samplerref`, types.json handle): ld's, st's and ldu's `a` ("Illegal operand type to
   * instruction 'ld'"), cp.async.mbarrier.arrive's ("Indirect access to texture requires .u64
   * type"), though an array of them, or a register holding a handle, is taken.
   */
  noHandles: z.array(z.string()).optional(),
  /**
   * The source operands that take no function's (or kernel's) name, which ptxas takes as the
   * function's address elsewhere (`add.u64 %rd1, f, 1`): cvta's `a` and `var` with a state space
   * ("State space mismatch between instruction and address": a function is in none), isspacep's
   * and istypep's `a` ("Arguments mismatch").
   */
  noFunctions: z.array(z.string()).optional(),
  /**
   * The source operands that take no offset from a variable (`g+4`), which ptxas takes elsewhere as
   * the variable's address plus the offset (`add.u64 %rd1, g+4, 1`, isspacep's `a`): istypep's `a`
   * ("Arguments mismatch" for `tx+1`, though `%rd1+1` assembles).
   */
  noVariableOffsets: z.array(z.string()).optional(),
  /**
   * The operands, or items of a texture operand, where a `.f16x2` register does not stand for the
   * 32-bit integer or bit type it does elsewhere (`add.u32 %r1, %h, 1` assembles): the bulk copies'
   * size, a tensor copy's coordinates, mbarrier.init's count (ptxas "Arguments mismatch").
   */
  noPackedRegisters: z.array(z.string()).optional(),
  /**
   * The operands, or items of a texture operand, that name a texture, sampler or surface: a
   * variable there is a scalar of one of the opaque types listed, else a `.u64` register
   * (`{"a": [".texref"], "b": [".samplerref"]}`: tex's; ptxas "Argument 1 of instruction 'tex':
   * .texref or .u64 register expected", "Arguments mismatch" for another variable or a function).
   */
  handleOperands: z.record(z.string(), z.array(z.string()).min(1)).optional(),
  /**
   * The label operands that name a `.branchtargets` list defined above (brx.idx's tlist): ptxas
   * rejects a plain label, a `.calltargets` or `.callprototype` one ("Label with '.branchtargets'
   * directive expected") and a list defined further on ("Label expected for forward reference").
   */
  branchTargetOperands: z.array(z.string()).optional(),
  /**
   * The bracketed operands of several items, named by their first, whose items are each a register
   * (fabric's handle `[srcLeId, srcDataOff]`): no brace vector, variable or special register there
   * ("Arguments mismatch", "Special register argument not allowed"), as a texture's or tensor's coordinates are.
   */
  registerItems: z.array(z.string()).optional(),
  /**
   * The label operands that name a `.calltargets` list or a `.callprototype` defined above, or a
   * call table (a `.global` or `.const` variable): call's flist and fproto, which ptxas tells apart
   * by what the name heads, not by the form. It rejects a plain label, a `.branchtargets` one or a
   * function ("Call target not recognized"), one defined further on ("Unknown symbol"), a variable
   * of another space (".const or .global array expected").
   */
  callTargetOperands: z.array(z.string()).optional(),
  /**
   * The qualifiers that give each address operand's state space: a qualifier set (`{"a": [".ss"]}`)
   * or a literal (`[".space", ".global"]`: atom's optional `{.global}`). A variable named in that
   * address must be of that space, or of .global, .shared or .local where none is written (ptxas:
   * "State space mismatch between instruction and address").
   */
  addressSpaces: z.record(z.string(), z.array(z.string()).min(1)).optional(),
  /**
   * For an addressSpaces operand: the spaces a variable named there may be in where the instruction
   * writes no space, in place of generic addressing's .global, .shared and .local (mapa's a: .shared;
   * ptxas "State space mismatch between instruction and address" for a .global one).
   */
  genericSpaces: z.record(z.string(), z.array(qualifierToken).min(1)).optional(),
  /**
   * The addressSpaces operands that ptxas takes in a 32-bit register whatever their space, generic
   * or .global too (cp.async.mbarrier.arrive's addr: `[%r1]` assembles with or without .shared; the
   * bulk copies' global dstMem and srcMem); elsewhere a generic or .global address is a 64-bit one.
   */
  narrowAddresses: z.array(z.string()).optional(),
  /**
   * The operands of a call: the function called by name, the return list and the argument list,
   * whose lengths must be the function's (ptxas: "Call has wrong number of parameters").
   */
  callOperands: z.object({ target: z.string(), returns: z.string(), params: z.string() }).optional(),
  /**
   * The page's instruction takes registers wider than its type for its typed operands (ISA §9.4.1:
   * ld, st, cvt; Tables 27 and 28), floating-point ones only of the exact size.
   */
  relaxedTypes: z.boolean().optional(),
  /** The page's forms take a brace vector of integer registers for a float type of their size (see Form.intVectorsForFloat). */
  intVectorsForFloat: z.boolean().optional(),
  /**
   * The array geometries (`.a1d`) under which an address's brace vector starts with an array index,
   * not a coordinate: the index's type, or null where ptxas does not check it. The index is left
   * out of the vector rule and of the coordinates' type (tex's `[t, {%u1, %f1}]`).
   */
  arrayIndex: z.record(qualifierToken, z.string().regex(/^\.[a-z0-9_]+$/).nullable()).optional(),
  /**
   * The geometries (`.2d`) and how many coordinates each needs in an address's brace vector: it
   * holds that many or more, as a vector of 1, 2 or 4 ("Operand vector size doesn't match
   * geometry", "Illegal vector size: 3"); with exactCoordinates, that many exactly.
   */
  coordinates: z.record(qualifierToken, z.number().int().min(1).max(5)).optional(),
  /** The coordinates are a brace vector, of exactly as many as `coordinates` says (tensor copies: "Vector expected for argument 2", "Argument vector size mismatch"). */
  exactCoordinates: z.literal(true).optional(),
  /**
   * How the instruction moves control, for control-flow and call graphs: `jump` to the label its
   * label operand names (a `.branchtargets` list's labels, brx.idx) and on, when guarded; `end`s the
   * function's run (ret, exit, trap); a `call` (the function of callOperands' target, else a
   * register's, of the `.calltargets` or `.callprototype` its label operand names). Others fall through.
   */
  flow: z.enum(['jump', 'end', 'call']).optional(),
  /** Empty only for pages whose syntax is module grammar (`{}` blocks, `@p` guards): say so in `grammar`. */
  forms: z.array(Form),
  /** For pages with no instruction forms: which part of the module grammar implements the page. */
  grammar: z.string().optional(),
  /** The page's examples that ptxas accepts, one instruction each, as written (labels/guards kept). */
  examples: z.array(z.string()),
  /** The page's examples that ptxas rejects. */
  rejectedExamples: z.array(RejectedExample).optional(),
  /** Deviations from the document, and why. */
  notes: z.array(z.string()).optional(),
});

/** spec/flags.json: how ptxas treats a flag qualifier written twice. */
export const FlagRules = z.object({
  /** Literal flags whose repetition ptxas ignores; any other flag written twice is an error. */
  repeatable: z.array(qualifierToken),
  /** Qualifiers ptxas accepts and ignores on an instruction that takes no such qualifier. */
  ignored: z.array(qualifierToken),
  notes: z.array(z.string()),
});

/** spec/symbols.json: the names a function may use without declaring them. */
export const Symbols = z.object({
  specialRegisters: z.array(z.string().regex(/^%[a-z_0-9]+$/)),
  predefined: z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
  /** The PTX version and target a special register needs, where more than PTX 1.0 on any target. */
  requirements: z.record(z.string().regex(/^%[a-z_0-9]+$/), Requirement),
  /** The type mov and cvt check a special register against (ISA §9.4 rules), where it has one; the others are not checked. */
  types: z.record(z.string().regex(/^%[a-z_0-9]+$/), z.enum(['.u32', '.u64', '.pred'])),
  /** The vector special registers (`.v4`: %tid), read by component (`%tid.x`); the others take none. */
  vectors: z.array(z.string().regex(/^%[a-z_0-9]+$/)),
  /** The types a vector special register's component (`%tid.x`) agrees with, any one of them (mov's rules). */
  componentTypes: z.record(z.string().regex(/^%[a-z_0-9]+$/), z.array(z.enum(['.u16', '.u32'])).min(1)),
  /** The types a special register of no one type (%gridid) agrees with, any one of them (mov's rules). */
  typeChoices: z.record(z.string().regex(/^%[a-z_0-9]+$/), z.array(z.enum(['.u16', '.u32', '.u64'])).min(1)),
  notes: z.array(z.string()),
});

/** One directive of spec/directives.json: what may follow a function's parameters. */
export const FunctionDirectiveRule = z.object({
  /** Which functions take it: kernels, .func functions (and prototypes), or both. */
  on: z.enum(['entry', 'func', 'both']),
  /**
   * The most integer arguments it takes (one at least, when any); 'strings' for .pragma's strings and ';';
   * or a list of names: one or more, each a string of one of `names` in any case, or an integer constant
   * within `range` (`.language "PTX", 3`).
   */
  args: z.union([
    z.number().int().min(0),
    z.literal('strings'),
    z.object({ names: z.array(z.string().min(1)).min(1), range: z.tuple([z.number().int().min(0), z.number().int().min(0)]) }).strict(),
  ]),
  requires: Requirement,
  /** Not written twice. */
  once: z.boolean().optional(),
  /** Before the function's other directives. */
  first: z.boolean().optional(),
  /** Not on a function with return parameters. */
  noReturns: z.boolean().optional(),
  /** On a .func: once, after the function's other directives (on an .entry it may stand anywhere). */
  lastInFunc: z.boolean().optional(),
  /** With lastInFunc: the directives of lastInFunc it may still follow on a .func (`.language` after `.local_maxnreg`). */
  follows: z.array(qualifierToken).optional(),
  /** Directives it cannot be written with. */
  conflicts: z.array(qualifierToken).optional(),
  /** Directives it needs all of. */
  needs: z.array(qualifierToken).optional(),
  /** The PTX version from which ptxas rejects it. */
  removedIn: version.optional(),
  /** Its arguments are above zero (ptxas: "Positive non-zero value expected for maxntid"). */
  positive: z.boolean().optional(),
  /** Only on a definition: a declaration (`.entry k() .maxntid 32;`) takes none (ptxas: "Parsing error near ';'"). */
  definitionOnly: z.boolean().optional(),
});

/** spec/directives.json: the directives after a function's parameters. */
/** What a module directive, a declared type or a state space needs. */
export const DirectiveRequirement = z.object({ requires: Requirement });

export const Directives = z.object({
  functionDirectives: z.record(qualifierToken, FunctionDirectiveRule),
  /** Module-level directives (`.address_size`, `.alias`, and the legacy `@@DWARF` line). */
  moduleDirectives: z.record(z.union([qualifierToken, z.literal('@@DWARF')]), DirectiveRequirement),
  /** The `.address_size` values ptxas compiles. */
  addressSizes: z.array(z.union([z.literal(32), z.literal(64)])).min(1),
  /** The strings of `.pragma`, where each may stand, and the least value of one that takes an integer. */
  pragmaStrings: z.record(
    z.string().regex(/^[a-z_]+$/),
    z
      .object({
        scopes: z.array(z.enum(['module', 'entry', 'body'])).min(1),
        kernelOnly: z.boolean().optional(),
        least: z.number().int().min(0).optional(),
        /** ptxas takes a string that starts with the name as this pragma, whatever follows (`"mma_throughput 4"`, `"mma_throughputX"`). */
        anyText: z.literal(true).optional(),
        /** The PTX version (and target) the pragma needs (ptxas: "Feature 'mma_throughput' requires PTX ISA .version 9.3 or later"). */
        requires: Requirement.optional(),
      })
      .strict(),
  ),
  /** What a `.section`'s contents need: `label` (one defined in it), `difference` (a value `a-b` of two names). */
  sectionData: z.object({ label: DirectiveRequirement, difference: DirectiveRequirement }),
  notes: z.array(z.string()),
});

/** One type token's facts (spec/types.json): what the checks read of it. */
export const TypeFacts = z
  .object({
    /** bits, signed, unsigned, float, pred; packed: a packed or narrow float type (`.f16x2`, `.bf16`, `.e4m3x2`); opaque: `.texref` and the like. */
    kind: z.enum(['bits', 'signed', 'unsigned', 'float', 'pred', 'packed', 'opaque']),
    /** The whole type's size; none for an opaque type. */
    bits: z.number().int().positive().optional(),
    /** The values a packed type holds (`.f16x2`: 2); one when not given. */
    lanes: z.number().int().min(2).optional(),
    /** A packed type that takes wider registers where the instruction does (ld, st, cvt: ISA Tables 27 and 28), as the bit, integer and float types all do. */
    widens: z.literal(true).optional(),
    /** A packed type of integer lanes (`.u16x2`): like the integer types, it takes a `.f16x2` register (ptxas 13.0: `add.u16x2 %r, %h, %r` assembles, `add.bf16x2` does not). */
    intLanes: z.literal(true).optional(),
    /** A variable may be declared of it, with what the module needs for that. */
    declaration: DirectiveRequirement.optional(),
    /** Of an opaque type: the one type a scalar variable's address (a handle) is taken as. */
    handle: qualifierToken.optional(),
  })
  .strict()
  .refine((t) => (t.kind === 'opaque') === (t.bits === undefined), 'an opaque type has no bits, any other has')
  .refine((t) => t.handle === undefined || t.kind === 'opaque', "handle is an opaque type's")
  .refine((t) => (t.lanes === undefined && t.widens === undefined && t.intLanes === undefined) || t.kind === 'packed', 'lanes, widens and intLanes are a packed type\'s');

/** spec/types.json: the type tokens, vector tokens, vector element selectors and state spaces. */
export const Types = z
  .object({
    types: z.record(qualifierToken, TypeFacts),
    /** Type tokens instructions write that no check knows the facts of (`.u4`, `.e4m3`, `.b1024`): types in the order of qualifiers all the same. */
    instructionTypes: z.array(qualifierToken).min(1),
    /** The vector tokens of declarations, with their element count; `variable`: a variable may have it. */
    vectors: z.record(z.string().regex(/^\.v\d+$/), z.object({ lanes: z.number().int().min(2), variable: z.literal(true).optional() }).strict()),
    /** The selectors of a vector's element (`%v.x`, `%tid.y`). */
    vectorElements: z.array(z.string().regex(/^\.[a-z]$/)).min(1),
    /**
     * The state spaces that start a declaration, with what one needs of the module; `addressBits`:
     * 64 where an address in the space is never 32-bit (`.global`).
     */
    stateSpaces: z.record(qualifierToken, z.object({ requires: Requirement.optional(), addressBits: z.literal(64).optional() }).strict()),
    /** The type tokens besides the declaration types that a statement of their own may be (`.e4m3;`), which ptxas takes and ignores. */
    bareTypes: z.array(qualifierToken),
    /** What a kernel parameter's `.ptr` may point to (`.ptr.global`), in the order a message lists them. */
    pointerSpaces: z.array(qualifierToken).min(1),
    /** The state spaces of a call table (an array of function addresses call's flist or fproto may name), in the order a message lists them. */
    callTableSpaces: z.array(qualifierToken).min(1),
    notes: z.array(z.string()),
  })
  .strict()
  .refine((t) => t.bareTypes.every((b) => t.types[b]?.declaration === undefined), 'a declaration type stands alone already: no bareTypes entry')
  .refine((t) => Object.entries(t.vectors).every(([v, { lanes }]) => v === `.v${lanes}`), 'a vector .vN has N lanes')
  .refine((t) => t.instructionTypes.every((v) => t.types[v] === undefined), 'an instruction type is not one of types')
  .refine((t) => t.pointerSpaces.every((v) => t.stateSpaces[v] !== undefined || t.types[v]?.kind === 'opaque'), 'a pointer space is a state space or an opaque type')
  .refine((t) => t.callTableSpaces.every((v) => t.stateSpaces[v] !== undefined && !v.includes('::')), 'a call table space is a state space without a sub-space');

/** spec/categories.json: the instruction categories, by the ISA's chapter section (`9.7.1`). */
export const Categories = z.object({
  sections: z.record(z.string().regex(/^9\.7\.\d+(\.\d+)*$/), z.string().min(1)),
  /** The chapter sections of a newer document whose numbers differ from 9.0's, by its version ("9.3"). */
  documents: z.record(z.string().regex(/^9\.[1-9]$/), z.record(z.string().regex(/^9\.7\.\d+$/), z.string().min(1))),
  notes: z.array(z.string()),
});

/**
 * spec/operand-roles.json: per opcode, the operands an instruction writes (`write`) or reads and
 * writes (`readwrite`), by their names in the syntax; the others it reads. An address operand's
 * registers are read whatever its role (st's `[a]` writes memory, not `a`), and the sink `_` is
 * neither. Every opcode with operands has an entry, `{}` when it writes none.
 */
export const OperandRoles = z.object({
  opcodes: z.record(z.string(), z.record(z.string(), z.enum(['write', 'readwrite']))),
  notes: z.array(z.string()),
});

/** The roles a qualifier set or literal may have, one fixed list; each is also the slot name it gets in the AST. */
export const QUALIFIER_ROLES = [
  'space', 'type', 'vec', 'num', 'sem', 'scope', 'cache', 'cacheHint', 'cacheLevel', 'prefetchSize', 'eviction', 'l1Eviction', 'secondaryEviction', 'rnd', 'cmpOp', 'boolOp', 'op', 'shape', 'geom', 'layout', 'format', 'mode',
  'sparsity', 'kind', 'scale', 'ctaGroup', 'multicast', 'completion', 'proxyKind', 'restrict', 'pack', 'collector', 'phase', 'component', 'field', 'query',
] as const;

/**
 * spec/qualifier-roles.json: the qualifier sets (by name, or `instruction:name` where the name
 * means another role on that instruction) and literal qualifiers of each role. Every set of a form
 * has one. An element of a role takes the role's name as its slot in the AST (`qualifiers.space`),
 * and a literal one holds its token there (`ld.global.nc`: `space: '.global'`); two of one role in
 * a form get names by the rule of codegen/load-spec.ts roleFieldNames() (docs/qualifiers.md). A
 * role's `default` is what a node's `defaults` hold for an optional element of it left out, where
 * the page's `defaults` say nothing (a state space: `.generic`, the ISA's generic addressing).
 */
export const QualifierRoles = z.object({
  roles: z.record(z.enum(QUALIFIER_ROLES), z.object({ what: z.string().min(1), sets: z.array(z.string()), literals: z.array(qualifierToken).optional(), default: qualifierToken.optional() }).strict()),
  notes: z.array(z.string()),
});

/** spec/targets.json: the .target strings and options, with the PTX ISA version that introduced each. */
export const Targets = z.object({
  maxVersion: version,
  targets: z.record(z.string().regex(/^sm_\d+[af]?$/), version),
  options: z.record(z.string(), version),
  notes: z.array(z.string()),
});

/**
 * spec/qualifier-sets.json: the qualifier sets pages share, by name. A set is its tokens, or a
 * pattern for a family too long to spell out: literal text and `[a-b]` character ranges, each range
 * one character, expanded in order with the last range varying fastest (`.b[0-7][0-7][0-7][0-7]`:
 * `.b0000`, `.b0001`, ... `.b7777`, the 4,096 byte selectors of vadd4).
 */
export const QualifierSets = z.object({
  sets: z.record(
    sharedSetName,
    z.union([QualifierSet, z.object({ pattern: z.string().regex(/^(\.|[A-Za-z0-9_:]|\[[A-Za-z0-9]-[A-Za-z0-9]\])+$/, 'text and [a-b] ranges') }).strict()]),
  ),
  notes: z.array(z.string()),
});

/**
 * spec/target-rules.json: the lists of target rules (Form.byTarget) pages share, by name: the
 * fragment typing ptxas applies by target to mma's and mma.sp's forms alike.
 */
export const TargetRules = z.object({
  rules: z.record(sharedSetName, z.array(TargetRule).min(1)),
  notes: z.array(z.string()),
});

/** A page as its file writes it: a qualifier set may name a shared one. */
export type SpecEntryFile = z.infer<typeof SpecEntry>;
/** A form as codegen/load-spec.ts gives it: the shared sets (and target rules) it names read in, every set its tokens. */
export type SpecForm = Omit<z.infer<typeof Form>, 'qualifiers' | 'byTarget'> & { qualifiers?: Record<string, string[]>; byTarget?: TargetRule[] };
export type TargetRule = z.infer<typeof TargetRule>;
/** A page as codegen/load-spec.ts gives it, likewise. */
export type SpecEntry = Omit<SpecEntryFile, 'qualifiers' | 'forms'> & { qualifiers: Record<string, string[]>; forms: SpecForm[] };
export const CheckedSpecEntry = SpecEntry.refine((e) => e.forms.length > 0 || e.grammar !== undefined, {
  message: 'an entry without forms must say in "grammar" what implements the page',
});
export type OperandShape = z.infer<typeof OperandShape>;
export type Requirement = z.infer<typeof Requirement>;
export type OperandValues = z.infer<typeof OperandValues>;
