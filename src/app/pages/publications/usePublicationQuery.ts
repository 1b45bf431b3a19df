import { useSearchParams } from 'react-router-dom';
import type { PublicationKind } from '../../../content/types';
import { kindOfSlug, kindSlugs, type Query } from './filter';

/**
 * The filter lives in the address (`#/publications?kind=journal&q=trust`), so
 * a filtered view can be linked and Back steps through kinds. Typing replaces
 * the entry instead of adding one per keystroke.
 */
export function usePublicationQuery() {
  const [params, setParams] = useSearchParams();
  const query: Query = { kind: kindOfSlug(params.get('kind')), q: params.get('q') ?? '' };
  const update = (next: Query, replace: boolean) => {
    const out = new URLSearchParams();
    if (next.kind) out.set('kind', kindSlugs[next.kind]);
    if (next.q) out.set('q', next.q);
    setParams(out, { replace, preventScrollReset: true });
  };
  return {
    query,
    setKind: (kind: PublicationKind | undefined) => update({ ...query, kind }, false),
    setSearch: (q: string) => update({ ...query, q }, true),
    clear: () => update({ q: '' }, false),
  };
}
