import { themeAttribute, themeStorageKey } from '../styles/themeChoice';

/** The visitor's theme choice, if they made one, onto <html> before the first paint. */
export function applyThemeChoice() {
  try {
    const choice = localStorage.getItem(themeStorageKey);
    if (choice === 'light' || choice === 'dark') document.documentElement.setAttribute(themeAttribute, choice);
  } catch {
    // Storage blocked: the system setting applies.
  }
}
