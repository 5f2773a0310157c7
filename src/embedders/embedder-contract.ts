import { oracleCosine } from '../testing/records.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Embedder, EmbedderInfo } from '../core/embedder.js';

/** A text that should sit closer to `related` than to `unrelated`. */
export interface SemanticCase {
  anchor: string;
  related: string;
  unrelated: string;
}

export interface EmbedderContractOptions {
  /** Pairs the embedder must rank by meaning. Give these for real models only; the hash embedder knows no meaning. */
  semanticCases?: SemanticCase[];
  /** Largest difference allowed between a vector from a batch and the same text embedded alone. Default 1e-4. */
  tolerance?: number;
}

/** Texts every embedder must handle; `long` is far beyond a 512-token model window. */
export const contractTexts = {
  chinese: '我住在南方，经常下雨',
  english: 'The user prefers dark themes and short answers.',
  mixed: '明天 10:00 和 Alice 开 sprint review 会议',
  emoji: '今天好开心 🎉🎉 thanks! 👍',
  long: `${'长文本测试，包含很多重复的句子。'.repeat(200)} ${'A long English paragraph about memory. '.repeat(100)}`,
  blank: ' ',
} as const;

const allTexts: string[] = Object.values(contractTexts);

const cosine = oracleCosine;

function maxDifference(left: Float32Array, right: Float32Array): number {
  let largest = 0;
  for (let index = 0; index < left.length; index += 1) {
    largest = Math.max(largest, Math.abs((left[index] as number) - (right[index] as number)));
  }
  return largest;
}

/**
 * The behaviour every Embedder must show. Each adapter's test file calls this once with a
 * factory; the embedder is created once for the whole suite and closed at the end.
 * Vectors must be L2-normalised: every adapter in this repo normalises, and the stores'
 * cosine scores assume it.
 */
export function describeEmbedderContract(
  name: string,
  createEmbedder: () => Embedder | Promise<Embedder>,
  options: EmbedderContractOptions = {},
): void {
  const tolerance = options.tolerance ?? 1e-4;

  describe(`embedder contract: ${name}`, () => {
    let embedder: Embedder;
    let infoBeforeFirstCall: EmbedderInfo;
    const alone = new Map<string, Float32Array>();

    async function embedAlone(text: string): Promise<Float32Array> {
      const known = alone.get(text);
      if (known !== undefined) return known;
      const [vector] = await embedder.embed([text]);
      if (vector === undefined) throw new Error(`no vector for ${JSON.stringify(text)}`);
      alone.set(text, vector);
      return vector;
    }

    beforeAll(async () => {
      embedder = await createEmbedder();
      infoBeforeFirstCall = { ...embedder.info };
    });

    afterAll(async () => {
      await embedder.close?.();
    });

    it('describes itself before the first call, and keeps that description', async () => {
      expect(infoBeforeFirstCall.provider).not.toBe('');
      expect(infoBeforeFirstCall.model).not.toBe('');
      expect(Number.isInteger(infoBeforeFirstCall.dimensions) && infoBeforeFirstCall.dimensions > 0).toBe(true);
      expect(Number.isInteger(embedder.maxBatchSize) && embedder.maxBatchSize > 0).toBe(true);
      await embedAlone(contractTexts.english);
      expect(embedder.info).toEqual(infoBeforeFirstCall);
    });

    it('returns nothing for no texts', async () => {
      expect(await embedder.embed([])).toEqual([]);
    });

    it.each(Object.entries(contractTexts))('embeds the %s text as a finite unit vector of the declared size', async (_kind, text) => {
      const vector = await embedAlone(text);
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector.length).toBe(embedder.info.dimensions);
      expect(vector.every((value) => Number.isFinite(value))).toBe(true);
      let squares = 0;
      for (const value of vector) squares += value * value;
      expect(Math.sqrt(squares)).toBeCloseTo(1, 3);
    });

    it('gives the same vector for the same text', async () => {
      const first = await embedAlone(contractTexts.chinese);
      const [second] = await embedder.embed([contractTexts.chinese]);
      expect(maxDifference(first, second as Float32Array)).toBeLessThanOrEqual(tolerance);
    });

    it('returns one vector per text, in input order, equal to embedding each text alone', async () => {
      const batch = await embedder.embed(allTexts);
      expect(batch).toHaveLength(allTexts.length);
      const reversed = await embedder.embed([...allTexts].reverse());
      for (const [index, text] of allTexts.entries()) {
        const single = await embedAlone(text);
        expect(maxDifference(batch[index] as Float32Array, single), `batch vs alone: ${text.slice(0, 30)}`).toBeLessThanOrEqual(tolerance);
        const mirrored = reversed[allTexts.length - 1 - index] as Float32Array;
        expect(maxDifference(mirrored, single), `reversed batch vs alone: ${text.slice(0, 30)}`).toBeLessThanOrEqual(tolerance);
      }
    });

    it('answers concurrent calls correctly', async () => {
      const [chinese, english] = await Promise.all([embedder.embed([contractTexts.chinese]), embedder.embed([contractTexts.english])]);
      expect(maxDifference(chinese?.[0] as Float32Array, await embedAlone(contractTexts.chinese))).toBeLessThanOrEqual(tolerance);
      expect(maxDifference(english?.[0] as Float32Array, await embedAlone(contractTexts.english))).toBeLessThanOrEqual(tolerance);
    });

    it('gives different texts different vectors', async () => {
      const chinese = await embedAlone(contractTexts.chinese);
      const english = await embedAlone(contractTexts.english);
      expect(cosine(chinese, english)).toBeLessThan(0.999);
    });

    const semanticCases = options.semanticCases ?? [];
    if (semanticCases.length > 0) {
      it.each(semanticCases)('places "$anchor" closer to "$related" than to "$unrelated"', async (semanticCase) => {
        const [anchor, related, unrelated] = await embedder.embed([semanticCase.anchor, semanticCase.related, semanticCase.unrelated]);
        const relatedScore = cosine(anchor as Float32Array, related as Float32Array);
        const unrelatedScore = cosine(anchor as Float32Array, unrelated as Float32Array);
        expect(relatedScore).toBeGreaterThan(unrelatedScore);
      });
    }
  });
}
