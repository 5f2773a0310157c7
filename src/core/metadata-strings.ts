/** The strings of a metadata value that should be a list of them (`slotKeys`, `entities`, `headingPath`): none when it is not a list, and no non-string item. */
export function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
