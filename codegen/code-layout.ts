// The layout of generated expressions: on one line where it fits in WIDTH columns, else an
// object's fields one a line, a list of plain values filled line by line, a call of one object or
// list around it (`operand({` ... `})`). Codegen builds the expressions as Code trees.

export const WIDTH = 120;

/**
 * An expression: code text, a call (with what follows its parentheses: `.optional()`), an object
 * literal (keys as written) or an array literal.
 */
export type Code = string | { call: string; args: Code[]; then?: string } | { object: Array<[string, Code]> } | { array: Code[] };

export const call = (fn: string, ...args: Code[]): Code => ({ call: fn, args });
/** A call followed by `then` (`z.enum([...]).optional()`). */
export const callThen = (fn: string, args: Code[], then: string): Code => ({ call: fn, args, then });
export const object = (fields: Array<[string, Code]>): Code => ({ object: fields });
export const array = (items: Code[]): Code => ({ array: items });
/** A string literal. */
export const str = (s: string): string => JSON.stringify(s);
/** A string list as an array literal. */
export const strings = (values: readonly string[]): Code => array(values.map(str));

/** An object key: bare where it is an identifier. */
const key = (k: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : str(k));

/** `c` on one line. */
export function inline(c: Code): string {
  if (typeof c === 'string') return c;
  if ('call' in c) return `${c.call}(${c.args.map(inline).join(', ')})${c.then ?? ''}`;
  if ('array' in c) return `[${c.array.map(inline).join(', ')}]`;
  return c.object.length === 0 ? '{}' : `{ ${c.object.map(([k, v]) => `${key(k)}: ${inline(v)}`).join(', ')} }`;
}

/**
 * The pieces of string `s` whose literals fit in `width` columns with the ` +` that joins them:
 * broken after spaces, and a word too long for a line before a qualifier (`.` or `{`) or after a `-`.
 */
function stringPieces(s: string, width: number): string[] {
  const fits = (t: string) => str(t).length + 2 <= width;
  const parts = s.split(/(?<= )/).flatMap((w) => (fits(w) ? [w] : w.split(/(?=\{)|(?<!\{)(?=\.)|(?<=-)/)));
  const pieces: string[] = [];
  let piece = '';
  for (const part of parts) {
    if (piece !== '' && !fits(piece + part)) {
      pieces.push(piece);
      piece = part;
    } else piece += part;
  }
  pieces.push(piece);
  return pieces;
}

/** `c` from column `indent` after `lead`, followed by `tail`, as lines. */
export function layout(c: Code, indent = 0, lead = '', tail = ''): string {
  const pad = ' '.repeat(indent);
  const one = inline(c);
  const inner = ' '.repeat(indent + 2);
  if (indent + lead.length + one.length + tail.length <= WIDTH) return `${pad}${lead}${one}${tail}`;
  if (typeof c === 'string') {
    // A long string literal (a form's syntax): pieces joined by `+`, on the lines after its lead.
    if (!c.startsWith('"') || lead === '') return `${pad}${lead}${one}${tail}`;
    const pieces = stringPieces(JSON.parse(c) as string, WIDTH - inner.length - tail.length);
    return `${pad}${lead.trimEnd()}\n${pieces.map((p, i) => `${inner}${str(p)}${i < pieces.length - 1 ? ' +' : tail}`).join('\n')}`;
  }
  if ('call' in c) {
    const [only] = c.args;
    // A call of one object or list: the call around it, its items indented once.
    const then = c.then ?? '';
    if (c.args.length === 1 && typeof only !== 'string' && !('call' in only!)) return layout(only!, indent, `${lead}${c.call}(`, `)${then}${tail}`);
    const args = c.args.map((a) => layout(a, indent + 2, '', ','));
    return `${pad}${lead}${c.call}(\n${args.join('\n')}\n${pad})${then}${tail}`;
  }
  if ('array' in c) {
    if (c.array.every((i) => typeof i === 'string')) {
      const lines: string[] = [];
      let line = '';
      for (const item of c.array as string[]) {
        if (line !== '' && inner.length + line.length + 1 + item.length + 1 > WIDTH) {
          lines.push(inner + line);
          line = `${item},`;
        } else line = line === '' ? `${item},` : `${line} ${item},`;
      }
      lines.push(inner + line);
      return `${pad}${lead}[\n${lines.join('\n')}\n${pad}]${tail}`;
    }
    return `${pad}${lead}[\n${c.array.map((i) => layout(i, indent + 2, '', ',')).join('\n')}\n${pad}]${tail}`;
  }
  const fields = c.object.map(([k, v]) => layout(v, indent + 2, `${key(k)}: `, ','));
  return `${pad}${lead}{\n${fields.join('\n')}\n${pad}}${tail}`;
}

/** `lead { names } tail` from column `indent`, the names filled over lines where one is too long. */
export function nameList(lead: string, names: readonly string[], tail: string, indent = 0): string {
  const pad = ' '.repeat(indent);
  const one = `${pad}${lead} { ${names.join(', ')} }${tail}`;
  if (one.length <= WIDTH) return one;
  const lines: string[] = [];
  for (const name of names) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + name.length + 2 <= WIDTH) lines[last] += ` ${name},`;
    else lines.push(`${pad}  ${name},`);
  }
  return `${pad}${lead} {\n${lines.join('\n')}\n${pad}}${tail}`;
}

/** An import declaration, its names filled over lines where one is too long. */
export function importLine(names: readonly string[], from: string): string {
  return nameList('import', names, ` from ${str(from)};`);
}

/** A type export of `names`, filled over lines where one is too long. */
export function typeExportLine(names: readonly string[]): string {
  return nameList('export type', names, ';');
}

/**
 * A type literal `{ a: T; b?: U }` from column `indent` after `lead`, `fields` being each field's
 * name (with its modifiers) and the members of its union type: on one line where it fits, else a
 * field a line, a union too long for one filled over the lines after it.
 */
export function typeLiteral(fields: ReadonlyArray<readonly [string, readonly string[]]>, indent: number, lead: string, tail: string): string {
  const pad = ' '.repeat(indent);
  const one = fields.length === 0 ? '{}' : `{ ${fields.map(([name, union]) => `${name}: ${union.join(' | ')}`).join('; ')} }`;
  if (indent + lead.length + one.length + tail.length <= WIDTH) return `${pad}${lead}${one}${tail}`;
  const inner = ' '.repeat(indent + 2);
  const lines = fields.map(([name, members]) => unionType(members, indent + 2, `${name}: `, ';'));
  return `${pad}${lead}{\n${lines.join('\n')}\n${pad}}${tail}`;
}

/** A union type from column `indent` after `lead`: on one line where it fits, else its members filled over the lines after it. */
export function unionType(members: readonly string[], indent: number, lead: string, tail: string): string {
  const pad = ' '.repeat(indent);
  const line = `${pad}${lead}${members.join(' | ')}${tail}`;
  if (line.length <= WIDTH) return line;
  const rows: string[] = [];
  for (const member of members) {
    const last = rows.length - 1;
    if (last >= 0 && rows[last]!.length + member.length + 3 <= WIDTH) rows[last] += ` | ${member}`;
    else rows.push(`${pad}  | ${member}`);
  }
  return `${pad}${lead.trimEnd()}\n${rows.join('\n')}${tail}`;
}
