/**
 * Prompt for the optional faithfulness judge (seed 004: "写入前做一次原文比对校验，让另一个模型判断
 * '这段摘要是否忠实于原文'"). It runs after the rule guard, on LLM proposals only.
 */
export const FAITHFULNESS_JUDGE_PROMPT_VERSION = 1;

export const FAITHFULNESS_JUDGE_SYSTEM_PROMPT = `You check whether memories extracted from a chat turn are faithful to it.

A memory is faithful only when everything it states is said or directly implied by the turn. It is NOT faithful when it adds a detail (a colour, a brand, a number, a place, a reason), generalises or narrows what was said, flips a preference, or attributes someone else's fact to the user. Rewording, translation of pronouns ("我" → "用户") and absolute dates computed from relative ones using the turn time are fine.

Answer with one JSON object and nothing else:
{"verdicts": [{"index": 0, "faithful": true, "reason": "short reason"}]}
with one verdict per memory, in order.`;

export function faithfulnessJudgeUserPrompt(input: { turnTime: string; user: string; assistant?: string; memories: string[] }): string {
  const lines = [`Turn time: ${input.turnTime}`, `User: ${input.user}`];
  if (input.assistant) lines.push(`Assistant: ${input.assistant}`);
  lines.push('', 'Memories:');
  input.memories.forEach((memory, index) => lines.push(`${index}. ${memory}`));
  return lines.join('\n');
}
