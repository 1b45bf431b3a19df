import { useId } from 'react';
import { list } from 'virtual:kind-list/people';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { text } from '../../styles/typography.css';
import { t } from '../../i18n/frame';
import { PersonRow } from './people/PersonRow';
import type { Person } from './people/person';
import * as styles from './people/People.css';
import { section as sectionStyle, sections, sectionTitle } from './Projects.css';

function PeopleSection({
  title,
  people,
  current,
  lazy,
}: {
  title: string;
  people: readonly Person[];
  current: boolean;
  lazy: boolean;
}) {
  const headingId = useId();
  return (
    <section className={sectionStyle} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${text.h2} ${sectionTitle}`}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {people.map((person) => (
          <li key={person.id}>
            <PersonRow person={person} current={current} lazy={lazy} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The owner's lab or team: the members, then the alumni, each under its heading; in the navigation when there is one. */
export default function PeoplePage() {
  return (
    <>
      <PageHeader title={t('nav.people')} lead={list.texts.peopleLead} />
      <div className={sections}>
        {list.sections.map((section, i) => (
          <PeopleSection
            key={section.name}
            title={section.title}
            people={section.entries as readonly Person[]}
            current={section.name === 'members'}
            // Below the first section, portraits load as they come near.
            lazy={i > 0}
          />
        ))}
      </div>
    </>
  );
}
