import type { Command } from 'commander';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoQuestions, demoSessions, demoUser } from '../../demo/seed-000-script.js';
import { readEnv } from '../../config/env.js';
import { Memory } from '../../memory.js';
import { embedderFromEnv, type CliIO } from '../context.js';

/** Plays the seed 000 scenario offline: store turns, then show what later questions recall. */
export function registerDemoCommand(program: Command, io: CliIO): void {
  program
    .command('demo')
    .description('play the seed 000 multi-session scenario offline and show what is recalled')
    .option('--db <path>', 'keep the demo database here (default: a temporary file)')
    .action(async (flags: { db?: string }) => {
      const folder = flags.db ? null : mkdtempSync(join(tmpdir(), 'agent-memory-demo-'));
      const dbPath = flags.db ?? join(folder as string, 'demo.db');
      const memory = await Memory.open({ dbPath, embedder: embedderFromEnv(readEnv(io.env)) });
      try {
        io.out(`agent-memory demo: seed 000 scenario, embedder ${memory.embedder.info.model}, store ${dbPath}\n`);
        for (const session of demoSessions) {
          io.out(`session ${session.sessionId} (${session.time})`);
          session.turns.forEach((turn, index) => io.out(`  [turn ${index + 1}] user: ${turn.user}\n           assistant: ${turn.assistant}`));
          await memory.addMany(
            session.turns.map((turn, index) => ({
              id: `${session.sessionId}_${index + 1}`,
              userId: demoUser,
              sessionId: session.sessionId,
              kind: 'episodic' as const,
              text: `用户：${turn.user}\n助手：${turn.assistant}`,
              eventTime: new Date(session.time).toISOString(),
              metadata: { turn: index + 1 },
              evidence: [`${session.sessionId}:${index + 1}`],
            })),
          );
        }
        io.out('');
        for (const { question, expect } of demoQuestions) {
          const results = await memory.search({ userId: demoUser, query: question, topK: 3 });
          io.out(`question: ${question}`);
          if (results.length === 0) io.out('  recalled nothing above the threshold' + (expect === null ? ' (correct: nothing earlier is relevant)' : ''));
          for (const result of results) {
            const turn = typeof result.metadata.turn === 'number' ? `turn ${result.metadata.turn}` : result.kind;
            io.out(`  ${result.score.toFixed(3)} [${result.scope.sessionId ?? '-'} ${turn}] ${result.text.replace(/\n/g, ' / ')}`);
          }
          if (expect) io.out(`  expected: ${expect}`);
          io.out('');
        }
      } finally {
        await memory.close();
        if (folder) rmSync(folder, { recursive: true, force: true });
      }
    });
}
