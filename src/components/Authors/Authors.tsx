import { Fragment } from 'react';
import * as styles from './Authors.css';

interface AuthorsProps {
  names: readonly string[];
  /** One name set in bold, as CVs do for their owner. */
  highlight?: string;
  /** The list was cut short in the .bib ("and others"). */
  etAl?: boolean;
}

/** A publication's author list, in the order given, one name optionally emphasised. */
export function Authors({ names, highlight, etAl }: AuthorsProps) {
  return (
    <p className={styles.root}>
      {names.map((name, i) => (
        <Fragment key={name}>
          {i > 0 && ', '}
          {name === highlight ? <strong className={styles.highlighted}>{name}</strong> : name}
        </Fragment>
      ))}
      {etAl && (names.length > 0 ? ', et al.' : 'et al.')}
    </p>
  );
}
