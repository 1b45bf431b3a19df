import { useEffect, useRef, type MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { sectionOf, withSection } from '../../content/address';
import * as styles from './Toc.css';

const prefersReducedMotion = () => window.matchMedia(styles.reducedMotionQuery).matches;

/**
 * The contents' links: each entry's `#/page?section=id` address, the click that scrolls to its heading (a
 * bare `#id` would be a route under HashRouter), and a deep link opened or typed in going to its heading.
 * `beforeScroll` runs first (the disclosure closes: the content below it moves up as it does).
 */
export function useSectionLinks(ids: readonly string[], pin: (id: string) => void, beforeScroll: () => void) {
  const { pathname, search } = useLocation();
  const requested = sectionOf(search);
  const pageHref = useHref(pathname);
  const navigate = useNavigate();

  // Our own clicks set `ownSection` first, so the smooth scroll they started is not cut short.
  const ownSection = useRef<string | null>(null);
  useEffect(() => {
    if (ids.length === 0 || !requested || requested === ownSection.current) return;
    ownSection.current = requested;
    const target = ids.includes(requested) ? document.getElementById(requested) : null;
    if (!target) return;
    pin(requested);
    target.scrollIntoView({ behavior: 'instant', block: 'start' });
  }, [requested, ids, pin]);

  const onEntryClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Let modified clicks open the link in a new tab or window.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    beforeScroll();
    pin(id);
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    ownSection.current = id;
    navigate({ pathname, search: withSection('', id) }, { replace: true, preventScrollReset: true });
  };

  return { hrefOf: (id: string) => `${pageHref}${withSection('', id)}`, onEntryClick };
}
