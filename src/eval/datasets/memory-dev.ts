import { z } from 'zod';
import { MemoryError } from '../../core/errors.js';
import type { EvalConversation, EvalDataset, EvalQuestion } from './eval-dataset.js';

/** Our dialogue format (`memory-dev.json`): cases of one user each, sessions with times, questions with evidence. */
const isoTime = z.iso.datetime({ offset: true });

const caseSchema = z.object({
  id: z.string().min(1),
  user: z.string().min(1),
  tags: z.array(z.string()).optional(),
  sessions: z.array(
    z.object({
      id: z.string().min(1),
      time: isoTime,
      turns: z.array(z.object({ id: z.string().min(1), role: z.enum(['user', 'assistant']), content: z.string() })),
    }),
  ),
  questions: z.array(
    z.object({
      id: z.string().min(1),
      time: isoTime.optional(),
      session: z.string().optional(),
      query: z.string().min(1),
      evidence: z.array(z.string()),
      type: z.string().min(1),
      stale: z.array(z.string()).optional(),
      other_user: z.string().optional(),
    }),
  ),
});

export const memoryDevSchema = z.object({
  name: z.string().optional(),
  cases: z.array(caseSchema).min(1),
});

export function loadMemoryDev(raw: unknown, fallbackName = 'memory-dev'): EvalDataset {
  const parsed = memoryDevSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MemoryError('INVALID_INPUT', `not a memory-dev file: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  const conversations: EvalConversation[] = [];
  const questions: EvalQuestion[] = [];
  const owners = new Map<string, string>();
  for (const item of parsed.data.cases) {
    const previous = owners.get(item.user);
    if (previous !== undefined) {
      throw new MemoryError('INVALID_INPUT', `cases ${previous} and ${item.id} share user ${item.user}; each case must be its own user`);
    }
    owners.set(item.user, item.id);
    conversations.push({
      userId: item.user,
      sessions: item.sessions.map((session) => ({
        id: session.id,
        time: session.time,
        turns: session.turns.map((turn, index) => ({ id: turn.id, speaker: turn.role, role: turn.role, text: turn.content, index })),
      })),
    });
    const known = new Set(item.sessions.flatMap((session) => session.turns.map((turn) => turn.id)));
    for (const question of item.questions) {
      const unknown = [...question.evidence, ...(question.stale ?? [])].find((id) => !known.has(id));
      if (unknown !== undefined) {
        throw new MemoryError('INVALID_INPUT', `case ${item.id} question ${question.id} names turn ${unknown}, which the case does not have`);
      }
      questions.push({
        id: `${item.id}/${question.id}`,
        userId: item.user,
        query: question.query,
        time: question.time ?? null,
        evidence: question.evidence,
        type: question.type,
        stale: question.stale ?? [],
        otherUser: question.other_user ?? null,
      });
    }
  }
  return { name: parsed.data.name ?? fallbackName, format: 'memory-dev', conversations, questions, skipped: {} };
}
