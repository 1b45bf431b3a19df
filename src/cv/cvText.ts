import type { Profile } from '../content/types';
import { monthRangeIn } from '../content/dates';
import { contactOf } from '../content/email';
import { t } from '../i18n/pages';

/* What the CV (src/cv/CvPage.tsx) writes as About does not: dates and the contact line. */

/** "Sep 2022 – present", "Sep 2020 – Jun 2022", "Sep 2020" in the site's language; empty without a date. */
export const datesOf = (when: { date?: string; endDate?: string; current?: boolean }): string =>
  monthRangeIn(t.locale, when, t('date.present'));

/** The CV's contact line: how to reach the owner, the site, Scholar and ORCID. */
export function contactLinks(profile: Profile): Array<{ label: string; href: string }> {
  const shortUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const reach = contactOf(profile);
  return [
    { label: reach.kind === 'email' ? reach.address : shortUrl(reach.href), href: reach.href },
    { label: shortUrl(profile.site.url), href: profile.site.url },
    ...(profile.links?.scholar ? [{ label: t('link.scholar'), href: profile.links.scholar }] : []),
    ...(profile.links?.orcid ? [{ label: 'ORCID', href: profile.links.orcid }] : []),
  ];
}

/** The document's title, as the window shows it. */
export const cvTitle = (profile: Pick<Profile, 'name'>) => t('cv.title', { name: profile.name });
