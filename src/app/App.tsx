import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Nav } from '../components/Nav/Nav';
import { SkipLink } from '../components/SkipLink/SkipLink';
import { ThemeToggle } from '../components/ThemeToggle/ThemeToggle';
import { profile } from '@content/profile';
import { sectionOf } from './address';
import { documentTitle, notFoundPage, pageRoutes, unlistedRoutes } from './routes';
import * as styles from './App.css';

const MAIN_ID = 'main';

/** Each new page starts at the top; a link to a section (`#/about?section=skills`) is left to the page. */
function useScrollToTopOnNavigate() {
  const { pathname, search } = useLocation();
  const section = sectionOf(search);
  useEffect(() => {
    if (!section) window.scrollTo(0, 0);
  }, [pathname, section]);
}

/**
 * The current year: the build's year while hydrating, so the prerendered footer matches, then the
 * visitor's (a site built in December still says the right year in January).
 */
const noSubscription = () => () => undefined;
function useYear() {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
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

export function App({ onReady, inNoscript = false }: AppProps) {
  useEffect(() => onReady?.(), [onReady]);
  useScrollToTopOnNavigate();
  useDocumentTitle();
  const year = useYear();
  const Main = inNoscript ? 'div' : 'main';
  return (
    <div className={styles.shell}>
      <SkipLink targetId={MAIN_ID} />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link className={styles.brand} to="/home">
            {profile.name}
          </Link>
          <Nav items={pageRoutes} />
          <ThemeToggle />
        </div>
      </header>
      <Main id={MAIN_ID} role={inNoscript ? 'main' : undefined} tabIndex={-1} className={styles.main}>
        <Suspense fallback={null}>
          <Routes>
            <Route index element={<Navigate to="/home" replace />} />
            {[...pageRoutes, ...unlistedRoutes].map(({ path, page }) => (
              <Route key={path} path={path} element={<page.Component />} />
            ))}
            <Route path="*" element={<notFoundPage.Component />} />
          </Routes>
        </Suspense>
      </Main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>
            © {year} {profile.name}
          </p>
          <p>{profile.affiliation.name}</p>
        </div>
      </footer>
    </div>
  );
}
