import { embedMany, type Embedder } from './embedder.js';

interface Pending {
  text: string;
  resolve: (vector: Float32Array) => void;
  reject: (error: unknown) => void;
}

/**
 * Coalesces query embeddings that arrive while a batch is in flight into the next batch.
 * Under concurrent load (the HTTP server) one model call then serves many requests; a lone
 * caller pays no extra latency because the first request starts a batch at once.
 */
export class QueryEmbeddingBatcher {
  private queue: Pending[] = [];
  private running = false;

  constructor(
    private readonly embedder: Embedder,
    private readonly maxBatch = 64,
  ) {}

  embed(text: string): Promise<Float32Array> {
    return new Promise((resolve, reject) => {
      this.queue.push({ text, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const vectors = await embedMany(this.embedder, batch.map((item) => item.text));
          batch.forEach((item, index) => item.resolve(vectors[index] as Float32Array));
        } catch (error: unknown) {
          batch.forEach((item) => item.reject(error));
        }
      }
    } finally {
      this.running = false;
    }
  }
}
