import { useState } from 'preact/hooks';
import { request, type Session } from './api.js';
import { ErrorNote, useLoad, when } from './shared.js';
import type { MemoryRecord, Page } from './types.js';

const KINDS = ['episodic', 'semantic', 'procedural', 'summary', 'knowledge'];
const STATUSES = ['active', 'archived', 'superseded'] as const;
const SORTS = [
  ['time', 'Time'],
  ['importance', 'Importance'],
  ['access', 'Access'],
] as const;

export function statusOf(record: MemoryRecord): string {
  return record.supersededBy !== null ? 'superseded' : record.status;
}

/** One user's memories, filtered by kind, status, tags and text, sorted by time, importance or access. */
export function MemoriesView({ session, userId, onOpen, refreshKey }: { session: Session; userId: string; onOpen: (id: string) => void; refreshKey: number }) {
  const [kind, setKind] = useState('');
  const [statuses, setStatuses] = useState<string[]>(['active']);
  const [tags, setTags] = useState('');
  const [text, setText] = useState('');
  const [sort, setSort] = useState('time');
  const body = {
    userId,
    ...(kind ? { kinds: [kind] } : {}),
    statuses,
    ...(tags.trim() ? { tags: tags.split(',').map((tag) => tag.trim()).filter(Boolean) } : {}),
    ...(text.trim() ? { text: text.trim() } : {}),
    sort,
    limit: 200,
  };
  const page = useLoad(() => request<Page<MemoryRecord>>(session, 'POST', '/v1/inspect/memories', body), [session, JSON.stringify(body), refreshKey]);
  const toggle = (status: string): void => setStatuses((current) => (current.includes(status) ? current.filter((item) => item !== status) : [...current, status]));

  return (
    <section aria-label="Memories">
      <div class="filters">
        <label>
          Kind
          <select value={kind} onChange={(event) => setKind(event.currentTarget.value)}>
            <option value="">any</option>
            {KINDS.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
        </label>
        <fieldset class="filters" style={{ border: 0, margin: 0, padding: 0 }}>
          <legend class="muted" style={{ fontSize: '12px' }}>
            Status
          </legend>
          {STATUSES.map((status) => (
            <label key={status} style={{ flexDirection: 'row', gap: '4px' }}>
              <input type="checkbox" checked={statuses.includes(status)} onChange={() => toggle(status)} />
              {status}
            </label>
          ))}
        </fieldset>
        <label>
          Tags (comma separated)
          <input value={tags} onInput={(event) => setTags(event.currentTarget.value)} />
        </label>
        <label>
          Text contains
          <input type="search" value={text} onInput={(event) => setText(event.currentTarget.value)} />
        </label>
        <label>
          Sort by
          <select value={sort} onChange={(event) => setSort(event.currentTarget.value)}>
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote error={page.error} />
      {page.data ? (
        <>
          <p class="muted" aria-live="polite">
            {page.data.total} memories
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">Text</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col">Importance</th>
                <th scope="col">Accessed</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {page.data.items.map((record) => (
                <tr key={record.id} data-memory-id={record.id}>
                  <td class="text">
                    <button type="button" class="link" onClick={() => onOpen(record.id)} aria-label={`Open memory: ${record.text.slice(0, 60)}`}>
                      {record.text.length > 160 ? `${record.text.slice(0, 160)}…` : record.text}
                    </button>
                    {record.tags.length > 0 ? <div class="muted">{record.tags.map((tag) => `#${tag}`).join(' ')}</div> : null}
                  </td>
                  <td>{record.kind}</td>
                  <td>{statusOf(record)}</td>
                  <td>{record.importance.toFixed(2)}</td>
                  <td>{record.accessCount}</td>
                  <td>{when(record.eventTime ?? record.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
