import { useState, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';
import { Toc } from '../Toc/Toc';
import * as styles from './TocLayout.css';
import { t } from '../../i18n/pages';

interface TocLayoutProps {
  /** The sections; their h2 and h3 headings with an id make the table of contents. */
  children: ReactNode;
  /** Space between the sections, by breakpoint. */
  gap: Sprinkles['gap'];
}

/** A page of sections with an "On this page" table of contents that follows the reading. */
export function TocLayout({ children, gap }: TocLayoutProps) {
  // State, not a ref: the contents come first and read their headings in a layout effect.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  return (
    <div className={styles.layout}>
      <Toc content={content} title={t('toc.title')} className={styles.toc} />
      <div ref={setContent} className={`${styles.sections} ${sprinkles({ gap })}`}>
        {children}
      </div>
    </div>
  );
}
