/** Cuts text to `max` characters, ending with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

export function isTruncated(text: string, max: number): boolean {
  return Array.from(text).length > max;
}
