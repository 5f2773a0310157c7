/**
 * An optional first stage of search (engine.setRewriter): before the pipeline runs, it offers
 * other phrasings of the question and the words a memory answering it would likely use, so the
 * keyword side can find paraphrases ("graphics card" for a memory saying "GPU"). Its words only
 * add keyword evidence: the dense side keeps the question's own vector and the thresholds do not
 * move. An implementation bounds its own time (an LLM call can hang) and throws when it cannot
 * answer: the engine then searches with the question's own terms.
 */
export interface QueryRewriter {
  /** Names the rewriter in the result cache's key and in failure reports, e.g. `llm:deepseek-chat`. */
  readonly name: string;
  /** Alternative phrasings and likely keywords for the question (in the languages the memories may use); may be empty. */
  rewrite(question: string, signal?: AbortSignal): Promise<string[]>;
}
