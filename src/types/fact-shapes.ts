// The shapes of the type facts that codegen emits from spec/types.json into generated/types.ts.

/** What a type token is (spec/types.json `kind`). */
export type TypeKind = 'bits' | 'signed' | 'unsigned' | 'float' | 'pred' | 'packed' | 'opaque';

/** One type token's facts. */
export interface TypeFacts {
  kind: TypeKind;
  /** The whole type's size; 0 for an opaque type. */
  bits: number;
  /** The values a packed type holds (`.f16x2`: 2); 1 for the others. */
  lanes: number;
  /** A packed type that takes wider registers where the instruction does (ld, st, cvt: ISA Tables 27 and 28), as the other kinds do. */
  widens: boolean;
  /** A packed type of integer lanes (`.u16x2`), which takes a `.f16x2` register as an integer type does. */
  intLanes: boolean;
  /** A variable may be declared of it (what that needs: generated/directives.ts TYPES). */
  declarable: boolean;
}

/** A vector token of declarations (`.v4`). */
export interface VectorFacts {
  lanes: number;
  /** A variable may have it (`.v2`, `.v4`; `.v8` is an instruction's only). */
  variable: boolean;
}
