import { describe, expect, it } from 'vitest';
import { axis, EMBEDDER, makeRecord, newWrite, TENANT } from '../contract/fixtures.js';
import type { MemoryRecord } from '../../core/types.js';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';
import { tenantKey } from '../../core/tenant-key.js';
import { PartitionCache } from './partition-cache.js';
import type { PartitionColumns } from './partition-loader.js';
import { PackedStrings } from './packed-strings.js';
import { CodedStrings } from './coded-strings.js';
import { readRecordRows, RECORDS_BY_ROW_ID_SQL } from './record-reads.js';

const byId = (records: MemoryRecord[]): MemoryRecord[] => [...records].sort((left, right) => left.id.localeCompare(right.id));

describe('reading records by row id', () => {
  const folder = useSqliteFolder('agent-memory-record-reads-');

  it('reads the memories asked for whatever the hints say: stale, another memory, another tenant or no row', async () => {
    const store = await folder.open('reads.db');
    await store.setEmbedderInfo(EMBEDDER);
    const ids = ['a', 'b', 'c', 'd'];
    await store.write({ tenantId: TENANT, upserts: ids.map((id, index) => newWrite(makeRecord(id, { metadata: { n: index } }), axis(index))) });
    await store.write({ tenantId: 'tenant-b', upserts: ids.map((id, index) => newWrite(makeRecord(id, { tenantId: 'tenant-b' }), axis(index))) });
    const db = store.database;
    const rowOf = (tenantId: string, id: string): number => db.prepare('SELECT row_id FROM memories WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, id) as number;
    const asked = ['a', 'b', 'c', 'd', 'missing'];
    const expected = byId(readRecordRows(db, TENANT, asked, new Map()));
    expect(expected.map((record) => record.id)).toEqual(['a', 'b', 'c', 'd']);
    const hints = new Map([
      ['a', rowOf(TENANT, 'a')],
      ['b', rowOf('tenant-b', 'b')],
      ['c', rowOf(TENANT, 'a')],
      ['missing', 1_000_000],
    ]);
    expect(byId(readRecordRows(db, TENANT, asked, hints))).toEqual(expected);
    expect(byId(readRecordRows(db, 'tenant-b', ['a', 'b'], hints)).map((record) => [record.tenantId, record.id])).toEqual([
      ['tenant-b', 'a'],
      ['tenant-b', 'b'],
    ]);
  });

  it('seeks each row by its primary key, not through a tenant index', async () => {
    const store = await folder.open('plan.db');
    const plan = store.database.prepare(`EXPLAIN QUERY PLAN ${RECORDS_BY_ROW_ID_SQL}`).all('[1, 2]', TENANT) as { detail: string }[];
    expect(plan.map((step) => step.detail).join('\n')).toMatch(/SEARCH m USING INTEGER PRIMARY KEY/);
  });

  it('takes the hints from the vector partition copies, kept through inserts, moves and growth', () => {
    const cache = new PartitionCache(1 << 20);
    const key = tenantKey(TENANT, '"alice"');
    const columns: PartitionColumns = {
      size: 3,
      ids: PackedStrings.from(['a', 'b', 'c']),
      rowIds: Float64Array.from([11, 12, 13]),
      status: ['active', 'active', 'active'],
      kind: ['semantic', 'semantic', 'semantic'],
      agentId: CodedStrings.from(['', '', '']),
      sessionId: CodedStrings.from(['', '', '']),
      metadata: CodedStrings.from(['{}', '{}', '{}']),
      createdAt: PackedStrings.from(['2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z']),
      memoryTime: PackedStrings.from(['2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z']),
      matrix: new Float32Array(3 * 2).fill(0.5),
    };
    cache.put(key, TENANT, columns, 2, 1);
    const row = { status: 'active', kind: 'semantic', agentId: '', sessionId: '', metadata: '{}', createdAt: '2024-01-02T00:00:00.000Z', memoryTime: '2024-01-02T00:00:00.000Z', vector: Float32Array.from([1, 0]) };
    cache.upsert(key, TENANT, { ...row, id: 'd', rowId: 20 });
    cache.remove(TENANT, 'a');
    cache.upsert(key, TENANT, { ...row, id: 'b', rowId: 21 });
    expect(cache.rowIdsOf(TENANT, ['a', 'b', 'c', 'd', 'x'])).toEqual(new Map([['b', 21], ['c', 13], ['d', 20]]));
    expect(cache.rowIdsOf('tenant-b', ['b', 'c'])).toEqual(new Map());
  });
});
