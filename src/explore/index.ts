// Exploring a parsed module: the library the `ptx` explore commands (ls, show, extract, grep,
// calls, cfg, stats, diff) are thin layers over. Nothing here reads files.
export { listModule, listingReader, type FunctionInfo, type Listing, type Parameter, type VariableInfo } from './listing.js';
export { findFunctions, findReader } from './find.js';
export { debugLeftOut, extractFunctions, extractReader, type Extraction } from './extract.js';
export { grepCounter, grepModule, grepReader, spellingMatcher, type GrepMatch, type GrepOptions } from './grep.js';
export { callGraph, callGraphReader, callSitesOf, callTree, type CallGraph, type CallSite } from './calls.js';
export { controlFlowGraph, type BasicBlock, type Cfg, type EdgeKind } from './cfg.js';
export { moduleStats, statsReader, functionStats, type Counts, type Stats, type StatsOptions } from './stats.js';
export { diffDigests, diffModules, digestReader, type FunctionDiff, type FunctionDigest, type ModuleDiff } from './diff.js';
export { callGraphDot, cfgDot } from './dot.js';
export { globMatcher } from './glob.js';
export { spanText } from './source-lines.js';
export { readModule, type ModuleReader } from './walk.js';
