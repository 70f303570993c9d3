// `ptx dump` as JSON: the text JSON.stringify(value, null, 1) gives, written piece by piece. The
// JSON of a module of tens of MB is longer than the longest string a JS engine can hold.

export function writeJson(value: unknown, write: (text: string) => void): void {
  emit(value, '', write);
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
function omitted(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

/** Subtrees of at most this many objects and array elements are written by JSON.stringify. */
const PIECE = 4096;

/** `budget` less the objects and array elements in `v`; below 0 once it runs out. */
function remaining(v: unknown, budget: number): number {
  if (typeof v !== 'object' || v === null) return budget;
  budget -= 1;
  for (const x of Array.isArray(v) ? v : Object.values(v)) {
    budget = remaining(x, budget - 1);
    if (budget < 0) break;
  }
  return budget;
}

function emit(v: unknown, indent: string, write: (text: string) => void): void {
  if (remaining(v, PIECE) >= 0) {
    write(JSON.stringify(v, null, 1).replaceAll('\n', `\n${indent}`));
    return;
  }
  const inner = `${indent} `;
  if (Array.isArray(v)) {
    write('[');
    v.forEach((x, i) => {
      write(`${i === 0 ? '' : ','}\n${inner}`);
      emit(omitted(x) ? null : x, inner, write);
    });
    write(`\n${indent}]`);
    return;
  }
  const o = v as Record<string, unknown>;
  let first = true;
  write('{');
  for (const k of Object.keys(o)) {
    if (omitted(o[k])) continue;
    write(`${first ? '' : ','}\n${inner}${JSON.stringify(k)}: `);
    emit(o[k], inner, write);
    first = false;
  }
  write(first ? '}' : `\n${indent}}`);
}
