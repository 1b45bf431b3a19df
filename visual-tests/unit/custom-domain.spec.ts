import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cnameFile } from '../../tooling/generators/customDomain';

/** The build writes dist/CNAME for a site at a custom domain (what an al-folio owner kept in CNAME), and only then. */
test('a custom domain gets its CNAME; a host’s own address, a sub-path or the owner’s own CNAME do not', () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'cname-'));
  expect(cnameFile('https://janedoe.dev/', empty)).toEqual({ fileName: 'CNAME', source: 'janedoe.dev\n' });
  expect(cnameFile('https://www.jane-doe.ac.uk', empty)).toEqual({ fileName: 'CNAME', source: 'www.jane-doe.ac.uk\n' });
  // The sample's and the tests' addresses are reserved example names: no CNAME for them.
  expect(cnameFile('https://example.org/', empty)).toBeUndefined();
  expect(cnameFile('https://ines.example.org/', empty)).toBeUndefined();
  expect(cnameFile('https://jane.github.io/', empty)).toBeUndefined();
  expect(cnameFile('https://jane.github.io/portfolio/', empty)).toBeUndefined();
  expect(cnameFile('https://example.org/~jane/', empty)).toBeUndefined();
  expect(cnameFile('', empty)).toBeUndefined();
  const own = mkdtempSync(path.join(tmpdir(), 'cname-own-'));
  writeFileSync(path.join(own, 'CNAME'), 'mine.example.net\n');
  expect(cnameFile('https://janedoe.dev/', own)).toBeUndefined();
});
