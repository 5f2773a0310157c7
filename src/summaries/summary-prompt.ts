import type { ChatMessage } from '../llm/chat-model.js';
import type { SummaryTurn } from './extractive-summarizer.js';

/** The session-summary prompt. Kept apart from the code that sends it, so it can be tuned alone. */
export function sessionSummaryPrompt(turns: readonly SummaryTurn[], language: 'zh' | 'en'): ChatMessage[] {
  const transcript = turns
    .map((turn, index) => `[${index + 1}] user: ${turn.user}${turn.assistant ? `\n[${index + 1}] assistant: ${turn.assistant}` : ''}`)
    .join('\n');
  const languageRule = language === 'zh' ? 'Write the summary in Chinese (简体中文), the language the user wrote in.' : 'Write the summary in English, the language the user wrote in.';
  return [
    {
      role: 'system',
      content: [
        'You summarise one conversation between a user and an assistant into long-term memory.',
        'Keep only what is worth remembering later: facts about the user, preferences, standing instructions, decisions, names, dates, amounts, ids and open tasks.',
        'Leave out greetings, filler and small talk. Do not invent anything that is not in the conversation.',
        languageRule,
        'Answer with a JSON object: {"summary": "<at most 5 short bullet lines, each starting with - >"}.',
      ].join('\n'),
    },
    { role: 'user', content: `Conversation:\n${transcript}` },
  ];
}
