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
 * and scores higher on both eval sets, but each English text costs about 26 ms more to write and
 * each English question about 15 ms more to search, so it is an option, not the default
 * (docs/retrieval.md has the figures).
 * Chinese text costs no more than with bge alone.
 */
export function createBilingualLocalEmbedder(options: LocalEmbedderOptions = {}): CompositeEmbedder {
  return new CompositeEmbedder([{ embedder: new LocalEmbedder(options) }, { embedder: new UseLiteEmbedder(), reads: readsLatin }]);
}
