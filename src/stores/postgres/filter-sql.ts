import { MemoryError } from '../../core/errors.js';
import type { FieldOperator, FilterNode, Primitive } from '../../core/filter.js';
import type { SqlParams } from './sql-params.js';

/**
 * Compiles a metadata filter to SQL over a `jsonb` column with exactly the semantics of
 * `matchesFilter` (src/core/filter.ts), like the SQLite compiler beside its store:
 * - a path only descends through objects (`#>` alone would also index into arrays), and a missing
 *   field reads as undefined: `$eq null` matches it, `$ne`/`$nin` are true for it;
 * - types never mix: `jsonb_typeof` guards every comparison, so `true` is not `1` and `'3'` is not `3`;
 *   numbers compare as float8 (they were JavaScript doubles), strings byte-wise (COLLATE "C",
 *   code point order, as `compareCodePoints`);
 * - `$contains` tests membership of an array, or a substring of a string.
 * Every leaf is a `CASE ... THEN true ELSE false END`, so SQL NULL never reaches NOT/AND/OR.
 */
export function compileFilter(node: FilterNode, column: string, params: SqlParams): string {
  switch (node.type) {
    case 'and':
      return node.children.length === 0 ? 'true' : `(${node.children.map((child) => compileFilter(child, column, params)).join(' AND ')})`;
    case 'or':
      return node.children.length === 0 ? 'false' : `(${node.children.map((child) => compileFilter(child, column, params)).join(' OR ')})`;
    case 'not':
      return `(NOT ${compileFilter(node.child, column, params)})`;
    case 'field':
      // Decided before the path is bound: a bound parameter the SQL does not use fails the statement.
      if ((node.operator === '$in' || node.operator === '$nin') && (node.value as Primitive[]).length === 0) return node.operator === '$in' ? 'false' : 'true';
      return compileField(fieldExpression(column, node.path, params), node.operator, node.value, params);
  }
}

/** The jsonb value at the path, or NULL when a step is missing or passes through a non-object. */
function fieldExpression(column: string, path: string[], params: SqlParams): string {
  for (const key of path) {
    if (key.length === 0) throw new MemoryError('INVALID_FILTER', 'empty field name segment', { details: { path: path.join('.') } });
  }
  const value = `(${column} #> ${params.add(path)}::text[])`;
  if (path.length === 1) return value;
  const guards = path.slice(0, -1).map((_, index) => `jsonb_typeof(${column} #> ${params.add(path.slice(0, index + 1))}::text[]) = 'object'`);
  return `(CASE WHEN ${guards.join(' AND ')} THEN ${value} END)`;
}

function truth(condition: string, negate = false): string {
  return negate ? `(CASE WHEN ${condition} THEN false ELSE true END)` : `(CASE WHEN ${condition} THEN true ELSE false END)`;
}

/** `equals` from filter.ts: null also matches a missing field; otherwise same type and value. */
function equalsCondition(field: string, operand: Primitive, params: SqlParams): string {
  if (operand === null) return `(COALESCE(jsonb_typeof(${field}), 'null') = 'null')`;
  if (typeof operand === 'boolean') return `(${field} = '${operand ? 'true' : 'false'}'::jsonb)`;
  if (typeof operand === 'number') return numberCondition(field, '=', operand, params);
  return `(jsonb_typeof(${field}) = 'string' AND (${field} #>> '{}') COLLATE "C" = ${params.add(operand)}::text)`;
}

/** CASE, not AND: SQL does not promise to evaluate the type guard before the cast, which fails on non-numbers. */
function numberCondition(field: string, comparator: string, operand: number, params: SqlParams): string {
  return `(CASE WHEN jsonb_typeof(${field}) = 'number' THEN (${field})::float8 ${comparator} ${params.add(operand)}::float8 ELSE false END)`;
}

const COMPARATORS: Partial<Record<FieldOperator, string>> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

function compareCondition(field: string, comparator: string, operand: number | string, params: SqlParams): string {
  if (typeof operand === 'number') return numberCondition(field, comparator, operand, params);
  return `(jsonb_typeof(${field}) = 'string' AND (${field} #>> '{}') COLLATE "C" ${comparator} ${params.add(operand)}::text)`;
}

function containsCondition(field: string, operand: Primitive, params: SqlParams): string {
  const inArray = `(jsonb_typeof(${field}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${field}) = 'array' THEN ${field} ELSE '[]'::jsonb END) AS item(value) WHERE ${itemEquals(operand, params)}))`;
  if (typeof operand !== 'string') return inArray;
  return `(${inArray} OR (jsonb_typeof(${field}) = 'string' AND strpos(${field} #>> '{}', ${params.add(operand)}::text) > 0))`;
}

/** One array element strictly equal to the operand (null matches only a JSON null element). */
function itemEquals(operand: Primitive, params: SqlParams): string {
  if (operand === null) return `jsonb_typeof(item.value) = 'null'`;
  return equalsCondition('item.value', operand, params);
}

function compileField(field: string, operator: FieldOperator, operand: Primitive | Primitive[], params: SqlParams): string {
  switch (operator) {
    case '$eq':
      return truth(equalsCondition(field, operand as Primitive, params));
    case '$ne':
      return truth(equalsCondition(field, operand as Primitive, params), true);
    case '$in':
    case '$nin': {
      const candidates = operand as Primitive[];
      if (candidates.length === 0) return operator === '$in' ? 'false' : 'true';
      const anyEqual = candidates.map((candidate) => equalsCondition(field, candidate, params)).join(' OR ');
      return truth(`(${anyEqual})`, operator === '$nin');
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return truth(compareCondition(field, COMPARATORS[operator] as string, operand as number | string, params));
    case '$contains':
      return truth(containsCondition(field, operand as Primitive, params));
  }
}
