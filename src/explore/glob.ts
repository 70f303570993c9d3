// Shell-style patterns for names and qualifier tokens: `*` any run of characters, `?` one.

/** A matcher for `pattern`; a pattern without wildcards matches only itself. */
export function globMatcher(pattern: string): (s: string) => boolean {
  if (!/[*?]/.test(pattern)) return (s) => s === pattern;
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 's');
  return (s) => re.test(s);
}
