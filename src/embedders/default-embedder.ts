import type { Embedder, EmbedderInfo } from '../core/embedder.js';
import { createBilingualLocalEmbedder } from './composite/local-bilingual.js';
import { LocalEmbedder, type LocalEmbedderOptions } from './local/local-embedder.js';

/** The local embedders a store can have been written by without the caller naming one. */
export type LocalEmbedderKind = 'local' | 'local-bilingual';

/**
 * What a new store gets when nobody names an embedder: still `local` (bge-small-zh alone).
 * `local-bilingual` abstains far better on English and finds more on LoCoMo, and since session 6
 * USE-lite runs in onnxruntime (about 4 ms more per English text written, 1.5 ms per question),
 * but LoCoMo searches measured paired in one process still cost more with it (p50 +5 ms, p95
 * +16 ms on the shared 2-core machine; docs/retrieval.md), over the "no worse than today"
 * budget. Switching is this one constant: a store always keeps the local embedder it recorded
 * (`embedderForRecorded`), so existing stores would not move.
 */
export const defaultEmbedderKind: LocalEmbedderKind = 'local';

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
