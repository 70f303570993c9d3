// Sharing: the text lives in the URL fragment as `#code=<base64url of its UTF-8 bytes>`, so a
// link reproduces what its sender saw.

/** Past this many characters the fragment is not updated (browsers cap a URL near 2 MB). */
const MAX_SHARED_LENGTH = 1 << 20;

function encodeCode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text of a `#code=` fragment; null when there is none or it is not base64url of UTF-8. */
export function decodeCode(hash: string): string | null {
  const m = /^#?(?:.*&)?code=([A-Za-z0-9_-]*)/.exec(hash);
  if (m === null) return null;
  try {
    const binary = atob(m[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Put `text` in the fragment without adding a history entry per keystroke; when too large, drop
 * the fragment (a link to older text would mislead) and return false.
 */
export function shareInUrl(text: string): boolean {
  const fits = text.length <= MAX_SHARED_LENGTH;
  history.replaceState(null, '', fits ? `#code=${encodeCode(text)}` : location.pathname + location.search);
  return fits;
}
