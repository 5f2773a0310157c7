import type { InferenceSession } from 'onnxruntime-node';
import { writeOnnxModel } from './onnx-writer.js';
import { PieceTokenizer, type Piece } from './piece-tokenizer.js';
import { buildUseLiteGraph, maxPieces } from './use-lite-graph.js';
import { readTfjsWeights } from './use-lite-weights.js';

/** USE-lite loaded into onnxruntime: tokenizer plus session. */
export interface OnnxUseLite {
  tokenizer: PieceTokenizer;
  session: InferenceSession;
  /** The raw encoding of one text (512 values, not normalised). */
  encode(text: string): Promise<Float32Array>;
}

/**
 * Builds the ONNX form of the USE-lite files in `modelDirectory` (in memory: nothing is written)
 * and opens it in onnxruntime with `threads` intra-op threads.
 */
export async function loadOnnxUseLite(modelDirectory: string, vocabulary: readonly Piece[], threads: number): Promise<OnnxUseLite> {
  const ort = await import('onnxruntime-node');
  const model = writeOnnxModel(buildUseLiteGraph(await readTfjsWeights(modelDirectory)));
  const session = await ort.InferenceSession.create(model, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  });
  const tokenizer = new PieceTokenizer(vocabulary);
  return {
    tokenizer,
    session,
    async encode(text: string): Promise<Float32Array> {
      const ids = tokenizer.encode(text).slice(0, maxPieces);
      const input = new ort.Tensor('int64', BigInt64Array.from(ids, (id) => BigInt(id)), [ids.length]);
      const output = await session.run({ ids: input });
      const encoding = output.encoding;
      if (encoding === undefined || !(encoding.data instanceof Float32Array)) throw new Error('USE-lite returned no encoding');
      return encoding.data;
    },
  };
}
