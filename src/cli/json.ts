// `ptx dump` as JSON, written piece by piece: the JSON of a module of tens of MB is longer than the
// longest string a JS engine can hold, and its tree may be 100,000 levels deep (a long constant
// expression), more than any recursion takes. Compact, it is the text JSON.stringify(value) gives.
// Indented, it is JSON.stringify(value, null, 1)'s down to MAX_INDENT levels, and deeper levels
// are written compact: the output grows with the tree, not with its depth times its size.

/** Deepest indented level (one space a level). */
const MAX_INDENT = 64;

/** Subtrees of at most this many objects and array elements are written by one JSON.stringify... */
const PIECE = 4096;
/** ...and at most this deep: deeper ones are opened (a long expression's tree is as deep as it is long). */
const PIECE_DEPTH = 8;

/** An array or object being written: its members, the next one to write, its depth. */
interface Open {
  value: unknown[] | Record<string, unknown>;
  /** The object's keys; null for an array. */
  keys: string[] | null;
  next: number;
  /** Members written so far (an object's omitted ones are not). */
  written: number;
  depth: number;
}

export function writeJson(root: unknown, write: (text: string) => void, compact = false): void {
  const flat = (depth: number): boolean => compact || depth > MAX_INDENT;
  const newline = (depth: number): string => (flat(depth) ? '' : `\n${' '.repeat(depth)}`);
  const open: Open[] = [];
  /** Write `v` whole, or open it and leave its members to the loop. */
  const begin = (v: unknown, depth: number): void => {
    if (typeof v !== 'object' || v === null || fits(v, flat(depth) ? PIECE_DEPTH : Math.min(PIECE_DEPTH, MAX_INDENT - depth - 1))) {
      if (flat(depth)) write(JSON.stringify(v));
      else write(depth === 0 ? JSON.stringify(v, null, 1) : JSON.stringify(v, null, 1).replaceAll('\n', newline(depth)));
      return;
    }
    const array = Array.isArray(v);
    write(array ? '[' : '{');
    open.push({ value: v as Open['value'], keys: array ? null : Object.keys(v), next: 0, written: 0, depth });
  };
  begin(root, 0);
  while (open.length > 0) {
    const o = open[open.length - 1]!;
    const size = o.keys === null ? (o.value as unknown[]).length : o.keys.length;
    let member: unknown;
    let key: string | null = null;
    // The next member JSON.stringify writes: an array's every element, an object's but the omitted.
    while (o.next < size) {
      if (o.keys === null) {
        member = (o.value as unknown[])[o.next++];
        if (omitted(member)) member = null;
        break;
      }
      key = o.keys[o.next++]!;
      member = (o.value as Record<string, unknown>)[key];
      if (!omitted(member)) break;
      key = null;
    }
    if (o.keys === null ? o.written === size : key === null) {
      open.pop();
      write(`${o.written === 0 ? '' : newline(o.depth)}${o.keys === null ? ']' : '}'}`);
      continue;
    }
    let head = `${o.written === 0 ? '' : ','}${newline(o.depth + 1)}`;
    if (key !== null) head += `${JSON.stringify(key)}${flat(o.depth + 1) ? ':' : ': '}`;
    write(head);
    o.written++;
    begin(member, o.depth + 1);
  }
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
function omitted(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

/** What within() may still visit. */
let budget = 0;

/** Whether `v` has at most PIECE objects and array elements, nested at most `depth` deep. */
function fits(v: object, depth: number): boolean {
  budget = PIECE;
  return within(v, depth);
}

/**
 * fits() of `x`, counting its members against `budget`. It runs on every node dumped, before
 * JSON.stringify of it: a walk that makes no array (the members by index or for-in, recursion no
 * deeper than PIECE_DEPTH) and costs less than the stringify.
 */
function within(x: object, depth: number): boolean {
  if (depth < 0) return false;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const y: unknown = x[i];
      if (--budget < 0 || (typeof y === 'object' && y !== null && !within(y, depth - 1))) return false;
    }
    return true;
  }
  for (const k in x) {
    if (!Object.hasOwn(x, k)) continue;
    const y: unknown = (x as Record<string, unknown>)[k];
    if (--budget < 0 || (typeof y === 'object' && y !== null && !within(y, depth - 1))) return false;
  }
  return true;
}
