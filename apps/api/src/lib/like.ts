/**
 * Escapes the LIKE metacharacters of user input (`%`, `_` and the escape character `\` itself), so a
 * search for "100%" or "a_b" matches those characters literally. Use with `ESCAPE '\'`.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
