import type { ChatMessage } from '../chat-model.js';
import type { PromptLanguage } from './prompt-language.js';
import { rerankUserPrompt, type RerankPromptCandidate } from './rerank.js';

/**
 * Prompt for the optional judge of the relevance gate's uncertain band (llm-relevance-judge.ts),
 * in the question's language. The memories are shown as the reranker shows them. The answer must
 * be one JSON object, validated by `judgeAnswerSchema`.
 */
export const JUDGE_PROMPT_VERSION = 1;

export const JUDGE_SYSTEM_PROMPTS: Record<PromptLanguage, string> = {
  en: `You decide which memories about a user help answer the user's question or request.

A memory helps when it states (part of) the answer, or something the answer must take into account (a preference, a constraint, a standing instruction on how to answer).
A memory about the same subject that does not hold what is asked does not help: for "What colour is my bike?", "My bike was stolen" does not help.

Answer with one JSON object and nothing else:
{"relevant": [1, 3]}
listing the numbers of the memories that help; an empty list when none does.`,
  zh: `你判断哪些关于用户的记忆能帮助回答用户的问题或请求。

记忆能帮助：它说出了（部分）答案，或回答时必须考虑的内容（偏好、限制、关于怎么回答的长期要求）。
同一件事、但不包含所问内容的记忆不算：问"我的自行车是什么颜色？"时，"我的自行车被偷了"帮不上。

只回答一个 JSON 对象，不要写别的：
{"relevant": [1, 3]}
列出能帮助的记忆编号；都不能帮助时给空列表。`,
};

export function judgeMessages(language: PromptLanguage, question: string, candidates: readonly RerankPromptCandidate[]): ChatMessage[] {
  return [
    { role: 'system', content: JUDGE_SYSTEM_PROMPTS[language] },
    { role: 'user', content: rerankUserPrompt(language, question, candidates) },
  ];
}
