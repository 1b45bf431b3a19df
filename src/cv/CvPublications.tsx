import type { Profile, Publication } from '../content/types';
import { isOwnerName, markMeaning, readAuthor } from '../content/authorNames';
import { itemLinks, yearOf } from '../content/publicationText';
import { absoluteOn } from './cvFiles';
import { Entry } from './CvEntries';
import { t } from '../i18n/cards';

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
