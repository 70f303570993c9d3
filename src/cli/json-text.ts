// A file's entry in the explore commands' --json output, serialized in pieces: a member that is
// JsonText (grep's matches, written as found into bytes) goes in as it is, no object made of it.

/** A JSON value serialized already, as latin1 bytes (as out() writes a string). */
export class JsonText {
  constructor(readonly bytes: Uint8Array) {}
}

/** `entry` as JSON.stringify() writes it, a JsonText member's bytes in their place. */
export function entryPieces(entry: Record<string, unknown>): Array<string | Uint8Array> {
  const pieces: Array<string | Uint8Array> = [];
  let text = '{';
  let first = true;
  for (const [key, value] of Object.entries(entry)) {
    // As JSON.stringify: a member without a JSON value is left out.
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    text += `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (value instanceof JsonText) {
      pieces.push(text, value.bytes);
      text = '';
    } else text += JSON.stringify(value);
  }
  pieces.push(`${text}}`);
  return pieces;
}
