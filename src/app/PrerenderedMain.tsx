import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readAddress } from '../content/address';
import { prerenderedMain } from './prerenderedPages';
import * as styles from './App.css';

/**
 * A page's prerendered HTML, shown the moment the visitor navigates to it while its chunk loads
 * (the fallback of the page's Suspense boundary, App.tsx): the same markup the app then renders,
 * in a box that makes no box of its own (`display: contents`), so nothing moves when it does.
 * A filtered address shows nothing, as the prerendered page is not what it asks for.
 */
export function PrerenderedMain({ path }: { path: string }) {
  const { section, filtered } = readAddress(`#${path}${useLocation().search}`);
  const shown = !filtered && prerenderedMain(path.slice(1));
  // A link to a section opens at its heading, as the page itself will (and as the first load does).
  useLayoutEffect(() => {
    if (shown && section) document.getElementById(section)?.scrollIntoView({ behavior: 'instant' });
  }, [shown, section]);
  return shown ? <div className={styles.prerendered} dangerouslySetInnerHTML={{ __html: shown }} /> : null;
}
