import { useState } from 'preact/hooks';
import { errorText, request, type Session } from './api.js';
import { ExplanationList } from './search-view.js';
import { ErrorNote, useLoad, when } from './shared.js';
import type { CollectionStatus, SearchExplanation } from './types.js';

/** Knowledge collections with their file and chunk counts and last change, and a search within one. */
export function KnowledgeView({ session }: { session: Session }) {
  const status = useLoad(() => request<{ collections: CollectionStatus[] }>(session, 'GET', '/v1/knowledge/status'), [session]);
  const [collection, setCollection] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<SearchExplanation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (event: Event): Promise<void> => {
    event.preventDefault();
    if (collection === null) return;
    setError(null);
    try {
      setResult(await request<SearchExplanation>(session, 'POST', '/v1/search/explain', { collection, query, topK: 5 }));
    } catch (failure: unknown) {
      setError(errorText(failure));
    }
  };
  return (
    <section aria-label="Knowledge">
      <ErrorNote error={status.error ?? error} />
      <table>
        <thead>
          <tr>
            <th scope="col">Collection</th>
            <th scope="col">Files</th>
            <th scope="col">Chunks</th>
            <th scope="col">Archived chunks</th>
            <th scope="col">Last change</th>
          </tr>
        </thead>
        <tbody>
          {(status.data?.collections ?? []).map((item) => (
            <tr key={item.collection}>
              <td>
                <button type="button" aria-pressed={collection === item.collection} onClick={() => setCollection(item.collection)}>
                  {item.collection}
                </button>
              </td>
              <td>{item.files}</td>
              <td>{item.chunks}</td>
              <td>{item.archivedChunks}</td>
              <td>{when(item.lastChangedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {status.data && status.data.collections.length === 0 ? <p class="muted">No knowledge yet: agent-memory ingest ./docs</p> : null}
      {collection !== null ? (
        <form class="filters" onSubmit={run} style={{ marginTop: '12px' }}>
          <label>
            Search in {collection}
            <input type="search" size={50} value={query} required onInput={(event) => setQuery(event.currentTarget.value)} />
          </label>
          <button class="primary" type="submit">
            Search collection
          </button>
        </form>
      ) : null}
      {result ? <ExplanationList explanation={result} /> : null}
    </section>
  );
}
