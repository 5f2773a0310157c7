import type { Embedder } from '../embedder.js';
import { denseOf, partCosines, type PartScale } from './dense-parts.js';

/**
 * What a write-time category bears on, in words the embedding model reads. A safety fact ("我对
 * 花生过敏", "I'm lactose intolerant") answers questions that share neither words nor much
 * meaning with it ("晚饭吃什么", "Can I have a milkshake?"): what the question is *about* (food,
 * health) is what links them. The write pipeline files such facts under `safety`
 * (src/write/rules/triggers.ts); the question is compared with the category's description by the
 * same model and calibration as any memory, and the result is one more relevance feature,
 * weighed by the fitted relevance model (relevance-params.ts). One description per language,
 * written from the category's definition, not from any data set's questions.
 */
export const CATEGORY_TOPICS: Record<string, string[]> = {
  safety: ['饮食和健康禁忌：过敏、不能吃的东西、疾病、用药', 'food and health restrictions: allergies, foods to avoid, medical conditions, medication'],
};

export type TopicVectors = Map<string, Float32Array[]>;

/** The descriptions embedded once per embedder, on first use. */
export class CategoryTopics {
  private vectors: Promise<TopicVectors> | null = null;

  constructor(private readonly embedder: Embedder) {}

  load(): Promise<TopicVectors> {
    this.vectors ??= (async () => {
      const entries = Object.entries(CATEGORY_TOPICS);
      const embedded = await this.embedder.embed(entries.flatMap(([, texts]) => texts));
      let next = 0;
      return new Map(entries.map(([category, texts]) => [category, texts.map(() => embedded[next++] as Float32Array)]));
    })();
    this.vectors.catch(() => {
      this.vectors = null;
    });
    return this.vectors;
  }
}

/** Each category's topic signal for the question: the best of its descriptions, as a dense signal (0..1). */
export function topicSignals(question: Float32Array, topics: TopicVectors, scales: PartScale[]): Map<string, number> {
  const signals = new Map<string, number>();
  for (const [category, vectors] of topics) {
    signals.set(category, Math.max(0, ...vectors.map((vector) => denseOf(partCosines(question, vector, scales), scales))));
  }
  return signals;
}
