import { request, type Session } from './api.js';
import { ErrorNote, useLoad, when } from './shared.js';
import type { SessionView } from './types.js';

/** A user's sessions, newest first, with their turns and summaries. */
export function SessionsView({ session, userId }: { session: Session; userId: string }) {
  const sessions = useLoad(() => request<{ sessions: SessionView[] }>(session, 'GET', `/v1/users/${encodeURIComponent(userId)}/sessions`), [session, userId]);
  return (
    <section aria-label="Conversations">
      <ErrorNote error={sessions.error} />
      {sessions.data && sessions.data.sessions.length === 0 ? <p class="muted">No sessions for this user.</p> : null}
      {(sessions.data?.sessions ?? []).map((item) => (
        <details class="card" key={item.sessionId}>
          <summary>
            <strong>{item.sessionId}</strong> <span class="muted">{when(item.firstAt)} – {when(item.lastAt)} · {item.turns.length} turns{item.summary ? ' · summarised' : ''}</span>
          </summary>
          {item.summary ? (
            <>
              <h4>Summary</h4>
              <pre>{item.summary.text}</pre>
            </>
          ) : null}
          <ol>
            {item.turns.map((turn) => (
              <li key={turn.id}>
                <span class="muted">{when(turn.time)}</span>
                <pre>
                  {turn.user}
                  {turn.assistant ? `\n→ ${turn.assistant}` : ''}
                </pre>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
