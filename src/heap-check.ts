// Whether the AST of a file fits in this process's heap. A full AST takes about 500 to 700 bytes
// per statement (nvcc output, -G modules included) and about 140 per item of a list (an
// initializer's `0,`); a module of a few hundred MB needs more heap than Node gives by default, and
// running out of heap kills the process with a stack dump. Statements and items are counted, not
// lines, since a file may hold millions of them on one line; those of comments and strings are not.
import { getHeapStatistics } from 'node:v8';
import { blockPlaces, scanBlocks } from './block-scan.js';

const BYTES_PER_STATEMENT = 800;
const BYTES_PER_ITEM = 150;
/** Items a statement's estimate covers (an instruction's operands). */
const ITEMS_PER_STATEMENT = 4;
/** The most any one byte of the file may need. */
const MOST_PER_BYTE = BYTES_PER_STATEMENT + 1;

/**
 * The heap's limit counts the young generation too (three semi-spaces, 16 MB each by default:
 * `--max-old-space-size=40` gives a limit of 88 MB), where no AST stays.
 */
const YOUNG_GENERATION = 48 * 2 ** 20;

/**
 * A message saying how to make room when the AST of `bytes` would not fit; null when it fits.
 * `inUse`: heap already taken that stays (a language server's open documents and trees).
 * `streamed`: the tree is held one function at a time (parse()'s onFunction), so that of the
 * statements, only those outside functions and those of the largest function count (a function
 * is what lies between braces at the module's level: a count, not a parse).
 */
export function astHeapProblem(bytes: Uint8Array, inUse = 0, streamed = false): string | null {
  const total = getHeapStatistics().heap_size_limit;
  const limit = Math.max(total / 2, total - YOUNG_GENERATION) - inUse;
  // Fits even if every byte began a statement: no need to count them.
  if ((bytes.length + 1) * MOST_PER_BYTE <= limit) return null;
  // Streamed, the same of what is held at most: the text outside function bodies and the largest
  // body. Finding the bodies costs a fraction of counting what is within them.
  if (streamed && (heldAtMost(bytes) + 1) * MOST_PER_BYTE + bytes.length <= limit) return null;
  const scan = scanBlocks(bytes);
  const lines = scan.lines + 1;
  const { semicolons, commas } = scan;
  /** The most statements within any top-level block, and the semicolons within all. */
  let most = 0;
  let within = 0;
  for (const b of scan.blocks) {
    most = Math.max(most, b.lines, b.semicolons);
    within += b.semicolons;
  }
  const statements = Math.max(lines, semicolons);
  const held = streamed ? Math.min(statements, most + semicolons - within) : statements;
  const need = held * BYTES_PER_STATEMENT + Math.max(0, commas - ITEMS_PER_STATEMENT * statements) * BYTES_PER_ITEM + bytes.length;
  if (need <= limit) return null;
  const mb = (n: number) => Math.ceil(n / 2 ** 20);
  return (
    `${streamed ? 'read one function at a time, ' : ''}the AST of these ${lines} lines (${semicolons} statements, ${commas} list items) needs about ${mb(need)} MB of heap, more than the ${mb(limit)} MB this process has; ` +
    `give it more with NODE_OPTIONS=--max-old-space-size=${mb(need * 1.25)} (ptx parse checks the file without building the AST)`
  );
}

/** The bytes outside the function bodies of `bytes`, and those of its largest body. */
function heldAtMost(bytes: Uint8Array): number {
  let bodies = 0;
  let largest = 0;
  for (const b of blockPlaces(bytes)) {
    if (!b.body) continue;
    bodies += b.end - b.start;
    largest = Math.max(largest, b.end - b.start);
  }
  return bytes.length - bodies + largest;
}
