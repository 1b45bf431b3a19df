import { FieldMode, type Creator } from '@retorquere/bibtex-parser';
import { monthAndDay, plain } from '../content/bib/bibFields.ts';
import { doiOf } from '../content/bib/bibLinks.ts';
import { fieldPolicy } from '../content/bib/bibPrivacy.ts';
import { readBibliography, type BibPublication } from '../content/bib/bibtex.ts';
import { shapeOf, withoutCommands, type EntryShape, type Shape } from './answerShape.ts';
import { ImportFailure } from './http.ts';
import { cleanText, namePart, texValue, verbatimValue } from './texValue.ts';
import { entryText, identityOf, type Identity, type Work } from '../content/bib/work.ts';

/** Fields a service adds that an owner's entry does not need (bookkeeping). */
const dropped = new Set(['timestamp', 'bibsource', 'collection']);
const monthMacros = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Addresses and identifiers, read verbatim (no TeX in them). */
const verbatim = new Set(['biburl', ...FieldMode.verbatim.filter((f): f is string => typeof f === 'string')]);

const creatorText = (c: Creator) =>
  c.name
    ? `{${texValue(plain(c.name)).slice(1, -1)}}`
    : [[c.prefix, c.lastName].filter(Boolean).join(' '), c.suffix, c.firstName]
        .filter((part): part is string => !!part)
        .map((part) => namePart(plain(part)))
        .join(', ');

/** One field as written into the owner's file, from its decoded text. */
function valueOf(name: string, text: string, shape: EntryShape | undefined): string {
  const creators = shape?.creators[name];
  if (creators) return `{${creators.map(creatorText).join(' and ')}}`;
  const list = shape?.lists[name];
  if (list) return `{${list.map((item) => texValue(item).slice(1, -1)).join(' {and} ')}}`;
  if (name === 'month') {
    const { month } = monthAndDay(text);
    return month ? monthMacros[month - 1]! : texValue(text);
  }
  if (name === 'doi') return verbatimValue(doiOf(text) ?? text);
  return verbatim.has(name) ? verbatimValue(text) : texValue(text);
}

/** The entry's cited fields rebuilt one by one from the reader's decoded text, and what else the importer keeps. */
function fieldsOf(p: BibPublication, shape: Shape): Array<[string, string]> {
  const policy = fieldPolicy();
  const identity = identityOf(p);
  const entry = shape.entries.get(p.key);
  const fields: Array<[string, string]> = [];
  for (const [name, text] of Object.entries(p.fields)) {
    if (text === undefined || !policy.cited(name) || dropped.has(name)) continue;
    if (name === 'url' && (doiOf(text) || /arxiv\.org\/abs\//i.test(text))) continue;
    if (name === 'doi' && !identity.doi) continue;
    fields.push([name === 'eprinttype' ? 'archiveprefix' : name, valueOf(name, text, entry)]);
  }
  // Not part of a citation: kept so the record is known again by its DBLP key.
  if (p.fields.biburl) fields.push(['biburl', verbatimValue(p.fields.biburl)]);
  if (identity.arxiv && !fields.some(([name]) => name === 'eprint')) {
    fields.push(['eprint', `{${identity.arxiv}}`], ['archiveprefix', '{arXiv}']);
  }
  // Shown on the paper's page, not cited: written from the reader's text, at the end.
  if (p.abstract) fields.push(['abstract', texValue(p.abstract)]);
  return fields;
}

/**
 * Works from BibTeX a service sent (DOI negotiation, DBLP, an ORCID citation, or one made from arXiv's
 * feed): TeX commands the parser does not know dropped with their arguments, decoded by the site's own
 * reader, then each field written again from the decoded text and read back, so what is kept is what
 * the file will say.
 */
export function worksFromBibtex(answer: string, source: string, from: string): Work[] {
  const label = `${from}'s answer`;
  // Control characters and U+2028 are no part of a citation (and stop the parser): cleaned before reading.
  const clean = cleanText(answer);
  const first = shapeOf(clean);
  const text = withoutCommands(clean, first.unknown);
  const shape = first.unknown.size > 0 ? shapeOf(text) : first;
  const { publications, issues } = readBibliography(text, label, []);
  const errors = issues.filter((i) => i.severity !== 'warning');
  const malformed = (problem: { entry?: string; field?: string; problem: string }) => {
    const where = [problem.entry, problem.field].filter(Boolean).join(' › ');
    return new ImportFailure(`malformed answer from ${from}: ${where}${where ? ': ' : ''}${problem.problem}`);
  };
  if (errors.length > 0) throw malformed(errors[0]!);
  if (publications.length === 0) throw new ImportFailure(`malformed answer from ${from}: no BibTeX entry in it`);
  return publications.map((p) => {
    const type = /^@([a-z]+)\{/i.exec(p.bibtex)?.[1]?.toLowerCase() ?? 'misc';
    const fields = fieldsOf(p, shape);
    const back = readBibliography(entryText('imported', { type, fields }), label, []);
    const problem = back.issues.find((i) => i.severity !== 'warning');
    if (problem || back.publications.length !== 1) {
      throw malformed({
        entry: p.key,
        problem: `the entry made from it would not read back (${problem?.problem ?? 'not one entry'})`,
      });
    }
    const written = back.publications[0]!;
    // The identifiers as the answer gave them (a DOI only in its `url`, a DBLP key only as its key).
    const ids = identityOf(p);
    const identity: Identity = identityOf({ ...written, key: p.key });
    for (const name of ['doi', 'arxiv', 'dblp'] as const) {
      if (ids[name]) identity[name] = ids[name];
      else delete identity[name];
    }
    const dropped = [...first.unknown].map((name) => `\\${name}`);
    return { source, key: p.key, dropped, type, fields, identity, title: written.title };
  });
}

/**
 * One id adds one entry: of several in an answer (DBLP's export adds the proceedings it cites), the one
 * `matches` picks, else the first; the log says which was taken and what was left out.
 */
export function oneWork(
  works: Work[],
  id: string,
  log: (line: string) => void,
  matches: (w: Work) => boolean,
  why: string,
) {
  if (works.length <= 1) return works;
  const chosen = works.find(matches);
  const taken = chosen ?? works[0]!;
  const others = works.filter((w) => w !== taken).map((w) => w.key);
  log(
    `${id}: the answer holds ${works.length} entries: took ${taken.key} (${chosen ? why : 'the first'}), left out ${others.join(', ')}`,
  );
  return [taken];
}
