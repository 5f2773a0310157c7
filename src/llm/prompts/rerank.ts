import type { ChatMessage } from '../chat-model.js';
import type { PromptLanguage } from './prompt-language.js';

/**
 * Prompt for the optional LLM reranker (llm-reranker.ts), in the question's language. Kept apart
 * from the code that sends it, so wording changes are reviewed as prompt changes. The answer
 * must be one JSON object, validated by `rerankAnswerSchema`.
 */
export const RERANK_PROMPT_VERSION = 1;

/** One memory as the model sees it; `number` is its id in the answer (1-based). */
export interface RerankPromptCandidate {
  number: number;
  text: string;
  kind: string;
  /** YYYY-MM-DD: when it happened, or else when it was written. */
  date: string;
}

export const RERANK_SYSTEM_PROMPTS: Record<PromptLanguage, string> = {
  en: `You rank memories about a user by how well they help answer the user's question.

Score every numbered memory:
3 = directly answers the question;
2 = clearly relevant: part of the answer, or needed to give it;
1 = related to the topic but does not help answer;
0 = unrelated.
Judge by meaning, not by shared words. When two memories contradict each other, the later date is usually the current state.

Answer with one JSON object and nothing else, best first:
{"ranking": [{"id": 1, "score": 3}, {"id": 2, "score": 0}]}
where id is the memory's number.`,
  zh: `你根据"能否帮助回答用户的问题"给关于用户的记忆排序。

给每条编号记忆打分：
3 = 直接回答了问题；
2 = 明显相关：是答案的一部分，或回答时需要它；
1 = 话题相关，但帮不上回答；
0 = 无关。
按意思判断，不要只看字面是否重合。两条记忆互相矛盾时，日期较新的通常是现在的情况。

只回答一个 JSON 对象，不要写别的，最好的排在前面：
{"ranking": [{"id": 1, "score": 3}, {"id": 2, "score": 0}]}
其中 id 是记忆的编号。`,
};

export function rerankUserPrompt(language: PromptLanguage, question: string, candidates: readonly RerankPromptCandidate[]): string {
  const zh = language === 'zh';
  const lines = [zh ? `问题：${question}` : `Question: ${question}`, '', zh ? '记忆：' : 'Memories:'];
  for (const candidate of candidates) lines.push(`[${candidate.number}] (${candidate.kind}, ${candidate.date}) ${candidate.text}`);
  return lines.join('\n');
}

export function rerankMessages(language: PromptLanguage, question: string, candidates: readonly RerankPromptCandidate[]): ChatMessage[] {
  return [
    { role: 'system', content: RERANK_SYSTEM_PROMPTS[language] },
    { role: 'user', content: rerankUserPrompt(language, question, candidates) },
  ];
}
