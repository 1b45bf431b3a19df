import { ItemArticle } from '../../../components/ItemArticle/ItemArticle';
import { link as linkStyle, links as linksStyle } from '../../../components/NewsList/NewsList.css';
import type { WithPage } from '../../../content/itemPages';
import type { EntryOf } from '../../../content/types';
import { text } from '../../../styles/typography.css';
import { t } from '../../../i18n/pages';
import { PersonLinks, PersonYears, Portrait } from './PersonParts';
import * as styles from './People.css';

export type PersonWithPage = WithPage<EntryOf<'people'>>;

/** A person's own page: portrait, name, role and years, their line, their body and links; #/people/<page> and people/<page>.html. */
export function PersonArticle({ person, current }: { person: PersonWithPage; current: boolean }) {
  return (
    <ItemArticle
      title={person.name}
      meta={
        <div className={styles.articleMeta}>
          <Portrait person={person} lazy={false} />
          {(person.role || person.date) && (
            <p className={`${text.body1} ${styles.muted}`}>
              {person.role}
              {person.role && person.date && ' · '}
              <PersonYears person={person} current={current} />
            </p>
          )}
        </div>
      }
      lead={person.description}
      bodyHtml={person.bodyHtml}
      links={
        <>
          <PersonLinks person={person} />
          <p className={`${text.body2} ${linksStyle}`}>
            <a className={linkStyle} href="#/people">
              {t('people.all')}
            </a>
          </p>
        </>
      }
    />
  );
}
