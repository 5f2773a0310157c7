import { z } from 'zod';
import type { ChatModel } from '../llm/chat-model.js';
import { parseLlmJson } from '../llm/llm-json.js';
import { FAITHFULNESS_JUDGE_SYSTEM_PROMPT, faithfulnessJudgeUserPrompt } from './prompts/faithfulness-judge.js';
import type { TurnContext } from './rule-extractor.js';

const verdictsSchema = z.object({
  verdicts: z.array(z.object({ index: z.number().int().min(0), faithful: z.boolean(), reason: z.string().max(500).optional() })),
});

export interface Verdict {
  faithful: boolean;
  reason: string;
}

/** One call per turn; a memory the judge does not vouch for (no verdict) is treated as unfaithful. */
export async function judgeFaithfulness(judge: ChatModel, turn: TurnContext, memories: string[], signal?: AbortSignal): Promise<Verdict[]> {
  if (memories.length === 0) return [];
  const answer = await judge.complete({
    messages: [
      { role: 'system', content: FAITHFULNESS_JUDGE_SYSTEM_PROMPT },
      { role: 'user', content: faithfulnessJudgeUserPrompt({ turnTime: turn.turnTime, user: turn.user, ...(turn.assistant ? { assistant: turn.assistant } : {}), memories }) },
    ],
    json: true,
    temperature: 0,
    ...(signal ? { signal } : {}),
  });
  const { verdicts } = parseLlmJson(answer, verdictsSchema, 'faithfulness judge');
  return memories.map((_memory, index) => {
    const verdict = verdicts.find((candidate) => candidate.index === index);
    return verdict ? { faithful: verdict.faithful, reason: verdict.reason ?? '' } : { faithful: false, reason: 'no verdict' };
  });
}
