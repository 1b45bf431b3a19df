import { useState } from 'react';
import Download from 'lucide-react/icons/download';
import type { Publication } from '../../../content/types';
import { visuallyHidden } from '../../../styles/visuallyHidden.css';
import * as styles from './Publications.css';
import { t } from '../../../i18n/pages';

interface DownloadBibtexProps {
  /** How many entries the list shows now (all of them when no filter is set); unknown while it loads. */
  count: number | undefined;
  /** Those entries, in the order shown (the whole list may still be on its way). */
  entries: () => Promise<readonly Publication[]>;
}

/** The entries the list shows, as one .bib file (each as Cite copies it: private fields left out). */
export function bibFileOf(entries: readonly Publication[]): string {
  return `${entries.map((p) => p.bibtex.trim()).join('\n\n')}\n`;
}

/**
 * "Download these N as BibTeX": the entries the current filter and search show, as a .bib a
 * reference manager imports. The download is announced in a status region that was already there.
 */
export function DownloadBibtex({ count, entries }: DownloadBibtexProps) {
  const [message, setMessage] = useState('');
  const download = async () => {
    try {
      const list = await entries();
      const url = URL.createObjectURL(new Blob([bibFileOf(list)], { type: 'application/x-bibtex' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'publications.bib' });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setMessage(t('pubs.downloaded', { count: list.length }));
    } catch {
      setMessage(t('pubs.downloadFailed'));
    }
  };
  return (
    <>
      <button type="button" className={styles.download} onClick={() => void download()} disabled={!count}>
        <Download size={16} aria-hidden="true" />
        {count === undefined ? t('pubs.downloadAll') : t('pubs.download', { count })}
      </button>
      <span role="status" className={visuallyHidden}>
        {message}
      </span>
    </>
  );
}
