import { useCallback, useEffect, useState } from 'preact/hooks';
import { errorText } from './api.js';

/** Runs a load on mount and whenever `deps` change; `reload` runs it again. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): { data: T | null; error: string | null; loading: boolean; reload: () => void } {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    load().then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => current && setState({ data: null, error: errorText(error), loading: false }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}

export function ErrorNote({ error }: { error: string | null }) {
  return error ? (
    <p class="error" role="alert">
      {error}
    </p>
  ) : null;
}

export const when = (iso: string | null): string => (iso ? iso.replace('T', ' ').slice(0, 19) : '—');

const FIXED_ORDER = ['dense', 'keyword', 'context', 'relevance', 'importance', 'recency', 'time', 'validity', 'final'];
/** Breakdown fields that count things rather than score them. */
const COUNTS = ['candidates'];

/**
 * One bar per numeric score, the named signals first and then any other field the API adds
 * (coverage, cosine, redundancy...), so a new signal shows up without a UI change. A field that is
 * a count, not a 0..1 score (`candidates`: the search's pool), is shown as its number, without a
 * meter that would read it as full.
 */
export function ScoreBars({ scores }: { scores: Record<string, number> }) {
  const names = [...FIXED_ORDER.filter((name) => name in scores), ...Object.keys(scores).filter((name) => !FIXED_ORDER.includes(name)).sort()];
  return (
    <dl class="bars" aria-label="Score breakdown">
      {names.map((name) => {
        const value = scores[name] ?? 0;
        const width = Math.max(0, Math.min(1, Math.abs(value))) * 100;
        const isCount = COUNTS.includes(name);
        return (
          <div class={`bar-row${name === 'final' ? ' final' : ''}`} key={name} data-score={name}>
            <dt>{name}</dt>
            <dd>
              {isCount ? (
                <span class="bar" />
              ) : (
                <span class="bar" role="meter" aria-label={`${name} score`} aria-valuemin={0} aria-valuemax={1} aria-valuenow={Number(value.toFixed(3))}>
                  <span class="fill" style={{ width: `${width}%` }} />
                </span>
              )}
              <span class="value">{isCount ? String(value) : value.toFixed(3)}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
