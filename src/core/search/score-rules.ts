/**
 * The score rules a caller's `threshold` applies instead of the relevance gate, in one place: the
 * search (`runSearch`), its explanation and context assembly each word the causes their own way
 * but must agree on which results pass.
 */
export type ScoreRuleDrop = 'no-confident-match' | 'threshold' | 'relative-threshold' | 'top-k';

export interface ScoreRules {
  /** The best score of the ranking the rules judge (context assembly's pool holds standing memories the list leaves out). */
  topScore: number;
  /** When even the best score is under it, nothing passes. */
  minTopScore: number;
  /** The absolute floor on each score. */
  threshold: number;
  /** The floor relative to the best score: `relative` x `topScore`. */
  relative: number;
  topK: number;
}

/** Absolute floor plus a floor relative to the best result, so a weak tail is cut. */
export function passesThreshold(score: number, topScore: number, threshold: number, relativeThreshold: number): boolean {
  return score >= threshold && score >= topScore * relativeThreshold;
}

/** Each score's fate, in ranking order: null when it passes, else the first rule it fails. */
export function scoreRuleDrops(scores: readonly number[], rules: ScoreRules): (ScoreRuleDrop | null)[] {
  const { topScore, minTopScore, threshold, relative, topK } = rules;
  if (topScore < minTopScore) return scores.map(() => 'no-confident-match');
  let passed = 0;
  return scores.map((score): ScoreRuleDrop | null => {
    if (score < threshold) return 'threshold';
    if (score < topScore * relative) return 'relative-threshold';
    if (passed >= topK) return 'top-k';
    passed += 1;
    return null;
  });
}
