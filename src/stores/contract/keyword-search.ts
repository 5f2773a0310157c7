import { expect, it } from 'vitest';
import { parseFilter } from '../../core/filter.js';
import type { MemoryStore, RecordQuery, RecordWrite } from '../../core/store.js';
import type { MemoryRecord } from '../../core/types.js';
import { type ContractContext, expectRanking, makeRecord, newWrite, OTHER_TENANT, ranked, recordQuery, TENANT } from './fixtures.js';

interface Document {
  record: MemoryRecord;
  terms: string[];
}

/**
 * BM25 with k1 = 1.2, b = 0.75 and the smoothed IDF ln(1 + (N + 10 - df + 0.5) / (df + 0.5))
 * (src/core/keyword-scope.ts), written out here independently of the stores. The corpus is the
 * query's keyword scope: the user's records of every status, plus shared ones when admitted.
 */
function expectedBm25(corpus: Document[], matching: Document[], query: string[], k: number): { id: string; score: number }[] {
  const unique = [...new Set(query)];
  const average = corpus.reduce((sum, doc) => sum + doc.terms.length, 0) / corpus.length;
  const scores: [string, number][] = [];
  for (const doc of matching) {
    let score = 0;
    for (const term of unique) {
      const frequency = doc.terms.filter((candidate) => candidate === term).length;
      if (frequency === 0) continue;
      const containing = corpus.filter((other) => other.terms.includes(term)).length;
      const idf = Math.log(1 + (corpus.length + 10 - containing + 0.5) / (containing + 0.5));
      score += idf * ((frequency * 2.2) / (frequency + 1.2 * (0.25 + (0.75 * doc.terms.length) / average)));
    }
    if (score > 0) scores.push([doc.record.id, score]);
  }
  return ranked(scores, k);
}

/** One batch per tenant: a batch never crosses tenants. */
async function seed(store: MemoryStore, documents: Document[]): Promise<void> {
  const tenants = new Set(documents.map((doc) => doc.record.tenantId));
  for (const tenantId of tenants) {
    const upserts = documents.filter((doc) => doc.record.tenantId === tenantId).map((doc) => newWrite(doc.record, undefined, doc.terms));
    await store.write({ tenantId, upserts });
  }
}

const WORDS = ['apple', 'pear', 'plum', 'fig', 'kiwi', 'lime', 'date', 'yuzu', '北京', '大学', '北京大学', "don't"];

function corpus(): Document[] {
  let state = 11;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: 40 }, (_, index) => ({
    record: makeRecord(`d${String(index).padStart(2, '0')}`, {
      scope: { userId: index % 5 === 0 ? 'bob' : 'alice' },
      status: index % 9 === 0 ? 'archived' : 'active',
      metadata: { even: index % 2 === 0 },
    }),
    terms: Array.from({ length: 1 + Math.floor(next() * 9) }, () => WORDS[Math.floor(next() * WORDS.length)] as string),
  }));
}

export function keywordSearchTests(context: ContractContext): void {
  it('ranks by BM25 over the tenant when the query names no user, then by id', async () => {
    const store = context.store();
    const documents = corpus();
    await seed(store, documents);
    const active = documents.filter((doc) => doc.record.status === 'active');
    for (const query of [['apple'], ['pear', 'plum'], ['北京'], ['yuzu', 'date', 'fig', 'kiwi'], ['apple', 'apple', 'lime']]) {
      for (const k of [1, 5, 100]) expectRanking(await store.keywordSearch(recordQuery(), query, k), expectedBm25(documents, active, query, k));
    }
  });

  it("takes a user's statistics from that user's records (plus shared ones when admitted), never other users'", async () => {
    const store = context.store();
    const documents = [
      ...corpus(),
      { record: makeRecord('shared-1', { scope: {} }), terms: ['apple', 'fig'] },
      { record: makeRecord('shared-2', { scope: {} }), terms: ['kiwi'] },
    ];
    await seed(store, documents);
    const mine = (doc: Document, shared: boolean): boolean => doc.record.scope.userId === 'alice' || (shared && doc.record.scope.userId === undefined);
    for (const shared of [false, true]) {
      const scope = documents.filter((doc) => mine(doc, shared));
      const visible = scope.filter((doc) => doc.record.status === 'active');
      for (const query of [['apple'], ['pear', 'plum'], ['kiwi', 'fig']]) {
        expectRanking(await store.keywordSearch(recordQuery({ userId: 'alice', includeShared: shared }), query, 100), expectedBm25(scope, visible, query, 100));
      }
    }
  });

  it("gives the same hits and scores whatever other users and tenants write", async () => {
    const store = context.store();
    const documents = corpus();
    await seed(store, documents);
    const alice = recordQuery({ userId: 'alice' });
    const queries = [['apple'], ['pear', 'plum', '北京'], ['yuzu', 'date']];
    const before = await Promise.all(queries.map((query) => store.keywordSearch(alice, query, 100)));
    let state = 7;
    const next = (): number => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    for (let round = 0; round < 5; round += 1) {
      const others = Array.from({ length: 6 }, (_, index) => {
        const tenant = next() < 0.5 ? 'tenant-b' : 'tenant-a';
        const user = tenant === 'tenant-a' ? `other-${index % 3}` : 'alice';
        return {
          record: makeRecord(`noise-${round}-${index}`, { tenantId: tenant, scope: { userId: user } }),
          terms: Array.from({ length: 1 + Math.floor(next() * 6) }, () => WORDS[Math.floor(next() * WORDS.length)] as string),
        };
      });
      await seed(store, others);
      if (round % 2 === 1) {
        const dropped = others[0]?.record as MemoryRecord;
        await store.write({ tenantId: dropped.tenantId, deletes: [dropped.id] });
      }
      const after = await Promise.all(queries.map((query) => store.keywordSearch(alice, query, 100)));
      expect(after).toEqual(before);
    }
  });

  it('finds the only memory of a store by an exact word, with a clearly positive score', async () => {
    const store = context.store();
    await seed(store, [{ record: makeRecord('only', { scope: { userId: 'newcomer' } }), terms: ['nurse', 'night', 'shift'] }]);
    const [hit] = await store.keywordSearch(recordQuery({ userId: 'newcomer' }), ['nurse'], 10);
    expect(hit?.id).toBe('only');
    expect(hit?.score).toBeGreaterThan(1);
  });

  it('samples one matching record with its exact single-term BM25 score, inside the scope', async () => {
    const store = context.store();
    const documents = corpus();
    await seed(store, documents);
    const active = documents.filter((doc) => doc.record.status === 'active');
    for (const term of ['apple', '北京', 'kiwi']) {
      const sample = await store.keywordSample(recordQuery(), term);
      const expected = new Map(expectedBm25(documents, active, [term], 100).map((hit) => [hit.id, hit.score]));
      expect(sample, term).not.toBeNull();
      expect(expected.has(sample?.id as string), term).toBe(true);
      expect(sample?.score).toBeCloseTo(expected.get(sample?.id as string) as number, 9);
    }
    expect(await store.keywordSample(recordQuery(), 'no-such-term')).toBeNull();
    const alice = recordQuery({ userId: 'alice' });
    const aliceSample = await store.keywordSample(alice, 'apple');
    if (aliceSample) expect((await store.get(TENANT, aliceSample.id))?.scope.userId).toBe('alice');
  });

  it('samples several terms in one call, each as keywordSample would, where the store offers it', async () => {
    const store = context.store();
    // Optional: a store without it is sampled term by term (keyword-context.ts).
    if (!store.keywordSamples) return expect(store.keywordSamples).toBeUndefined();
    const documents = corpus();
    await seed(store, documents);
    const active = documents.filter((doc) => doc.record.status === 'active');
    const terms = ['apple', 'no-such-term', '北京', 'kiwi'];
    const samples = await store.keywordSamples(recordQuery(), terms);
    expect(samples).toHaveLength(terms.length);
    terms.forEach((term, index) => {
      const sample = samples[index];
      if (term === 'no-such-term') return expect(sample).toBeNull();
      const expected = new Map(expectedBm25(documents, active, [term], 100).map((hit) => [hit.id, hit.score]));
      expect(expected.has(sample?.id as string), term).toBe(true);
      expect(sample?.score).toBeCloseTo(expected.get(sample?.id as string) as number, 9);
    });
    const alice = recordQuery({ userId: 'alice' });
    for (const sample of await store.keywordSamples(alice, ['apple', 'kiwi'])) {
      if (sample) expect((await store.get(TENANT, sample.id))?.scope.userId).toBe('alice');
    }
    expect(await store.keywordSamples(recordQuery(), [])).toEqual([]);
  });

  it("answers term counts only for the query's own memories written under the asked analysis tag, where the store offers it", async () => {
    const store = context.store();
    // Optional: without it, search analyses the candidates' texts (keyword-context.ts).
    if (!store.keywordTermCounts) return expect(store.keywordTermCounts).toBeUndefined();
    const tagged = (record: MemoryRecord, terms: string[], analysis?: string): RecordWrite => ({ ...newWrite(record, undefined, terms), ...(analysis ? { analysis } : {}) });
    const mine = ['apple', 'pear', 'apple', '北京'];
    await store.write({
      tenantId: TENANT,
      upserts: [
        tagged(makeRecord('t-alice'), mine, 'tag-1'),
        tagged(makeRecord('t-alice-old', { status: 'archived' }), ['pear', 'pear'], 'tag-1'),
        tagged(makeRecord('t-alice-copied'), ['apple']),
        tagged(makeRecord('t-bob', { scope: { userId: 'bob' } }), ['apple'], 'tag-1'),
        tagged(makeRecord('t-shared', { scope: {} }), ['apple', 'kiwi'], 'tag-1'),
      ],
    });
    await store.write({ tenantId: OTHER_TENANT, upserts: [tagged(makeRecord('t-elsewhere', { tenantId: OTHER_TENANT }), ['apple'], 'tag-1')] });
    const terms = ['apple', 'pear', 'kiwi'];
    const ids = ['t-alice', 't-alice-old', 't-alice-copied', 't-bob', 't-shared', 't-elsewhere', 'no-such-id'];
    const answer = async (query: RecordQuery, analysis = 'tag-1'): Promise<(number[] | null)[]> => {
      const { lengths, counts } = await store.keywordTermCounts?.(query, ids, terms, analysis) ?? { lengths: new Float64Array(), counts: new Float64Array() };
      expect(lengths).toHaveLength(ids.length);
      expect(counts).toHaveLength(ids.length * terms.length);
      return ids.map((_id, index) => (Number.isNaN(lengths[index]) ? null : [lengths[index] as number, ...counts.subarray(index * terms.length, (index + 1) * terms.length)]));
    };
    const alice = recordQuery({ userId: 'alice' });
    // Any status (counts describe the text, not whether it is found); another user, tenant or tag: left to the caller.
    expect(await answer(alice)).toEqual([[4, 2, 1, 0], [2, 0, 2, 0], null, null, null, null, null]);
    expect(await answer({ ...alice, includeShared: true })).toEqual([[4, 2, 1, 0], [2, 0, 2, 0], null, null, [2, 1, 0, 1], null, null]);
    expect(await answer(alice, 'tag-2')).toEqual(ids.map(() => null));
    // A change of text brings its new terms; a change without terms keeps them, and their tag.
    await store.write({ tenantId: TENANT, upserts: [tagged(makeRecord('t-alice', { text: 'changed' }), ['kiwi'], 'tag-1'), { record: makeRecord('t-alice-old', { importance: 0.9 }) }] });
    expect((await answer(alice)).slice(0, 2)).toEqual([[1, 0, 0, 1], [2, 0, 2, 0]]);
    await store.write({ tenantId: TENANT, deletes: ['t-alice'] });
    expect((await answer(alice))[0]).toBeNull();
  });

  it('applies scope, status and filter inside the search (statistics stay those of the user)', async () => {
    const store = context.store();
    const documents = corpus();
    await seed(store, documents);
    const aliceDocs = documents.filter((doc) => doc.record.scope.userId === 'alice');
    const keep = aliceDocs.filter((doc) => doc.record.status === 'active' && doc.record.metadata.even === true);
    const query = recordQuery({ userId: 'alice', filter: parseFilter({ even: true }) });
    expectRanking(await store.keywordSearch(query, ['apple', 'fig'], 3), expectedBm25(aliceDocs, keep, ['apple', 'fig'], 3));
  });

  it('keeps CJK and apostrophe terms whole', async () => {
    const store = context.store();
    await seed(store, [
      { record: makeRecord('compound'), terms: ['北京大学'] },
      { record: makeRecord('parts'), terms: ['北京', '大学'] },
      { record: makeRecord('contraction'), terms: ["don't", 'stop'] },
      { record: makeRecord('plain'), terms: ['don', 't'] },
    ]);
    const ids = async (terms: string[]): Promise<string[]> => (await store.keywordSearch(recordQuery(), terms, 10)).map((hit) => hit.id);
    expect(await ids(['北京'])).toEqual(['parts']);
    expect(await ids(['北京大学'])).toEqual(['compound']);
    expect(await ids(['北'])).toEqual([]);
    expect(await ids(["don't"])).toEqual(['contraction']);
    expect(await ids(['don'])).toEqual(['plain']);
  });

  it('treats quotes and query syntax in terms as plain text', async () => {
    const store = context.store();
    await seed(store, [
      { record: makeRecord('quoted'), terms: ['say"hi', 'and'] },
      { record: makeRecord('syntax'), terms: ['near', 'or', 'not'] },
    ]);
    const ids = async (terms: string[]): Promise<string[]> => (await store.keywordSearch(recordQuery(), terms, 10)).map((hit) => hit.id);
    expect(await ids(['say"hi'])).toEqual(['quoted']);
    for (const hostile of [['"'], ['"" OR'], ['*'], ['NEAR('], ['AND'], ['OR', 'NOT'], ['-'], ['^x'], ['']]) {
      await expect(store.keywordSearch(recordQuery(), hostile, 10)).resolves.toBeInstanceOf(Array);
    }
    expect(await ids(['or'])).toEqual(['syntax']);
    expect(await ids(['and'])).toEqual(['quoted']);
  });

  it('matches any of the terms, and nothing for no terms', async () => {
    const store = context.store();
    await seed(store, [
      { record: makeRecord('a'), terms: ['apple'] },
      { record: makeRecord('b'), terms: ['pear'] },
      { record: makeRecord('c'), terms: [] },
    ]);
    expect((await store.keywordSearch(recordQuery(), ['apple', 'pear', 'nothing'], 10)).map((hit) => hit.id).sort()).toEqual(['a', 'b']);
    expect(await store.keywordSearch(recordQuery(), [], 10)).toEqual([]);
    expect(await store.keywordSearch(recordQuery(), ['apple'], 0)).toEqual([]);
  });

  it('replaces terms when given, and keeps them when omitted', async () => {
    const store = context.store();
    await seed(store, [{ record: makeRecord('a'), terms: ['old'] }]);
    await store.write({ tenantId: TENANT, upserts: [{ record: makeRecord('a', { importance: 0.9 }) }] });
    expect((await store.keywordSearch(recordQuery(), ['old'], 10)).map((hit) => hit.id)).toEqual(['a']);
    await store.write({ tenantId: TENANT, upserts: [{ record: makeRecord('a'), terms: ['new'] }] });
    expect(await store.keywordSearch(recordQuery(), ['old'], 10)).toEqual([]);
    expect((await store.keywordSearch(recordQuery(), ['new'], 10)).map((hit) => hit.id)).toEqual(['a']);
  });
}
