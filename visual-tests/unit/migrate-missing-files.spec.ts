import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { settleFiles } from '../../tooling/migrate/missingFiles';
import { emptyMigration } from '../../tooling/migrate/model';
import { Source } from '../../tooling/migrate/sourceFiles';
import type { Profile } from '../../src/content/types';

/*
 * A picture the old folder lacks: a project's and a person's are taken off with their alt text (and the
 * to-do asking for one), each named in a to-do; one that is there is copied and kept.
 */

test('a project’s and a person’s missing picture: left out with its alt text, named; a present one kept', () => {
  const old = mkdtempSync(path.join(tmpdir(), 'migrate-missing-'));
  mkdirSync(path.join(old, 'img'));
  writeFileSync(path.join(old, 'img/kept.jpg'), 'a picture');
  const migration = emptyMigration('al-folio', 'a fixture', {
    photo: { src: '', alt: '' },
    intro: [],
  } as unknown as Profile);
  migration.projects.push(
    { entry: { id: 'boat', title: 'Boat', description: 'A boat.', image: 'images/boat.jpg', alt: '' }, from: 'b.md' },
    {
      entry: { id: 'reef', title: 'Reef', description: 'A reef.', image: 'images/kept.jpg', alt: 'A reef' },
      from: 'r.md',
    },
  );
  migration.people.push({
    entry: { id: 'lena-vik', name: 'Lena Vik', image: 'images/people/lena.png', alt: 'Portrait of Lena Vik' },
    from: 'p.md',
    alumni: false,
  });
  migration.files.push(
    { from: 'img/boat.jpg', to: 'images/boat.jpg', by: 'projects › boat › image' },
    { from: 'img/kept.jpg', to: 'images/kept.jpg', by: 'projects › reef › image' },
    { from: 'img/lena.png', to: 'images/people/lena.png', by: 'people › lena-vik › image' },
  );
  migration.todos.push(
    { file: 'site/content/projects.ts', entry: 'boat', field: 'alt', what: 'what the picture shows' },
    { file: 'site/content/projects.ts', entry: 'reef', field: 'alt', what: 'what the picture shows' },
  );

  const settled = settleFiles(migration, new Source(old));

  expect(settled.present.map((f) => f.to)).toEqual(['images/kept.jpg']);
  expect(settled.missing.map((f) => f.to)).toEqual(['images/boat.jpg', 'images/people/lena.png']);
  expect(migration.projects.map(({ entry }) => entry)).toEqual([
    { id: 'boat', title: 'Boat', description: 'A boat.' },
    { id: 'reef', title: 'Reef', description: 'A reef.', image: 'images/kept.jpg', alt: 'A reef' },
  ]);
  expect(migration.people[0]!.entry).toEqual({ id: 'lena-vik', name: 'Lena Vik' });
  expect(migration.todos).toEqual([
    { file: 'site/content/projects.ts', entry: 'reef', field: 'alt', what: 'what the picture shows' },
    {
      file: 'site/content/projects.ts',
      entry: 'boat',
      field: 'image',
      what: '"images/boat.jpg" is not in the old site’s folder: left out; add it to site/public/ with its alt text',
    },
    {
      file: 'site/content/people.ts',
      entry: 'lena-vik',
      field: 'image',
      what: 'their portrait is not in the old site’s folder (named above): left out, their initials show; add it to site/public/ and name it here, with its alt text',
    },
  ]);
});
