import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from './buildOutput';

/** One recorded answer: a status, its headers, and a fixture file as the body. */
interface Answer {
  status: number;
  headers?: Record<string, string>;
  file?: string;
}

const fixtures = path.join(repoRoot, 'visual-tests/fixtures/import');
const bibtex = { 'Content-Type': 'application/x-bibtex; charset=utf-8' };
const atom = { 'Content-Type': 'application/atom+xml; charset=utf-8' };
const json = { 'Content-Type': 'application/vnd.orcid+json; qs=4; charset=utf-8' };
const html = { 'Content-Type': 'text/html; charset=utf-8' };
const orcid = '/orcid/v3.0/0000-0003-4812-0194';
const plainJson = { 'Content-Type': 'application/json; charset=utf-8' };
const text = { 'Content-Type': 'text/plain; charset=utf-8' };
const openalex = '/openalex/works/doi:';
/** The OpenAlex key the citation tests give. */
export const recordedOpenAlexKey = 'test-key';
const key = `?api_key=${recordedOpenAlexKey}`;
const many = '/orcid/v3.0/0000-0002-1825-0097';
/** An ORCID record whose titles hold fences and mentions, as a pull request's body would render them. */
const hostile = '/orcid/v3.0/0000-0002-7000-001X';

/**
 * The services' answers, recorded as fixtures, by request path: doi.org's redirect to the registration
 * agency, arXiv's Atom feed, DBLP's BibTeX export, ORCID's JSON. A list is answered in turn, its last
 * answer again after that.
 */
const routes: Record<string, Answer[]> = {
  '/doi/10.1145/3610977.3634999': [{ status: 302, headers: { Location: '/crossref/10.1145/3610977.3634999' } }],
  '/crossref/10.1145/3610977.3634999': [{ status: 200, headers: bibtex, file: 'doi-latex-title.bib' }],
  '/doi/10.1109/LRA.2026.3650001': [{ status: 200, headers: bibtex, file: 'doi-published-version.bib' }],
  '/doi/10.1007/s12369-025-01234-5': [
    { status: 429, headers: { 'Retry-After': '2' } },
    { status: 200, headers: bibtex, file: 'doi-after-429.bib' },
  ],
  '/doi/10.5555/always-busy': [{ status: 429, headers: { 'Retry-After': '1' } }],
  '/doi/10.1145/3610977.0000000': [{ status: 404, headers: html, file: 'doi-not-found.html' }],
  '/doi/10.5555/sign-in': [{ status: 200, headers: html, file: 'doi-malformed.html' }],
  '/arxiv/api/query?id_list=2507.01234&max_results=1': [{ status: 200, headers: atom, file: 'arxiv-2507.01234.atom' }],
  '/arxiv/api/query?id_list=2409.12345&max_results=1': [{ status: 200, headers: atom, file: 'arxiv-2409.12345.atom' }],
  '/arxiv/api/query?id_list=2405.02929&max_results=1': [{ status: 200, headers: atom, file: 'arxiv-2405.02929.atom' }],
  '/dblp/rec/conf/esann/Wulff25.bib': [{ status: 200, headers: bibtex, file: 'dblp-single-author.bib' }],
  [`${orcid}/works`]: [{ status: 200, headers: json, file: 'orcid-works.json' }],
  [`${orcid}/work/1500003`]: [{ status: 200, headers: json, file: 'orcid-work-no-doi.json' }],
  [`${orcid}/work/1500004`]: [{ status: 200, headers: json, file: 'orcid-work-known-title.json' }],
  // npm run citations: OpenAlex with the test's key, then Crossref.
  [`${openalex}10.1145/3610977.3634999${key}`]: [
    { status: 200, headers: plainJson, file: 'openalex-3610977.3634999.json' },
  ],
  [`${openalex}10.1109/lra.2026.3650001${key}`]: [{ status: 404, headers: plainJson, file: 'openalex-not-found.json' }],
  [`${openalex}10.48550/arxiv.2507.01234${key}`]: [
    { status: 200, headers: plainJson, file: 'openalex-arxiv-2507.01234.json' },
  ],
  [`${openalex}10.5555/not-indexed${key}`]: [{ status: 404, headers: plainJson, file: 'openalex-not-found.json' }],
  [`${openalex}10.5555/down${key}`]: [{ status: 503, headers: html }],
  '/crossref/works/10.1145/3610977.3634999': [
    { status: 200, headers: plainJson, file: 'crossref-3610977.3634999.json' },
  ],
  '/crossref/works/10.1109/lra.2026.3650001': [
    { status: 200, headers: plainJson, file: 'crossref-lra.2026.3650001.json' },
  ],
  '/crossref/works/10.5555/not-indexed': [{ status: 404, headers: text, file: 'crossref-not-found.txt' }],
  '/crossref/works/10.5555/down': [{ status: 500, headers: html }],
  // Hostile answers: `}`, `@` and TeX in every field, odd characters, several entries for one id.
  '/arxiv/api/query?id_list=2601.00001&max_results=1': [{ status: 200, headers: atom, file: 'arxiv-braces-at.atom' }],
  '/doi/10.5555/braces-at': [{ status: 200, headers: bibtex, file: 'doi-braces-at.bib' }],
  '/doi/10.5555/odd-characters': [{ status: 200, headers: bibtex, file: 'doi-odd-characters.bib' }],
  '/doi/10.5555/accents': [{ status: 200, headers: bibtex, file: 'doi-accents.bib' }],
  '/dblp/rec/conf/hri/Two26.bib': [{ status: 200, headers: bibtex, file: 'dblp-two-entries.bib' }],
  [`${many}/works`]: [{ status: 200, headers: json, file: 'orcid-works-many.json' }],
  // npm run previews: a teaser, a JPEG the server calls a PNG, a drawing and a sign-in page (neither a raster).
  '/previews/teaser.png': [{ status: 200, headers: { 'Content-Type': 'image/png' }, file: 'preview-teaser.png' }],
  '/previews/photo.png': [{ status: 200, headers: { 'Content-Type': 'image/png' }, file: 'preview-photo.jpg' }],
  '/previews/drawing.svg': [{ status: 200, headers: { 'Content-Type': 'image/svg+xml' }, file: 'preview-drawing.svg' }],
  '/previews/sign-in.png': [{ status: 200, headers: html, file: 'doi-malformed.html' }],
  [`${many}/work/2600001`]: [{ status: 200, headers: json, file: 'orcid-work-three-entries.json' }],
  [`${hostile}/works`]: [{ status: 200, headers: json, file: 'orcid-works-hostile-titles.json' }],
  [`${hostile}/work/2700001`]: [{ status: 200, headers: json, file: 'orcid-work-hostile-title.json' }],
};

/** Answers too big to record: 50 MB of BibTeX, and one whose body never ends (a byte every 100 ms). */
function generated(url: string, response: ServerResponse): boolean {
  if (url === '/doi/10.5555/fifty-megabytes') {
    // About 100,000 entries, as a service that sends a whole database would.
    const entry = (i: number) =>
      `@article{big${i},\n  author = {Ann Author and Bob Builder},\n  title = {Study Number ${i} of Answers Far Too Long for One Id},\n  journal = {Journal of Large Answers},\n  year = {2026}\n}\n\n`;
    response.writeHead(200, bibtex);
    let [sent, i] = [0, 0];
    const more = () => {
      while (sent < 50 * 1024 * 1024) {
        const text = entry(i++);
        sent += text.length;
        if (!response.write(text)) return void response.once('drain', more);
      }
      response.end();
    };
    more();
    return true;
  }
  if (url === '/previews/three-megabytes.png') {
    response.writeHead(200, { 'Content-Type': 'image/png' });
    response.end(Buffer.alloc(3_000_000, 7));
    return true;
  }
  if (url === '/doi/10.5555/never-ending') {
    response.writeHead(200, bibtex);
    response.write('@article{slow, title = {');
    const timer = setInterval(() => response.write('a'), 100);
    response.on('close', () => clearInterval(timer));
    return true;
  }
  return false;
}

export interface RecordedServices {
  /** `--endpoints` for the importer: every service on this server. */
  endpoints: string;
  /** The server's own address (http://127.0.0.1:<port>), for answers asked by full address (a preview). */
  base: string;
  /** Each request as `<Accept> <path>`, in order. */
  requests: string[];
  /** Holds the next answer for `path` until `release` is called; `reached` settles when it is asked for. */
  hold: (path: string) => { reached: Promise<void>; release: () => void };
  close: () => Promise<void>;
}

/** Serves the recorded answers on 127.0.0.1 at a free port; a path not recorded is answered 404 and logged. */
export async function startRecordedServices(): Promise<RecordedServices> {
  const requests: string[] = [];
  const served = new Map<string, number>();
  const held = new Map<string, { reach: () => void; released: Promise<void> }>();
  const server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    requests.push(`${request.headers.accept ?? ''} ${url}`);
    const hold = held.get(url);
    if (hold) {
      held.delete(url);
      hold.reach();
      await hold.released;
    }
    if (generated(url, response)) return;
    const answers = routes[url];
    if (!answers) {
      response.writeHead(404, html).end('<!DOCTYPE html><title>Not recorded</title>');
      return;
    }
    const turn = served.get(url) ?? 0;
    served.set(url, turn + 1);
    const answer = answers[Math.min(turn, answers.length - 1)]!;
    response.writeHead(answer.status, answer.headers);
    response.end(answer.file ? readFileSync(path.join(fixtures, answer.file)) : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoints: `doi=${base}/doi,arxiv=${base}/arxiv/api/query,dblp=${base}/dblp,orcid=${base}/orcid/v3.0,openalex=${base}/openalex,crossref=${base}/crossref`,
    base,
    requests,
    hold: (path) => {
      let reach = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => (reach = resolve));
      held.set(path, { reach, released: new Promise<void>((resolve) => (release = resolve)) });
      return { reached, release };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
