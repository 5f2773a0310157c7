/**
 * pgvector text form of a Float32Array: each value as the shortest decimal that reads back to the
 * same float32 (JavaScript prints the double, which pgvector's strtof rounds back exactly), and
 * -0 kept as "-0", so a stored vector comes back bit for bit.
 */
export function vectorLiteral(vector: Float32Array): string {
  return `[${Array.from(vector, (value) => (Object.is(value, -0) ? '-0' : String(value))).join(',')}]`;
}

export function parseVector(text: string): Float32Array {
  const inner = text.trim().replace(/^\[/, '').replace(/\]$/, '');
  if (inner.length === 0) return new Float32Array(0);
  return Float32Array.from(inner.split(',').map(Number));
}

/**
 * True when pgvector's float32 arithmetic cannot take the vector's norm (all zeros, or values so
 * small their squares underflow): its cosine distance is NaN then. Such rows are scored in
 * JavaScript instead, as the SQLite store does with sqlite-vec.
 */
export function isDegenerate(vector: Float32Array): boolean {
  let squares = 0;
  for (const value of vector) squares = Math.fround(squares + Math.fround(value * value));
  return !(squares > 0 && Number.isFinite(squares));
}
