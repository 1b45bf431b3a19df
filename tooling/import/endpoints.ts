/** The public services asked, by name; each base address can be replaced (a mirror, or a local server in tests). */
export interface Endpoints {
  /** DOI content negotiation: GET <doi>/<DOI> with `Accept: application/x-bibtex`. */
  doi: string;
  /** arXiv's API: GET <arxiv>?id_list=<id>, an Atom feed. */
  arxiv: string;
  /** DBLP: GET <dblp>/rec/<key>.bib and <dblp>/pid/<pid>.bib. */
  dblp: string;
  /** ORCID's public API v3.0: GET <orcid>/<iD>/works, then <orcid>/<iD>/work/<put-code>. */
  orcid: string;
  /** OpenAlex (npm run citations): GET <openalex>/works/doi:<DOI>, its `cited_by_count`. */
  openalex: string;
  /** Crossref's REST API (npm run citations): GET <crossref>/works/<DOI>, its `is-referenced-by-count`. */
  crossref: string;
}

export const defaultEndpoints: Endpoints = {
  doi: 'https://doi.org',
  arxiv: 'https://export.arxiv.org/api/query',
  dblp: 'https://dblp.org',
  orcid: 'https://pub.orcid.org/v3.0',
  openalex: 'https://api.openalex.org',
  crossref: 'https://api.crossref.org',
};

/** `doi=http://127.0.0.1:8080/doi,orcid=…` (IMPORT_ENDPOINTS or --endpoints) over the defaults. */
export function readEndpoints(spec: string | undefined, base: Endpoints = defaultEndpoints): Endpoints {
  const out = { ...base };
  for (const part of (spec ?? '').split(',').filter((p) => p.trim())) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim();
    if (eq < 0 || !(name in out)) {
      throw new Error(`endpoints: "${part}" is not name=address (names: ${Object.keys(out).join(', ')})`);
    }
    out[name as keyof Endpoints] = part
      .slice(eq + 1)
      .trim()
      .replace(/\/+$/, '');
  }
  return out;
}

/** The host an address names, for messages ("doi.org answered 404"). */
export const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};
