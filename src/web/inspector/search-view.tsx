import { useState } from 'preact/hooks';
import { errorText, request, type Session } from './api.js';
import { ErrorNote, ScoreBars, when } from './shared.js';
import type { ExplainedCandidate, SearchExplanation } from './types.js';

export function CandidateCard({ candidate, onOpen }: { candidate: ExplainedCandidate; onOpen?: (id: string) => void }) {
  const source = typeof candidate.source.documentPath === 'string' ? candidate.source.documentPath : null;
  return (
    <article class={`card${candidate.passed ? '' : ' dropped'}`} data-testid="search-result" data-passed={String(candidate.passed)} aria-label={`Result ${candidate.rank}`}>
      <p>
        <span class={`badge ${candidate.passed ? 'passed' : 'dropped'}`}>{candidate.passed ? 'returned' : `dropped: ${candidate.dropped ?? ''}`}</span>
        <span class="badge">#{candidate.rank}</span>
        <span class="badge" data-testid="relevance">relevance {candidate.relevance.toFixed(2)}</span>
        <span class="badge">{candidate.kind}</span>
        {source ? <span class="badge">{source}</span> : null}
      </p>
      <p>{onOpen && candidate.kind !== 'knowledge' ? <button type="button" onClick={() => onOpen(candidate.id)}>{candidate.text}</button> : candidate.text}</p>
      <p class="muted" data-testid="why">
        Why: {candidate.reason}
      </p>
      <ScoreBars scores={candidate.scores} />
      {candidate.evidenceTurns.length > 0 ? (
        <details>
          <summary>Evidence turns ({candidate.evidenceTurns.length})</summary>
          <ul>
            {candidate.evidenceTurns.map((turn) => (
              <li key={turn.evidenceId}>
                <span class="muted">
                  session {turn.sessionId ?? '—'} · {when(turn.time)}
                </span>
                <pre>{turn.text ?? `${turn.evidenceId}: this turn is no longer stored`}</pre>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}

export function ExplanationList({ explanation, onOpen }: { explanation: SearchExplanation; onOpen?: (id: string) => void }) {
  const returned = explanation.candidates.filter((candidate) => candidate.passed).length;
  return (
    <>
      <p class="muted" aria-live="polite">
        {returned} returned, {explanation.candidates.length - returned} dropped shown.{' '}
        {explanation.relevanceCut === null
          ? `Threshold ${explanation.threshold}, relative ${explanation.relativeThreshold} × best ${explanation.topScore.toFixed(3)}, minimum best score ${explanation.minTopScore}, top ${explanation.topK}.`
          : `Relevance cut ${explanation.relevanceCut.toFixed(3)}: nothing is returned unless a result in the top ${explanation.topK} reaches it, and results under ${(explanation.relevanceCut * explanation.relativeThreshold).toFixed(3)} are left out.`}
        {explanation.note ? ` Note: ${explanation.note}.` : ''}
      </p>
      {explanation.candidates.map((candidate) => (
        <CandidateCard key={candidate.id} candidate={candidate} {...(onOpen ? { onOpen } : {})} />
      ))}
    </>
  );
}

/** A search with every candidate's score breakdown and why it was returned or dropped. */
export function SearchView({ session, userId, onOpen }: { session: Session; userId: string; onOpen: (id: string) => void }) {
  const [query, setQuery] = useState('');
  const [topK, setTopK] = useState('5');
  const [result, setResult] = useState<SearchExplanation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (event: Event): Promise<void> => {
    event.preventDefault();
    setError(null);
    try {
      setResult(await request<SearchExplanation>(session, 'POST', '/v1/search/explain', { userId, query, topK: Number(topK) }));
    } catch (failure: unknown) {
      setError(errorText(failure));
    }
  };
  return (
    <section aria-label="Search">
      <form class="filters" onSubmit={run}>
        <label>
          Search question
          <input type="search" size={50} value={query} required onInput={(event) => setQuery(event.currentTarget.value)} />
        </label>
        <label>
          Top k
          <input type="number" min={1} max={50} value={topK} onInput={(event) => setTopK(event.currentTarget.value)} />
        </label>
        <button class="primary" type="submit">
          Search
        </button>
      </form>
      <ErrorNote error={error} />
      {result ? <ExplanationList explanation={result} onOpen={onOpen} /> : null}
    </section>
  );
}
