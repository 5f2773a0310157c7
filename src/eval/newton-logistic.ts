/** A weighted training row of a logistic regression: features (the first is the constant 1), label, weight. */
export interface WeightedRow {
  x: number[];
  y: number;
  weight: number;
}

/**
 * Weighted logistic regression by Newton's method (a handful of coefficients, so exact steps are
 * cheap), with a small L2 penalty on every coefficient but the intercept that keeps it finite on
 * separable data. Returns the coefficients in the rows' feature order.
 */
export function newtonLogistic(rows: WeightedRow[], size: number, options: { l2?: number; iterations?: number } = {}): number[] {
  const l2 = options.l2 ?? 1e-3;
  let beta = Array.from({ length: size }, () => 0);
  const total = rows.reduce((sum, item) => sum + item.weight, 0) || 1;
  for (let iteration = 0; iteration < (options.iterations ?? 50); iteration += 1) {
    const gradient = Array.from({ length: size }, () => 0);
    const hessian = Array.from({ length: size }, () => Array.from({ length: size }, () => 0));
    for (const { x, y, weight } of rows) {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, index) => sum + value * (beta[index] as number), 0)));
      for (let i = 0; i < size; i += 1) {
        gradient[i] = (gradient[i] as number) + (weight * (p - y) * (x[i] as number)) / total;
        const line = hessian[i] as number[];
        for (let j = 0; j < size; j += 1) line[j] = (line[j] as number) + (weight * p * (1 - p) * (x[i] as number) * (x[j] as number)) / total;
      }
    }
    for (let i = 1; i < size; i += 1) {
      gradient[i] = (gradient[i] as number) + l2 * (beta[i] as number);
      (hessian[i] as number[])[i] = ((hessian[i] as number[])[i] as number) + l2;
    }
    const step = solve(hessian, gradient);
    beta = beta.map((value, index) => value - (step[index] as number));
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return beta;
}

/** Gaussian elimination with partial pivoting: A x = b. */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((line, index) => [...line, vector[index] as number]);
  for (let column = 0; column < n; column += 1) {
    let pivot = column;
    for (let r = column + 1; r < n; r += 1) if (Math.abs((a[r] as number[])[column] as number) > Math.abs((a[pivot] as number[])[column] as number)) pivot = r;
    [a[column], a[pivot]] = [a[pivot] as number[], a[column] as number[]];
    const head = a[column] as number[];
    const lead = (head[column] as number) || 1e-12;
    for (let r = 0; r < n; r += 1) {
      if (r === column) continue;
      const line = a[r] as number[];
      const factor = (line[column] as number) / lead;
      for (let c = column; c <= n; c += 1) line[c] = (line[c] as number) - factor * (head[c] as number);
    }
  }
  return a.map((line, index) => (line[n] as number) / ((line[index] as number) || 1e-12));
}
