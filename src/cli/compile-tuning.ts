// How the bin has V8 optimize the parser. A check's warm-up is bound by TurboFan's one compile
// thread (the bin runs with --v8-pool-size=1): the hot functions of the fast path wait their turn
// behind others, and run unoptimized, 15 times slower, until they get it. Smaller optimized graphs
// compile sooner: less inlining, and no loop peeling. Measured on Node 20 (V8 11.3), first check of
// the bench modules, calm-gated pairs: compute 23 MB -25 ms, cub 25 MB -10 ms; the warm parse is
// unchanged within noise.
// Tried one at a time beside these, each with its own code cache, and not taken: at load 8-14,
// interleaved pairs on compute and on a 37 KB module gave CPU medians of -4% to +6%, inside the
// noise, for --no-lazy-feedback-allocation, --interrupt-budget (a half, a quarter), --maglev,
// --always-sparkplug, --no-sparkplug and --no-concurrent-recompilation (+11%; +1% with
// --no-concurrent-osr); a semi-space size set here comes too late (the heap is made), and
// --single-threaded-gc set here aborts V8. Node 20 has no module.enableCompileCache (22.1+).
// Set at run time, not on the `#!` line, where a flag a later V8 drops would stop Node from starting.
// V8 tags a code cache with its flags: the cache is written and read under these same ones.
import { setFlagsFromString } from 'node:v8';

const FLAGS = ['--max-inlined-bytecode-size=150', '--max-inlined-bytecode-size-cumulative=300', '--no-turbo-loop-peeling'];

let tuned = false;

/** Set the V8 flags above, once per process, before the parser script is compiled. */
export function tuneCompilerForParsing(): void {
  if (tuned) return;
  tuned = true;
  for (const flag of FLAGS) setFlagsFromString(flag);
}
