import { useHref } from 'react-router-dom';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import FlaskConical from 'lucide-react/icons/flask-conical';
import House from 'lucide-react/icons/house';
import UserRound from 'lucide-react/icons/user-round';
import { AuthorMarksLegend, Authors } from '../../../components/Authors/Authors';
import { ProjectCard } from '../../../components/Card/ProjectCard';
import { PublicationCard } from '../../../components/Card/PublicationCard';
import { LinkButton } from '../../../components/LinkButton/LinkButton';
import { Nav, type NavItem } from '../../../components/Nav/Nav';
import { Timeline } from '../../../components/Timeline/Timeline';
import { text } from '../../../styles/typography.css';
import { authorSpecimens, cardSpecimens, introCard, timelineSpecimens } from './samples';
import { Code, Section } from './Section';
import * as styles from './Tokens.css';

/*
 * Hover and keyboard focus cannot be held by a page for several elements at
 * once. The elements marked data-force-state get those states in the visual
 * tests (forced through the browser's DevTools protocol); a visitor sees them
 * by pointing at or tabbing to them.
 */

const stateCaption = { default: 'Default', hover: 'Hover', focus: 'Keyboard focus' } as const;

export function CardSection() {
  return (
    <Section
      id="card"
      title="Card"
      intro="Projects and publications. The hover image also shows while focus is inside."
    >
      <ul className={styles.specimenGrid}>
        {cardSpecimens.map(({ state, props }) => (
          <li key={state} className={styles.specimen} data-force-state={state === 'default' ? undefined : state}>
            <p className={`${text.small} ${styles.caption}`}>{stateCaption[state]}</p>
            <PublicationCard {...props} />
          </li>
        ))}
        <li className={styles.specimen}>
          <p className={`${text.small} ${styles.caption}`}>Home flag</p>
          <ProjectCard {...introCard} />
        </li>
      </ul>
    </Section>
  );
}

export function AuthorsSection() {
  return (
    <Section
      id="author-list"
      title="Author list"
      intro="Marks after names, explained once under the list (in the owner’s words where they give them); the owner in bold however the .bib spells the name; a long list shortened to its first names and the owner’s."
    >
      <div className={styles.stack}>
        {authorSpecimens.lists.map((names, i) => (
          <Authors key={i} names={names} owner={authorSpecimens.owner} />
        ))}
        <AuthorMarksLegend lists={authorSpecimens.lists} owner={authorSpecimens.owner} />
      </div>
    </Section>
  );
}

export function TimelineSection() {
  return (
    <Section
      id="timeline-entry"
      title="Timeline entry"
      intro={<>A current entry, a finished one whose poster link has keyboard focus, and one with a single date.</>}
    >
      <div data-force-state="focus">
        <Timeline entries={timelineSpecimens} />
      </div>
    </Section>
  );
}

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
