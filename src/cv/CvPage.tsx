import type { Profile, Publication, TimelineEntry } from '../content/types';
import type { CvItem } from '../components/CvList/CvList';
import { isOwnerName, markMeaning, readAuthor } from '../content/authorNames';
import { itemLinks, yearOf } from '../content/publicationText';
import type { CvContent } from './CvDocument';
import { isIn } from './cvParts';
import { absoluteOn } from './cvFiles';
import { contactLinks, datesOf } from './cvText';
import { t } from '../i18n/cards';

/*
 * The CV as an HTML page for Chromium to print as a tagged PDF (tooling/plugins/cvPdf.ts): its
 * elements become the PDF's structure (h1 the name, h2 a section, ul/li its entries, a a link).
 * The look: src/cv/cvPageStyle.ts.
 */

/** One entry: its dates in the left column, what it is on the right. */
function Entry({ when, strong, children }: { when: string; strong?: boolean; children: React.ReactNode }) {
  return (
    <li className="entry">
      <p className={strong ? 'when title' : 'when'}>{when}</p>
      <div className="what">{children}</div>
    </li>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function TimelineEntries({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <Entry key={entry.id} when={datesOf(entry)}>
          <p className="title">{entry.title}</p>
          {entry.subtitle && <p className="muted">{entry.subtitle}</p>}
          <p>{entry.text}</p>
        </Entry>
      ))}
    </ul>
  );
}

/** The authors, the owner set apart; a line breaks between names, never inside one. */
function Authors({ publication: p, owner }: { publication: Publication; owner: Profile }) {
  // The separator's mark ends the name; its space (none in Chinese) is where the line may break.
  const separator = t('authors.separator');
  const mark = separator.trimEnd();
  const gap = separator.slice(mark.length);
  return (
    <p className="muted">
      {p.authors.map((written, i) => {
        const author = readAuthor(written);
        const last = i === p.authors.length - 1 && !p.etAl;
        const own = isOwnerName(author.name, owner.name, owner.aliases);
        return (
          <span key={i}>
            <span className={own ? 'name owner' : 'name'}>
              {author.name}
              {author.marks.join('')}
              {last ? '' : mark}
            </span>
            {last ? '' : gap}
          </span>
        );
      })}
      {p.etAl ? t('authors.etAl') : ''}
    </p>
  );
}

function Publications({ publications, owner }: { publications: readonly Publication[]; owner: Profile }) {
  const marks = [...new Set(publications.flatMap((p) => p.authors.flatMap((a) => readAuthor(a).marks)))];
  return (
    <>
      <ul>
        {publications.map((p) => {
          const link = p.doiLink ?? itemLinks(p)[0]?.href;
          return (
            <Entry key={p.id} when={yearOf(p)}>
              <p className="title">{link ? <a href={absoluteOn(owner.site.url, link)}>{p.title}</a> : p.title}</p>
              <Authors publication={p} owner={owner} />
              <p className="muted small">{[t(`kind.${p.kind}`), p.venue, p.award].filter(Boolean).join(' · ')}</p>
            </Entry>
          );
        })}
      </ul>
      {marks.map((mark) => (
        <p key={mark} className="legend">
          {mark} {markMeaning(mark, owner)}
        </p>
      ))}
    </>
  );
}

/** A talk, a course or an entry of the owner's own sections: the row About shows, on paper. */
function ListEntries({ items, owner }: { items: readonly CvItem[]; owner: Profile }) {
  return (
    <ul>
      {items.map((item) => (
        <Entry key={item.key} when={item.when ?? datesOf(item)}>
          <p className="title">
            {item.badge ? `${item.badge.label} · ` : ''}
            {item.title}
          </p>
          {item.lines.map((line) => (
            <p key={line} className="muted">
              {line}
            </p>
          ))}
          {item.links.length > 0 && (
            <p className="links">
              {item.links.map(({ label, href }) => (
                <a key={href} href={absoluteOn(owner.site.url, href)}>
                  {label}
                </a>
              ))}
            </p>
          )}
        </Entry>
      ))}
    </ul>
  );
}

/** The page's body: the same content, order and look as the fallback (src/cv/CvDocument.tsx). */
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
