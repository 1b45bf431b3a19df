import { oneLine } from '../../content/commands/commandOutput.ts';
import { hostOf } from '../endpoints.ts';
import { get, ImportFailure } from '../http.ts';
import { oneWork, worksFromBibtex } from '../answer.ts';
import type { Work } from '../../content/bib/work.ts';
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

/**
 * One DBLP record, by key (`conf/chi/Smith24`): its BibTeX export, `biburl` kept so the record is known
 * again; the proceedings a paper's export adds (`crossref`) are left out.
 */
export const fromDblpKey = async (key: string, context: SourceContext) =>
  oneWork(
    await dblpBib(`rec/${key}.bib`, 'DBLP key', key, context),
    key,
    context.log,
    (work) => work.identity.dblp === key,
    'its key matches',
  );

/** Every record of a DBLP person (`pid/12/3456`), up to `max`: their page's BibTeX export; the rest listed. */
export async function fromDblpPerson(pid: string, context: SourceContext): Promise<Work[]> {
  const works = await dblpBib(`pid/${pid}.bib`, 'DBLP person', `pid/${pid}`, context);
  const over = works.slice(context.max);
  if (over.length > 0) {
    context.log(
      `pid/${pid}: ${works.length} records on DBLP; adding at most the first ${context.max} (--max ${context.max}), not these ${over.length}:`,
    );
    for (const work of over) context.log(`  ${oneLine(work.title)} (${work.identity.doi ?? work.key})`);
  }
  return works.slice(0, context.max);
}
