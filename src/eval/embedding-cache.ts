import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Embedder, EmbedderInfo, EmbedderPart } from '../core/embedder.js';

/**
 * A disk cache in front of any embedder, for the eval only: a tuning run over LoCoMo then
 * skips re-embedding ~6k turns. One append-only file per model (key = model identity), each
 * entry a 32-byte sha256 of the text followed by the vector as float32. The cached embedder
 * reports the inner embedder's identity, so the store records the real model.
 */
export class CachedEmbedder implements Embedder {
  readonly info: EmbedderInfo;
  readonly maxBatchSize: number;
  readonly parts: EmbedderPart[] | undefined;
  private readonly vectors = new Map<string, Float32Array>();
  private readonly file: string;
  private loaded: Promise<void> | null = null;
  hits = 0;
  misses = 0;
  /**
   * While true, calls go straight to the model, neither read from nor written to the cache.
   * The harness sets it before asking questions, so search latency includes real query embedding.
   */
  bypass = false;

  constructor(
    private readonly inner: Embedder,
    private readonly directory: string,
  ) {
    this.info = inner.info;
    this.parts = inner.parts;
    this.maxBatchSize = Math.max(inner.maxBatchSize, 256);
    const model = createHash('sha256').update(`${inner.info.provider}\n${inner.info.model}\n${inner.info.dimensions}`).digest('hex').slice(0, 16);
    this.file = join(directory, `${model}.bin`);
  }

  private entrySize(): number {
    return 32 + this.info.dimensions * 4;
  }

  private load(): Promise<void> {
    this.loaded ??= (async () => {
      let buffer: Buffer;
      try {
        buffer = await readFile(this.file);
      } catch (error: unknown) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      const size = this.entrySize();
      // A torn last entry (an interrupted run) is ignored, not trusted.
      for (let offset = 0; offset + size <= buffer.length; offset += size) {
        const key = buffer.subarray(offset, offset + 32).toString('hex');
        const bytes = buffer.subarray(offset + 32, offset + size);
        this.vectors.set(key, new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
      }
    })();
    return this.loaded;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (this.bypass) return this.inner.embed(texts);
    await this.load();
    const keys = texts.map((text) => createHash('sha256').update(text).digest('hex'));
    const missing = [...new Set(keys.filter((key) => !this.vectors.has(key)))];
    const fresh = new Map<string, Float32Array>();
    if (missing.length > 0) {
      const textByKey = new Map(keys.map((key, index) => [key, texts[index] as string]));
      for (let start = 0; start < missing.length; start += this.inner.maxBatchSize) {
        const batch = missing.slice(start, start + this.inner.maxBatchSize);
        const vectors = await this.inner.embed(batch.map((key) => textByKey.get(key) as string));
        batch.forEach((key, index) => {
          const vector = vectors[index];
          if (vector) fresh.set(key, vector);
        });
      }
      await this.persist(fresh);
    }
    this.misses += missing.length;
    this.hits += keys.length - keys.filter((key) => fresh.has(key)).length;
    return keys.map((key) => Float32Array.from(fresh.get(key) ?? this.vectors.get(key) ?? new Float32Array(0)));
  }

  private async persist(fresh: Map<string, Float32Array>): Promise<void> {
    const chunks: Buffer[] = [];
    for (const [key, vector] of fresh) {
      // A wrong-sized vector is left for the engine to reject; it must never enter the file.
      if (vector.length !== this.info.dimensions) continue;
      this.vectors.set(key, vector);
      chunks.push(Buffer.from(key, 'hex'), Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
    }
    if (chunks.length === 0) return;
    await mkdir(this.directory, { recursive: true });
    await appendFile(this.file, Buffer.concat(chunks));
  }

  close(): Promise<void> {
    return this.inner.close?.() ?? Promise.resolve();
  }
}
