import { doiOf } from './bibLinks.ts';

/** What one argument of `npm run import` names, read from any form an owner may paste. */
export type ImportId =
  | { kind: 'doi'; id: string }
  | { kind: 'arxiv'; id: string }
  | { kind: 'dblp'; id: string }
  | { kind: 'dblp-person'; id: string }
  | { kind: 'orcid'; id: string };

/** arXiv's identifiers since 2007 (`2405.02929`, with or without `v2`) and before (`cs/0112017`). */
const arxivId = /^(\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(v\d+)?$/i;
/** DBLP's record keys start with the kind of venue: `conf/chi/Smith24`, `journals/corr/abs-2405-02929`. */
const dblpKey = /^(?:conf|journals|books|phd|series|reference|tr|ms|persons)\/[^\s/]+\/[^\s]+$/;
const orcidId = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/** ISO 7064 mod 11-2, ORCID's check character: a mistyped iD is named before anything is asked. */
export function orcidChecksumOk(id: string): boolean {
  const digits = id.replace(/-/g, '');
  let total = 0;
  for (const c of digits.slice(0, -1)) total = (total + Number(c)) * 2;
  const check = (12 - (total % 11)) % 11;
  return digits.at(-1) === (check === 10 ? 'X' : String(check));
}

/** The arXiv id without its version and any `arXiv:` or address around it, or undefined. */
export function arxivIdOf(value: string): string | undefined {
  const bare = value
    .trim()
    .replace(/^(?:https?:\/\/)?(?:export\.)?arxiv\.org\/(?:abs|pdf)\//i, '')
    .replace(/^arxiv:\s*/i, '')
    .replace(/\.pdf$/i, '');
  const m = arxivId.exec(bare);
  return m ? m[1] : undefined;
}

/** Reads one argument; a string is the reason it is none of the forms. */
export function parseImportId(arg: string): ImportId | string {
  const value = arg.trim();
  const doi = doiOf(value);
  if (doi) {
    // arXiv's own DOIs (10.48550/arXiv.…) are asked of arXiv, which gives the preprint's full record.
    const arxivDoi = /^10\.48550\/arxiv\.(.+)$/i.exec(doi)?.[1];
    return arxivDoi && arxivIdOf(arxivDoi) ? { kind: 'arxiv', id: arxivIdOf(arxivDoi)! } : { kind: 'doi', id: doi };
  }
  const arxiv = arxivIdOf(value);
  if (arxiv) return { kind: 'arxiv', id: arxiv };
  const orcid = value.replace(/^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i, '').replace(/^orcid:\s*/i, '');
  if (orcidId.test(orcid)) {
    return orcidChecksumOk(orcid)
      ? { kind: 'orcid', id: orcid }
      : `"${arg}": not an ORCID iD (its check digit is wrong)`;
  }
  const dblp = value
    .replace(/^(?:https?:\/\/)?dblp\.(?:org|uni-trier\.de)\//i, '')
    .replace(/^DBLP:/i, '')
    .replace(/\.(?:bib|html|xml)$/i, '');
  if (/^pid\/[\w-]+\/[\w-]+$/.test(dblp)) return { kind: 'dblp-person', id: dblp.slice('pid/'.length) };
  const rec = dblp.replace(/^rec\//, '');
  if (dblpKey.test(rec)) return { kind: 'dblp', id: rec };
  return `"${arg}": not a DOI, arXiv id, DBLP key (conf/…, journals/…), DBLP person (pid/…) or ORCID iD`;
}
