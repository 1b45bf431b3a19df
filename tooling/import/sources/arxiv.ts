import { hostOf } from '../endpoints.ts';
import { get, ImportFailure } from '../http.ts';
import { arxivIdOf } from '../../content/bib/ids.ts';
import { worksFromBibtex } from '../answer.ts';
import { balancedTex, namePart, texValue } from '../texValue.ts';
import { entryText, type Work } from '../../content/bib/work.ts';
import { childrenNamed, childText, parseXml, type XmlElement } from '../xml.ts';
import { excerpt, type SourceContext } from './context.ts';

/**
 * arXiv's API answers an Atom feed. The entry is written as a preprint (`@misc` with `eprint`,
 * `archiveprefix` and `primaryclass`), its text as arXiv gives it (TeX, decoded by the site's reader).
 * The DOI arXiv records for it (`arxiv:doi`) is its published version's, kept to recognise that version.
 */
export async function fromArxiv(id: string, context: SourceContext): Promise<Work[]> {
  const url = `${context.endpoints.arxiv}?id_list=${encodeURIComponent(id)}&max_results=1`;
  const host = hostOf(url);
  const answer = await get(url, 'application/atom+xml', context.retry);
  if (answer.status === 404) throw new ImportFailure(`unknown arXiv id: ${host} answered 404`);
  let feed: XmlElement;
  try {
    feed = parseXml(answer.text);
  } catch (error) {
    throw new ImportFailure(
      `malformed answer from ${host}: not an Atom feed (${error instanceof Error ? error.message : String(error)}; ${excerpt(answer.text)})`,
    );
  }
  if (feed.name !== 'feed') throw new ImportFailure(`malformed answer from ${host}: <${feed.name}>, not an Atom feed`);
  const entry = childrenNamed(feed, 'entry')[0];
  // An id arXiv cannot read comes back as an entry titled "Error"; an unknown one as an empty feed.
  if (!entry || childText(entry, 'id')?.includes('/api/errors')) {
    const why = entry ? `: ${childText(entry, 'summary') ?? 'error'}` : '';
    throw new ImportFailure(`unknown arXiv id: ${host} has no record of it${why}`);
  }
  const title = childText(entry, 'title');
  const abs = childText(entry, 'id') ?? '';
  const published = childText(entry, 'published') ?? '';
  const date = /^(\d{4})-(\d{2})/.exec(published);
  if (!title || !date || arxivIdOf(abs.replace(/^https?:\/\/arxiv\.org\/abs\//, '')) !== id.replace(/v\d+$/, '')) {
    throw new ImportFailure(`malformed answer from ${host}: the entry lacks its title, date or id`);
  }
  const authors = childrenNamed(entry, 'author').map((a) => childText(a, 'name') ?? '');
  const primary = childrenNamed(entry, 'arxiv:primary_category')[0]?.attributes.term;
  const publishedDoi = childText(entry, 'arxiv:doi');
  // The title and abstract are TeX (arXiv's own), their braces balanced; the rest is plain text, escaped.
  const summary = childText(entry, 'summary');
  const fields: Array<[string, string | undefined]> = [
    ['title', `{${balancedTex(title)}}`],
    ['author', authors.some(Boolean) ? `{${authors.filter(Boolean).map(namePart).join(' and ')}}` : undefined],
    ['year', `{${date[1]}}`],
    ['month', `{${Number(date[2])}}`],
    ['eprint', `{${id.replace(/v\d+$/, '')}}`],
    ['archiveprefix', '{arXiv}'],
    ['primaryclass', primary ? texValue(primary) : undefined],
    ['abstract', summary ? `{${balancedTex(summary)}}` : undefined],
  ];
  const given = fields.filter((field): field is [string, string] => !!field[1]);
  const works = worksFromBibtex(entryText('arxiv', { type: 'misc', fields: given }), id, host);
  if (publishedDoi && /^10\.\S+$/.test(publishedDoi)) works[0]!.identity.publishedDoi = publishedDoi.toLowerCase();
  return works;
}
