import { hanShare } from '../../core/text/script-share.js';
import { LocalEmbedder, type LocalEmbedderOptions } from '../local/local-embedder.js';
import { UseLiteEmbedder } from '../use-lite/use-lite-embedder.js';
import { CompositeEmbedder } from './composite-embedder.js';

/** USE-lite reads English only: Chinese text all lands on one vector (MODELS.md), so it is left out. */
export function readsLatin(text: string): boolean {
  return hanShare(text) < 0.5;
}

/**
 * `AGENT_MEMORY_EMBEDDER=local-bilingual`: bge-small-zh for every text (strong on Chinese, weak
 * on English) beside USE-lite for English text. It finds English paraphrases bge alone misses
 * and abstains far better on English questions (its own relevance fit). USE-lite runs in
 * onnxruntime since session 6: about 4 ms more per English text written and 1.5 ms per English
 * question; Chinese text costs no more than with bge alone. A store made with it keeps it without
 * the variable (embedders/default-embedder.ts); the README has the figures, docs/retrieval-history.md
 * ("Two local models", "Session 5", "Session 6") how they were reached.
 */
export function createBilingualLocalEmbedder(options: LocalEmbedderOptions = {}): CompositeEmbedder {
  return new CompositeEmbedder([{ embedder: new LocalEmbedder(options) }, { embedder: new UseLiteEmbedder(), reads: readsLatin }]);
}
