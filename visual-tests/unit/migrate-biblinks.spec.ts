import { expect, test } from '@playwright/test';
import { bibEntry } from '../../tooling/migrate/bibEntries';

/*
 * A link field is a URL, never TeX: a hand-listed paper's datasets link (`supp`, a real site's
 * `…/osfstorage?view_only=` and `…#Sec27`) was written `view\_only`, `\#Sec27`, links the HTML checker refused.
 */
test('link fields keep _ and # as written; text fields escape them', () => {
  expect(
    bibEntry('misc', 'pan2024', [
      ['title', 'Reading_speed #1'],
      ['supp', 'https://osf.io/9zcje/files/osfstorage?view_only='],
      ['website', 'https://example.org/paper#Sec27'],
      ['code', 'https://github.com/example/read_rift'],
    ]),
  ).toBe(`@misc{pan2024,
  title = {Reading\\_speed \\#1},
  supp = {https://osf.io/9zcje/files/osfstorage?view_only=},
  website = {https://example.org/paper#Sec27},
  code = {https://github.com/example/read_rift}
}
`);
});
