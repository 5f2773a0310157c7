import type { ChatMessage } from '../chat-model.js';
import type { PromptLanguage } from './prompt-language.js';

/**
 * Prompt for the optional LLM query rewriter (llm-query-rewriter.ts), in the question's
 * language. Kept apart from the code that sends it, so wording changes are reviewed as prompt
 * changes. The answer must be one JSON object, validated by `rewriteAnswerSchema`.
 */
export const REWRITE_PROMPT_VERSION = 1;

export const REWRITE_SYSTEM_PROMPTS: Record<PromptLanguage, string> = {
  en: `You help search a user's memories: things the user said to an assistant earlier. The search matches words, so a memory phrased differently from the question is missed.

For the user's question, write up to 5 short search phrases: other ways to put the question, synonyms, and the specific words a stored memory that answers it would likely contain (for "Which graphics card did I get?": "GPU", "video card", "RTX"; for "How much RAM is in my build?": "memory", "GB", "DDR5"). The memories may be in Chinese or English: give the key words in both languages when that could help.

Do not answer the question and do not invent facts about the user: no names, amounts or dates that are not in the question.

Answer with one JSON object and nothing else, each phrase under 200 characters:
{"rewrites": ["...", "..."]}`,
  zh: `你帮忙检索用户的记忆：用户之前对助手说过的话。检索按词匹配，所以和问题说法不同的记忆会漏掉。

针对用户的问题，写最多 5 条简短的检索短语：问题的其他问法、同义词，以及能回答这个问题的记忆里很可能出现的具体词语（例如"耳机是哪天寄回去的？"：寄出、退货、快递、退回；"我的显卡是什么？"：GPU、显卡型号、RTX）。记忆可能是中文也可能是英文：有帮助时，关键词中英文都给。

不要回答问题，也不要编造关于用户的事实：问题里没有的名字、数量、日期都不要写。

只回答一个 JSON 对象，不要写别的，每条短语不超过 200 个字符：
{"rewrites": ["...", "..."]}`,
};

export function rewriteUserPrompt(language: PromptLanguage, question: string): string {
  return language === 'zh' ? `问题：${question}` : `Question: ${question}`;
}

export function rewriteMessages(language: PromptLanguage, question: string): ChatMessage[] {
  return [
    { role: 'system', content: REWRITE_SYSTEM_PROMPTS[language] },
    { role: 'user', content: rewriteUserPrompt(language, question) },
  ];
}
