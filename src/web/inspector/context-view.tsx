import { useState } from 'preact/hooks';
import { errorText, request, type Session } from './api.js';
import { ErrorNote } from './shared.js';
import type { BuiltContext } from './types.js';

/** Type a question, see the prompt the engine would assemble and every item it left out, with why. */
export function ContextView({ session, userId }: { session: Session; userId: string }) {
  const [question, setQuestion] = useState('');
  const [budget, setBudget] = useState('1500');
  const [built, setBuilt] = useState<BuiltContext | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (event: Event): Promise<void> => {
    event.preventDefault();
    setError(null);
    try {
      setBuilt(await request<BuiltContext>(session, 'POST', '/v1/context', { scope: { userId }, question, budgetTokens: Number(budget) }));
    } catch (failure: unknown) {
      setError(errorText(failure));
    }
  };
  return (
    <section aria-label="Context preview">
      <form class="filters" onSubmit={run}>
        <label>
          Question for the context
          <input size={50} value={question} required onInput={(event) => setQuestion(event.currentTarget.value)} />
        </label>
        <label>
          Token budget
          <input type="number" min={100} max={32000} value={budget} onInput={(event) => setBudget(event.currentTarget.value)} />
        </label>
        <button class="primary" type="submit">
          Preview context
        </button>
      </form>
      <ErrorNote error={error} />
      {built ? (
        <>
          <h3>Messages ({built.report.usedTokens} of {built.report.budgetTokens} tokens)</h3>
          <ol aria-label="Assembled messages" data-testid="context-messages">
            {built.messages.map((message, index) => (
              <li key={index}>
                <strong>{message.role}</strong>
                <pre>{message.content}</pre>
              </li>
            ))}
          </ol>
          <h3>Report</h3>
          <table data-testid="context-report">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Block</th>
                <th scope="col">Score</th>
                <th scope="col">In prompt</th>
                <th scope="col">Why left out</th>
              </tr>
            </thead>
            <tbody>
              {built.report.items.map((item) => (
                <tr key={item.id} data-included={String(item.included)}>
                  <td class="text">
                    {item.text.slice(0, 200)}
                    <div class="muted">{item.source}</div>
                  </td>
                  <td>{item.block}</td>
                  <td>{item.score === null ? '—' : item.score.toFixed(3)}</td>
                  <td>{item.included ? 'yes' : 'no'}</td>
                  <td>{item.included ? '' : `${item.reason ?? ''}: ${item.detail ?? ''}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
