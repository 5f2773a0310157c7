import { compareCodePoints } from './code-point-order.js';
import { MemoryError, type JsonValue } from './errors.js';
import { FILTER_LIMITS } from './input-bounds.js';

/**
 * The portable metadata filter language. Field names are metadata keys (dot paths reach
 * into nested objects). A bare value means `$eq`. Every store must support every operator.
 */
export type Primitive = string | number | boolean | null;

export interface FieldCondition {
  $eq?: Primitive;
  $ne?: Primitive;
  $gt?: number | string;
  $gte?: number | string;
  $lt?: number | string;
  $lte?: number | string;
  $in?: Primitive[];
  $nin?: Primitive[];
  $contains?: Primitive;
}

export type Filter =
  | { $and: Filter[] }
  | { $or: Filter[] }
  | { $not: Filter }
  | { [field: string]: Primitive | FieldCondition };

export const FIELD_OPERATORS = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$contains'] as const;
export type FieldOperator = (typeof FIELD_OPERATORS)[number];

/** A validated, normalised filter tree that adapters compile. */
export type FilterNode =
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  | { type: 'field'; path: string[]; operator: FieldOperator; value: Primitive | Primitive[] };

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)*$/;
const MAX_DEPTH = FILTER_LIMITS.maxDepth;

/** Counts what a filter compiles to as it is parsed, so an oversized filter is refused before any store sees it. */
interface Budget {
  conditions: number;
  terms: number;
}

function spend(budget: Budget, conditions: number, terms: number, at: string): void {
  budget.conditions += conditions;
  budget.terms += terms;
  if (budget.conditions > FILTER_LIMITS.maxConditions) throw invalid(`more than ${FILTER_LIMITS.maxConditions} field conditions`, at);
  if (budget.terms > FILTER_LIMITS.maxTerms) throw invalid(`more than ${FILTER_LIMITS.maxTerms} conditions and list values in all`, at);
}

function checkString(value: unknown, at: string): void {
  if (typeof value === 'string' && value.length > FILTER_LIMITS.maxStringLength) throw invalid(`strings are limited to ${FILTER_LIMITS.maxStringLength} characters`, at);
}

function invalid(message: string, path: string): MemoryError {
  return new MemoryError('INVALID_FILTER', `${message} (at ${path || 'filter root'})`, { details: { path } });
}

function isPrimitive(value: unknown): value is Primitive {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkNumber(value: unknown, at: string): void {
  if (typeof value === 'number' && !Number.isFinite(value)) throw invalid('numbers must be finite', at);
}

function parseCondition(field: string, condition: unknown, at: string, budget: Budget): FilterNode[] {
  const path = field.split('.');
  if (!isPlainObject(condition)) {
    if (!isPrimitive(condition)) throw invalid(`value for "${field}" must be a string, number, boolean, null or an operator object`, at);
    spend(budget, 1, 1, at);
    checkNumber(condition, at);
    checkString(condition, at);
    return [{ type: 'field', path, operator: '$eq', value: condition }];
  }
  const entries = Object.entries(condition);
  if (entries.length === 0) throw invalid(`empty condition for "${field}"`, at);
  return entries.map(([operator, value]): FilterNode => {
    const where = `${at}.${operator}`;
    if (!(FIELD_OPERATORS as readonly string[]).includes(operator)) {
      throw invalid(`unknown operator "${operator}"; supported: ${FIELD_OPERATORS.join(' ')} $and $or $not`, where);
    }
    const op = operator as FieldOperator;
    if (op === '$in' || op === '$nin') {
      if (!Array.isArray(value) || !value.every(isPrimitive)) throw invalid(`${op} takes an array of primitive values`, where);
      if (value.length > FILTER_LIMITS.maxListValues) throw invalid(`${op} takes at most ${FILTER_LIMITS.maxListValues} values`, where);
      spend(budget, 1, 1 + value.length, where);
      value.forEach((item) => {
        checkNumber(item, where);
        checkString(item, where);
      });
      return { type: 'field', path, operator: op, value: value as Primitive[] };
    }
    if (op === '$gt' || op === '$gte' || op === '$lt' || op === '$lte') {
      if (typeof value !== 'number' && typeof value !== 'string') throw invalid(`${op} takes a number or a string`, where);
      spend(budget, 1, 1, where);
      checkNumber(value, where);
      checkString(value, where);
      return { type: 'field', path, operator: op, value };
    }
    if (!isPrimitive(value)) throw invalid(`${op} takes a primitive value`, where);
    spend(budget, 1, 1, where);
    checkNumber(value, where);
    checkString(value, where);
    return { type: 'field', path, operator: op, value };
  });
}

function parseNode(filter: unknown, at: string, depth: number, budget: Budget): FilterNode {
  if (depth > MAX_DEPTH) throw invalid(`filter nested deeper than ${MAX_DEPTH}`, at);
  if (!isPlainObject(filter)) throw invalid('a filter must be an object', at);
  const children: FilterNode[] = [];
  for (const [key, value] of Object.entries(filter)) {
    const where = at ? `${at}.${key}` : key;
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0) throw invalid(`${key} takes a non-empty array of filters`, where);
      // Each child holds at least one condition, so an over-long list fails here before it is walked.
      if (value.length > FILTER_LIMITS.maxConditions) throw invalid(`more than ${FILTER_LIMITS.maxConditions} field conditions`, where);
      const parsed = value.map((child, index) => parseNode(child, `${where}[${index}]`, depth + 1, budget));
      children.push({ type: key === '$and' ? 'and' : 'or', children: parsed });
    } else if (key === '$not') {
      children.push({ type: 'not', child: parseNode(value, where, depth + 1, budget) });
    } else if (key.startsWith('$')) {
      throw invalid(`unknown operator "${key}"; supported: $and $or $not ${FIELD_OPERATORS.join(' ')}`, where);
    } else {
      if (key.length > FILTER_LIMITS.maxStringLength || !FIELD_NAME.test(key)) throw invalid(`invalid field name "${key.slice(0, 64)}"`, where);
      children.push(...parseCondition(key, value, where, budget));
    }
  }
  if (children.length === 0) throw invalid('empty filter', at);
  return children.length === 1 ? (children[0] as FilterNode) : { type: 'and', children };
}

/** Validates a user-supplied filter and returns its normalised tree. Throws INVALID_FILTER. */
export function parseFilter(filter: unknown): FilterNode {
  return parseNode(filter, '', 0, { conditions: 0, terms: 0 });
}

function readPath(metadata: Record<string, JsonValue>, path: string[]): JsonValue | undefined {
  let current: JsonValue | undefined = metadata;
  for (const key of path) {
    if (!isPlainObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, JsonValue>)[key];
  }
  return current;
}

function compare(left: JsonValue | undefined, right: number | string): number | null {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'string' && typeof right === 'string') return compareCodePoints(left, right);
  return null;
}

function equals(left: JsonValue | undefined, right: Primitive): boolean {
  if (right === null) return left === null || left === undefined;
  return left === right;
}

function matchField(value: JsonValue | undefined, operator: FieldOperator, operand: Primitive | Primitive[]): boolean {
  switch (operator) {
    case '$eq':
      return equals(value, operand as Primitive);
    case '$ne':
      return !equals(value, operand as Primitive);
    case '$gt': {
      const order = compare(value, operand as number | string);
      return order !== null && order > 0;
    }
    case '$gte': {
      const order = compare(value, operand as number | string);
      return order !== null && order >= 0;
    }
    case '$lt': {
      const order = compare(value, operand as number | string);
      return order !== null && order < 0;
    }
    case '$lte': {
      const order = compare(value, operand as number | string);
      return order !== null && order <= 0;
    }
    case '$in':
      return (operand as Primitive[]).some((candidate) => equals(value, candidate));
    case '$nin':
      return !(operand as Primitive[]).some((candidate) => equals(value, candidate));
    case '$contains':
      if (Array.isArray(value)) return value.some((item) => item === operand);
      if (typeof value === 'string' && typeof operand === 'string') return value.includes(operand);
      return false;
  }
}

/** Reference semantics of the filter language; the in-memory store uses it directly. */
export function matchesFilter(metadata: Record<string, JsonValue>, node: FilterNode): boolean {
  switch (node.type) {
    case 'and':
      return node.children.every((child) => matchesFilter(metadata, child));
    case 'or':
      return node.children.some((child) => matchesFilter(metadata, child));
    case 'not':
      return !matchesFilter(metadata, node.child);
    case 'field':
      return matchField(readPath(metadata, node.path), node.operator, node.value);
  }
}
