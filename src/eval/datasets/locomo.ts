import { z } from 'zod';
import { MemoryError } from '../../core/errors.js';
import { MONTHS } from '../../core/search/calendar-words.js';
import type { EvalConversation, EvalDataset, EvalQuestion, EvalSession } from './eval-dataset.js';

/**
 * LoCoMo (`locomo10.json`): each conversation is one user; each session is stored at its
 * `session_N_date_time`; each turn is a memory whose evidence id is its `dia_id`.
 * Categories 1-4 with evidence are scored; category 5 is adversarial and is skipped.
 */
const turnSchema = z.object({
  speaker: z.string(),
  dia_id: z.string(),
  text: z.string(),
  blip_caption: z.string().optional(),
});

const questionSchema = z.object({
  question: z.string(),
  evidence: z.array(z.string()).optional(),
  category: z.number().int(),
});

const sampleSchema = z.object({
  sample_id: z.string(),
  conversation: z.record(z.string(), z.unknown()),
  qa: z.array(questionSchema),
});

export const locomoSchema = z.array(sampleSchema).min(1);

const LOCOMO_TIME = /^(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})$/i;

/** "1:56 pm on 8 May, 2023" → "2023-05-08T13:56:00.000Z". The dataset gives no zone, so UTC. */
export function parseLocomoTime(text: string): string {
  const match = LOCOMO_TIME.exec(text.trim());
  const month = match ? MONTHS.indexOf((match[5] as string).toLowerCase()) : -1;
  if (!match || month < 0) throw new MemoryError('INVALID_INPUT', `unrecognised LoCoMo session time ${JSON.stringify(text)}`);
  const hour12 = Number(match[1]) % 12;
  const hour = (match[3] as string).toLowerCase() === 'pm' ? hour12 + 12 : hour12;
  return new Date(Date.UTC(Number(match[6]), month, Number(match[4]), hour, Number(match[2]))).toISOString();
}

/**
 * The published file has a few malformed evidence ids ("D8:6; D9:17", "D:11:26", "D30:05").
 * Splitting and normalising them keeps those questions; ids naming no turn are dropped.
 */
export function normaliseEvidence(raw: string[]): string[] {
  return raw
    .flatMap((entry) => entry.split(/[;,\s]+/))
    .map((id) => /^D:?(\d+):0*(\d+)$/.exec(id.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => `D${match[1]}:${match[2]}`);
}

function turnText(turn: z.infer<typeof turnSchema>): string {
  // A shared photo is part of what was said; its caption is the only trace of it in the data.
  const caption = turn.blip_caption ? ` [shares a photo: ${turn.blip_caption}]` : '';
  return `${turn.speaker}: ${turn.text}${caption}`;
}

function readSessions(sampleId: string, conversation: Record<string, unknown>): EvalSession[] {
  const sessions: EvalSession[] = [];
  for (const key of Object.keys(conversation)) {
    const match = /^session_(\d+)$/.exec(key);
    if (!match) continue;
    const parsed = z.array(turnSchema).safeParse(conversation[key]);
    const time = conversation[`${key}_date_time`];
    if (!parsed.success || typeof time !== 'string') {
      throw new MemoryError('INVALID_INPUT', `LoCoMo ${sampleId} ${key}: malformed turns or missing ${key}_date_time`);
    }
    sessions.push({
      id: `D${match[1]}`,
      time: parseLocomoTime(time),
      turns: parsed.data.map((turn, index) => ({ id: turn.dia_id, speaker: turn.speaker, role: 'user', text: turnText(turn), index })),
    });
  }
  return sessions.sort((left, right) => Number(left.id.slice(1)) - Number(right.id.slice(1)));
}

export function loadLocomo(raw: unknown, name = 'locomo'): EvalDataset {
  const parsed = locomoSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MemoryError('INVALID_INPUT', `not a LoCoMo file: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  const conversations: EvalConversation[] = [];
  const questions: EvalQuestion[] = [];
  const skipped: Record<string, number> = {};
  const skip = (why: string): void => {
    skipped[why] = (skipped[why] ?? 0) + 1;
  };
  for (const sample of parsed.data) {
    const sessions = readSessions(sample.sample_id, sample.conversation);
    const known = new Set(sessions.flatMap((session) => session.turns.map((turn) => turn.id)));
    conversations.push({ userId: sample.sample_id, sessions });
    sample.qa.forEach((qa, index) => {
      if (qa.category === 5) return skip('category 5 (adversarial)');
      const evidence = [...new Set(normaliseEvidence(qa.evidence ?? []))].filter((id) => known.has(id));
      if (evidence.length === 0) return skip('no usable evidence');
      questions.push({
        id: `${sample.sample_id}/q${index + 1}`,
        userId: sample.sample_id,
        query: qa.question,
        // LoCoMo questions are asked after the last session.
        time: sessions.at(-1)?.time ?? null,
        evidence,
        type: `category-${qa.category}`,
        stale: [],
        otherUser: null,
      });
    });
  }
  return { name, format: 'locomo', conversations, questions, skipped };
}
