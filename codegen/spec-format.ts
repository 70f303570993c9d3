// The one layout of every spec/ JSON file, so that an edit shows as the lines it changes: an
// object's fields in its schema's order (a record's keys as written: their order can mean
// something), a value on one line where it fits in WIDTH, lists of scalars filled line by line.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { Categories, Directives, FlagRules, OperandRoles, QualifierRoles, QualifierSets, SpecEntry, Symbols, TargetRules, Targets, Types } from '../spec/schema.js';

export const WIDTH = 100;

/** The schema of each spec/ file beside the pages; a file of none keeps its fields' order. */
const FILE_SCHEMAS: Record<string, z.ZodType> = {
  'categories.json': Categories,
  'directives.json': Directives,
  'flags.json': FlagRules,
  'operand-roles.json': OperandRoles,
  'qualifier-roles.json': QualifierRoles,
  'qualifier-sets.json': QualifierSets,
  'symbols.json': Symbols,
  'target-rules.json': TargetRules,
  'targets.json': Targets,
  'types.json': Types,
};

/** Every JSON file of spec/, relative to it, sorted. */
export function specJsonFiles(specDir: string): string[] {
  const top = readdirSync(specDir).filter((f) => f.endsWith('.json'));
  const pages = readdirSync(join(specDir, 'instructions'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `instructions/${f}`);
  return [...top, ...pages].sort();
}

function schemaOf(file: string): z.ZodType | undefined {
  return file.startsWith('instructions/') ? SpecEntry : FILE_SCHEMAS[file];
}

/** zod's internal definition, as far as the layout reads it. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema itself past optional, nullable and union wrappers: the one that fits the value's kind. */
function unwrap(schema: z.ZodType | undefined, value: unknown): z.ZodType | undefined {
  let s = schema;
  for (let d = s && defOf(s); s !== undefined && d !== undefined; d = s && defOf(s)) {
    if (d.type === 'optional' || d.type === 'nullable' || d.type === 'default') s = d.innerType;
    else if (d.type === 'pipe') s = d.in;
    else if (d.type === 'union') {
      const kind = Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : 'scalar';
      s = d.options!.find((o) => {
        const t = defOf(unwrap(o, value) ?? o).type;
        return kind === 'array' ? t === 'array' : kind === 'object' ? t === 'object' || t === 'record' : t !== 'array' && t !== 'object' && t !== 'record';
      });
    } else return s;
  }
  return s;
}

/** The value's fields in its schema's order (unknown ones last, as written), each with its field's schema. */
function fields(value: Record<string, unknown>, schema: z.ZodType | undefined): [string, unknown, z.ZodType | undefined][] {
  const d = schema && defOf(schema);
  if (d?.type === 'record') return Object.entries(value).map(([k, v]) => [k, v, d.valueType]);
  const shape = d?.type === 'object' ? d.shape! : {};
  const known = Object.keys(shape).filter((k) => k in value);
  const rest = Object.keys(value).filter((k) => !(k in shape));
  return [...known, ...rest].map((k) => [k, value[k], shape[k]]);
}

const isScalar = (v: unknown) => v === null || typeof v !== 'object';

/** The value on one line: `{"a": 1, "b": [".x", ".y"]}`. */
function inline(value: unknown, schema: z.ZodType | undefined): string {
  const s = unwrap(schema, value);
  if (isScalar(value)) return JSON.stringify(value);
  if (Array.isArray(value)) {
    const el = s && defOf(s).element;
    return `[${value.map((v) => inline(v, el)).join(', ')}]`;
  }
  const parts = fields(value as Record<string, unknown>, s).map(([k, v, vs]) => `${JSON.stringify(k)}: ${inline(v, vs)}`);
  return `{${parts.join(', ')}}`;
}

/**
 * The value laid out from column `indent` after `lead` (its key), with `tail` (a comma) after it:
 * on one line where that fits, else its items one a line, a list of scalars filled to the width.
 */
function layout(value: unknown, schema: z.ZodType | undefined, indent: number, lead: string, tail: string): string {
  const pad = ' '.repeat(indent);
  const one = inline(value, schema);
  if (isScalar(value) || indent + lead.length + one.length + tail.length <= WIDTH) return `${pad}${lead}${one}${tail}`;
  const s = unwrap(schema, value);
  const inner = ' '.repeat(indent + 2);
  if (Array.isArray(value)) {
    const el = s && defOf(s).element;
    let body: string[];
    if (value.every(isScalar)) {
      body = [];
      let line = '';
      for (const [i, v] of value.entries()) {
        const item = JSON.stringify(v) + (i < value.length - 1 ? ',' : '');
        if (line !== '' && inner.length + line.length + 1 + item.length > WIDTH) {
          body.push(inner + line);
          line = item;
        } else line = line === '' ? item : `${line} ${item}`;
      }
      body.push(inner + line);
    } else body = value.map((v, i) => layout(v, el, indent + 2, '', i < value.length - 1 ? ',' : ''));
    return `${pad}${lead}[\n${body.join('\n')}\n${pad}]${tail}`;
  }
  const entries = fields(value as Record<string, unknown>, s);
  const body = entries.map(([k, v, vs], i) => layout(v, vs, indent + 2, `${JSON.stringify(k)}: `, i < entries.length - 1 ? ',' : ''));
  return `${pad}${lead}{\n${body.join('\n')}\n${pad}}${tail}`;
}

/** A spec/ file's text in the one layout (`file` relative to spec/: it picks the schema). */
export function formatSpecJson(file: string, value: unknown): string {
  return `${layout(value, schemaOf(file), 0, '', '')}\n`;
}

/** The spec/ files not in the layout (relative to spec/), after writing them in it when `write`. */
export function formatSpec(specDir: string, write: boolean): string[] {
  const changed: string[] = [];
  for (const file of specJsonFiles(specDir)) {
    const path = join(specDir, file);
    const text = readFileSync(path, 'utf8');
    const formatted = formatSpecJson(file, JSON.parse(text));
    if (formatted === text) continue;
    changed.push(file);
    if (write) writeFileSync(path, formatted);
  }
  return changed;
}
