import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { sectionOf } from '../content/address';
import { Layout } from './Layout';
import { PrerenderedMain } from './PrerenderedMain';
import { documentTitle, notFoundPage, pageRoutes, unlistedRoutes } from './routes';

/** Each new page starts at the top; a link to a section (`#/about?section=skills`) is left to the page. */
function useScrollToTopOnNavigate() {
  const { pathname, search } = useLocation();
  const section = sectionOf(search);
  useEffect(() => {
    if (!section) window.scrollTo(0, 0);
  }, [pathname, section]);
}

function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname]);
}

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
 * re-renders only what does (the routes, the links' aria-current), not the whole frame.
 */
function AddressEffects() {
  useScrollToTopOnNavigate();
  useDocumentTitle();
  return null;
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
            <Route
              key={path}
              path={path}
              element={
                // A boundary per page (keyed), so a navigation shows the new page's prerendered HTML at once
                // while its chunk loads, rather than keeping the old page until it is in.
                <Suspense key={path} fallback={<PrerenderedMain path={path} />}>
                  <page.Component />
                </Suspense>
              }
            />
          ))}
          <Route path="*" element={<notFoundPage.Component />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
