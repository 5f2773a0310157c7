import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { errorText, request, signIn, storedSession, storeSession, type Session } from './api.js';
import { ContextView } from './context-view.js';
import { KnowledgeView } from './knowledge-view.js';
import { MemoriesView } from './memories-view.js';
import { MemoryDetail } from './memory-detail.js';
import { SearchView } from './search-view.js';
import { SessionsView } from './sessions-view.js';
import { ErrorNote, useLoad, when } from './shared.js';
import type { UserSummary } from './types.js';
import './style.css';

const TABS = [
  ['memories', 'Memories'],
  ['search', 'Search'],
  ['context', 'Context'],
  ['knowledge', 'Knowledge'],
  ['conversations', 'Conversations'],
] as const;
type Tab = (typeof TABS)[number][0];

function SignIn({ onSignedIn }: { onSignedIn: (session: Session, tenants: string[]) => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      class="signin"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        try {
          const { session, tenants } = await signIn(key.trim());
          onSignedIn(session, tenants);
        } catch (failure: unknown) {
          setError(errorText(failure));
        }
      }}
    >
      <h1>agent-memory inspector</h1>
      <p class="muted">The key stays in this tab's session storage, never in the address.</p>
      <label for="api-key">API key</label>
      <input id="api-key" type="password" autocomplete="off" required value={key} onInput={(event) => setKey(event.currentTarget.value)} />
      <p>
        <button class="primary" type="submit">
          Sign in
        </button>
      </p>
      <ErrorNote error={error} />
    </form>
  );
}

function Workspace({ session, tenants, onTenant, onSignOut }: { session: Session; tenants: string[]; onTenant: (tenant: string) => void; onSignOut: () => void }) {
  const users = useLoad(() => request<{ users: UserSummary[] }>(session, 'GET', '/v1/users'), [session]);
  const [userId, setUserId] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('memories');
  const [openId, setOpenId] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const current = userId ?? users.data?.users[0]?.userId ?? null;

  return (
    <>
      <header class="top">
        <h1>agent-memory inspector</h1>
        {session.admin ? (
          <label>
            Tenant{' '}
            <select value={session.tenant ?? ''} onChange={(event) => onTenant(event.currentTarget.value)}>
              {tenants.map((tenant) => (
                <option key={tenant} value={tenant}>
                  {tenant}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <div class="layout">
        <nav class="users" aria-label="Users">
          <h2 style={{ fontSize: '14px' }}>Users</h2>
          <ErrorNote error={users.error} />
          <ul>
            {(users.data?.users ?? []).map((user) => (
              <li key={user.userId}>
                <button
                  type="button"
                  aria-pressed={user.userId === current}
                  onClick={() => {
                    setUserId(user.userId);
                    setOpenId(null);
                  }}
                >
                  {user.userId}
                  <small>
                    {user.memories} memories · {user.sessions} sessions · {when(user.lastActivityAt).slice(0, 10)}
                  </small>
                </button>
              </li>
            ))}
          </ul>
          {users.data && users.data.users.length === 0 ? <p class="muted">No users with memories in this tenant.</p> : null}
        </nav>
        <main>
          <div role="tablist" aria-label="Views">
            {TABS.map(([value, label]) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={tab === value}
                onClick={() => {
                  setTab(value);
                  setOpenId(null);
                }}
              >
                {label}
              </button>
            ))}
          </div>
          {current === null && tab !== 'knowledge' ? <p class="muted">Pick a user.</p> : null}
          {current !== null && openId !== null ? (
            <MemoryDetail session={session} userId={current} id={openId} onClose={() => setOpenId(null)} onChanged={() => setRefreshKey((value) => value + 1)} onOpen={setOpenId} />
          ) : null}
          <div role="tabpanel" hidden={openId !== null}>
            {current !== null && tab === 'memories' ? <MemoriesView session={session} userId={current} onOpen={setOpenId} refreshKey={refreshKey} /> : null}
            {current !== null && tab === 'search' ? <SearchView session={session} userId={current} onOpen={setOpenId} /> : null}
            {current !== null && tab === 'context' ? <ContextView session={session} userId={current} /> : null}
            {tab === 'knowledge' ? <KnowledgeView session={session} /> : null}
            {current !== null && tab === 'conversations' ? <SessionsView session={session} userId={current} /> : null}
          </div>
        </main>
      </div>
    </>
  );
}

function App() {
  const [session, setSession] = useState<Session | null>(storedSession);
  const [tenants, setTenants] = useState<string[]>(() => (session?.tenant ? [session.tenant] : []));
  const choose = (next: Session | null): void => {
    storeSession(next);
    setSession(next);
  };
  // Re-read the tenant list when an admin comes back to a stored session.
  useEffect(() => {
    if (!session?.admin) return;
    void request<{ tenants: { id: string }[] }>({ key: session.key, tenant: null }, 'GET', '/v1/admin/tenants').then(
      ({ tenants: list }) => setTenants(list.map((tenant) => tenant.id)),
      () => undefined,
    );
  }, [session?.key]);
  if (session === null) {
    return (
      <SignIn
        onSignedIn={(next, known) => {
          setTenants(known);
          choose(next);
        }}
      />
    );
  }
  return <Workspace key={`${session.tenant ?? ''}`} session={session} tenants={tenants} onTenant={(tenant) => choose({ ...session, tenant })} onSignOut={() => choose(null)} />;
}

render(<App />, document.getElementById('app') as HTMLElement);
