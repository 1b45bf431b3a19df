import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readBibliography } from '../../tooling/content/bib/bibtex';
import { readEndpoints } from '../../tooling/import/endpoints';
import { parseImportId } from '../../tooling/content/bib/ids';
import { main } from '../../tooling/import/cli';
import { runImport } from '../../tooling/import/importer';
import { runCommand } from '../support/commandOutput';
import { realBibDir } from '../support/realBib';
import { startRecordedServices, type RecordedServices } from '../support/recordedServices';

/*
 * `npm run import` against the services' recorded answers (visual-tests/fixtures/import/, served on
 * 127.0.0.1: no test reaches the internet), on a copy of a real owner's .bib made for each test.
 */
const realBib = path.join(realBibDir() ?? '(no shared/realbib found)', 'abawi-hri-alfolio.bib');

function ownersBib(): string {
  if (!existsSync(realBib)) {
    if (process.env.CI) throw new Error(`${realBib} is missing: the import tests need a real owner's .bib`);
    test.skip(true, `${realBib} is missing`);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'import-')), 'publications.bib');
  copyFileSync(realBib, file);
  return file;
}

let services: RecordedServices;
test.beforeEach(async () => {
  services = await startRecordedServices();
});
test.afterEach(() => services.close());

/** The report with the local server's address as `HOST`, so the lines are literal. */
const host = () => new URL(readEndpoints(services.endpoints).doi).host;
const report = (lines: string[]) => lines.map((line) => line.replaceAll(host(), 'HOST'));
const paths = () => services.requests.map((r) => r.slice(r.indexOf(' /') + 1));

const run = (bibPath: string, ids: string[], write: boolean) =>
  runImport({
    ids,
    bibPath,
    bibLabel: 'publications.bib',
    endpoints: readEndpoints(services.endpoints),
    retry: { attempts: 3, maxWaitMs: 20, trustedOrigins: [services.base] },
    write,
  });

const ids = [
  '10.1145/3610977.3634999',
  '2507.01234',
  'https://doi.org/10.1109/LRA.2026.3650001',
  'arXiv:2409.12345',
  '2405.02929',
  'DBLP:conf/esann/Wulff25',
  'https://orcid.org/0000-0003-4812-0194',
  '10.1007/s12369-025-01234-5',
];

const firstReport = [
  'publications.bib: 22 entries',
  '10.1145/3610977.3634999: new → abawi2025gaze (@inproceedings, “Gaze Following for NICO: Über-Attention with α-Blending”)',
  '2507.01234: new → abawi2025scanpath (@misc, “Scanpath Prediction for Social Robots with Dynamic Attention”)',
  '10.1109/LRA.2026.3650001: new → abawi2026scanpath (@article, “Scanpath Prediction for Social Robots with Dynamic Attention”); the preprint abawi2025scanpath added above is left out (arXiv records this DOI for 2507.01234)',
  '2409.12345: preprint of abawi2025hrifree (arXiv records its DOI 10.1109/icra55743.2025.11127539): not added. To link it from abawi2025hrifree, add eprint = {2409.12345} and archiveprefix = {arXiv} there',
  '2405.02929: already in your .bib as abawi2025usp (same arXiv id)',
  'conf/esann/Wulff25: new → wulff2025balancingb (@inproceedings, “Balancing Exploration and Gaze Shifts in Robot Attention”)',
  '0000-0003-4812-0194 › 10.1109/ICRA55743.2025.11127539: already there as abawi2025hrifree (same DOI)',
  '0000-0003-4812-0194 › 10.1145/3610977.3634999: already there as abawi2025gaze, added above (same DOI)',
  '0000-0003-4812-0194 › 2405.02929: already there as abawi2025usp (same arXiv id)',
  '0000-0003-4812-0194: 5 works on ORCID, 3 known by DOI or arXiv id (not asked for)',
  '0000-0003-4812-0194/work/1500003: new → abawi2024attention (@inproceedings, “Attention Maps for Robot Gaze in the Wild”)',
  '0000-0003-4812-0194/work/1500004: already there as alpay2018surprisal (same title, year and first author)',
  '  HOST answered 429, asking to wait 2 s: retry 1 of 3 after 20 ms',
  '10.1007/s12369-025-01234-5: new → fu2025crossmodal (@article, “Crossmodal Conflict Resolution on a Humanoid: A Replication”)',
];

/** What the first run appends after the owner's last byte (the file ends "}\n"). */
const appended = `
@inproceedings{abawi2025gaze,
  title     = {Gaze Following for NICO: Über-Attention with α-Blending},
  doi       = {10.1145/3610977.3634999},
  booktitle = {Proceedings of the 2025 ACM/IEEE International Conference on Human-Robot Interaction},
  publisher = {ACM},
  author    = {Abawi, Fares and Müller, Jörg and Wermter, Stefan},
  year      = {2025},
  month     = mar,
  pages     = {112–120}
}

@article{abawi2026scanpath,
  title         = {Scanpath Prediction for Social Robots with Dynamic Attention},
  volume        = {11},
  issn          = {2377-3774},
  doi           = {10.1109/lra.2026.3650001},
  number        = {2},
  journal       = {IEEE Robotics and Automation Letters},
  publisher     = {Institute of Electrical {and} Electronics Engineers (IEEE)},
  author        = {Abawi, Fares and Fu, Di and Wermter, Stefan},
  year          = {2026},
  month         = feb,
  pages         = {1201–1208},
  eprint        = {2507.01234},
  archiveprefix = {arXiv}
}

@inproceedings{wulff2025balancingb,
  author    = {Wulff, Theodor},
  title     = {Balancing Exploration and Gaze Shifts in Robot Attention},
  booktitle = {33rd European Symposium on Artificial Neural Networks, Computational Intelligence and Machine Learning, ESANN 2025, Bruges, Belgium, April 23-25, 2025},
  year      = {2025},
  url       = {https://www.esann.org/sites/default/files/proceedings/2025/ES2025-42.pdf},
  biburl    = {https://dblp.org/rec/conf/esann/Wulff25.bib}
}

@inproceedings{abawi2024attention,
  title     = {Attention Maps for Robot Gaze in the Wild},
  author    = {Abawi, Fares and Fu, Di},
  booktitle = {Workshop on Social Attention in HRI at RO-MAN 2024},
  year      = {2024},
  month     = aug,
  url       = {https://example.org/sahri2024/abawi.pdf}
}

@article{fu2025crossmodal,
  title     = {Crossmodal Conflict Resolution on a Humanoid: A Replication},
  volume    = {17},
  issn      = {1875-4805},
  doi       = {10.1007/s12369-025-01234-5},
  number    = {4},
  journal   = {International Journal of Social Robotics},
  publisher = {Springer Science {and} Business Media LLC},
  author    = {Fu, Di and Abawi, Fares and Wermter, Stefan},
  year      = {2025},
  month     = apr,
  pages     = {655–671}
}
`;

test.describe('npm run import: papers into the owner’s .bib, never twice', () => {
  test('reads every form of id an owner pastes', () => {
    expect(
      [
        '10.1145/3610977.3634999',
        'https://doi.org/10.1145/3610977.3634999',
        'doi:10.1145/3610977.3634999',
        'https://doi.org/10.48550/arXiv.2405.02929',
        '2405.02929v3',
        'https://arxiv.org/abs/2405.02929',
        'arXiv:cs/0112017',
        'DBLP:conf/esann/Wulff25',
        'https://dblp.org/rec/conf/esann/Wulff25.html',
        'https://dblp.org/pid/123/4567.html',
        'https://orcid.org/0000-0003-4812-0194',
        '0000-0003-4812-0195',
        'smith2020',
      ].map(parseImportId),
    ).toEqual([
      { kind: 'doi', id: '10.1145/3610977.3634999' },
      { kind: 'doi', id: '10.1145/3610977.3634999' },
      { kind: 'doi', id: '10.1145/3610977.3634999' },
      { kind: 'arxiv', id: '2405.02929' },
      { kind: 'arxiv', id: '2405.02929' },
      { kind: 'arxiv', id: '2405.02929' },
      { kind: 'arxiv', id: 'cs/0112017' },
      { kind: 'dblp', id: 'conf/esann/Wulff25' },
      { kind: 'dblp', id: 'conf/esann/Wulff25' },
      { kind: 'dblp-person', id: '123/4567' },
      { kind: 'orcid', id: '0000-0003-4812-0194' },
      '"0000-0003-4812-0195": not an ORCID iD (its check digit is wrong)',
      '"smith2020": not a DOI, arXiv id, DBLP key (conf/…, journals/…), DBLP person (pid/…) or ORCID iD',
    ]);
  });

  test('without --write it shows the new entries as a diff and leaves the file as it was', async () => {
    const bib = ownersBib();
    const before = readFileSync(bib);
    const result = await run(bib, ids, false);
    expect(report(result.lines)).toEqual(firstReport);
    expect(result.failed).toEqual([]);
    expect(result.added).toEqual([
      'abawi2025gaze',
      'abawi2026scanpath',
      'wulff2025balancingb',
      'abawi2024attention',
      'fu2025crossmodal',
    ]);
    expect(readFileSync(bib).equals(before)).toBe(true);
    const diff = result.diff.split('\n');
    expect(diff.slice(0, 8)).toEqual([
      '--- a/publications.bib',
      '+++ b/publications.bib',
      '@@ -330,3 +330,62 @@',
      '   bibtex_show={true},',
      '   preview={https://d3i71xaburhd42.cloudfront.net/e8a7c0cc184a5da8c8949c4bdaa407c4cceceedf/4-Figure3-1.png}',
      ' }',
      '+',
      '+@inproceedings{abawi2025gaze,',
    ]);
    expect(diff.length).toBe(6 + 59 + 1);
    // Each service asked once per id; an id or an ORCID work known by DOI or arXiv id is not asked for.
    expect(paths()).toEqual([
      '/doi/10.1145/3610977.3634999',
      '/crossref/10.1145/3610977.3634999',
      '/arxiv/api/query?id_list=2507.01234&max_results=1',
      '/doi/10.1109/LRA.2026.3650001',
      '/arxiv/api/query?id_list=2409.12345&max_results=1',
      '/dblp/rec/conf/esann/Wulff25.bib',
      '/orcid/v3.0/0000-0003-4812-0194/works',
      '/orcid/v3.0/0000-0003-4812-0194/work/1500003',
      '/orcid/v3.0/0000-0003-4812-0194/work/1500004',
      '/doi/10.1007/s12369-025-01234-5',
      '/doi/10.1007/s12369-025-01234-5',
    ]);
  });

  test('--write appends the new entries after the owner’s last byte; the site reads them as the services meant', async () => {
    const bib = ownersBib();
    const before = readFileSync(bib, 'utf8');
    await run(bib, ids, true);
    const after = readFileSync(bib, 'utf8');
    expect(after.slice(0, before.length) === before).toBe(true);
    expect(after.slice(before.length)).toBe(appended);
    const { publications, issues } = readBibliography(after, 'publications.bib', []);
    expect(issues.filter((i) => i.severity !== 'warning')).toEqual([]);
    const byKey = (key: string) => publications.find((p) => p.key === key);
    expect(byKey('abawi2025gaze')?.title).toBe('Gaze Following for NICO: Über-Attention with α-Blending');
    expect(byKey('abawi2025gaze')?.authors).toEqual(['Fares Abawi', 'Jörg Müller', 'Stefan Wermter']);
    expect(byKey('abawi2026scanpath')?.fields.publisher).toBe(
      'Institute of Electrical and Electronics Engineers (IEEE)',
    );
    expect(byKey('wulff2025balancingb')?.authors).toEqual(['Theodor Wulff']);
    // The owner's entry with the key the new work would have had is untouched.
    expect(byKey('wulff2025balancing')?.title).toBe(
      'Balancing Long- and Short-Term Dynamics for the Modeling of Saliency in Videos',
    );
  });

  test('a second run adds nothing and says which entry each work matched', async () => {
    const bib = ownersBib();
    await run(bib, ids, true);
    const once = readFileSync(bib);
    const again = await run(bib, ids, true);
    expect(again.added).toEqual([]);
    expect(again.diff).toBe('');
    expect(readFileSync(bib).equals(once)).toBe(true);
    expect(report(again.lines)).toEqual([
      'publications.bib: 27 entries',
      '10.1145/3610977.3634999: already in your .bib as abawi2025gaze (same DOI)',
      '2507.01234: already in your .bib as abawi2026scanpath (same arXiv id)',
      '10.1109/LRA.2026.3650001: already in your .bib as abawi2026scanpath (same DOI)',
      '2409.12345: preprint of abawi2025hrifree (arXiv records its DOI 10.1109/icra55743.2025.11127539): not added. To link it from abawi2025hrifree, add eprint = {2409.12345} and archiveprefix = {arXiv} there',
      '2405.02929: already in your .bib as abawi2025usp (same arXiv id)',
      'conf/esann/Wulff25: already in your .bib as wulff2025balancingb (same DBLP key)',
      '0000-0003-4812-0194 › 10.1109/ICRA55743.2025.11127539: already there as abawi2025hrifree (same DOI)',
      '0000-0003-4812-0194 › 10.1145/3610977.3634999: already there as abawi2025gaze (same DOI)',
      '0000-0003-4812-0194 › 2405.02929: already there as abawi2025usp (same arXiv id)',
      '0000-0003-4812-0194: 5 works on ORCID, 3 known by DOI or arXiv id (not asked for)',
      '0000-0003-4812-0194/work/1500003: already there as abawi2024attention (same title, year and first author)',
      '0000-0003-4812-0194/work/1500004: already there as alpay2018surprisal (same title, year and first author)',
      // The recorded 429 was answered in the first run.
      '10.1007/s12369-025-01234-5: already in your .bib as fu2025crossmodal (same DOI)',
    ]);
  });

  test('failures name the id and what happened, and add nothing for that id', async () => {
    const bib = ownersBib();
    const before = readFileSync(bib);
    const result = await run(
      bib,
      ['10.1145/3610977.0000000', '10.5555/sign-in', '10.5555/always-busy', '0000-0003-4812-0195'],
      true,
    );
    expect(report(result.lines)).toEqual([
      'publications.bib: 22 entries',
      '10.1145/3610977.0000000: FAILED: unknown DOI: HOST answered 404',
      '10.5555/sign-in: FAILED: malformed answer from HOST: not BibTeX (“<!doctype html> <html lang="en"> <head> <title>Journal of Ex…”)',
      '  HOST answered 429, asking to wait 1 s: retry 1 of 3 after 20 ms',
      '  HOST answered 429, asking to wait 1 s: retry 2 of 3 after 20 ms',
      '  HOST answered 429, asking to wait 1 s: retry 3 of 3 after 20 ms',
      '10.5555/always-busy: FAILED: HOST still answered 429 after 3 retries',
      '0000-0003-4812-0195: FAILED: "0000-0003-4812-0195": not an ORCID iD (its check digit is wrong)',
    ]);
    expect(result.failed).toEqual([
      '10.1145/3610977.0000000',
      '10.5555/sign-in',
      '10.5555/always-busy',
      '0000-0003-4812-0195',
    ]);
    expect(readFileSync(bib).equals(before)).toBe(true);
  });

  test('no network: the id fails naming the host it could not reach', async () => {
    const bib = ownersBib();
    // A port that was free a moment ago and is closed now: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const result = await runImport({
      ids: ['10.1145/3610977.3634999'],
      bibPath: bib,
      bibLabel: 'publications.bib',
      endpoints: readEndpoints(`doi=http://127.0.0.1:${port}`),
      retry: { attempts: 3, maxWaitMs: 20, trustedOrigins: [`http://127.0.0.1:${port}`] },
      write: true,
    });
    expect(result.lines).toEqual([
      'publications.bib: 22 entries',
      `10.1145/3610977.3634999: FAILED: no network: could not reach 127.0.0.1:${port} (ECONNREFUSED)`,
    ]);
  });

  test('a preprint in the file, then its published version: added, linking both, and reported for merging', async () => {
    const bib = ownersBib();
    const before = readFileSync(bib, 'utf8');
    const first = await run(bib, ['2507.01234'], true);
    expect(first.added).toEqual(['abawi2025scanpath']);
    const second = await run(bib, ['10.1109/LRA.2026.3650001'], true);
    expect(report(second.lines).slice(1)).toEqual([
      '10.1109/LRA.2026.3650001: new → abawi2026scanpath (@article, “Scanpath Prediction for Social Robots with Dynamic Attention”); it is the published version of abawi2025scanpath (same title and first author): merge them (keep abawi2026scanpath, move anything of yours from abawi2025scanpath, then delete it)',
    ]);
    const added = readFileSync(bib, 'utf8').slice(before.length);
    expect(added).toContain(
      '@misc{abawi2025scanpath,\n  title         = {Scanpath Prediction for Social Robots with Dynamic Attention},\n  author        = {Abawi, Fares and Fu, Di and Wermter, Stefan},\n  year          = {2025},\n  month         = jul,\n  eprint        = {2507.01234},\n  archiveprefix = {arXiv},\n  primaryclass  = {cs.RO},\n  abstract      = {Robots that share a space with people need to know where people will look next. We predict scanpaths for social robots with a dynamic attention model trained on 14 000 fixations & saccades.}\n}',
    );
    expect(added).toContain('  eprint        = {2507.01234},\n  archiveprefix = {arXiv}\n}\n');
  });

  test('a file with CRLF line ends and no final line end: the new entry follows in its style', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-crlf-'));
    const bib = path.join(dir, 'publications.bib');
    writeFileSync(bib, '% mine\r\n@misc{abawi2025gaze,\r\n  title = {Something Else},\r\n  year = {2025}\r\n}');
    const result = await run(bib, ['10.1145/3610977.3634999'], true);
    expect(result.added).toEqual(['abawi2025gazeb']);
    expect(readFileSync(bib, 'utf8').split('}\r\n\r\n@inproceedings{abawi2025gazeb,\r\n  title ')).toHaveLength(2);
    expect(result.diff.split('\n').slice(2, 9)).toEqual([
      '@@ -3,3 +3,14 @@',
      '   title = {Something Else},',
      '   year = {2025}',
      '-}',
      '\\ No newline at end of file',
      '+}',
      '+',
    ]);
  });

  test('the command: a diff on stdout, the failed id on stderr, exit code 1, nothing written', async () => {
    const bib = ownersBib();
    const before = readFileSync(bib);
    const { code, stdout, stderr } = await runCommand(() =>
      main(
        ['--bib', bib, '--endpoints', services.endpoints, '10.1145/3610977.3634999', '10.1145/3610977.0000000'],
        {},
        { trustedOrigins: [services.base] },
      ),
    );
    expect(code).toBe(1);
    expect(stdout).toContain('+@inproceedings{abawi2025gaze,\n');
    expect(stdout).toContain(`1 new entry not written yet: run again with --write to add them to ${bib}.`);
    expect(stderr.replaceAll(host(), 'HOST')).toBe(
      '10.1145/3610977.0000000: FAILED: unknown DOI: HOST answered 404\n' +
        '1 of 2 ids failed: 10.1145/3610977.0000000 (nothing added for them)\n',
    );
    expect(readFileSync(bib).equals(before)).toBe(true);
  });
});
