/**
 * Documented bounds on structured input (docs/server.md, "Bounds"). They are checked before
 * anything reaches a store, iteratively (a 10,000-deep object must not overflow the stack),
 * and give INVALID_FILTER or INVALID_INPUT (HTTP 400), never a store error.
 */
export const FILTER_LIMITS = {
  /** Nesting of $and / $or / $not. */
  maxDepth: 16,
  /** Field conditions in the whole filter. */
  maxConditions: 64,
  /** Values in one $in / $nin list. */
  maxListValues: 100,
  /** Conditions plus list values: what the compiled SQL expression grows with. */
  maxTerms: 256,
  /** Characters of one field path or one string value. */
  maxStringLength: 1_024,
} as const;

export const METADATA_LIMITS = {
  /** Nesting of objects and arrays below the metadata object itself. */
  maxDepth: 16,
  /** Keys and array items, counted over the whole value. */
  maxEntries: 2_000,
  /** UTF-16 characters of the JSON text (metadata holds a turn's text, which is capped at 16,000). */
  maxChars: 128_000,
} as const;

export interface JsonBounds {
  maxDepth: number;
  maxEntries: number;
  maxChars: number;
}

/**
 * Why a JSON-like value breaks the bounds, or null when it keeps them. Walks with an explicit
 * stack, so depth is measured without recursion.
 */
export function jsonBoundsViolation(value: unknown, bounds: JsonBounds): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let entries = 0;
  let chars = 0;
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof current === 'string') chars += current.length + 2;
    else if (current === null || typeof current !== 'object') chars += String(current).length;
    else {
      if (depth > bounds.maxDepth) return `nested deeper than ${bounds.maxDepth} levels`;
      const children = Array.isArray(current) ? current : Object.values(current as Record<string, unknown>);
      if (!Array.isArray(current)) for (const key of Object.keys(current as Record<string, unknown>)) chars += key.length + 3;
      entries += children.length;
      chars += 2 + children.length;
      if (entries > bounds.maxEntries) return `more than ${bounds.maxEntries} keys and items`;
      for (const child of children) stack.push({ value: child, depth: depth + 1 });
    }
    if (chars > bounds.maxChars) return `larger than ${bounds.maxChars} characters of JSON`;
  }
  return null;
}
