import type { DenseScale, SearchConfig } from '../config.js';
import { partsOf, type Embedder, type EmbedderPart } from '../embedder.js';
import { hanShare } from '../text/script-share.js';
import { denseScaleFor, denseSignal } from './scoring.js';

/**
 * The dense side of a search, one entry per model in the embedder's vectors (one for a plain
 * embedder, several for a composite). Each model's cosine is mapped onto 0..1 by its own
 * calibration for the question's script, and weighted by its own share of relevance: a model
 * that cannot read the question's language gets share 0 and no say.
 */
export interface PartScale extends DenseScale {
  part: EmbedderPart;
}

export type DenseSource = Pick<Embedder, 'info' | 'parts'>;

export function partScalesFor(config: SearchConfig, embedder: DenseSource, question: string): PartScale[] {
  const han = hanShare(question);
  const parts = partsOf(embedder);
  const keyOf = (part: EmbedderPart): string => {
    const paired = `${embedder.info.model}|${part.model}`;
    return parts.length > 1 && config.denseCalibration[paired] !== undefined ? paired : part.model;
  };
  return parts.map((part) => ({ part, ...denseScaleFor(config, keyOf(part), han) }));
}

/** Total share of relevance the dense side holds for this question. */
export function denseShareOf(scales: PartScale[]): number {
  return Math.min(1, scales.reduce((sum, scale) => sum + scale.share, 0));
}

/**
 * One model's cosine between two vectors (null where either slice is all zeros: the model did
 * not read it). Sums in locals and answers one number: it runs for every candidate of a search,
 * and an object of three sums per call was garbage of its own.
 */
export function partCosine(left: Float32Array, right: Float32Array, part: EmbedderPart): number | null {
  let dot = 0;
  let leftSquares = 0;
  let rightSquares = 0;
  for (let index = part.offset; index < part.offset + part.dimensions; index += 1) {
    const a = left[index] as number;
    const b = right[index] as number;
    dot += a * b;
    leftSquares += a * a;
    rightSquares += b * b;
  }
  const leftNorm = Math.sqrt(leftSquares);
  const rightNorm = Math.sqrt(rightSquares);
  return leftNorm === 0 || rightNorm === 0 ? null : dot / (leftNorm * rightNorm);
}

/** Each model's cosine between question and memory; null where the model did not read one of them. */
export function partCosines(question: Float32Array, memory: Float32Array, scales: PartScale[]): (number | null)[] {
  return scales.map(({ part }) => partCosine(question, memory, part));
}

/** The length of one model's slice of a vector. */
function sliceNorm(vector: Float32Array, part: EmbedderPart): number {
  let squares = 0;
  for (let index = part.offset; index < part.offset + part.dimensions; index += 1) squares += (vector[index] as number) * (vector[index] as number);
  return Math.sqrt(squares);
}

/**
 * The dense signal: the share-weighted mean of each model's calibrated signal, so that
 * `denseShareOf(scales) * denseOf(...)` is the dense part of relevance. A model that did not
 * read the memory counts 0 (its share is not handed to the others).
 */
export function denseOf(cosines: (number | null)[], scales: PartScale[]): number {
  return denseOfModels({ cosine: (model) => cosines[model] ?? null }, scales);
}

/** Each model's cosine by the model's index in the scales (null: the model did not read the memory). */
export interface ModelCosines {
  cosine(model: number): number | null;
}

/**
 * `denseOf` read from a candidate's own cosines (scored-candidate.ts keeps them in its table), so
 * search builds no array of cosines per candidate.
 */
export function denseOfModels(source: ModelCosines, scales: PartScale[]): number {
  const total = scales.reduce((sum, scale) => sum + scale.share, 0);
  if (total === 0) {
    // No model has a say for this question; the first still orders near-ties in reports.
    const first = source.cosine(0);
    return first === null || scales[0] === undefined ? 0 : denseSignal(first, scales[0]);
  }
  let sum = 0;
  for (let index = 0; index < scales.length; index += 1) {
    const cosine = source.cosine(index);
    const scale = scales[index] as PartScale;
    if (cosine !== null) sum = sum + (scale.share / total) * denseSignal(cosine, scale);
  }
  return sum;
}

/**
 * The vector the index is searched with: each model's slice of the question weighted by its
 * share, so nearest neighbours follow the same mix that scores them. A single model, or a
 * question no model has a share in, searches with the plain vector.
 */
export function knnVector(question: Float32Array, scales: PartScale[]): Float32Array {
  const total = scales.reduce((sum, scale) => sum + scale.share, 0);
  if (scales.length < 2 || total === 0) return question;
  const weighted = new Float32Array(question.length);
  for (const { part, share } of scales) {
    const left = sliceNorm(question, part);
    if (left === 0) continue;
    const weight = share / total / left;
    for (let index = part.offset; index < part.offset + part.dimensions; index += 1) weighted[index] = (question[index] as number) * weight;
  }
  return weighted;
}
