import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublicationKind } from '../../../content/types';
import { filterParam } from '../../../content/address';
import { kindOfSlug, kindSlugs, type Query } from './filter';

/**
 * The filter lives in the address (`#/publications?kind=journal&q=trust`), so
 * a filtered view can be linked and Back steps through kinds. Typing replaces
 * the entry instead of adding one per keystroke.
 *
 * The address changes in a transition (the full list may suspend: the shown one
 * stays until it is in), after the event; the inputs read a local copy that changes at once (a controlled input that waits
 * would lose keystrokes and flicker), and the copy follows the address when it
 * changes by itself (Back, a link). Back and Forward always set it: a step back taken before the transition of
 * the last choice committed would otherwise find the address where the copy last followed it, and keep the choice.
 */
/** A query as one string, to tell two apart. */
const keyOf = (query: Query) => `${query.kind ?? ''}\n${query.q}`;

export function usePublicationQuery() {
  const [params, setParams] = useSearchParams();
  const fromAddress: Query = {
    kind: kindOfSlug(params.get(filterParam.kind)),
    q: params.get(filterParam.search) ?? '',
  };
  const addressKey = keyOf(fromAddress);
  const [local, setLocal] = useState({ key: addressKey, query: fromAddress });
  // Back and Forward, counted in the same event as the router's own update.
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    const onStep = () => setSteps((n) => n + 1);
    addEventListener('popstate', onStep);
    return () => removeEventListener('popstate', onStep);
  }, []);
  // The address (and the steps) the copy last followed.
  const seen = `${addressKey}\n${steps}`;
  const [followed, setFollowed] = useState(seen);
  if (seen !== followed) {
    setFollowed(seen);
    if (addressKey !== local.key) setLocal({ key: addressKey, query: fromAddress });
  }
  const query = local.query;

  const update = (next: Query, replace: boolean) => {
    setLocal({ key: keyOf(next), query: next });
    const out = new URLSearchParams();
    if (next.kind) out.set(filterParam.kind, kindSlugs[next.kind]);
    if (next.q) out.set(filterParam.search, next.q);
    startTransition(() => setParams(out, { replace, preventScrollReset: true }));
  };
  return {
    query,
    setKind: (kind: PublicationKind | undefined) => update({ ...query, kind }, false),
    setSearch: (q: string) => update({ ...query, q }, true),
    clear: () => update({ q: '' }, false),
  };
}
