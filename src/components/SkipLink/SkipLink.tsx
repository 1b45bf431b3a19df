import type { MouseEvent } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { withSection } from '../../content/address';
import * as styles from './SkipLink.css';
import { t } from '../../i18n/frame';

interface SkipLinkProps {
  targetId: string;
  label?: string;
}

/**
 * The first focusable element. Under HashRouter a bare `#main` href would be
 * read as a route, so the href keeps the current route (the target in its
 * query) and the click moves focus itself, leaving the address as it is.
 */
export function SkipLink({ targetId, label = t('skip.content') }: SkipLinkProps) {
  const { pathname, search } = useLocation();
  const href = useHref({ pathname, search: withSection(search, targetId) });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={styles.root} href={href} onClick={onClick}>
      {label}
    </a>
  );
}
