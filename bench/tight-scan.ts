/**
 * The baseline a vector store has to beat: an exact top-k by cosine over one contiguous
 * Float32Array, a 4-way unrolled dot product per row and a bounded min-heap for the top k
 * (no sort of every score). Vectors are unit length, so the dot product is the cosine.
 */
import { nativeCosineScan } from '../src/stores/sqlite/native-scan.js';

export class TightScan {
  private readonly matrix: Float32Array;
  readonly size: number;

  constructor(
    vectors: Float32Array[],
    private readonly dimensions: number,
  ) {
    this.size = vectors.length;
    this.matrix = new Float32Array(vectors.length * dimensions);
    vectors.forEach((vector, row) => this.matrix.set(vector, row * dimensions));
  }

  /** The same top k from usearch's SIMD float32 scan (no exact rescoring), or null without it. */
  simdTopK(query: Float32Array, k: number): number[] | null {
    const native = nativeCosineScan();
    return native ? Array.from(native(this.matrix, query, this.dimensions, Math.min(k, this.size)).keys, Number) : null;
  }

  /** Row numbers of the k best matches, best first. */
  topK(query: Float32Array, k: number): number[] {
    const { matrix, dimensions } = this;
    const tail = dimensions - (dimensions % 4);
    const heapScores = new Float64Array(k);
    const heapRows = new Int32Array(k);
    let filled = 0;
    for (let row = 0; row < this.size; row += 1) {
      const offset = row * dimensions;
      let a0 = 0;
      let a1 = 0;
      let a2 = 0;
      let a3 = 0;
      for (let index = 0; index < tail; index += 4) {
        a0 += (matrix[offset + index] as number) * (query[index] as number);
        a1 += (matrix[offset + index + 1] as number) * (query[index + 1] as number);
        a2 += (matrix[offset + index + 2] as number) * (query[index + 2] as number);
        a3 += (matrix[offset + index + 3] as number) * (query[index + 3] as number);
      }
      for (let index = tail; index < dimensions; index += 1) a0 += (matrix[offset + index] as number) * (query[index] as number);
      const score = a0 + a1 + a2 + a3;
      if (filled < k) {
        heapScores[filled] = score;
        heapRows[filled] = row;
        filled += 1;
        if (filled === k) heapify(heapScores, heapRows, k);
      } else if (score > (heapScores[0] as number)) {
        heapScores[0] = score;
        heapRows[0] = row;
        siftDown(heapScores, heapRows, 0, k);
      }
    }
    const order = Array.from({ length: filled }, (_, index) => index).sort((left, right) => (heapScores[right] as number) - (heapScores[left] as number));
    return order.map((index) => heapRows[index] as number);
  }
}

function heapify(scores: Float64Array, rows: Int32Array, size: number): void {
  for (let index = (size >> 1) - 1; index >= 0; index -= 1) siftDown(scores, rows, index, size);
}

function siftDown(scores: Float64Array, rows: Int32Array, start: number, size: number): void {
  let index = start;
  for (;;) {
    const left = index * 2 + 1;
    const right = left + 1;
    let smallest = index;
    if (left < size && (scores[left] as number) < (scores[smallest] as number)) smallest = left;
    if (right < size && (scores[right] as number) < (scores[smallest] as number)) smallest = right;
    if (smallest === index) return;
    const score = scores[index] as number;
    const row = rows[index] as number;
    scores[index] = scores[smallest] as number;
    rows[index] = rows[smallest] as number;
    scores[smallest] = score;
    rows[smallest] = row;
    index = smallest;
  }
}
