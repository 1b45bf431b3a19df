import { hostOf } from '../endpoints.ts';
import { get, ImportFailure } from '../http.ts';
import { oneWork, worksFromBibtex } from '../answer.ts';
import type { Work } from '../../content/bib/work.ts';
import { verbatimValue } from '../texValue.ts';
import { excerpt, type SourceContext } from './context.ts';

/** DOI content negotiation: doi.org hands the request to the DOI's registration agency (Crossref, DataCite…). */
export async function fromDoi(doi: string, context: SourceContext): Promise<Work[]> {
  const url = `${context.endpoints.doi}/${doi.split('/').map(encodeURIComponent).join('/')}`;
  const host = hostOf(url);
  const answer = await get(url, 'application/x-bibtex; charset=utf-8', context.retry);
  if (answer.status === 404 || answer.status === 410) {
    throw new ImportFailure(`unknown DOI: ${host} answered ${answer.status}`);
  }
  if (!/^\s*@\w+\s*[{(]/.test(answer.text)) {
    throw new ImportFailure(`malformed answer from ${host}: not BibTeX (${excerpt(answer.text)})`);
  }
  const works = oneWork(
    worksFromBibtex(answer.text, doi, host),
    doi,
    context.log,
    (work) => work.identity.doi === doi.toLowerCase(),
    'its DOI matches',
  );
  const work = works[0]!;
  if (!work.identity.doi) {
    work.fields.push(['doi', verbatimValue(doi)]);
    work.identity.doi = doi.toLowerCase();
  }
  return works;
}
