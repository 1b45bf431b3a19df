import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pdfUaFailures } from '../support/pdfUaCheck';
import { distDir } from '../support/staticServer';

/*
 * The owner's CVs as the build wrote them (the full one and each of cv.ts's cvVariants): tagged PDF/UA-1,
 * by the machine check of support/pdfUaCheck.ts (docs/testing.md says what it cannot see). An owner's own
 * PDF (`profile.resume`) is theirs: the build writes none, and none is checked.
 */
const built = readdirSync(distDir).filter((file) => /-cv(-[a-z0-9-]+)?\.pdf$/.test(file));

test('the CVs the build wrote are tagged PDF/UA-1: no failure in the machine check', async () => {
  const failures = await Promise.all(
    built.map(async (file) =>
      (await pdfUaFailures(readFileSync(path.join(distDir, file)))).map((f) => `${file}: ${f}`),
    ),
  );
  expect(failures.flat(), 'without Chromium the build writes an untagged CV (its warning says so)').toEqual([]);
});
