import { expect, test } from '@playwright/test';
import { toMarkdown } from '../../tooling/migrate/markup';

/*
 * A real about page links a repository as `[repository][def]` with `[def]: https://…` at its end. The intro is
 * kept paragraph by paragraph, so the reference showed as "[repository][def]" on Home and the link was lost.
 */
test('reference links become inline links; their definitions go', () => {
  const about = [
    'Please check out this [repository][def] and [the lab][].',
    '',
    '- Mar 2025: see [Docs] too.',
    '',
    '[def]: https://github.com/example/screws',
    '[The Lab]: https://lab.example.org/ "Lab"',
    '[docs]: https://docs.example.org/',
  ].join('\n');
  expect(toMarkdown(about).text).toBe(
    [
      'Please check out this [repository](https://github.com/example/screws) and [the lab](https://lab.example.org/).',
      '',
      '- Mar 2025: see [Docs](https://docs.example.org/) too.',
    ].join('\n'),
  );
});

test('brackets that name no definition stay as written', () => {
  expect(toMarkdown('An [aside] and [x][y].\n\n[z]: https://z.example.org/').text).toBe('An [aside] and [x][y].');
  expect(toMarkdown('No definitions: [a][b] [c]').text).toBe('No definitions: [a][b] [c]');
});

test('200 KB of brackets is read in linear time', () => {
  const start = performance.now();
  toMarkdown(`${'['.repeat(100_000)}${']['.repeat(50_000)}\n[a]: b`);
  toMarkdown(`<a@${'a.'.repeat(100_000)} ${'<https://'.repeat(20_000)}`);
  expect(performance.now() - start).toBeLessThan(1000);
});

/* Real course pages write links as Markdown autolinks (`<https://…>`, 46 on the shared sites): they were lost. */
test('autolinks become links, the address their words', () => {
  expect(toMarkdown('See <https://example.org/a?b=1#c> and write to <ines@example.org>.').text).toBe(
    'See [https://example.org/a?b=1#c](https://example.org/a?b=1#c) and write to [ines@example.org](mailto:ines@example.org).',
  );
  expect(toMarkdown('An <em>emphasis</em> stays.').text).toBe('An *emphasis* stays.');
});
