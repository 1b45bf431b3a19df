import { useId } from 'react';
import type { PublicationKind, PublicationPreview } from '../../../content/types';
import Search from 'lucide-react/icons/search';
import { text } from '../../../styles/typography.css';
import type { Query } from './filter';
import * as styles from './PublicationFilters.css';
import { t } from '../../../i18n/pages';
import { formatCount } from '../../../i18n/numbers';

interface PublicationFiltersProps {
  kinds: PublicationPreview['kinds'];
  total: number;
  query: Query;
  onKind: (kind: PublicationKind | undefined) => void;
  onSearch: (q: string) => void;
}

/** A search box and one radio per kind (with its count), as chips. */
export function PublicationFilters({ kinds, total, query, onKind, onSearch }: PublicationFiltersProps) {
  const id = useId();
  const options: Array<{ kind?: PublicationKind; label: string; count: number }> = [
    { label: t('pubs.allKinds'), count: total },
    ...kinds.map(({ kind, count }) => ({ kind, label: t(`kind.${kind}`), count })),
  ];
  return (
    <div role="search" aria-label={t('nav.publications')} className={styles.filters}>
      <div className={styles.searchField}>
        <label htmlFor={`${id}-q`} className={`${text.small} ${styles.fieldLabel}`}>
          {t('pubs.search')}
        </label>
        <span className={styles.searchBox}>
          <span className={styles.searchIcon} aria-hidden="true">
            <Search size={18} />
          </span>
          <input
            id={`${id}-q`}
            type="search"
            className={`${text.body2} ${styles.searchInput}`}
            placeholder={t('pubs.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            value={query.q}
            onChange={(event) => onSearch(event.target.value)}
          />
        </span>
      </div>
      {kinds.length > 1 && (
        <fieldset className={styles.kinds}>
          <legend className={`${text.small} ${styles.fieldLabel}`}>{t('pubs.kind')}</legend>
          <div className={styles.chips}>
            {options.map((option) => (
              <label key={option.kind ?? ''} className={`${text.small} ${styles.chip}`}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  className={styles.radio}
                  checked={query.kind === option.kind}
                  onChange={() => onKind(option.kind)}
                />
                {option.label}
                <span className={styles.count}>{formatCount(t.locale, option.count)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
