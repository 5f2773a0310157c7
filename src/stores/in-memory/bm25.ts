/** BM25 with the same constants and IDF floor as SQLite FTS5, so both stores rank alike. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export interface TermDocument {
  id: string;
  terms: string[];
}

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
  const total = corpus.length;
  for (const doc of documents) {
    let score = 0;
    for (const term of unique) {
      const frequency = doc.terms.reduce((count, candidate) => count + (candidate === term ? 1 : 0), 0);
      if (frequency === 0) continue;
      const containing = documentFrequency.get(term) ?? 0;
      const rawIdf = Math.log((total - containing + 0.5) / (containing + 0.5));
      const idf = rawIdf <= 0 ? 1e-6 : rawIdf;
      // Same operation order as fts5Bm25Function, so both stores produce the same doubles.
      score += idf * ((frequency * (BM25_K1 + 1)) / (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * doc.terms.length) / averageLength)));
    }
    if (score > 0) scores.set(doc.id, score);
  }
  return scores;
}
