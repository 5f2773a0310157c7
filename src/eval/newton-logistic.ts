/** A weighted training row of a logistic regression: features (the first is the constant 1), label, weight. */
export interface WeightedRow {
  x: number[];
  y: number;
  weight: number;
}

/**
 * Weighted logistic regression by Newton's method (a handful of coefficients, so exact steps are
 * cheap), with a small L2 penalty on every coefficient but the intercept that keeps it finite on
 * separable data. Returns the coefficients in the rows' feature order. It is the pooled regression
 * below with one row per item.
 */
export function newtonLogistic(rows: WeightedRow[], size: number, options: { l2?: number; iterations?: number } = {}): number[] {
  return newtonPooledLogistic(
    rows.map(({ x, y, weight }) => ({ xs: [x], y, weight })),
    size,
    { ...options, iterations: options.iterations ?? 50 },
  );
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

/** A training item of a pooled logistic regression: one or more feature rows, pooled into one score, with label and weight. */
export interface PooledRow {
  xs: number[][];
  y: number;
  weight: number;
}

/**
 * Logistic regression on pooled scores: an item's score is a soft maximum of its rows' linear
 * scores, `temperature * log(sum(exp(z / temperature)))`, the largest of them when the temperature
 * is small. An item of one row is an ordinary logistic row, so `newtonLogistic` is the case where
 * every item has one. Newton's method from `start`, with a Hessian kept positive semi-definite (the
 * soft maximum's curvature counts only where it raises the loss: for a negative item) and a
 * backtracking line search, since for a positive item of several rows the loss is not convex.
 */
export function newtonPooledLogistic(
  items: PooledRow[],
  size: number,
  options: { l2?: number; temperature?: number; iterations?: number; start?: number[] } = {},
): number[] {
  const l2 = options.l2 ?? 1e-3;
  const temperature = options.temperature ?? 0.1;
  const total = items.reduce((sum, item) => sum + item.weight, 0) || 1;
  const dot = (x: number[], beta: number[]): number => x.reduce((sum, value, index) => sum + value * (beta[index] as number), 0);
  const pooled = (xs: number[][], beta: number[]): { score: number; shares: number[] } => {
    const scores = xs.map((x) => dot(x, beta) / temperature);
    const top = Math.max(...scores);
    const exps = scores.map((score) => Math.exp(score - top));
    const sum = exps.reduce((left, right) => left + right, 0);
    return { score: temperature * (top + Math.log(sum)), shares: exps.map((value) => value / sum) };
  };
  // log(1 + e^t), written to stay finite for large |t|.
  const softplus = (t: number): number => (t > 0 ? t + Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t)));
  const loss = (beta: number[]): number => {
    let value = 0;
    for (const { xs, y, weight } of items) {
      const { score } = pooled(xs, beta);
      value += (weight * (y === 1 ? softplus(-score) : softplus(score))) / total;
    }
    for (let i = 1; i < size; i += 1) value += (l2 * (beta[i] as number) ** 2) / 2;
    return value;
  };
  let beta = options.start ? [...options.start] : Array.from({ length: size }, () => 0);
  let current = loss(beta);
  for (let iteration = 0; iteration < (options.iterations ?? 100); iteration += 1) {
    const gradient = Array.from({ length: size }, () => 0);
    const hessian = Array.from({ length: size }, () => Array.from({ length: size }, () => 0));
    for (const { xs, y, weight } of items) {
      const { score, shares } = pooled(xs, beta);
      const p = 1 / (1 + Math.exp(-score));
      const mean = Array.from({ length: size }, (_, i) => xs.reduce((sum, x, row) => sum + (shares[row] as number) * (x[i] as number), 0));
      const scale = weight / total;
      const curvature = (p - y) / temperature;
      for (let i = 0; i < size; i += 1) {
        gradient[i] = (gradient[i] as number) + scale * (p - y) * (mean[i] as number);
        const line = hessian[i] as number[];
        for (let j = 0; j < size; j += 1) {
          let value = p * (1 - p) * (mean[i] as number) * (mean[j] as number);
          if (curvature > 0 && xs.length > 1) {
            const second = xs.reduce((sum, x, row) => sum + (shares[row] as number) * (x[i] as number) * (x[j] as number), 0);
            value += curvature * (second - (mean[i] as number) * (mean[j] as number));
          }
          line[j] = (line[j] as number) + scale * value;
        }
      }
    }
    for (let i = 1; i < size; i += 1) {
      gradient[i] = (gradient[i] as number) + l2 * (beta[i] as number);
      (hessian[i] as number[])[i] = ((hessian[i] as number[])[i] as number) + l2;
    }
    const step = solve(hessian, gradient);
    const slope = step.reduce((sum, value, index) => sum + value * (gradient[index] as number), 0);
    let length = 1;
    let next = beta.map((value, index) => value - (step[index] as number));
    let nextLoss = loss(next);
    while (nextLoss > current - 1e-4 * length * slope && length > 1e-6) {
      length /= 2;
      next = beta.map((value, index) => value - length * (step[index] as number));
      nextLoss = loss(next);
    }
    if (nextLoss > current) break;
    const moved = Math.max(...step.map((value) => Math.abs(value * length)));
    beta = next;
    current = nextLoss;
    if (moved < 1e-9) break;
  }
  return beta;
}
