/** Number reading shared by time resolution, the hallucination guard and amount slots. */

const DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000, 万: 10_000 };

export const CHINESE_NUMERAL = '[零〇一二两三四五六七八九十百千万]+';
export const COUNT = `(?:\\d+|${CHINESE_NUMERAL}|半)`;

/** Reads 3, 十五, 两百, 二十一, 半 (0.5). Returns null when the text is not a number. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (trimmed === '半') return 0.5;
  if (!new RegExp(`^${CHINESE_NUMERAL}$`, 'u').test(trimmed)) return null;
  let total = 0;
  let section = 0;
  let digit = 0;
  // Colloquial "七千五" is 7500 and "两万五" 25000: a trailing digit counts in the next lower unit.
  const trailing = /[千万百]([一二两三四五六七八九])$/u.exec(trimmed);
  if (trailing) {
    const unit = UNITS[trimmed.charAt(trimmed.length - 2)] as number;
    const head = parseCount(trimmed.slice(0, -1));
    return head === null ? null : head + (DIGITS[trailing[1] as string] as number) * (unit / 10);
  }
  for (const char of trimmed) {
    if (char in DIGITS) {
      digit = DIGITS[char] as number;
      continue;
    }
    const unit = UNITS[char] as number;
    if (unit === 10_000) {
      total += (section + digit) * unit;
      section = 0;
    } else {
      section += (digit === 0 ? 1 : digit) * unit;
    }
    digit = 0;
  }
  return total + section + digit;
}

const ENGLISH_COUNTS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, 'a couple of': 2, couple: 2, 'a few': 3, few: 3,
};
export const ENGLISH_COUNT = '(?:\\d+|a couple of|a few|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

export function parseEnglishCount(text: string): number | null {
  const lower = text.trim().toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  return ENGLISH_COUNTS[lower] ?? null;
}

/**
 * Every numeric value mentioned in a text, normalised: "$2,100" → 2100, "35k" → 35000,
 * "2.8万" → 28000, "两百" → 200. Used to check that a memory invents no numbers.
 */
export function numericValues(text: string): number[] {
  const values: number[] = [];
  const normalized = text.normalize('NFKC');
  for (const match of normalized.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([kKwW万千](?![A-Za-z]))?/g)) {
    const base = Number((match[1] as string).replace(/,/g, ''));
    if (!Number.isFinite(base)) continue;
    const multiplier = { k: 1000, K: 1000, 千: 1000, w: 10_000, W: 10_000, 万: 10_000 }[match[2] ?? ''] ?? 1;
    values.push(base);
    if (multiplier !== 1) values.push(base * multiplier);
  }
  for (const match of normalized.matchAll(new RegExp(CHINESE_NUMERAL, 'gu'))) {
    const value = parseCount(match[0]);
    if (value !== null) values.push(value);
  }
  return values;
}

const MEASURE = '[个只条次天周月年岁句元块节杯张本家人份层台辆套间公里斤克毫升小时分钟]';

/**
 * The numbers a memory must not invent: each digit token, plus Chinese numerals that
 * count something (三句话, 两百毫升). A lone 一 inside words such as 一直 is not a number.
 */
export function keyNumbers(text: string): number[] {
  const found: number[] = [];
  const normalized = text.normalize('NFKC');
  for (const match of normalized.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([kKwW万千](?![A-Za-z]))?/g)) {
    const base = Number((match[1] as string).replace(/,/g, ''));
    const multiplier = { k: 1000, K: 1000, 千: 1000, w: 10_000, W: 10_000, 万: 10_000 }[match[2] ?? ''] ?? 1;
    if (Number.isFinite(base)) found.push(base * multiplier);
  }
  for (const match of normalized.matchAll(new RegExp(`(${CHINESE_NUMERAL})(?=${MEASURE})`, 'gu'))) {
    const value = parseCount(match[1] as string);
    if (value !== null && value > 1) found.push(value);
  }
  return found;
}
