import { bm25Idf, bm25TfPart } from '../../core/keyword-scope.js';

export interface TermDocument {
  id: string;
  terms: string[];
}

/** BM25 of `documents` with statistics from `corpus` (the query's keyword scope), as src/core/keyword-scope.ts defines it. */
export function bm25Scores(documents: TermDocument[], queryTerms: string[], corpus: TermDocument[] = documents): Map<string, number> {
  const unique = [...new Set(queryTerms)];
  const scores = new Map<string, number>();
  if (unique.length === 0 || corpus.length === 0) return scores;
  const averageLength = corpus.reduce((sum, doc) => sum + doc.terms.length, 0) / corpus.length || 1;
  const documentFrequency = new Map<string, number>();
  for (const doc of corpus) {
    const seen = new Set(doc.terms);
    for (const term of unique) if (seen.has(term)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  for (const doc of documents) {
    let score = 0;
    for (const term of unique) {
      const frequency = doc.terms.reduce((count, candidate) => count + (candidate === term ? 1 : 0), 0);
      if (frequency === 0) continue;
      score += bm25Idf(corpus.length, documentFrequency.get(term) ?? 0) * bm25TfPart(frequency, doc.terms.length, averageLength);
    }
    if (score > 0) scores.set(doc.id, score);
  }
  return scores;
}
