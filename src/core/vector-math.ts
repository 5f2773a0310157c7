export function dot(left: Float32Array, right: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += (left[index] as number) * (right[index] as number);
  return sum;
}

export function norm(vector: Float32Array): number {
  return Math.sqrt(dot(vector, vector));
}

export function cosineSimilarity(left: Float32Array, right: Float32Array): number {
  const denominator = norm(left) * norm(right);
  return denominator === 0 ? 0 : dot(left, right) / denominator;
}
