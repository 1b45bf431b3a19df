import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many items of a long list to render: `initial` at first, then `step` more at a time, in the
 * browser's idle periods, until the whole list is in the document (so find-in-page finds any entry
 * once the page has settled), and at once whenever the end of what is rendered comes within a screen
 * of the viewport (the element given to the returned ref callback marks that end). Each slice renders
 * as a transition, so no single render blocks the main thread. Starts again from `initial` whenever
 * `resetKey` changes (a new filter). Printing renders everything.
 */
export function useRevealed(total: number, initial: number, resetKey: string, step = 12, idleStep = 2) {
  const [state, setState] = useState({ key: resetKey, count: initial });
  const current = state.key === resetKey ? state : { key: resetKey, count: initial };
  // Resetting during render (React's pattern for state derived from a changed prop): no extra commit.
  if (current !== state) setState(current);
  const { count } = current;
  const [end, setEnd] = useState<Element | null>(null);

  useEffect(() => {
    if (!end || count >= total) return;
    // Fires at once with the current position too, so a tall screen fills up slice by slice.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting))
          startTransition(() => setState((s) => ({ ...s, count: s.count + step })));
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, count, total, step]);

  useEffect(() => {
    if (count >= total) return;
    // A few at a time: each slice's commit (new cards into the page) is one task, kept short on a slow phone.
    const more = () => startTransition(() => setState((s) => ({ ...s, count: s.count + idleStep })));
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(more, 50);
      return () => clearTimeout(timer);
    }
    // Within 100 ms even when the page is never idle (a busy phone): the list completes in seconds.
    const idle = requestIdleCallback(more, { timeout: 100 });
    return () => cancelIdleCallback(idle);
  }, [count, total, idleStep]);

  useEffect(() => {
    const all = () => flushSync(() => setState((s) => ({ ...s, count: Number.POSITIVE_INFINITY })));
    window.addEventListener('beforeprint', all);
    return () => window.removeEventListener('beforeprint', all);
  }, []);

  return { shown: Math.min(count, total), endRef: setEnd };
}
