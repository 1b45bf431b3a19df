import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `initial` at first, then `step`
 * more per task until `total`, so no single render of a long list blocks the
 * main thread. Starts again from `initial` whenever `resetKey` changes (a new
 * filter), so clearing a filter never renders the whole list at once.
 */
export function useRevealed(total: number, initial: number, resetKey: string, step = 16): number {
  const [state, setState] = useState({ key: resetKey, count: initial });
  const current = state.key === resetKey ? state : { key: resetKey, count: initial };
  // Resetting during render (React's pattern for state derived from a changed prop): no extra commit.
  if (current !== state) setState(current);
  const { count } = current;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setState((s) => ({ ...s, count: s.count + step }))));
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
