/**
 * A LIKE/ILIKE pattern matching any text that contains `text` literally: its `%`, `_` and `\`
 * are escaped (PostgreSQL's default escape character is `\`), so a search for "50%" finds "50%".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
