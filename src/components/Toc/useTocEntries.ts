import { useLayoutEffect, useState } from 'react';
import { slug } from '../../content/slug.ts';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

const headingId = (text: string) => slug(text) || 'section';

/**
 * The h2 and h3 headings inside `content`, in document order, read after
 * render so the list can never drift from the page. A heading without an id
 * gets one from its text; every heading gets tabindex="-1" so it can take focus.
 */
export function useTocEntries(content: HTMLElement | null): TocEntry[] {
  const [entries, setEntries] = useState<TocEntry[]>([]);
  useLayoutEffect(() => {
    const root = content;
    if (!root) return;
    const taken = new Set<string>();
    const found = [...root.querySelectorAll<HTMLHeadingElement>('h2, h3')].map((heading) => {
      if (!heading.id) {
        let id = headingId(heading.textContent ?? '');
        for (let n = 2; taken.has(id) || document.getElementById(id); n++)
          id = `${headingId(heading.textContent ?? '')}-${n}`;
        heading.id = id;
      }
      taken.add(heading.id);
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      return {
        id: heading.id,
        text: heading.textContent?.trim() ?? '',
        level: heading.tagName === 'H2' ? 2 : 3,
      } as const;
    });
    // The entries come from the DOM the page rendered, so they can only be read after it.
    // oxlint-disable-next-line react/set-state-in-effect
    setEntries(found);
  }, [content]);
  return entries;
}
