import { hostOf } from '../endpoints.ts';
import { get, ImportFailure } from '../http.ts';
import { worksFromBibtex, type Work } from '../work.ts';
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
  const works = worksFromBibtex(answer.text, doi, host);
  if (works.length !== 1) throw new ImportFailure(`malformed answer from ${host}: ${works.length} entries for one DOI`);
  const work = works[0]!;
  if (!work.identity.doi) {
    work.fields.push(['doi', `{${doi}}`]);
    work.identity.doi = doi.toLowerCase();
  }
  return works;
}
