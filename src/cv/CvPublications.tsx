import type { Profile, Publication } from '../content/types';
import { isOwnerName, markMeaning, readAuthor } from '../content/authorNames';
import { itemLinks, yearOf } from '../content/publicationText';
import { absoluteOn } from './cvFiles';
import { Entry } from './CvEntries';
import { t } from '../i18n/cards';
import { listParts, listSeparator } from '../i18n/lists';

/** The authors, joined as the site's language joins a list; a line breaks between names, never inside one. */
function Authors({ publication: p, owner }: { publication: Publication; owner: Profile }) {
  const parts = listParts(t.locale, p.authors.length, p.etAl);
  // The words after each name ("", ", ", ", and ", "、", " و"); an open list's last name has the separator.
  const after = p.authors.map((_, i) => {
    const next = parts[parts.indexOf(i) + 1];
    return typeof next === 'string' ? next : p.etAl ? listSeparator(t.locale) : '';
  });
  return (
    <p className="muted">
      {p.authors.map((written, i) => {
        const author = readAuthor(written);
        const own = isOwnerName(author.name, owner.name, owner.aliases);
        // The words' first mark ends the name (",", "、"); from their first space (none in Chinese) the line may break.
        const mark = /^\S*/.exec(after[i]!)![0];
        return (
          <span key={i}>
            <span className={own ? 'name owner' : 'name'}>
              {author.name}
              {author.marks.join('')}
              {mark}
            </span>
            {after[i]!.slice(mark.length)}
          </span>
        );
      })}
      {p.etAl ? t('authors.etAl') : ''}
    </p>
  );
}

/** The publications, each with its year, title (linked), authors and venue; the authors' marks explained below. */
export function Publications({ publications, owner }: { publications: readonly Publication[]; owner: Profile }) {
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
