import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMessages, formatReport } from '../format-context.js';
import { demoContextQuestion, demoQuestions, demoRegeneration, demoSessions, demoUser } from '../../demo/seed-000-script.js';
import { Memory } from '../../memory.js';
import { listTurnRecords, utcOffsetOf } from '../../turns/turn-record.js';
import { loadEmbedder, type CliIO } from '../context.js';
import { formatLocalTime, formatRecalledTurn } from '../format.js';
import { indentWrapped } from '../text-layout.js';

const MINUTE = 60_000;

/**
 * Plays seed 000 end to end, offline: remember each turn (upsert by `<session>_<turn>`),
 * summarise each session, recall within a session and across sessions (time order,
 * labelled by turn, nothing for an off-topic question), then assemble a prompt.
 * Loaded by the `demo` command when it runs, so `--help` does not load the engine.
 */
export async function runDemo(flags: { db?: string }, io: CliIO): Promise<void> {
  const folder = flags.db ? null : mkdtempSync(join(tmpdir(), 'agent-memory-demo-'));
  const dbPath = flags.db ?? join(folder as string, 'demo.db');
  const memory = await Memory.open({ dbPath, embedder: await loadEmbedder(io) });
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
}

async function rememberSessions(memory: Memory, io: CliIO): Promise<void> {
  for (const session of demoSessions) {
    io.out(`== session ${session.sessionId} (${session.time})`);
    const start = Date.parse(session.time);
    const offset = utcOffsetOf(session.time);
    for (const [index, turn] of session.turns.entries()) {
      const result = await memory.remember({
        userId: demoUser,
        sessionId: session.sessionId,
        turnId: String(index + 1),
        user: turn.user,
        assistant: turn.assistant,
        time: isoInOffset(start + index * MINUTE, offset),
      });
      io.out(`  [turn ${index + 1}] user: ${turn.user}\n           assistant: ${turn.assistant}\n           -> ${result.outcome} ${result.record.id}`);
    }
    if (session.sessionId === demoRegeneration.sessionId) {
      const turn = session.turns[demoRegeneration.turnIndex];
      const time = isoInOffset(start + demoRegeneration.turnIndex * MINUTE, offset);
      const again = await memory.remember({ userId: demoUser, sessionId: session.sessionId, turnId: String(demoRegeneration.turnIndex + 1), user: turn?.user ?? '', assistant: demoRegeneration.assistant, time });
      const count = (await listTurnRecords(memory, { userId: demoUser, sessionId: session.sessionId })).length;
      io.out(`  regenerated answer of turn ${demoRegeneration.turnIndex + 1}: ${again.outcome} ${again.record.id} (still ${count} turns, no duplicate)`);
    }
    const { summary } = await memory.endSession({ userId: demoUser, sessionId: session.sessionId });
    io.out(summary.record ? `  session summary (${summary.method}, ${summary.turnCount} turns, filler skipped):\n${indentWrapped(summary.record.text, '    ')}` : '  nothing worth summarising');
    io.out('');
  }
}

/** `2026-03-02T09:01:00+08:00`: the instant written in the session's own offset, which the turn keeps. */
function isoInOffset(instantMs: number, offset: string | null): string {
  if (offset === null) return new Date(instantMs).toISOString();
  const local = formatLocalTime(new Date(instantMs).toISOString(), offset);
  return `${local.slice(0, 10)}T${local.slice(11, 16)}:00${offset}`;
}

async function recallQuestions(memory: Memory, io: CliIO): Promise<void> {
  for (const { question, sessionId, expect } of demoQuestions) {
    const result = await memory.recall({ userId: demoUser, question, topK: 3, ...(sessionId ? { sessionId } : {}) });
    io.out(`== recall "${question}" ${sessionId ? `in session ${sessionId}` : "across the user's sessions"} (time order, each turn in its own UTC offset)`);
    if (result.turns.length === 0) io.out(`  recalled nothing above the threshold${expect === null ? ' (correct: nothing earlier is relevant)' : ''}`);
    for (const turn of result.turns) io.out(`  ${formatRecalledTurn(turn, '      ')}`);
    if (expect) io.out(`  expected: ${expect}`);
    io.out('');
  }
}
