import type { Profile, Publication } from '../content/types';
import { isIn, type CvPart } from '../cv/cvParts';
import { contactLinks } from './cvText';
import { Entry, ListEntries, TimelineEntries } from './CvEntries';
import { Publications } from './CvPublications';

/*
 * The CV as an HTML page for Chromium to print as a tagged PDF (tooling/cv/printCv.ts), in the build and
 * the dev server alike: its elements become the PDF's structure (h1 the name, h2 a section, ul/li its
 * entries, a a link). The look: src/cv/cvPageStyle.ts.
 */

export interface CvContent {
  profile: Profile;
  /** About's sections, in its order (src/cv/cvOutline.ts); absent ones are left out. */
  parts: readonly CvPart[];
  publications: readonly Publication[];
  /** `A4` or `LETTER`. */
  paper: 'A4' | 'LETTER';
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The page's body: the owner's CV from the content About shows, in About's order (the specification's five,
 * or the owner's), in the site's faces, colours and type scale.
 */
export function CvPage({ profile, parts, publications }: CvContent) {
  return (
    <>
      <header>
        <h1>{profile.name}</h1>
        <p className="role">
          {profile.role} · <a href={profile.affiliation.href}>{profile.affiliation.name}</a>
        </p>
        <p className="links contact">
          {contactLinks(profile).map(({ label, href }) => (
            <a key={href} href={href}>
              {label}
            </a>
          ))}
        </p>
      </header>
      {parts.filter(isIn('cv')).map((part) =>
        part.shape === 'publications' ? (
          publications.length > 0 && (
            <Section key={part.name} title={part.title}>
              <Publications publications={publications} owner={profile} />
            </Section>
          )
        ) : (
          <Section key={part.name} title={part.title}>
            {part.shape === 'timeline' && <TimelineEntries entries={part.entries} />}
            {part.shape === 'list' && <ListEntries items={part.items} owner={profile} />}
            {part.shape === 'skills' && (
              <ul>
                {part.entries.map((group) => (
                  <Entry key={group.id} when={group.title} strong>
                    <p>{group.skills.join(' · ')}</p>
                  </Entry>
                ))}
              </ul>
            )}
          </Section>
        ),
      )}
    </>
  );
}
