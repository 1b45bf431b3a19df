import type { Profile } from './types.ts';

/**
 * The profile's email may be written as an address or as a `mailto:` link (the content check
 * accepts both): every consumer reads it through these two, so neither becomes `mailto:mailto:`.
 */

/** The link to write to the owner, as given when it is already a `mailto:` link (its `?subject=` kept). */
export const mailtoHref = (email: string) => (/^mailto:/i.test(email) ? email : `mailto:${email}`);

/** The address alone, as shown to a reader: no `mailto:`, no query. */
export const emailAddress = (email: string) => {
  const address = email.replace(/^mailto:/i, '').split('?')[0]!;
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
};

/** How a reader reaches the owner: the address, unless the owner keeps it off the site (then their contact page). */
export type Contact = { kind: 'email'; href: string; address: string } | { kind: 'link'; href: string };

export function contactOf(profile: Pick<Profile, 'email' | 'emailPublished' | 'contactLink'>): Contact {
  if (profile.emailPublished === false && profile.contactLink) return { kind: 'link', href: profile.contactLink };
  return { kind: 'email', href: mailtoHref(profile.email), address: emailAddress(profile.email) };
}
