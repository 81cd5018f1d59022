/** A plain-text description's paragraphs: one per line, blank lines dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
