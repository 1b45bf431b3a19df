import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Profile, Publication, TimelineEntry } from '../content/types';
import { isIn, type CvPart } from './cvParts';
import type { CvItem } from '../components/CvList/CvList';
import { isOwnerName, markMeaning, readAuthor } from '../content/authorNames';
import { itemLinks, yearOf } from '../content/publicationText';
import { palette, typeScale } from '../styles/tokens';
import { absoluteOn } from './cvFiles';
import { contactLinks, cvTitle, datesOf } from './cvText';
import { t } from '../i18n/cards';

/** The site's type scale (its phone sizes, in px) set in points for paper. */
const pt = (px: number) => Math.round(px * 0.66 * 10) / 10;
const size = (variant: keyof typeof typeScale) => pt(typeScale[variant].size[0]);

/**
 * The family names the build registers the site's faces under (src/prerender.tsx `renderCv`): each
 * face's latin file, then its latin-ext file for the letters latin lacks (ı, ł, ș …), glyph by glyph.
 */
export const cvFaces = {
  body: ['Roboto', 'Roboto latin-ext'],
  display: ['Montserrat', 'Montserrat latin-ext'],
} as const;

const styles = StyleSheet.create({
  page: {
    paddingVertical: 48,
    paddingHorizontal: 56,
    fontFamily: [...cvFaces.body],
    fontSize: size('body2'),
    lineHeight: 1.4,
    color: palette.text,
  },
  name: {
    fontFamily: [...cvFaces.display],
    fontWeight: 600,
    fontSize: size('h1'),
    lineHeight: typeScale.h1.lineHeight,
    color: palette.primary,
  },
  role: { fontSize: size('h5'), fontWeight: 500, marginTop: 4 },
  contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, color: palette.textMuted, fontSize: size('small') },
  contactItem: { marginRight: 12 },
  link: { color: palette.primary, textDecoration: 'none' },
  section: { marginTop: 18 },
  // Not letter-spaced or set in capitals, as the site's h6 is: a reader's search finds "Education" as written.
  heading: {
    fontFamily: [...cvFaces.display],
    fontWeight: 600,
    fontSize: size('h4'),
    lineHeight: typeScale.h4.lineHeight,
    color: palette.primary,
    paddingBottom: 3,
    marginBottom: 8,
    borderBottomWidth: 0.75,
    borderBottomColor: palette.border,
  },
  entry: { flexDirection: 'row', marginBottom: 8 },
  when: { width: 92, flexShrink: 0, color: palette.textMuted, fontSize: size('small'), paddingTop: 1 },
  what: { flex: 1 },
  title: { fontWeight: 500 },
  muted: { color: palette.textMuted },
  small: { fontSize: size('small') },
  owner: { fontWeight: 500, color: palette.text },
  legend: { marginTop: 2, color: palette.textMuted, fontSize: size('small') },
});

/**
 * Makes an element a PDF bookmark. The renderer reads `bookmark` on any element, but its types (4.9)
 * declare it on <Page> alone: spread in, it passes the type check. unit/cv.spec.ts reads the bookmarks back.
 */
const bookmark = (title: string): object => ({ bookmark: { title, fit: true } });

function CvSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    // The heading is a PDF bookmark; a heading never ends a page alone.
    <View style={styles.section} {...bookmark(title)}>
      <Text style={styles.heading} minPresenceAhead={80}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function TimelineEntries({ entries }: { entries: readonly TimelineEntry[] }) {
  return entries.map((entry) => (
    <View key={entry.id} style={styles.entry} wrap={false}>
      <Text style={styles.when}>{datesOf(entry)}</Text>
      <View style={styles.what}>
        <Text style={styles.title}>{entry.title}</Text>
        {entry.subtitle && <Text style={styles.muted}>{entry.subtitle}</Text>}
        <Text>{entry.text}</Text>
      </View>
    </View>
  ));
}

/** One publication: the title (linked to its first link), the authors with the owner set apart, venue and year. */
function PublicationEntry({ publication: p, owner }: { publication: Publication; owner: Profile }) {
  const link = p.doiLink ?? itemLinks(p)[0]?.href;
  const href = link && absoluteOn(owner.site.url, link);
  return (
    <View style={styles.entry} wrap={false}>
      <Text style={styles.when}>{yearOf(p)}</Text>
      <View style={styles.what}>
        {href ? (
          <Link src={href} style={[styles.title, styles.link]}>
            {p.title}
          </Link>
        ) : (
          <Text style={styles.title}>{p.title}</Text>
        )}
        <Text style={styles.muted}>
          {p.authors.map((written, i) => {
            const author = readAuthor(written);
            // A line breaks between names, never inside one: no-break spaces within a name, a word joiner after
            // its hyphens (the faces have no no-break hyphen), and the comma ends the name before it (a break
            // where one run of text meets the next draws a hyphen).
            const name = `${author.name}${author.marks.join('')}`.replace(/ /g, '\u00a0').replace(/-/g, '-\u2060');
            const last = i === p.authors.length - 1 && !p.etAl;
            return (
              <Text key={i} style={isOwnerName(author.name, owner.name, owner.aliases) ? styles.owner : undefined}>
                {last ? name : `${name}${t('authors.separator')}`}
              </Text>
            );
          })}
          {p.etAl ? t('authors.etAl') : ''}
        </Text>
        <Text style={[styles.muted, styles.small]}>
          {[t(`kind.${p.kind}`), p.venue, p.award].filter(Boolean).join(' · ')}
        </Text>
      </View>
    </View>
  );
}

export interface CvContent {
  profile: Profile;
  /** About's sections, in its order (src/app/pages/about/cvOutline.ts); absent ones are left out. */
  parts: readonly CvPart[];
  publications: readonly Publication[];
  /** `A4` or `LETTER`. */
  paper: 'A4' | 'LETTER';
}

/** A talk, a course or an entry of the owner's own sections: the row About shows, on paper. */
function ListEntries({ items, owner }: { items: readonly CvItem[]; owner: Profile }) {
  return items.map((item) => {
    return (
      <View key={item.key} style={styles.entry} wrap={false}>
        <Text style={styles.when}>{item.when ?? datesOf(item)}</Text>
        <View style={styles.what}>
          <Text style={styles.title}>
            {item.badge ? `${item.badge.label} · ` : ''}
            {item.title}
          </Text>
          {item.lines.map((line) => (
            <Text key={line} style={styles.muted}>
              {line}
            </Text>
          ))}
          {item.links.length > 0 && (
            <View style={styles.contact}>
              {item.links.map(({ label, href }) => (
                <Link key={href} src={absoluteOn(owner.site.url, href)} style={[styles.link, styles.contactItem]}>
                  {label}
                </Link>
              ))}
            </View>
          )}
        </View>
      </View>
    );
  });
}

/**
 * The untagged fallback, written when the build finds no Chromium (the tagged CV: src/cv/CvPage.tsx).
 * The owner's CV as a PDF document, from the content About shows, in About's order (the specification's
 * five, or the owner's); in the site's faces, colours and type scale.
 */
export function CvDocument({ profile, parts, publications, paper }: CvContent) {
  const contact = contactLinks(profile);
  const marks = [...new Set(publications.flatMap((p) => p.authors.flatMap((a) => readAuthor(a).marks)))];
  return (
    <Document
      title={cvTitle(profile)}
      author={profile.name}
      subject={`${profile.role}, ${profile.affiliation.name}`}
      language={profile.site.locale}
      creator={profile.site.title}
      producer={profile.site.title}
    >
      <Page size={paper} style={styles.page}>
        <View {...bookmark(profile.name)}>
          <Text style={styles.name}>{profile.name}</Text>
          <Text style={styles.role}>
            {profile.role} ·{' '}
            <Link src={profile.affiliation.href} style={styles.link}>
              {profile.affiliation.name}
            </Link>
          </Text>
          <View style={styles.contact}>
            {contact.map(({ label, href }) => (
              <Link key={href} src={href} style={[styles.link, styles.contactItem]}>
                {label}
              </Link>
            ))}
          </View>
        </View>
        {parts.filter(isIn('cv')).map((part) =>
          part.shape === 'publications' ? (
            publications.length > 0 && (
              <CvSection key={part.name} title={part.title}>
                {publications.map((p) => (
                  <PublicationEntry key={p.id} publication={p} owner={profile} />
                ))}
                {marks.map((mark) => (
                  <Text key={mark} style={styles.legend}>
                    {mark} {markMeaning(mark, profile)}
                  </Text>
                ))}
              </CvSection>
            )
          ) : (
            <CvSection key={part.name} title={part.title}>
              {part.shape === 'timeline' && <TimelineEntries entries={part.entries} />}
              {part.shape === 'list' && <ListEntries items={part.items} owner={profile} />}
              {part.shape === 'skills' &&
                part.entries.map((group) => (
                  <View key={group.id} style={styles.entry} wrap={false}>
                    <Text style={[styles.when, styles.title]}>{group.title}</Text>
                    <Text style={styles.what}>{group.skills.join(' · ')}</Text>
                  </View>
                ))}
            </CvSection>
          ),
        )}
      </Page>
    </Document>
  );
}
