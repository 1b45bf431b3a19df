import { useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Nav } from '../components/Nav/Nav';
import { SkipLink } from '../components/SkipLink/SkipLink';
import { ThemeToggle } from '../components/ThemeToggle/ThemeToggle';
import { owner } from 'virtual:site-pages';
import { locale } from '../i18n/frame';
import { formatYear } from '../i18n/numbers';
import { pageRoutes } from './routes';
import * as styles from './App.css';

const MAIN_ID = 'main';

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

interface LayoutProps {
  children: ReactNode;
  /**
   * The build's copy for visitors without JavaScript sits in a <noscript>, where HTML allows no
   * <main> element: there the landmark is a div with the main role.
   */
  inNoscript?: boolean;
  /**
   * False on the pages that run no app (a publication's own page, the one-page list): no skip link
   * (its address goes through the app) and no theme control; the header's links lead into the site.
   */
  app?: boolean;
}

/** Every page's frame: the skip link, the header with the name, the navigation and the theme control, main, the footer. */
export function Layout({ children, inNoscript = false, app = true }: LayoutProps) {
  const year = useYear();
  const Main = inNoscript ? 'div' : 'main';
  return (
    <div className={styles.shell}>
      {app && <SkipLink targetId={MAIN_ID} />}
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link className={styles.brand} to="/home">
            {owner.name}
          </Link>
          <Nav items={pageRoutes} />
          {app && <ThemeToggle />}
        </div>
      </header>
      <Main id={MAIN_ID} role={inNoscript ? 'main' : undefined} tabIndex={-1} className={styles.main}>
        {children}
      </Main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>
            © {formatYear(locale, year)} {owner.name}
          </p>
          <p>{owner.affiliation}</p>
        </div>
      </footer>
    </div>
  );
}
