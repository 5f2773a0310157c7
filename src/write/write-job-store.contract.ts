import { describe, expect, it } from 'vitest';
import { manualClock, type Clock } from '../core/clock.js';
import type { WriteReport, WriteStatus } from './types.js';
import type { WriteJobStore } from './write-job-store.js';

/** A plain report of a rules-only write; `text` lands in `warnings` so tests can tell reports apart. */
export function sampleWriteReport(id: string, status: WriteStatus, text = '我住在杭州'): WriteReport {
  return {
    id,
    status,
    evidenceId: 's1:1',
    language: 'zh',
    extractor: 'rules',
    filler: false,
    created: [],
    merged: [],
    superseded: [],
    rejected: [],
    warnings: [text],
    startedAt: '2026-03-02T09:00:00.000Z',
    finishedAt: status === 'pending' ? null : '2026-03-02T09:00:01.000Z',
  };
}

/**
 * What every write-job store must do. `open` returns a store on its own connection to one
 * shared database per test (for the in-process adapter: the same process's store), so a report
 * saved through one is read through another, as two server processes would.
 */
export function writeJobStoreContract(name: string, open: (clock: Clock) => Promise<{ first: WriteJobStore; second: WriteJobStore }>): void {

  describe(`write-job store contract: ${name}`, () => {
    it('a report saved through one connection is read through another, and a later save replaces it', async () => {
      const { first, second } = await open(manualClock('2026-03-02T09:00:00.000Z'));
      const id = `job_${name}_replace`;
      await first.save({ tenantId: 'acme', userId: 'lin', report: sampleWriteReport(id, 'pending') });
      expect(await second.load('acme', id)).toEqual(sampleWriteReport(id, 'pending'));
      await second.save({ tenantId: 'acme', userId: 'lin', report: sampleWriteReport(id, 'done') });
      expect(await first.load('acme', id)).toEqual(sampleWriteReport(id, 'done'));
    });

    it('keeps tenants apart: the same job id in another tenant is not found and not overwritten', async () => {
      const { first, second } = await open(manualClock('2026-03-02T09:00:00.000Z'));
      const id = `job_${name}_tenants`;
      await first.save({ tenantId: 'acme', userId: 'lin', report: sampleWriteReport(id, 'done', 'acme text') });
      expect(await second.load('globex', id)).toBeNull();
      await second.save({ tenantId: 'globex', userId: 'lin', report: sampleWriteReport(id, 'done', 'globex text') });
      expect((await first.load('acme', id))?.warnings).toEqual(['acme text']);
      expect((await first.load('globex', id))?.warnings).toEqual(['globex text']);
    });

    it("forgetUser drops that user's finished reports in that tenant only, and keeps pending ones", async () => {
      const { first, second } = await open(manualClock('2026-03-02T09:00:00.000Z'));
      const ids = { done: `job_${name}_done`, pending: `job_${name}_pending`, otherUser: `job_${name}_other_user`, otherTenant: `job_${name}_other_tenant` };
      await first.save({ tenantId: 'acme', userId: 'erased', report: sampleWriteReport(ids.done, 'done') });
      await first.save({ tenantId: 'acme', userId: 'erased', report: sampleWriteReport(ids.pending, 'pending') });
      await first.save({ tenantId: 'acme', userId: 'kept', report: sampleWriteReport(ids.otherUser, 'failed') });
      await first.save({ tenantId: 'globex', userId: 'erased', report: sampleWriteReport(ids.otherTenant, 'done') });
      await second.forgetUser('acme', 'erased');
      expect(await first.load('acme', ids.done)).toBeNull();
      expect((await first.load('acme', ids.pending))?.status).toBe('pending');
      expect((await first.load('acme', ids.otherUser))?.status).toBe('failed');
      expect((await first.load('globex', ids.otherTenant))?.status).toBe('done');
    });
  });
}
