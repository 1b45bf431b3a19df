import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import * as styles from './SkipLink.css';

interface SkipLinkProps {
  targetId: string;
  label?: string;
}

/**
 * The first focusable element. Under HashRouter a bare `#main` href would be
 * read as a route, so the href keeps the current route and the click moves
 * focus itself.
 */
export function SkipLink({ targetId, label = 'Skip to content' }: SkipLinkProps) {
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={styles.root} href={`#${pathname}#${targetId}`} onClick={onClick}>
      {label}
    </a>
  );
}
