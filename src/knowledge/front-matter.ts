import { parse as parseYaml } from 'yaml';
import type { JsonValue } from '../core/errors.js';
import type { Metadata } from '../core/types.js';

export interface FrontMatter {
  title: string | null;
  date: string | null;
  tags: string[];
  rest: Metadata;
  /** The document with the front matter block removed. */
  body: string;
}

const block = /^---[ \t]*\n([\s\S]*?)\n(?:---|\.\.\.)[ \t]*(?:\n|$)/;

/** Keeps only what JSON can carry (YAML may hold dates, sets, ...). */
function toJson(value: unknown): JsonValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value)) return value.map(toJson).filter((item): item is JsonValue => item !== undefined);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
      const converted = toJson(item);
      return converted === undefined ? [] : [[key, converted] as const];
    });
    return Object.fromEntries(entries);
  }
  return undefined;
}

function scalarText(value: JsonValue | undefined): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Tags may be a YAML list or a comma-separated string ("a, b"). */
export function parseTags(value: JsonValue | undefined): string[] {
  const raw = Array.isArray(value) ? value.map((item) => scalarText(item) ?? '') : typeof value === 'string' ? value.split(/[,，]/) : [];
  return [...new Set(raw.map((tag) => tag.trim()).filter((tag) => tag.length > 0 && tag.length <= 128))].slice(0, 64);
}

/**
 * Splits YAML front matter (between `---` lines at the very start) from the body. Invalid
 * YAML is not front matter: the file is then read as plain Markdown, as renderers do.
 */
export function splitFrontMatter(source: string): FrontMatter {
  const empty: FrontMatter = { title: null, date: null, tags: [], rest: {}, body: source };
  const match = block.exec(source);
  if (!match) return empty;
  let parsed: unknown;
  try {
    parsed = parseYaml(match[1] as string);
  } catch (error: unknown) {
    return empty;
  }
  const data = toJson(parsed);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return empty;
  const { title, date, tags, ...rest } = data;
  return {
    title: scalarText(title),
    date: scalarText(date),
    tags: parseTags(tags),
    rest,
    body: source.slice(match[0].length),
  };
}
