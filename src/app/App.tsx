import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { sectionOf } from '../content/address';
import { Layout } from './Layout';
import { PrerenderedMain } from './PrerenderedMain';
import type { LazyPage } from './lazyPage';
import { documentTitle, itemRoutes, notFoundPage, pageRoutes, unlistedRoutes } from './routes';

interface AppProps {
  /** Called once the layout has mounted (rendered or hydrated). */
  onReady?: () => void;
  /**
   * The build's copy for visitors without JavaScript sits in a <noscript>, where HTML allows no
   * <main> element: there the landmark is a div with the main role.
   */
  inNoscript?: boolean;
}

/**
 * What follows the address, in a component of its own: App reads no location, so a navigation
 * re-renders only what does (the routes, the links' aria-current), not the whole frame. Each new page
 * starts at the top (a link to a section, `#/about?section=skills`, is left to the page) under its title (an
 * entry's page has none here: its view sets its headline, pages/itemPage.ts).
 */
function AddressEffects() {
  const { pathname, search } = useLocation();
  const section = sectionOf(search);
  useEffect(() => {
    if (!section) window.scrollTo(0, 0);
  }, [pathname, section]);
  useEffect(() => {
    const title = documentTitle(pathname);
    if (title) document.title = title;
  }, [pathname]);
  return null;
}

/**
 * A page in a boundary of its own, keyed by its path (an entry's by its address), so a navigation shows the new page's prerendered HTML at
 * once while its chunk loads, rather than keeping the old page until it is in.
 */
function PageAt({ page, path }: { page: LazyPage; path?: string }) {
  const at = useLocation().pathname;
  const shown = path ?? at;
  return (
    <Suspense key={shown} fallback={<PrerenderedMain path={shown} />}>
      <page.Component />
    </Suspense>
  );
}

export function App({ onReady, inNoscript = false }: AppProps) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <Layout inNoscript={inNoscript}>
      <AddressEffects />
      <Suspense fallback={null}>
        <Routes>
          <Route index element={<Navigate to="/home" replace />} />
          {[...pageRoutes, ...unlistedRoutes].map(({ path, page }) => (
            <Route key={path} path={path} element={<PageAt page={page} path={path} />} />
          ))}
          {itemRoutes.map(({ path, page }) => (
            <Route key={path} path={path} element={<PageAt page={page} />} />
          ))}
          <Route path="*" element={<notFoundPage.Component />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
