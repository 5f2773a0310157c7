import { useState } from 'preact/hooks';
import { errorText, request, type Session } from './api.js';
import { statusOf } from './memories-view.js';
import { ErrorNote, useLoad, when } from './shared.js';
import type { EvidenceTurn, HistoryEntry, MemoryRecord } from './types.js';

interface Detail {
  record: MemoryRecord | null;
  history: HistoryEntry[];
  /** Oldest first: the memories this one replaced, itself, then what replaced it. */
  chain: MemoryRecord[];
  evidence: EvidenceTurn[];
}

async function loadDetail(session: Session, userId: string, id: string): Promise<Detail> {
  const owner = `?userId=${encodeURIComponent(userId)}`;
  const { history } = await request<{ history: HistoryEntry[] }>(session, 'GET', `/v1/memories/${encodeURIComponent(id)}/history${owner}`);
  const last = history.at(-1);
  const record = last?.event === 'delete' ? null : await request<MemoryRecord>(session, 'GET', `/v1/memories/${encodeURIComponent(id)}${owner}`);
  const chain: MemoryRecord[] = record ? [record] : [];
  // Forward along supersededBy; backward through the user's superseded memories that point here.
  for (let next = record?.supersededBy ?? null, hops = 0; next !== null && hops < 10; hops += 1) {
    const successor = await request<MemoryRecord>(session, 'GET', `/v1/memories/${encodeURIComponent(next)}${owner}`).catch(() => null);
    if (successor === null) break;
    chain.push(successor);
    next = successor.supersededBy;
  }
  if (record) {
    const superseded = await request<{ items: MemoryRecord[] }>(session, 'POST', '/v1/inspect/memories', { userId, statuses: ['superseded'], limit: 500 });
    for (let current = record, hops = 0; hops < 10; hops += 1) {
      const predecessor = superseded.items.find((item) => item.supersededBy === current.id);
      if (!predecessor) break;
      chain.unshift(predecessor);
      current = predecessor;
    }
  }
  const evidence = record ? (await request<{ evidence: EvidenceTurn[] }>(session, 'GET', `/v1/memories/${encodeURIComponent(id)}/evidence${owner}`)).evidence : [];
  return { record, history, chain, evidence };
}

/** One memory: its fields, history timeline, supersession chain, evidence turns and the actions on it. */
export function MemoryDetail({ session, userId, id, onClose, onChanged, onOpen }: { session: Session; userId: string; id: string; onClose: () => void; onChanged: () => void; onOpen: (id: string) => void }) {
  const detail = useLoad(() => loadDetail(session, userId, id), [session, userId, id]);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const act = async (label: string, run: () => Promise<unknown>): Promise<void> => {
    setActionError(null);
    try {
      await run();
      setStatus(label);
      detail.reload();
      onChanged();
    } catch (error: unknown) {
      setActionError(errorText(error));
    }
  };
  const path = `/v1/memories/${encodeURIComponent(id)}`;
  const record = detail.data?.record ?? null;

  return (
    <section class="card" aria-label="Memory detail" data-testid="memory-detail">
      <p>
        <button type="button" onClick={onClose}>
          ← Back to the list
        </button>
      </p>
      <ErrorNote error={detail.error ?? actionError} />
      {status ? (
        <p class="muted" role="status">
          {status}
        </p>
      ) : null}
      {record ? (
        <>
          <h2>{record.text}</h2>
          <p>
            <span class="badge" data-testid="memory-status">
              {statusOf(record)}
            </span>
            <span class="badge">{record.kind}</span>
            <span class="badge">importance {record.importance.toFixed(2)}</span>
            <span class="badge">accessed {record.accessCount}×</span>
            <span class="muted">
              id {record.id} · session {record.scope.sessionId ?? '—'} · created {when(record.createdAt)}
            </span>
          </p>
          <div role="group" aria-label="Actions" class="filters">
            <button type="button" onClick={() => setEditing(record.text)}>
              Edit
            </button>
            {record.status === 'archived' ? (
              <button type="button" onClick={() => act('Restored', () => request(session, 'POST', `${path}/restore`, { userId }))}>
                Restore
              </button>
            ) : (
              <button type="button" class="danger" onClick={() => setConfirming(true)}>
                Forget
              </button>
            )}
            <button type="button" onClick={() => act('Marked useful', () => request(session, 'POST', `${path}/feedback`, { userId, useful: true }))}>
              Useful
            </button>
            <button type="button" onClick={() => act('Marked not useful', () => request(session, 'POST', `${path}/feedback`, { userId, useful: false }))}>
              Not useful
            </button>
          </div>
          {confirming ? (
            <div class="confirm" role="alertdialog" aria-label="Confirm forget">
              <p>Forget this memory? It is archived: search stops returning it, and Restore brings it back.</p>
              <button
                type="button"
                class="danger"
                onClick={() => {
                  setConfirming(false);
                  void act('Forgotten (archived)', () => request(session, 'POST', '/v1/forget', { userId, id }));
                }}
              >
                Yes, forget it
              </button>{' '}
              <button type="button" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          ) : null}
          {editing !== null ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                const text = editing;
                setEditing(null);
                void act('Saved', () => request(session, 'PATCH', `${path}?userId=${encodeURIComponent(userId)}`, { text }));
              }}
            >
              <label for="edit-text">New text</label>
              <textarea id="edit-text" rows={3} style={{ width: '100%' }} value={editing} onInput={(event) => setEditing(event.currentTarget.value)} />
              <button class="primary" type="submit">
                Save
              </button>{' '}
              <button type="button" onClick={() => setEditing(null)}>
                Cancel
              </button>
            </form>
          ) : null}
        </>
      ) : detail.data ? (
        <h2>Deleted memory {id}</h2>
      ) : null}
      {detail.data && detail.data.chain.length > 1 ? (
        <>
          <h3>Supersession chain</h3>
          <ol aria-label="Supersession chain">
            {detail.data.chain.map((item) => (
              <li key={item.id}>
                {item.id === id ? <strong>{item.text}</strong> : <button type="button" onClick={() => onOpen(item.id)}>{item.text}</button>} <span class="muted">({statusOf(item)}, valid to {when(item.validTo)})</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {detail.data && detail.data.evidence.length > 0 ? (
        <>
          <h3>Evidence turns</h3>
          <ul data-testid="evidence">
            {detail.data.evidence.map((turn) => (
              <li key={turn.evidenceId}>
                <span class="muted">
                  session {turn.sessionId ?? '—'} · {when(turn.time)}
                </span>
                <pre>{turn.text ?? `${turn.evidenceId}: this turn is no longer stored`}</pre>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {detail.data ? (
        <>
          <h3>History</h3>
          <ol class="timeline" aria-label="History" data-testid="history">
            {detail.data.history.map((entry) => (
              <li key={entry.id} data-event={entry.event}>
                <strong>{entry.event}</strong> <span class="muted">{when(entry.at)}{entry.actor ? ` · ${entry.actor}` : ''}</span>
                <div class="diff">
                  <div class="before" aria-label="Before">{entry.before ? `${entry.before.text}\n[${statusOf(entry.before)}]` : '—'}</div>
                  <div class="after" aria-label="After">{entry.after ? `${entry.after.text}\n[${statusOf(entry.after)}]` : '—'}</div>
                </div>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
