import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readBibliography } from '../../tooling/content/bib/bibtex';
import { repoRoot } from '../support/buildOutput';
import { viteCli } from '../support/viteCli';

/** Patents as Google Scholar's "BibTeX" link exports them (`@misc`, Google Patents, the number in `note`), and as biblatex writes one. */
const bib = `
@misc{haddad2021grasp,
  title={Method and system for robot grasp recovery},
  author={Haddad, Noor and Smith, John},
  year={2021},
  publisher={Google Patents},
  note={US Patent 11,164,025}
}

@misc{haddad2023palm,
  title={Soft gripper with a tactile palm},
  author={Haddad, Noor},
  year={2023},
  publisher={Google Patents},
  note={US Patent App. 17/543,210}
}

@misc{haddad2020intent,
  title={Projected intent display for robot arms},
  author={Haddad, Noor},
  year={2020},
  note={EP Patent 3,456,789}
}

@misc{haddad2022scholar,
  title={Handover cues for mobile robots},
  author={Haddad, Noor},
  year={2022},
  publisher={Google Patents}
}

@patent{haddad2019glove,
  title={Handover sensing glove},
  author={Haddad, Noor},
  number={EP1234567},
  holder={Fixture Robotics},
  year={2019}
}

@article{haddad2017wrist,
  title={Wrist camera mount},
  author={Haddad, Noor},
  journal={US Patent 9,876,543},
  year={2017},
  publisher={Google Patents}
}

@misc{haddad2018notes,
  title={Notes on grasping},
  author={Haddad, Noor},
  year={2018},
  publisher={Zenodo}
}
`;

test.describe('A patent kept as Google Scholar exports it', () => {
  test('is a patent, its number as its venue, never “Other” published by “Google Patents”', () => {
    const { publications, issues } = readBibliography(bib, 'site/publications.bib');
    expect(issues).toEqual([]);
    expect(publications.map((p) => [p.key, p.kind, p.venue])).toEqual([
      ['haddad2021grasp', 'Patent', 'US Patent 11,164,025'],
      ['haddad2023palm', 'Patent', 'US Patent App. 17/543,210'],
      ['haddad2020intent', 'Patent', 'EP Patent 3,456,789'],
      ['haddad2022scholar', 'Patent', ''],
      ['haddad2019glove', 'Patent', 'Patent EP1234567, Fixture Robotics'],
      ['haddad2017wrist', 'Patent', 'US Patent 9,876,543'],
      ['haddad2018notes', 'Other', 'Zenodo'],
    ]);
  });

  test('its page’s Scholar tags, resume.json and the CV say patent, and no conference “Google Patents”', async () => {
    test.setTimeout(120_000);
    const content = mkdtempSync(join(tmpdir(), 'patents-content-'));
    const out = mkdtempSync(join(tmpdir(), 'patents-out-'));
    try {
      cpSync(join(repoRoot, 'visual-tests/fixtures/content-minimal'), content, { recursive: true });
      writeFileSync(join(content, 'publications.bib'), bib);
      const code = await new Promise<number | null>((resolve, reject) => {
        const child = spawn(process.execPath, [viteCli, 'build', '--logLevel', 'error'], {
          cwd: repoRoot,
          env: { ...process.env, CONTENT_DIR: content, OUT_DIR: out, NO_COLOR: '1' },
          stdio: 'ignore',
        });
        child.on('error', reject);
        child.on('close', resolve);
      });
      expect(code).toBe(0);
      const page = readFileSync(join(out, 'publications/haddad2021grasp.html'), 'utf8');
      const meta = [...page.matchAll(/<meta name="(citation_[a-z_]+)" content="([^"]*)"/g)].map(
        (m) => `${m[1]}=${m[2]}`,
      );
      expect(meta.filter((m) => !m.startsWith('citation_abstract_html_url'))).toEqual([
        'citation_title=Method and system for robot grasp recovery',
        'citation_author=Noor Haddad',
        'citation_author=John Smith',
        'citation_publication_date=2021',
      ]);
      // The head (Scholar's tags, the description, JSON-LD) names no publisher; "Cite" keeps the .bib's fields.
      const head = page.split('</head>')[0]!;
      expect(head).not.toContain('Google Patents');
      expect(head).toContain('"genre": "Patent"');
      // Attribute names as the page is written: lower case, as a parser reads them.
      expect(page).toMatch(/>Patent<\/span><time datetime="2021">/);
      const resume = JSON.parse(readFileSync(join(out, 'resume.json'), 'utf8')) as {
        publications: Array<{ name: string }>;
      };
      // Newest first; a patent without a number has no publisher rather than an empty one.
      expect(resume.publications.slice(1, 3)).toEqual([
        { name: 'Handover cues for mobile robots', releaseDate: '2022', summary: 'Noor Haddad' },
        {
          name: 'Method and system for robot grasp recovery',
          publisher: 'US Patent 11,164,025',
          releaseDate: '2021',
          summary: 'Noor Haddad and John Smith',
        },
      ]);
      const pdf = readdirSync(out).find((f) => f.endsWith('-cv.pdf'))!;
      const cv = execFileSync('pdftotext', [join(out, pdf), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(cv).toContain(
        '2021 Method and system for robot grasp recovery Noor Haddad and John Smith Patent · US Patent 11,164,025 2020',
      );
      expect(cv).toContain('2022 Handover cues for mobile robots Noor Haddad Patent 2021');
      expect(cv).not.toContain('Google Patents');
      const list = readFileSync(join(out, 'publications/index.html'), 'utf8');
      expect(list).not.toContain('Google Patents');
    } finally {
      rmSync(content, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  });
});
