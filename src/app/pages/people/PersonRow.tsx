import { itemPath } from '../../../content/itemPages';
import { text } from '../../../styles/typography.css';
import { PersonLinks, PersonYears, Portrait } from './PersonParts';
import type { Person } from './person';
import * as styles from './People.css';

interface PersonRowProps {
  person: Person;
  /** A member (their years run to the present) rather than an alumnus. */
  current: boolean;
  lazy: boolean;
}

/** One person on the People page: portrait, name (their page's link when they have one), role, years, a line, links. */
export function PersonRow({ person, current, lazy }: PersonRowProps) {
  const years = <PersonYears person={person} current={current} />;
  return (
    <article className={styles.row}>
      <Portrait person={person} lazy={lazy} />
      <div className={styles.details}>
        <h3 className={`${text.h5} ${styles.name}`}>
          {person.page ? <a href={`#${itemPath('people', person.page)}`}>{person.name}</a> : person.name}
        </h3>
        {(person.role || person.date || person.endDate) && (
          <p className={`${text.body2} ${styles.muted}`}>
            {person.role}
            {person.role && (person.date || person.endDate) && ' · '}
            {years}
          </p>
        )}
        {person.description && <p className={text.body2}>{person.description}</p>}
      </div>
      <PersonLinks person={person} />
    </article>
  );
}
