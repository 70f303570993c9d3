// The parser script's entry (package.json's bundle script): parse(), and the dispatch tables, which
// the explore commands' script takes from it (explore-script.ts) rather than holding a second copy.
export { parse } from '../parse.js';
export { IGNORED_QUALIFIERS, INSTRUCTIONS, OPCODES, REPEATABLE_QUALIFIERS } from '../../generated/dispatch.js';
