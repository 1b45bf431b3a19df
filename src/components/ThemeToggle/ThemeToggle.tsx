import type { LucideIcon } from 'lucide-react';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useEffect } from 'react';
import { themeAttribute, themeStorageKey, type ThemeChoice } from '../../styles/themeChoice';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './ThemeToggle.css';
import { t } from '../../i18n/frame';

const choices: ReadonlyArray<{ choice: ThemeChoice; icon: LucideIcon }> = [
  { choice: 'system', icon: Monitor },
  { choice: 'light', icon: Sun },
  { choice: 'dark', icon: Moon },
];

const root = () => document.documentElement;
const current = (): ThemeChoice => {
  const value = root().getAttribute(themeAttribute);
  return value === 'light' || value === 'dark' ? value : 'system';
};

/** Applies a choice to the page, and keeps it for the next visit (where storage is allowed). */
function apply(choice: ThemeChoice, remember = true) {
  if (choice === 'system') root().removeAttribute(themeAttribute);
  else root().setAttribute(themeAttribute, choice);
  if (!remember) return;
  try {
    if (choice === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

/**
 * Each press changes what the visitor sees until the last: from the system setting to its
 * opposite, then to the system's own theme chosen explicitly, then back to following the system.
 */
function next(choice: ThemeChoice): ThemeChoice {
  const systemTheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  const opposite = systemTheme === 'dark' ? 'light' : 'dark';
  if (choice === 'system') return opposite;
  return choice === opposite ? systemTheme : 'system';
}

/**
 * The colour theme control in the header. It renders the same markup on the server and in the
 * browser and keeps no state: which of its three faces shows is decided by CSS from data-theme on
 * <html> (set before the first paint), so its label is right from the first paint, with or without
 * the app, and its accessible name ("Theme: Dark") follows.
 */
export function ThemeToggle() {
  // Another tab's choice applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== themeStorageKey && event.key !== null) return;
      const value = event.newValue;
      apply(value === 'light' || value === 'dark' ? value : 'system', false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return (
    <button type="button" className={styles.button} onClick={() => apply(next(current()))}>
      {choices.map(({ choice, icon: Icon }) => (
        <span key={choice} className={styles.face} data-choice={choice}>
          <Icon aria-hidden="true" focusable="false" className={styles.icon} size={20} strokeWidth={2} />
          <span className={visuallyHidden}>{t('theme.label')}</span>
          <span className={styles.label}>{t(`theme.${choice}`)}</span>
        </span>
      ))}
    </button>
  );
}
