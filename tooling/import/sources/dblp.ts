import { hostOf } from '../endpoints.ts';
import { get, ImportFailure } from '../http.ts';
import { worksFromBibtex, type Work } from '../work.ts';
import { excerpt, type SourceContext } from './context.ts';

async function dblpBib(path: string, what: string, id: string, context: SourceContext): Promise<Work[]> {
  const url = `${context.endpoints.dblp}/${path}`;
  const host = hostOf(url);
  const answer = await get(url, 'application/x-bibtex, text/plain;q=0.9', context.retry);
  if (answer.status === 404 || answer.status === 410) throw new ImportFailure(`unknown ${what}: ${host} answered 404`);
  if (!/^\s*@\w+\s*[{(]/.test(answer.text)) {
    throw new ImportFailure(`malformed answer from ${host}: not BibTeX (${excerpt(answer.text)})`);
  }
  return worksFromBibtex(answer.text, id, host);
}

/** One DBLP record, by key (`conf/chi/Smith24`): its BibTeX export, `biburl` kept so the record is known again. */
export const fromDblpKey = (key: string, context: SourceContext) => dblpBib(`rec/${key}.bib`, 'DBLP key', key, context);

/** Every record of a DBLP person (`pid/12/3456`): their page's BibTeX export. */
export const fromDblpPerson = (pid: string, context: SourceContext) =>
  dblpBib(`pid/${pid}.bib`, 'DBLP person', `pid/${pid}`, context);
