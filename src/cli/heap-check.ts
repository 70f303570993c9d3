// Whether the AST of a file fits in this process's heap. A full AST takes about 500 to 700 bytes
// per source line (nvcc output, -G modules included); a module of a few hundred MB needs more heap
// than Node gives by default, and running out of heap kills the process with a stack dump.
import { getHeapStatistics } from 'node:v8';

const BYTES_PER_LINE = 800;

/** A message saying how to make room when the AST of `bytes` would not fit; null when it fits. */
export function astHeapProblem(bytes: Uint8Array): string | null {
  const limit = getHeapStatistics().heap_size_limit;
  // Fits even if every byte began a line: no need to count them.
  if ((bytes.length + 1) * (BYTES_PER_LINE + 1) <= limit) return null;
  let lines = 1;
  for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) lines++;
  const need = lines * BYTES_PER_LINE + bytes.length;
  if (need <= limit) return null;
  const mb = (n: number) => Math.ceil(n / 2 ** 20);
  return (
    `the AST of these ${lines} lines needs about ${mb(need)} MB of heap, more than the ${mb(limit)} MB this process has; ` +
    `give it more with NODE_OPTIONS=--max-old-space-size=${mb(need * 1.25)} (ptx parse checks the file without building the AST)`
  );
}
