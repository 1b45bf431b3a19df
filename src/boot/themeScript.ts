/**
 * Applies the visitor's theme choice onto <html> before the first paint. The boot script runs it
 * first; the pages the app does not run (a publication's own page, the lists) have it as their one
 * inline script, hashed into their Content-Security-Policy. Without it the system setting applies.
 */
import { themeAttribute, themeStorageKey } from '../styles/themeChoice';

try {
  const choice = localStorage.getItem(themeStorageKey);
  if (choice === 'light' || choice === 'dark') document.documentElement.setAttribute(themeAttribute, choice);
} catch {
  // Storage blocked: the system setting applies.
}
