import { useHref } from 'react-router-dom';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import FlaskConical from 'lucide-react/icons/flask-conical';
import House from 'lucide-react/icons/house';
import UserRound from 'lucide-react/icons/user-round';
import { LinkButton } from '../../../components/LinkButton/LinkButton';
import { Nav, type NavItem } from '../../../components/Nav/Nav';
import { text } from '../../../styles/typography.css';
import { Code, Section } from './Section';
import * as styles from './Tokens.css';

/* The gallery's ways around the site: the main navigation's items, the contents' entries and the buttons. */

const navSpecimens: NavItem[] = [
  { path: '/home', label: 'Default', icon: House },
  { path: '/tokens', label: 'Current', icon: UserRound },
  { path: '/projects', label: 'Hover', icon: FlaskConical },
  { path: '/publications', label: 'Focus', icon: BookOpen },
];

export function NavItemSection() {
  return (
    <Section
      id="nav-item"
      title="Nav item"
      intro={
        <>
          The main navigation&apos;s items: default, current (<Code>aria-current=&quot;page&quot;</Code>), hovered and
          with keyboard focus. Below sm they take the bottom bar&apos;s form.
        </>
      }
    >
      <div className={styles.navFrame}>
        <Nav items={navSpecimens} label="Nav item specimens" />
      </div>
    </Section>
  );
}

export function TocEntrySection() {
  return (
    <Section
      id="toc-entry"
      title="Toc entry"
      intro={
        <>
          The contents of this page are the real table of contents: the entry of the section in view is current (
          <Code>aria-current=&quot;location&quot;</Code>); in the visual tests the second entry is hovered and the third
          has keyboard focus.
        </>
      }
    >
      <p className={`${text.small} ${styles.caption}`}>
        Below md the contents fold into a bar above the sections; the visual tests open it.
      </p>
    </Section>
  );
}

const buttonVariants = ['filled', 'outlined', 'text'] as const;
const buttonStates = ['default', 'hover', 'focus'] as const;
const buttonLabel = { default: 'Default', hover: 'Hover', focus: 'Focus' } as const;

export function ButtonSection() {
  const href = useHref('/tokens');
  return (
    <Section
      id="buttons"
      title="Buttons"
      intro="LinkButton: three variants in two sizes, each at rest, hovered and focused."
    >
      {buttonVariants.map((variant) => (
        <div key={variant} className={styles.specimen}>
          <p className={`${text.small} ${styles.caption}`}>
            <Code>{variant}</Code>
          </p>
          <ul className={styles.specimenRow}>
            {buttonStates.map((state) => (
              <li key={state}>
                <LinkButton
                  href={href}
                  variant={variant}
                  icon={<ArrowRight size={18} />}
                  data-force-state={state === 'default' ? undefined : state}
                >
                  {buttonLabel[state]}
                </LinkButton>
              </li>
            ))}
            <li>
              <LinkButton href={href} variant={variant} size="small">
                Small
              </LinkButton>
            </li>
          </ul>
        </div>
      ))}
    </Section>
  );
}
