import { oneLine } from '../../content/commands/commandOutput.ts';
import { hostOf } from '../endpoints.ts';
import { get, ImportFailure } from '../http.ts';
import { arxivIdOf } from '../../content/bib/ids.ts';
import { oneWork, worksFromBibtex } from '../answer.ts';
import { namePart, texValue, verbatimValue } from '../texValue.ts';
import { entryText, fold, type Work } from '../../content/bib/work.ts';
import { fromArxiv } from './arxiv.ts';
import { excerpt, type SourceContext } from './context.ts';
import { fromDoi } from './doi.ts';

/** The parts of ORCID's v3.0 JSON read here (work summaries in /works, and one work in /work/<put-code>). */
interface Value {
  value?: string | null;
}
interface ExternalId {
  'external-id-type'?: string;
  'external-id-value'?: string;
  'external-id-relationship'?: string;
}
interface OrcidWork {
  'put-code'?: number;
  title?: { title?: Value | null } | null;
  'journal-title'?: Value | null;
  type?: string;
  'publication-date'?: { year?: Value | null; month?: Value | null } | null;
  'external-ids'?: { 'external-id'?: ExternalId[] | null } | null;
  url?: Value | null;
  citation?: { 'citation-type'?: string; 'citation-value'?: string } | null;
  contributors?: {
    contributor?: Array<{
      'credit-name'?: Value | null;
      'contributor-attributes'?: { 'contributor-role'?: string | null } | null;
    }> | null;
  } | null;
}

/** ORCID's work types as BibTeX types, and the field their `journal-title` goes to. */
const types: Record<string, [string, string]> = {
  'journal-article': ['article', 'journal'],
  'conference-paper': ['inproceedings', 'booktitle'],
  'conference-abstract': ['inproceedings', 'booktitle'],
  'conference-poster': ['inproceedings', 'booktitle'],
  'book-chapter': ['incollection', 'booktitle'],
  book: ['book', 'publisher'],
  'dissertation-thesis': ['phdthesis', 'school'],
  report: ['techreport', 'institution'],
  preprint: ['misc', 'howpublished'],
};

async function orcidJson<T>(url: string, context: SourceContext, what: string): Promise<T> {
  const answer = await get(url, 'application/json', context.retry);
  if (answer.status === 404 || answer.status === 410) {
    throw new ImportFailure(`unknown ${what}: ${hostOf(url)} answered ${answer.status}`);
  }
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new ImportFailure(`malformed answer from ${hostOf(url)}: not JSON (${excerpt(answer.text)})`);
  }
}

/** A work's own identifiers (relationship "self"; a "part-of" ISSN or ISBN names the venue, not the work). */
function selfIds(work: OrcidWork): { doi?: string; arxiv?: string } {
  const ids = (work['external-ids']?.['external-id'] ?? []).filter((e) => e['external-id-relationship'] !== 'part-of');
  const value = (type: string) => ids.find((e) => e['external-id-type'] === type)?.['external-id-value']?.trim();
  const doi = value('doi')?.replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '');
  const arxiv = value('arxiv');
  return { ...(doi ? { doi } : {}), ...(arxiv && arxivIdOf(arxiv) ? { arxiv: arxivIdOf(arxiv) } : {}) };
}

/** A work ORCID holds with no DOI or arXiv id: its BibTeX citation if the owner gave one, else its fields. */
function workFromOrcid(work: OrcidWork, source: string, host: string, log: (line: string) => void): Work[] {
  const title = work.title?.title?.value ?? '';
  const citation = work.citation;
  if (citation?.['citation-type'] === 'bibtex' && citation['citation-value']?.trim()) {
    const works = worksFromBibtex(citation['citation-value'], source, host);
    return oneWork(works, source, log, (w) => fold(w.title) === fold(title), 'its title matches');
  }
  const [type, venueField] = types[work.type ?? ''] ?? ['misc', 'howpublished'];
  const authors = (work.contributors?.contributor ?? [])
    .filter((c) => (c['contributor-attributes']?.['contributor-role'] ?? 'author') === 'author')
    .map((c) => c['credit-name']?.value?.trim())
    .filter((name): name is string => !!name);
  const month = Number(work['publication-date']?.month?.value);
  const text = (value: string | null | undefined) => (value?.trim() ? texValue(value) : undefined);
  const fields: Array<[string, string | undefined]> = [
    ['title', text(title)],
    ['author', authors.length > 0 ? `{${authors.map(namePart).join(' and ')}}` : undefined],
    [venueField, text(work['journal-title']?.value)],
    ['year', text(work['publication-date']?.year?.value)],
    ['month', month >= 1 && month <= 12 ? `{${month}}` : undefined],
    ['url', work.url?.value?.trim() ? verbatimValue(work.url.value) : undefined],
  ];
  const given = fields.filter((field): field is [string, string] => !!field[1]);
  return worksFromBibtex(entryText('orcid', { type, fields: given }), source, host);
}

/**
 * Every work on an ORCID record, up to `max`. /works lists them in groups (ORCID's own merge of one work
 * from several sources); the first summary with a DOI or arXiv id is asked of doi.org or arXiv, which
 * give full author lists; a work with neither is read from ORCID itself (/work/<put-code>). A work already
 * in the .bib by its DOI or arXiv id is not asked for at all; past `max`, the rest are listed, not asked for.
 */
export async function fromOrcid(orcid: string, context: SourceContext): Promise<Work[]> {
  const base = `${context.endpoints.orcid}/${orcid}`;
  const host = hostOf(base);
  const list = await orcidJson<{ group?: Array<{ 'work-summary'?: OrcidWork[] }> }>(
    `${base}/works`,
    context,
    'ORCID iD',
  );
  if (!Array.isArray(list.group)) throw new ImportFailure(`malformed answer from ${host}: no "group" list in /works`);
  const wanted: Array<{ chosen: OrcidWork; ids: ReturnType<typeof selfIds> }> = [];
  for (const group of list.group) {
    const summaries = group?.['work-summary'] ?? [];
    const chosen = summaries.find((s) => selfIds(s).doi) ?? summaries.find((s) => selfIds(s).arxiv) ?? summaries[0];
    if (!chosen) continue;
    const ids = selfIds(chosen);
    const known = context.known({
      ...(ids.doi ? { doi: ids.doi.toLowerCase() } : {}),
      ...(ids.arxiv ? { arxiv: ids.arxiv.toLowerCase() } : {}),
    });
    if (known) context.log(`${orcid} › ${ids.doi ?? ids.arxiv}: ${known}`);
    else wanted.push({ chosen, ids });
  }
  const skipped = list.group.length - wanted.length;
  const over = wanted.slice(context.max);
  context.log(
    `${orcid}: ${list.group.length} works on ORCID, ${skipped} known by DOI or arXiv id (not asked for)` +
      (over.length > 0
        ? `; asking for ${context.max} of the other ${wanted.length} (--max ${context.max}), not these ${over.length}:`
        : ''),
  );
  for (const { chosen, ids } of over) {
    const id = ids.doi ?? ids.arxiv;
    context.log(`  ${oneLine(chosen.title?.title?.value ?? '') || '(no title)'}${id ? ` (${id})` : ''}`);
  }
  const works: Work[] = [];
  for (const { chosen, ids } of wanted.slice(0, context.max)) {
    const label = `${orcid}/work/${chosen['put-code']}`;
    const fail = (error: unknown) => {
      throw error instanceof ImportFailure ? new ImportFailure(`${label}: ${error.message}`) : error;
    };
    if (ids.doi) works.push(...(await fromDoi(ids.doi, context).catch(fail)));
    else if (ids.arxiv) works.push(...(await fromArxiv(ids.arxiv, context).catch(fail)));
    else {
      const detail = await orcidJson<OrcidWork>(`${base}/work/${chosen['put-code']}`, context, 'ORCID work').catch(
        fail,
      );
      works.push(...workFromOrcid(detail, label, host, context.log));
    }
  }
  return works.map((w) => ({ ...w, source: w.source.startsWith(orcid) ? w.source : `${orcid} › ${w.source}` }));
}
