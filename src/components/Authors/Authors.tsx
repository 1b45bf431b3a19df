import { Fragment } from 'react';
import * as styles from './Authors.css';

interface AuthorsProps {
  names: readonly string[];
  /** One name set in bold, as CVs do for their owner. */
  highlight?: string;
}

/** A publication's author list, in the order given, one name optionally emphasised. */
export function Authors({ names, highlight }: AuthorsProps) {
  return (
    <p className={styles.root}>
      {names.map((name, i) => (
        <Fragment key={name}>
          {i > 0 && ', '}
          {name === highlight ? <strong className={styles.highlighted}>{name}</strong> : name}
        </Fragment>
      ))}
    </p>
  );
}
