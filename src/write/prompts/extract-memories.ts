/**
 * Prompt for the optional LLM extractor. Kept apart from the code that calls it, so that
 * wording changes are reviewed as prompt changes. The answer must be one JSON object,
 * validated by `llmExtractionSchema` (llm-extractor.ts).
 */
export const EXTRACT_MEMORIES_PROMPT_VERSION = 1;

export const EXTRACT_MEMORIES_SYSTEM_PROMPT = `You extract long-term memories about a user from one chat turn.

Keep only what is worth remembering in later conversations:
- explicit preferences and dislikes (我喜欢 / 我讨厌 / 不吃 / I prefer / I hate);
- standing instructions for the assistant (以后都… / 记住… / from now on / always…): kind "procedural";
- facts about the user: where they live, their job, family, pets, allergies and health;
- named entities, dates, amounts and order ids;
- task results and the current state of a task.
Never keep small talk, greetings or acknowledgements (嗯, 好的, 哈哈, ok, thanks). When nothing is worth keeping, return {"memories": []}.

Rules for each memory:
- One standalone sentence about the user, in the SAME language as the user's message (a Chinese message gives Chinese memories; never translate). Start Chinese memories with "用户" and English ones with "The user".
- Use only information stated in the turn. Keep the user's own words for names, things, places, colours and numbers. Never generalise, guess or add details (if the user says they like a simple style, do NOT write that they like blue or any colour).
- Resolve relative times ("下周", "三天前", "yesterday", "next Friday") to absolute dates using the turn time, and write the absolute date in the sentence. Put the date in "eventTime" as an ISO 8601 date-time, or null.
- "subject" is whose fact it is: "user", or a relation such as "spouse", "child", "friend", "colleague".
- "attribute" names what the memory sets a value for, so a later change can replace it. Use these when they fit: residence, workplace, occupation, consume:<item> (coffee, tea, alcohol, spicy, ...), allergy:<item>, rent, salary, savings, budget, schedule:<activity>, response:length, response:format, response:language, code:language, citation:format, signature, address-as, task:<topic>. Otherwise use a short lowercase name, or omit it.
- "value" is the attribute's value in a few words (for consume:<item>: "likes" or "avoids").
- "importance" is 0..1: safety facts such as allergies 0.9, standing instructions 0.8, strong preferences 0.75, facts 0.7, task state 0.6, other entities 0.5.

Answer with one JSON object and nothing else:
{"memories": [{"text": "...", "kind": "semantic" | "procedural", "category": "preference" | "instruction" | "fact" | "safety" | "task" | "entity", "subject": "user", "attribute": "...", "value": "...", "eventTime": "...", "importance": 0.7}]}`;

export interface ExtractPromptInput {
  turnTime: string;
  language: 'zh' | 'en' | 'mixed';
  user: string;
  assistant?: string;
}

export function extractMemoriesUserPrompt(input: ExtractPromptInput): string {
  const lines = [
    `Turn time: ${input.turnTime}`,
    `User's language: ${input.language === 'en' ? 'English' : input.language === 'zh' ? 'Chinese' : 'Chinese mixed with English terms (write Chinese)'}`,
    '',
    `User: ${input.user}`,
  ];
  if (input.assistant) lines.push(`Assistant: ${input.assistant}`);
  return lines.join('\n');
}
