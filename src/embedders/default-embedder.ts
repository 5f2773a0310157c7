import type { Embedder, EmbedderInfo } from '../core/embedder.js';
import { createBilingualLocalEmbedder } from './composite/local-bilingual.js';
import { LocalEmbedder, type LocalEmbedderOptions } from './local/local-embedder.js';

/** The local embedders a store can have been written by without the caller naming one. */
export type LocalEmbedderKind = 'local' | 'local-bilingual';

/**
 * What a new store gets when nobody names an embedder: `local-bilingual` (bge-small-zh for every
 * text, USE-lite beside it for English). It abstains far better on English and finds more on
 * LoCoMo (README, "Retrieval quality"; docs/retrieval-history.md, "Two local models"). Since
 * session 6 USE-lite runs in onnxruntime (about 4 ms more per
 * English text written, 1.5 ms per question), and with neighbouring turns read from kept
 * positions a LoCoMo search with it is faster than one with bge alone was before (paired in one
 * process: p50 / p95 12.9 / 20.2 ms against bge's 9.0 / 14.9; bge alone measured 17.9 / 31.7 ms
 * quietly before session 6). A store always keeps the local embedder it recorded
 * (`embedderForRecorded`), so stores written with bge alone keep it.
 */
export const defaultEmbedderKind: LocalEmbedderKind = 'local-bilingual';

export function createLocalEmbedder(kind: LocalEmbedderKind, options: LocalEmbedderOptions = {}): Embedder {
  return kind === 'local' ? new LocalEmbedder(options) : createBilingualLocalEmbedder(options);
}

/** The embedder a new store gets when nobody names one. */
export function createDefaultEmbedder(options: LocalEmbedderOptions = {}): Embedder {
  return createLocalEmbedder(defaultEmbedderKind, options);
}

/**
 * For a store that recorded `recorded`: the local default embedder that wrote it (bge-small-zh
 * alone, the default before session 6, or the bilingual pair), or null for any other (OpenAI,
 * hash, a custom model), which only its caller can supply.
 */
export function embedderForRecorded(recorded: EmbedderInfo, options: LocalEmbedderOptions = {}): Embedder | null {
  for (const kind of ['local', 'local-bilingual'] as const) {
    const candidate = createLocalEmbedder(kind, options);
    const info = candidate.info;
    if (info.provider === recorded.provider && info.model === recorded.model && info.dimensions === recorded.dimensions) return candidate;
  }
  return null;
}
