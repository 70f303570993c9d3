// The messages between the page and its worker. The worker keeps the parsed module; the page
// asks it for views small enough to post (the AST around the cursor, one function's CFG), so
// that a multi-megabyte module never crosses to the page whole.
import type { Listing, Stats } from '../src/explore/index.js';

export type ToWorker =
  | { type: 'parse'; id: number; text: string }
  | { type: 'ast'; id: number; offset: number }
  | { type: 'cfg'; id: number; name: string };

export interface DiagnosticView {
  severity: 'error' | 'warning';
  message: string;
  from: number;
  to: number;
  line: number;
  column: number;
  /** The parser's fix (src/diagnostics.ts Fix), its edits as the editor's changes. */
  fix: { message: string; changes: Array<{ from: number; to: number; insert: string }> } | null;
}

/** One line of the AST outline (src/cli/tree.ts's lines), flattened in order. */
export interface AstRow {
  depth: number;
  text: string;
  /** The node's span; -1 for a row without one (an array, a scalar). */
  start: number;
  end: number;
  /** The node holds the cursor. */
  atCursor: boolean;
  /** Rows under it left out for size: the number of them (moving the cursor into them shows them). */
  hidden: number;
}

/** The names the highlighter knows, from the spec's generated tables. */
export interface Vocabulary {
  opcodes: string[];
  qualifiers: string[];
  types: string[];
  specialRegisters: string[];
  targets: string[];
}

export type FromWorker =
  | { type: 'vocabulary'; vocabulary: Vocabulary }
  | {
      type: 'parsed';
      id: number;
      diagnostics: DiagnosticView[];
      /** How many diagnostics there were in all (the list is capped). */
      diagnosticCount: number;
      /** The canonical printing, up to a size; `printedLength` is its whole length. */
      printed: string;
      printedLength: number;
      stats: Stats;
      listing: Listing;
      /** The first `.target` directive's span and first target, for the target selector. */
      target: { start: number; end: number; name: string } | null;
      milliseconds: number;
    }
  | { type: 'ast'; id: number; rows: AstRow[] }
  | { type: 'cfg'; id: number; svg: string | null; note: string };
