import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { owner } from 'virtual:site-pages';
import { readAddress } from '../../content/address';
import { t } from '../../i18n/frame';

/** An entry's page's document title: its headline and the owner's name, or Not Found's for no such entry. */
export const itemTitle = (headline: string | undefined) => `${headline ?? t('notFound.title')} · ${owner.name}`;

/** The headline of a page of a kind's (`virtual:item-headlines/<kind>`); none for a page that is no entry's. */
export const headlineOf = (headlines: Readonly<Record<string, string>>, page: string) =>
  Object.hasOwn(headlines, page) ? headlines[page] : undefined;

/**
 * The entry an item page shows: the last part of its address (`#/people/ada` is `ada`). Gives the document its
 * title, on a tap and on back or forward (App's address effects leave an entry's page to its view; a deep link's
 * page file has set the same title before the first frame).
 */
export function useItemPage(headlines: Readonly<Record<string, string>>): string {
  const page = readAddress(useLocation().pathname).path.split('/')[2] ?? '';
  useEffect(() => {
    document.title = itemTitle(headlineOf(headlines, page));
  }, [headlines, page]);
  return page;
}
