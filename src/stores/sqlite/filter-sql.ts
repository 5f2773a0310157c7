import { MemoryError } from '../../core/errors.js';
import type { FieldOperator, FilterNode, Primitive } from '../../core/filter.js';

/** A parameterised piece of SQL. Values only ever travel in `params`, never in `sql`. */
export interface SqlFragment {
  sql: string;
  params: SqlValue[];
}

export type SqlValue = string | number | bigint | null | Buffer;

/**
 * Compiles a metadata filter to SQL over a JSON column, with exactly the semantics of
 * `matchesFilter` (src/core/filter.ts):
 * - a missing field reads as undefined: `$eq null` matches it, `$ne`/`$nin` are true for it;
 * - types never mix: `json_type` guards every comparison, so `true` is not `1`, `'3'` is not `3`,
 *   and `$gt`/`$lt` compare numbers with numbers and strings with strings only;
 * - `$contains` tests membership of an array, or a substring of a string.
 * Every leaf compiles to `CASE WHEN ... THEN 1 ELSE 0 END`, so SQL's NULL never leaks into
 * NOT/AND/OR and three-valued logic cannot turn a JavaScript `true` into SQL "unknown".
 *
 * One known difference: strings compare by code point here (SQLite BINARY on UTF-8) and by
 * UTF-16 unit in JavaScript; they disagree only between U+10000+ and U+E000..U+FFFF.
 */
export function compileFilter(node: FilterNode, column: string): SqlFragment {
  const params: SqlValue[] = [];
  const sql = compileNode(node, column, params);
  return { sql, params };
}

function compileNode(node: FilterNode, column: string, params: SqlValue[]): string {
  switch (node.type) {
    case 'and':
      return node.children.length === 0 ? '1' : `(${node.children.map((child) => compileNode(child, column, params)).join(' AND ')})`;
    case 'or':
      return node.children.length === 0 ? '0' : `(${node.children.map((child) => compileNode(child, column, params)).join(' OR ')})`;
    case 'not':
      return `(NOT ${compileNode(node.child, column, params)})`;
    case 'field':
      return compileField(new JsonField(column, jsonPath(node.path), params), node.operator, node.value);
  }
}

/** `$."a"."b-c"`: every key quoted, so hyphens and dots in keys need no further escaping. */
export function jsonPath(path: string[]): string {
  for (const key of path) {
    if (key.length === 0 || /["\\]/.test(key)) {
      throw new MemoryError('INVALID_FILTER', `invalid field name segment ${JSON.stringify(key)}`, { details: { path: path.join('.') } });
    }
  }
  return `$${path.map((key) => `."${key}"`).join('')}`;
}

/** SQL pieces reading one JSON path; each use binds the path again as a parameter. */
class JsonField {
  constructor(
    private readonly column: string,
    private readonly path: string,
    private readonly params: SqlValue[],
  ) {}

  /** The JSON type name, or NULL when the path is missing (or passes through a non-object). */
  type(): string {
    this.params.push(this.path);
    return `json_type(${this.column}, ?)`;
  }

  value(): string {
    this.params.push(this.path);
    return `json_extract(${this.column}, ?)`;
  }

  each(): string {
    this.params.push(this.path);
    return `json_each(${this.column}, ?)`;
  }

  bind(value: SqlValue): string {
    this.params.push(value);
    return '?';
  }
}

function truth(condition: string, negate = false): string {
  return negate ? `(CASE WHEN ${condition} THEN 0 ELSE 1 END)` : `(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
}

/** JavaScript's `equals` from filter.ts: null also matches a missing field; otherwise same type and value. */
function equalsCondition(field: JsonField, operand: Primitive): string {
  if (operand === null) return `(COALESCE(${field.type()}, 'null') = 'null')`;
  if (typeof operand === 'boolean') return `(${field.type()} = '${operand ? 'true' : 'false'}')`;
  if (typeof operand === 'number') return `(${field.type()} IN ('integer', 'real') AND ${field.value()} = ${field.bind(operand)})`;
  return `(${field.type()} = 'text' AND ${field.value()} = ${field.bind(operand)})`;
}

const COMPARATORS: Partial<Record<FieldOperator, string>> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

function compareCondition(field: JsonField, comparator: string, operand: number | string): string {
  const typeGuard = typeof operand === 'number' ? `${field.type()} IN ('integer', 'real')` : `${field.type()} = 'text'`;
  return `(${typeGuard} AND ${field.value()} ${comparator} ${field.bind(operand)})`;
}

/** One element of a JSON array (`item` from json_each) strictly equal to the operand. */
function itemEquals(field: JsonField, operand: Primitive): string {
  if (operand === null) return `item.type = 'null'`;
  if (typeof operand === 'boolean') return `item.type = '${operand ? 'true' : 'false'}'`;
  if (typeof operand === 'number') return `item.type IN ('integer', 'real') AND item.value = ${field.bind(operand)}`;
  return `item.type = 'text' AND item.value = ${field.bind(operand)}`;
}

function containsCondition(field: JsonField, operand: Primitive): string {
  // Template substitutions run left to right, so parameters are bound in textual order.
  const inArray = `(${field.type()} = 'array' AND EXISTS (SELECT 1 FROM ${field.each()} AS item WHERE ${itemEquals(field, operand)}))`;
  if (typeof operand !== 'string') return inArray;
  return `(${inArray} OR (${field.type()} = 'text' AND instr(${field.value()}, ${field.bind(operand)}) > 0))`;
}

function compileField(field: JsonField, operator: FieldOperator, operand: Primitive | Primitive[]): string {
  switch (operator) {
    case '$eq':
      return truth(equalsCondition(field, operand as Primitive));
    case '$ne':
      return truth(equalsCondition(field, operand as Primitive), true);
    case '$in':
    case '$nin': {
      const candidates = operand as Primitive[];
      if (candidates.length === 0) return operator === '$in' ? '0' : '1';
      const anyEqual = candidates.map((candidate) => equalsCondition(field, candidate)).join(' OR ');
      return truth(`(${anyEqual})`, operator === '$nin');
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return truth(compareCondition(field, COMPARATORS[operator] as string, operand as number | string));
    case '$contains':
      return truth(containsCondition(field, operand as Primitive));
  }
}
