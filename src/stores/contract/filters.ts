import { expect, it } from 'vitest';
import { type Filter, type FilterNode, matchesFilter, parseFilter, type Primitive } from '../../core/filter.js';
import type { MemoryStore } from '../../core/store.js';
import type { Metadata } from '../../core/types.js';
import { axis, type ContractContext, makeRecord, newWrite, recordQuery, TENANT, seededRandom, sorted } from './fixtures.js';

/** Metadata shaped to trip every type confusion: 3 vs '3', true vs 1 vs 'true', arrays vs strings, missing vs null. */
const DOCUMENTS: Record<string, Metadata> = {
  a: { color: 'red', size: 3, active: true, tags: ['x', 'y'], nested: { level: 2, name: 'deep' }, note: 'hello world', 'my-key': 1 },
  b: { color: 'blue', size: 10, active: false, tags: ['y', 1, true, null], nested: { level: 'two' }, note: null },
  c: { color: 'Red', size: '3', active: 1, tags: 'xyz', nested: 'flat', count: -1 },
  d: {},
  e: { color: null, size: 3.5, active: 'true', tags: [], nested: { level: 2.0, inner: { x: [] } }, count: 0 },
  f: { note: '我喜欢北京的秋天', tags: [['x']], size: -0.5, nested: [{ level: 2 }] },
};

/** Hand-computed expectations, independent of any implementation. */
const CASES: [string, Filter, string[]][] = [
  ['bare value is $eq', { color: 'red' }, ['a']],
  ['strings are case-sensitive', { color: 'Red' }, ['c']],
  ['$eq null matches null and missing', { color: { $eq: null } }, ['d', 'e', 'f']],
  ['$ne is true for missing fields', { color: { $ne: 'red' } }, ['b', 'c', 'd', 'e', 'f']],
  ['$ne null excludes null and missing', { color: { $ne: null } }, ['a', 'b', 'c']],
  ['$gt compares numbers only with numbers', { size: { $gt: 3 } }, ['b', 'e']],
  ['$gte', { size: { $gte: 3 } }, ['a', 'b', 'e']],
  ['$lt with negatives', { size: { $lt: 0 } }, ['f']],
  ['$lte', { size: { $lte: 3 } }, ['a', 'f']],
  ['$gt compares strings only with strings', { size: { $gt: '1' } }, ['c']],
  ['$lt on strings is binary', { color: { $lt: 'a' } }, ['c']],
  ['two operators on one field', { size: { $gt: 3, $lt: 11 } }, ['b', 'e']],
  ['$in mixes types exactly', { size: { $in: [3, '3'] } }, ['a', 'c']],
  ['$in with null matches missing', { count: { $in: [null, 0] } }, ['a', 'b', 'd', 'e', 'f']],
  ['$in empty matches nothing', { size: { $in: [] } }, []],
  ['$nin is true for missing fields', { size: { $nin: [3] } }, ['b', 'c', 'd', 'e', 'f']],
  ['$nin empty matches everything', { size: { $nin: [] } }, ['a', 'b', 'c', 'd', 'e', 'f']],
  ['true is not 1 nor "true"', { active: true }, ['a']],
  ['false is not 0', { active: false }, ['b']],
  ['1 is not true', { active: 1 }, ['c']],
  ['0 is not false', { count: 0 }, ['e']],
  ['false is not 0 (other way)', { count: false }, []],
  ['$ne true', { active: { $ne: true } }, ['b', 'c', 'd', 'e', 'f']],
  ['booleans are not ordered', { active: { $gt: 0 } }, ['c']],
  ['$in with booleans and numbers', { active: { $in: [true, 1] } }, ['a', 'c']],
  ['$contains in arrays and substrings', { tags: { $contains: 'y' } }, ['a', 'b', 'c']],
  ['$contains a number', { tags: { $contains: 1 } }, ['b']],
  ['$contains true is not 1', { tags: { $contains: true } }, ['b']],
  ['$contains null', { tags: { $contains: null } }, ['b']],
  ['$contains does not look inside nested arrays', { tags: { $contains: 'x' } }, ['a', 'c']],
  ['$contains a substring', { note: { $contains: 'lo w' } }, ['a']],
  ['$contains a CJK substring', { note: { $contains: '北京' } }, ['f']],
  ['$contains the empty string', { note: { $contains: '' } }, ['a', 'f']],
  ['$contains never matches objects', { nested: { $contains: 'deep' } }, []],
  ['$contains a number in a string', { note: { $contains: 1 } }, []],
  ['dot paths reach nested fields', { 'nested.level': 2 }, ['a', 'e']],
  ['dot paths compare', { 'nested.level': { $gte: 2 } }, ['a', 'e']],
  ['dot paths with strings', { 'nested.level': 'two' }, ['b']],
  ['dot paths through non-objects are missing', { 'nested.level': { $eq: null } }, ['c', 'd', 'f']],
  ['dot paths three deep', { 'nested.inner.x': { $ne: null } }, ['e']],
  ['hyphenated keys', { 'my-key': 1 }, ['a']],
  ['missing field $eq value', { absent: 'x' }, []],
  ['$and', { $and: [{ size: { $gte: 3 } }, { active: { $ne: false } }] }, ['a', 'e']],
  ['$or', { $or: [{ color: 'red' }, { $and: [{ size: { $gte: 10 } }, { active: false }] }] }, ['a', 'b']],
  ['$not', { $not: { color: 'red' } }, ['b', 'c', 'd', 'e', 'f']],
  ['$not of $or', { $not: { $or: [{ active: true }, { tags: { $contains: 'y' } }] } }, ['d', 'e', 'f']],
  ['$not of a missing-field comparison', { $not: { size: { $gt: 100 } } }, ['a', 'b', 'c', 'd', 'e', 'f']],
  ['double negation', { $not: { $not: { color: 'blue' } } }, ['b']],
  ['several fields are an implicit $and', { color: { $ne: null }, size: { $lt: 5 } }, ['a']],
  ['$or of $not', { $or: [{ $not: { size: { $gt: 0 } } }, { note: null }] }, ['b', 'c', 'd', 'e', 'f']],
];

async function seed(store: MemoryStore): Promise<void> {
  await store.write({
      tenantId: TENANT,
    upserts: Object.entries(DOCUMENTS).map(([id, metadata], index) => newWrite(makeRecord(id, { metadata }), axis(0, index / 10), ['doc'])),
  });
}

const FIELDS = ['color', 'size', 'active', 'tags', 'nested', 'nested.level', 'note', 'count', 'absent'];
const VALUES: Primitive[] = ['red', 'Red', 'y', 'x', '3', '', 'two', '北京', 3, 3.5, 2, 0, -1, 10, true, false, null];

/** A random filter over the fixture fields; exported for the sqlite parity test. */
export function randomFilter(random: () => number, depth = 0): Filter {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const roll = random();
  if (depth < 3 && roll < 0.3) {
    const children = Array.from({ length: 1 + Math.floor(random() * 3) }, () => randomFilter(random, depth + 1));
    return random() < 0.5 ? { $and: children } : { $or: children };
  }
  if (depth < 3 && roll < 0.4) return { $not: randomFilter(random, depth + 1) };
  const operator = pick(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$contains'] as const);
  const field = pick(FIELDS);
  if (operator === '$in' || operator === '$nin') return { [field]: { [operator]: Array.from({ length: Math.floor(random() * 3) }, () => pick(VALUES)) } };
  if (operator === '$gt' || operator === '$gte' || operator === '$lt' || operator === '$lte') {
    return { [field]: { [operator]: pick(VALUES.filter((value): value is number | string => typeof value === 'number' || typeof value === 'string')) } };
  }
  return { [field]: { [operator]: pick(VALUES) } };
}

export function filterTests(context: ContractContext): void {
  it.each(CASES)('list: %s', async (_description, filter, expected) => {
    const store = context.store();
    await seed(store);
    const query = recordQuery({ filter: parseFilter(filter) });
    expect(sorted((await store.list(query, { limit: 100, offset: 0 })).items.map((record) => record.id))).toEqual(sorted(expected));
  });

  it('agrees with matchesFilter on 300 generated filters, in list, vector and keyword search', async () => {
    const store = context.store();
    await seed(store);
    const random = seededRandom(7);
    for (let round = 0; round < 300; round += 1) {
      const filter = randomFilter(random, 0);
      const node: FilterNode = parseFilter(filter);
      const expected = sorted(Object.entries(DOCUMENTS).filter(([, metadata]) => matchesFilter(metadata, node)).map(([id]) => id));
      const query = recordQuery({ filter: node });
      const label = JSON.stringify(filter);
      expect(sorted(await store.listIds(query)), label).toEqual(expected);
      expect(sorted((await store.vectorSearch(query, axis(0), 100)).map((hit) => hit.id)), label).toEqual(expected);
      expect(sorted((await store.keywordSearch(query, ['doc'], 100)).map((hit) => hit.id)), label).toEqual(expected);
    }
  });

  it('applies the filter inside the vector top-k, not after it', async () => {
    const store = context.store();
    // The five nearest records fail the filter; k=2 must still return the two nearest that pass.
    await store.write({
      tenantId: TENANT,
      upserts: Array.from({ length: 9 }, (_, index) => newWrite(makeRecord(`r${index}`, { metadata: { keep: index >= 5 } }), axis(0, index / 10))),
    });
    const hits = await store.vectorSearch(recordQuery({ filter: parseFilter({ keep: true }) }), axis(0), 2);
    expect(hits.map((hit) => hit.id)).toEqual(['r5', 'r6']);
  });

  it('applies the filter inside the keyword top-k, not after it', async () => {
    const store = context.store();
    // r0..r4 repeat the term (higher BM25) but fail the filter.
    await store.write({
      tenantId: TENANT,
      upserts: Array.from({ length: 8 }, (_, index) =>
        newWrite(makeRecord(`r${index}`, { metadata: { keep: index >= 5 } }), axis(0), index < 5 ? ['apple', 'apple', 'apple'] : ['apple', 'pear', `x${index}`]),
      ),
    });
    const hits = await store.keywordSearch(recordQuery({ filter: parseFilter({ keep: true }) }), ['apple'], 2);
    expect(hits.map((hit) => hit.id)).toEqual(['r5', 'r6']);
  });
}
