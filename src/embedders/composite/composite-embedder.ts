import { embedMany, type Embedder, type EmbedderInfo, type EmbedderPart } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import { norm } from '../../core/vector-math.js';

export interface CompositeMember {
  embedder: Embedder;
  /** Which texts this model can read; the others get a slice of zeros. Default: every text. */
  reads?: (text: string) => boolean;
}

/**
 * Several models side by side in one vector: each text gets one slice per model, each slice
 * unit length, and the whole vector scaled back to unit length. One vector keeps one index,
 * one store row and one delete per memory, so nothing about storage changes; the search
 * pipeline reads the slices apart (`parts`) and scores each on its model's own scale.
 *
 * A model that cannot read a text (an English-only model given Chinese) leaves its slice at
 * zero rather than adding noise, and costs nothing for that text.
 */
export class CompositeEmbedder implements Embedder {
  readonly info: EmbedderInfo;
  readonly maxBatchSize: number;
  readonly parts: EmbedderPart[];

  constructor(private readonly members: CompositeMember[]) {
    if (members.length === 0) throw new MemoryError('INVALID_INPUT', 'a composite embedder needs at least one model');
    if (members[0]?.reads !== undefined) throw new MemoryError('INVALID_INPUT', 'the first model of a composite embedder must read every text, so no vector is all zeros');
    let offset = 0;
    this.parts = members.map(({ embedder }) => {
      const part = { model: embedder.info.model, offset, dimensions: embedder.info.dimensions };
      offset += embedder.info.dimensions;
      return part;
    });
    const providers = [...new Set(members.map(({ embedder }) => embedder.info.provider))];
    this.info = { provider: providers.join('+'), model: this.parts.map((part) => part.model).join('+'), dimensions: offset };
    this.maxBatchSize = Math.min(...members.map(({ embedder }) => embedder.maxBatchSize));
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const vectors = texts.map(() => new Float32Array(this.info.dimensions));
    const present = texts.map(() => 0);
    // The models run side by side: a native ONNX session and a WASM graph overlap well.
    await Promise.all(
      this.members.map(async ({ embedder, reads }, index) => {
        const part = this.parts[index] as EmbedderPart;
        const picked = texts.map((text, position) => (reads === undefined || reads(text) ? position : -1)).filter((position) => position >= 0);
        if (picked.length === 0) return;
        const sliceVectors = await embedMany(embedder, picked.map((position) => texts[position] as string));
        picked.forEach((position, order) => {
          const slice = sliceVectors[order] as Float32Array;
          const length = norm(slice);
          if (length === 0) return;
          const target = vectors[position] as Float32Array;
          for (let dimension = 0; dimension < slice.length; dimension += 1) target[part.offset + dimension] = (slice[dimension] as number) / length;
          present[position] = (present[position] as number) + 1;
        });
      }),
    );
    vectors.forEach((vector, position) => {
      const scale = 1 / Math.sqrt(Math.max(1, present[position] as number));
      for (let dimension = 0; dimension < vector.length; dimension += 1) vector[dimension] = (vector[dimension] as number) * scale;
    });
    return vectors;
  }

  async close(): Promise<void> {
    await Promise.all(this.members.map(({ embedder }) => embedder.close?.()));
  }
}
