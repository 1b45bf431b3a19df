import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import * as styles from './Nav.css';
import { t } from '../../i18n/frame';

export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
}

interface NavProps {
  items: readonly NavItem[];
  label?: string;
}

const scrollToTop = () => {
  const smooth = window.matchMedia(styles.motionQuery).matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
};

/**
 * The main navigation: a top bar from sm up; below sm CSS moves the same
 * element into a bar fixed to the bottom of the viewport, icon above label.
 * NavLink sets aria-current="page" on the current item. A double-click
 * navigates (the first click did) and returns to the top of the page.
 */
export function Nav({ items, label = t('nav.main') }: NavProps) {
  return (
    <nav aria-label={label} className={styles.root}>
      <ul className={styles.list}>
        {items.map(({ path, label: itemLabel, icon: Icon }) => (
          <li key={path} className={styles.item}>
            <NavLink to={path} className={styles.link} onDoubleClick={scrollToTop}>
              <Icon aria-hidden="true" focusable="false" className={styles.icon} size={22} strokeWidth={2} />
              <span>{itemLabel}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
