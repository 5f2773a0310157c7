import type { Command } from 'commander';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMessages, formatReport } from '../../context/format-context.js';
import { demoContextQuestion, demoQuestions, demoRegeneration, demoSessions, demoUser } from '../../demo/seed-000-script.js';
import { readEnv } from '../../config/env.js';
import { Memory } from '../../memory.js';
import { listTurnRecords } from '../../turns/turn-record.js';
import { embedderFromEnv, type CliIO } from '../context.js';

const MINUTE = 60_000;

/**
 * Plays seed 000 end to end, offline: remember each turn (upsert by `<session>_<turn>`),
 * summarise each session, recall within a session and across sessions (time order,
 * labelled by turn, nothing for an off-topic question), then assemble a prompt.
 */
export function registerDemoCommand(program: Command, io: CliIO): void {
  program
    .command('demo')
    .description('play the seed 000 scenario offline: remember, recall, summaries and context assembly (--web: the seed 002 blog demo)')
    .option('--db <path>', 'keep the demo database here (default: a temporary file)')
    .option('--web', 'serve the seed 002 blog with its chat widget at /demo and the memory inspector at / instead')
    .option('--port <port>', 'with --web: port to listen on', '8080')
    .option('--host <host>', 'with --web: address to bind', '127.0.0.1')
    .option('--posts <dir>', 'with --web: a folder of Markdown posts (default: the sample posts)')
    .action(async (flags: { db?: string; web?: boolean; port: string; host: string; posts?: string }) => {
      if (flags.web) {
        // Loaded only here, so the plain demo does not pay for the HTTP stack.
        const { runBlogDemo } = await import('./demo-web.js');
        await runBlogDemo(flags, io);
        return;
      }
      const folder = flags.db ? null : mkdtempSync(join(tmpdir(), 'agent-memory-demo-'));
      const dbPath = flags.db ?? join(folder as string, 'demo.db');
      const memory = await Memory.open({ dbPath, embedder: embedderFromEnv(readEnv(io.env)) });
      try {
        io.out(`agent-memory demo: seed 000 scenario, embedder ${memory.embedder.info.model}, store ${dbPath}\n`);
        await rememberSessions(memory, io);
        await recallQuestions(memory, io);
        const { messages, report } = await memory.buildContext({ scope: { userId: demoUser }, question: demoContextQuestion.question, budgetTokens: demoContextQuestion.budgetTokens });
        io.out(`== context for "${demoContextQuestion.question}" (budget ${demoContextQuestion.budgetTokens} tokens)`);
        io.out(formatMessages(messages));
        io.out(`\nreport:\n${formatReport(report)}`);
      } finally {
        await memory.close();
        if (folder) rmSync(folder, { recursive: true, force: true });
      }
    });
}

async function rememberSessions(memory: Memory, io: CliIO): Promise<void> {
  for (const session of demoSessions) {
    io.out(`== session ${session.sessionId} (${session.time})`);
    const start = Date.parse(session.time);
    for (const [index, turn] of session.turns.entries()) {
      const result = await memory.remember({
        userId: demoUser,
        sessionId: session.sessionId,
        turnId: String(index + 1),
        user: turn.user,
        assistant: turn.assistant,
        time: new Date(start + index * MINUTE).toISOString(),
      });
      io.out(`  [turn ${index + 1}] user: ${turn.user}\n           assistant: ${turn.assistant}\n           -> ${result.outcome} ${result.record.id}`);
    }
    if (session.sessionId === demoRegeneration.sessionId) {
      const turn = session.turns[demoRegeneration.turnIndex];
      const time = new Date(start + demoRegeneration.turnIndex * MINUTE).toISOString();
      const again = await memory.remember({ userId: demoUser, sessionId: session.sessionId, turnId: String(demoRegeneration.turnIndex + 1), user: turn?.user ?? '', assistant: demoRegeneration.assistant, time });
      const count = (await listTurnRecords(memory, { userId: demoUser, sessionId: session.sessionId })).length;
      io.out(`  regenerated answer of turn ${demoRegeneration.turnIndex + 1}: ${again.outcome} ${again.record.id} (still ${count} turns, no duplicate)`);
    }
    const { summary } = await memory.endSession({ userId: demoUser, sessionId: session.sessionId });
    io.out(summary.record ? `  session summary (${summary.method}, ${summary.turnCount} turns, filler skipped):\n    ${summary.record.text.replace(/\n/g, '\n    ')}` : '  nothing worth summarising');
    io.out('');
  }
}

async function recallQuestions(memory: Memory, io: CliIO): Promise<void> {
  for (const { question, sessionId, expect } of demoQuestions) {
    const result = await memory.recall({ userId: demoUser, question, topK: 3, ...(sessionId ? { sessionId } : {}) });
    io.out(`== recall "${question}" ${sessionId ? `in session ${sessionId}` : "across the user's sessions"} (time order)`);
    if (result.turns.length === 0) io.out(`  recalled nothing above the threshold${expect === null ? ' (correct: nothing earlier is relevant)' : ''}`);
    for (const turn of result.turns) io.out(`  ${turn.label} ${turn.time.slice(0, 16).replace('T', ' ')} UTC  score ${turn.score.toFixed(3)}  ${turn.text.replace(/\n/g, ' / ')}`);
    if (expect) io.out(`  expected: ${expect}`);
    io.out('');
  }
}
