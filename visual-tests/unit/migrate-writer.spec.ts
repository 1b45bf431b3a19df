import { expect, test } from '@playwright/test';
import type { Profile } from '../../src/content/types';
import { emptyMigration } from '../../tooling/migrate/model';
import { contentFiles } from '../../tooling/migrate/writer';

/*
 * The names migrate gives the Markdown files it writes: the date once, then the entry's own words; a link's
 * words, never its address.
 */
test('a file is named by its date and its words: no date twice, no address', async () => {
  const m = emptyMigration('academicpages', '', { name: 'Ada Pell' } as Profile);
  m.teaching.push({
    entry: { id: '2014-spring-teaching-1', course: 'Climate', institution: 'Example University', date: '2018-01-15' },
    from: '_teaching/2014-spring-teaching-1.md',
  });
  m.news.push({
    entry: { date: '2021-06-30', text: 'Joined [the robotics lab](http://rsl.example.org/) at http://example.org/x' },
    from: '_news/a.md',
  });
  const names = (await contentFiles(m, 'markdown')).map(([file]) => file).filter((f) => f.endsWith('.md'));
  expect(names).toEqual(['news/2021-06-30-joined-the-robotics-lab-at.md', 'teaching/2018-01-15-spring-teaching-1.md']);
});
