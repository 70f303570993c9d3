// How `ptx dump` has V8's collector treat the nodes it makes and drops. V8 allocates the objects
// of an allocation site (an object literal in the code) straight in the old generation once most
// of those it tracked outlived a scavenge (pretenuring). A dump makes each statement's nodes from
// its record, writes them and drops them, but sites get tenured all the same (the parse keeps
// some nodes, and one tenured parent makes its children outlive scavenges in turn): an old node
// then holds its young children through every scavenge until a full collection. On cub (25 MB,
// 15,000 statements kept as the grammar made them), making every statement once and dropping it
// took 10.2 s of CPU, 18 s of it (wall, a loaded machine) in scavenges; without pretenuring,
// 2.8 s and 1.0 s. Set after the parse, whose kept nodes it does not concern, and after the parser
// script is read from its code cache, which is tagged with the flags in force.
import { setFlagsFromString } from 'node:v8';

/** From now on, V8 allocates every new object young: what is made from here on dies young. */
export function nodesDieYoung(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
