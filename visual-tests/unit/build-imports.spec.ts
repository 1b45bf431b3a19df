import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseSync } from 'vite';
import { repoRoot } from '../support/buildOutput';

/*
 * The build imports nothing from the tests: `vite build` must run in a copy of the template without
 * visual-tests/ (the tests may import the build's modules, never the other way).
 */

const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file);
    return sourceFile.test(entry.name) ? [file] : [];
  });
}

/** Every module a file names: static imports, re-exports, and dynamic imports of a literal. */
function specifiers(file: string): string[] {
  const source = readFileSync(path.join(repoRoot, file), 'utf8');
  const { module, errors } = parseSync(file, source);
  expect(errors, `${file} parses`).toEqual([]);
  const dynamic = module.dynamicImports.map(({ moduleRequest }) =>
    source.slice(moduleRequest.start, moduleRequest.end).replace(/^(['"`])(.*)\1$/s, '$2'),
  );
  return [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.flatMap((entry) => entry.moduleRequest?.value ?? [])),
    ...dynamic,
  ];
}

/** Whether a specifier, from `file`, leads into the test folder. */
const intoTests = (file: string, specifier: string) => {
  const target = specifier.startsWith('.') ? path.posix.join(path.posix.dirname(file), specifier) : specifier;
  return /^(\/|\.\/)?visual-tests(\/|$)/.test(target) || specifier.includes('visual-tests/');
};

test('no module of the site or the build (src/, tooling/, vite.config.ts) imports from visual-tests/', () => {
  const files = [...filesUnder('src'), ...filesUnder('tooling'), 'vite.config.ts'];
  // The walk found the build's own modules: a walk that found none would prove nothing.
  expect(files).toContain('tooling/cv/printCv.ts');
  expect(files).toContain('tooling/browser/chromium.mjs');
  const found = files.flatMap((file) =>
    specifiers(file)
      .filter((specifier) => intoTests(file, specifier))
      .map((specifier) => `${file} → ${specifier}`),
  );
  expect(found).toEqual([]);
});

test('the check sees an import into the tests, however it is written', () => {
  expect(intoTests('tooling/cv/printCv.ts', '../../visual-tests/support/chromium.mjs')).toBe(true);
  expect(intoTests('vite.config.ts', './visual-tests/fixtures/largeContent.ts')).toBe(true);
  expect(intoTests('tooling/cv/printCv.ts', '../browser/chromium.mjs')).toBe(false);
  expect(intoTests('src/cv/CvPage.tsx', '../content/types')).toBe(false);
});
