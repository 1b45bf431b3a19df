import { AuthorMarksLegend, Authors } from '../../../components/Authors/Authors';
import { ProjectCard } from '../../../components/Card/ProjectCard';
import { PublicationCard } from '../../../components/Card/PublicationCard';
import { Timeline } from '../../../components/Timeline/Timeline';
import { text } from '../../../styles/typography.css';
import { authorSpecimens, cardSpecimens, introCard, timelineSpecimens } from './samples';
import { Section } from './Section';
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
