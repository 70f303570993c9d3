// spec/types.json → generated/types.ts: the type facts the runtime reads through src/types/.
import { VariableDeclarationKind, type SourceFile } from 'ts-morph';
import { call, layout, strings } from './code-layout.js';
import type { loadTypes } from './load-spec.js';

type Types = ReturnType<typeof loadTypes>;

const str = (s: string) => JSON.stringify(s);

export function emitTypes(f: SourceFile, t: Types): void {
  f.addImportDeclaration({ moduleSpecifier: '../src/types/fact-shapes.js', namedImports: ['type TypeFacts', 'type VectorFacts'] });
  const constant = (name: string, type: string, docs: string, initializer: string) =>
    f.addVariableStatement({ isExported: true, declarationKind: VariableDeclarationKind.Const, docs: [docs], declarations: [{ name, type, initializer }] });
  // A list filled over lines of 120 columns, the first after the declaration's head.
  const list = (name: string, type: string, docs: string, values: readonly string[], set: boolean) => {
    const head = `export const ${name}: ${type} = `;
    constant(name, type, docs, layout(set ? call('new Set', strings(values)) : strings(values), 0, head, ';').slice(head.length, -1));
  };
  const types = Object.entries(t.types).map(
    ([token, x]) => `[${str(token)}, { kind: ${str(x.kind)}, bits: ${x.bits ?? 0}, lanes: ${x.lanes ?? 1}, widens: ${x.widens === true}, intLanes: ${x.intLanes === true}, declarable: ${x.declaration !== undefined} }]`,
  );
  constant('TYPE_FACTS', 'ReadonlyMap<string, TypeFacts>', 'The facts of each type token the checks know (spec/types.json types).', `new Map<string, TypeFacts>([\n${types.join(',\n')}])`);
  list('INSTRUCTION_TYPES', 'ReadonlySet<string>', 'The type tokens instructions write beyond TYPE_FACTS (spec/types.json instructionTypes).', t.instructionTypes, true);
  const vectors = Object.entries(t.vectors).map(([token, v]) => `[${str(token)}, { lanes: ${v.lanes}, variable: ${v.variable === true} }]`);
  constant('VECTOR_FACTS', 'ReadonlyMap<string, VectorFacts>', 'The vector tokens of declarations (spec/types.json vectors).', `new Map<string, VectorFacts>([\n${vectors.join(',\n')}])`);
  constant('VECTOR_ELEMENTS', 'ReadonlySet<string>', "The selectors of a vector's element, `%v.x` (spec/types.json vectorElements).", `new Set([${t.vectorElements.map(str).join(', ')}])`);
  constant('BARE_TYPES', 'ReadonlySet<string>', 'The type tokens besides the declaration types that a statement of their own may be (spec/types.json bareTypes).', `new Set([\n${t.bareTypes.map(str).join(',\n')}])`);
  constant('STATE_SPACES', 'ReadonlySet<string>', 'The state spaces that start a declaration (spec/types.json stateSpaces).', `new Set([\n${Object.keys(t.stateSpaces).map(str).join(',\n')}])`);
  const wide = Object.entries(t.stateSpaces).flatMap(([space, s]) => (s.addressBits === 64 ? [space] : []));
  constant('WIDE_ADDRESS_SPACES', 'ReadonlySet<string>', 'The state spaces whose addresses are never 32-bit (spec/types.json stateSpaces addressBits).', `new Set([${wide.map(str).join(', ')}])`);
  const handles = Object.entries(t.types).flatMap(([token, x]) => (x.handle === undefined ? [] : [`[${str(token)}, ${str(x.handle)}]`]));
  constant('HANDLE_TYPES', 'ReadonlyMap<string, string>', "The type an opaque variable's address is taken as, by its type (spec/types.json types handle).", `new Map([\n${handles.join(',\n')}])`);
  list('POINTER_SPACES', 'readonly string[]', "What a kernel parameter's `.ptr` may name (spec/types.json pointerSpaces).", t.pointerSpaces, false);
  list('CALL_TABLE_SPACES', 'ReadonlySet<string>', 'The state spaces of a call table, an array of function addresses (spec/types.json callTableSpaces).', t.callTableSpaces, true);
}

/** The declarable types and the state spaces of declarations that need something, for generated/directives.ts TYPES and SPACES. */
export function declarationRequirements(t: Types) {
  return {
    types: Object.fromEntries(Object.entries(t.types).flatMap(([token, x]) => (x.declaration === undefined ? [] : [[token, x.declaration]]))),
    spaces: Object.fromEntries(Object.entries(t.stateSpaces).flatMap(([space, s]) => (s.requires === undefined ? [] : [[space, { requires: s.requires }]]))),
  };
}
