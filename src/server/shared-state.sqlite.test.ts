import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { twoServeProcessesShareState } from '../testing/shared-state-scenario.js';

const folder = mkdtempSync(join(tmpdir(), 'agent-memory-shared-state-'));

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('two serve processes on one SQLite file', () => {
  it('share rate limits, write-job status and conversation history, each confined to its tenant', async () => {
    await twoServeProcessesShareState(join(folder, 'shared.db'));
  });
});
