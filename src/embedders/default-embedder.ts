import type { Embedder, EmbedderInfo } from '../core/embedder.js';
import { createBilingualLocalEmbedder } from './composite/local-bilingual.js';
import { LocalEmbedder, type LocalEmbedderOptions } from './local/local-embedder.js';

/** The local embedders a store can have been written by without the caller naming one. */
export type LocalEmbedderKind = 'local' | 'local-bilingual';

/**
 * What a new store gets when nobody names an embedder. `local-bilingual` since session 6: it
 * abstains far better on English and finds more on LoCoMo, and since USE-lite runs in
 * onnxruntime it costs about as much as bge alone (docs/retrieval.md). Stores written before
 * keep `local` (bge-small-zh): see `embedderForRecorded`.
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
