import { useEffect, useRef, useState } from 'react';
import Check from 'lucide-react/icons/check';
import Quote from 'lucide-react/icons/quote';
import { linkButton } from '../LinkButton/LinkButton.css';
import * as styles from './CiteButton.css';
import { t } from '../../i18n/cards';

interface CiteButtonProps {
  bibtex: string;
  /** What is being cited, for the button's accessible name ("Cite: <title>"). */
  title: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

const messages: Record<CopyState, () => string> = {
  idle: () => '',
  copied: () => t('cite.copied'),
  failed: () => t('cite.failed'),
};
const RESET_AFTER_MS = 2500;

/** Last resort where the async Clipboard API is missing or refused (e.g. plain http). */
function copyWithSelection(value: string): boolean {
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.className = styles.offscreen;
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies the BibTeX to the clipboard. The result is announced through a polite
 * status region that is in the page from the start (a region added together
 * with its message is often not read out), and shown beside the button.
 */
export function CiteButton({ bibtex, title }: CiteButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    let ok = false;
    try {
      await navigator.clipboard.writeText(bibtex);
      ok = true;
    } catch {
      ok = copyWithSelection(bibtex);
    }
    setState(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), RESET_AFTER_MS);
  }

  return (
    <span className={styles.root}>
      <button
        type="button"
        className={`${linkButton({ variant: 'outlined', size: 'small' })} ${styles.button}`}
        onClick={copy}
        data-state={state}
        aria-label={t('link.named', { label: t('cite.button'), title })}
      >
        <span className={styles.icon} aria-hidden="true">
          {state === 'copied' ? <Check size={16} /> : <Quote size={16} />}
        </span>
        {t('cite.button')}
      </button>
      <span role="status" className={styles.status}>
        {messages[state]()}
      </span>
    </span>
  );
}
