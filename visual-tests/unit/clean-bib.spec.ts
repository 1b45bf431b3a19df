import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cleanBib } from '../../tooling/content/bib/cleanBib';
import { fieldRole } from '../../src/content/publishedFields';
import { repoRoot } from '../support/buildOutput';
import { sampleCopy } from '../support/siteCopy';

/** `npm run clean-bib`: the .bib to commit, with only the private fields' lines gone. */

const isPrivate = (name: string) => fieldRole(name) === 'private';

test('only the private fields are cut: their lines whole, inline ones with their comma, all else byte for byte', () => {
  const source = `% kept comment
@string{hri = {HRI}}
@article{a,
\tTitle = {Kept},
\tAnnote = {A note
  on two lines},
  year = 2024, keywords = {x},
  url = "https://example.org/{a}",
\tBdsk-File-1 = {YnBsaXN0}}

@misc(b, title = {B} # hri, file = {/home/a.pdf})
`;
  const { text, removed } = cleanBib(source, isPrivate);
  expect(text).toBe(`% kept comment
@string{hri = {HRI}}
@article{a,
\tTitle = {Kept},
  year = 2024, 
  url = "https://example.org/{a}",
	}

@misc(b, title = {B} # hri, )
`);
  expect([...removed]).toEqual([
    ['annote', 1],
    ['keywords', 1],
    ['bdsk-file-1', 1],
    ['file', 1],
  ]);
});

test('a % line inside an entry skips nothing after it; one between entries is a comment, even when it holds one', () => {
  const source = `%%%%% 2024
% @misc{old, file = {/home/ada/old.pdf}}
@article{a,
  title = {A},
  % note to self
  annote = {ada-secret-1},
%  keywords = {commented out},
  file = {/home/ada/a.pdf},
  year = {2024}
}
`;
  const { text, removed, left } = cleanBib(source, isPrivate);
  expect(text).toBe(`%%%%% 2024
% @misc{old, file = {/home/ada/old.pdf}}
@article{a,
  title = {A},
  % note to self
%  keywords = {commented out},
  year = {2024}
}
`);
  expect([...removed]).toEqual([
    ['annote', 1],
    ['file', 1],
  ]);
  expect(left).toEqual({ commentLines: 4, commentBlocks: 0 });
});

test('JabRef’s file folder (a user, a host and a path) is cut; other @comment blocks are left and counted', () => {
  const source = `@article{a, title = {A}}

@Comment{jabref-meta: databaseType:bibtex;}

@Comment{jabref-meta: fileDirectory-ada-laptop:/home/ada/papers;}

@comment{jabref-meta: groupstree:
0 AllEntriesGroup:;
1 StaticGroup:HRI\\;0\\;a\\;;
}
@misc{b, title = {B}, file = {b.pdf}}
`;
  const { text, removed, left } = cleanBib(source, isPrivate);
  expect(text).toBe(`@article{a, title = {A}}

@Comment{jabref-meta: databaseType:bibtex;}


@comment{jabref-meta: groupstree:
0 AllEntriesGroup:;
1 StaticGroup:HRI\\;0\\;a\\;;
}
@misc{b, title = {B}, }
`);
  expect([...removed]).toEqual([
    ['@comment jabref-meta: fileDirectory', 1],
    ['file', 1],
  ]);
  expect(left).toEqual({ commentLines: 0, commentBlocks: 2 });
});

test('npm run clean-bib cleans the site’s .bib in place and keeps the file as it was out of git', () => {
  const site = sampleCopy('clean-bib-');
  try {
    const bib = path.join(site, 'content/publications.bib');
    const fixture = readFileSync(path.join(repoRoot, 'visual-tests/fixtures/private-data/managers.bib'), 'utf8');
    const sample = readFileSync(bib, 'utf8');
    const jabref = '% Reading list\n@Comment{jabref-meta: fileDirectory-ada-laptop:/home/ada/ada-secret-99;}\n';
    writeFileSync(bib, `${sample}\n${fixture}${jabref}`);
    const run = spawnSync('npm', ['run', '--silent', 'clean-bib'], {
      cwd: repoRoot,
      env: { ...process.env, SITE_DIR: site, INIT_CWD: site },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(/ada-secret-\d/);
    expect(run.stdout).toContain('@comment jabref-meta: fileDirectory (1)');
    expect(run.stdout).toMatch(
      /Left as written in \S*publications\.bib: 7 `%` comment lines\. The site never shows them, but the repository does/,
    );
    expect(readFileSync(path.join(site, 'content/publications.private.bib'), 'utf8')).toBe(
      `${sample}\n${fixture}${jabref}`,
    );
    const cleaned = readFileSync(bib, 'utf8');
    expect(cleaned.startsWith(sample)).toBe(true);
    expect(cleaned).not.toMatch(/ada-secret-\d|YnBsaXN0/);
    expect(cleaned).toContain(
      '\tTitle = {Haptic Cues for Teleoperation},\n\tYear = {2024},\n\t}\n\n@article{okafor2023jabref',
    );
    expect(cleaned).toContain('  acceptance       = {23% (40/172)}\n}');
    expect(cleaned).toContain('pmid = {31234567},\n}');
    expect(
      spawnSync('git', ['check-ignore', '-q', 'site/content/publications.private.bib'], { cwd: repoRoot }).status,
    ).toBe(0);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test.describe('npm run clean-bib: every byte it does not remove, in the file’s own encoding', () => {
  const run = (site: string, ...args: string[]) =>
    spawnSync('npm', ['run', '--silent', 'clean-bib', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, SITE_DIR: site, INIT_CWD: site },
      encoding: 'utf8',
    });
  const bibIn = (site: string) => path.join(site, 'content/publications.bib');

  test('Windows-1252 with CRLF: the accented letters stay the same bytes, the line ends stay', () => {
    const site = sampleCopy('clean-bib-1252-');
    try {
      // Müller, Größe, Köln, € in Windows-1252: one byte each (0xFC, 0xF6, 0xDF, 0x80).
      const before = Buffer.from(
        '% Jörg\r\n@article{mueller2024,\r\n  author = {M\xfcller, J\xf6rg},\r\n  title = {Gr\xfc\xdfe aus K\xf6ln f\xfcr 5 \x80},\r\n  file = {C:\\Users\\j\xf6rg\\paper.pdf},\r\n  annote = {private},\r\n  year = {2024}\r\n}\r\n',
        'latin1',
      );
      writeFileSync(bibIn(site), before);
      const result = run(site);
      expect(result.status, result.stderr).toBe(0);
      expect(readFileSync(bibIn(site))).toEqual(
        Buffer.from(
          '% Jörg\r\n@article{mueller2024,\r\n  author = {M\xfcller, J\xf6rg},\r\n  title = {Gr\xfc\xdfe aus K\xf6ln f\xfcr 5 \x80},\r\n  year = {2024}\r\n}\r\n',
          'latin1',
        ),
      );
      expect(readFileSync(path.join(site, 'content/publications.private.bib'))).toEqual(before);
      // A second clean keeps the first copy; its own is dated beside it.
      const again = Buffer.concat([readFileSync(bibIn(site)), Buffer.from('@misc{b, annote = {x}}\r\n', 'latin1')]);
      writeFileSync(bibIn(site), again);
      expect(run(site).status).toBe(0);
      expect(readFileSync(path.join(site, 'content/publications.private.bib'))).toEqual(before);
      const dated = readdirSync(path.join(site, 'content')).filter((f) =>
        /^publications\.[\dT-]+\.private\.bib$/.test(f),
      );
      expect(dated.map((f) => readFileSync(path.join(site, 'content', f)))).toEqual([again]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  test('UTF-16 LE with its byte-order mark: the private fields go, the mark and CRLF stay', () => {
    const site = sampleCopy('clean-bib-utf16-');
    try {
      const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
      writeFileSync(
        bibIn(site),
        utf16(
          '@misc{sato2023,\r\n  title = {東京の研究},\r\n  file = {/home/sato/論文.pdf},\r\n  keywords = {x},\r\n  year = {2023}\r\n}\r\n',
        ),
      );
      const result = run(site);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('without file (1), keywords (1)');
      expect(readFileSync(bibIn(site))).toEqual(
        utf16('@misc{sato2023,\r\n  title = {東京の研究},\r\n  year = {2023}\r\n}\r\n'),
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  test('an export never replaces the site’s .bib without --force, and then keeps it beside as publications.bib.bak', () => {
    const site = sampleCopy('clean-bib-export-');
    try {
      const owners = readFileSync(bibIn(site));
      const exported = path.join(site, 'export.bib');
      // UTF-8 with a byte-order mark: kept.
      const bom = Buffer.from([0xef, 0xbb, 0xbf]);
      writeFileSync(
        exported,
        Buffer.concat([bom, Buffer.from('@misc{new2026,\n  title = {Neu},\n  file = {a.pdf}\n}\n')]),
      );
      // npm runs the command from the repository: paths are said from there.
      const shown = (file: string) => path.relative(repoRoot, path.join(site, file));
      const refused = run(site, exported);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toBe(
        `clean-bib: ${shown('content/publications.bib')} is there already: nothing written. To replace it with the cleaned export.bib, run again with --force (it is kept first as publications.bib.bak).\n`,
      );
      expect(readFileSync(bibIn(site))).toEqual(owners);
      expect(existsSync(path.join(site, 'content/publications.bib.bak'))).toBe(false);

      const forced = run(site, exported, '--force');
      expect(forced.status, forced.stderr).toBe(0);
      expect(forced.stdout).toContain(
        `The file as it was is in ${shown('content/publications.bib.bak')}, which git ignores`,
      );
      expect(readFileSync(path.join(site, 'content/publications.bib.bak'))).toEqual(owners);
      expect(readFileSync(bibIn(site))).toEqual(
        Buffer.concat([bom, Buffer.from('@misc{new2026,\n  title = {Neu},\n}\n')]),
      );
      expect(
        spawnSync('git', ['check-ignore', '-q', 'site/content/publications.bib.bak'], { cwd: repoRoot }).status,
      ).toBe(0);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
