/**
 * The numbered memories of a reranker or judge prompt, as `promptCandidate` (src/llm/llm-reranker.ts)
 * writes them: `[3] (semantic, 2026-01-01) text`. Fake chat servers read them to answer by text.
 */
export function shownCandidates(prompt: string): { id: number; text: string }[] {
  return [...prompt.matchAll(/^\[(\d+)\] \([^)]*\) (.*)$/gm)].map((match) => ({ id: Number(match[1]), text: match[2] as string }));
}
