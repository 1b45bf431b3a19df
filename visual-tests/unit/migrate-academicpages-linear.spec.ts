import { expect, test } from '@playwright/test';
import { authorsOf, namesOf } from '../../tooling/migrate/citationAuthors';
import { cvEntryOf } from '../../tooling/migrate/cvLines';
import { sectionsOf } from '../../tooling/migrate/cvPage';
import { handListed } from '../../tooling/migrate/handListed';
import { readEmail } from '../../tooling/migrate/obfuscatedEmail';
import { greetingOf, roleAndPlace, roleApartFrom } from '../../tooling/migrate/profileText';
import { latexInProse, pageAbstract } from '../../tooling/migrate/publicationPage';

/*
 * What academicpages' readers take from an old site is hostile until read: 200 KB of the characters that
 * make a careless pattern backtrack, through every reader of this work, each done within a second.
 */
const hostile = ['[', '*', '{', '<', '|', ' ', ',', '(', '.', '- '].map((c) => c.repeat(200_000 / c.length));
const mixed = ['A. ', 'Smith, ', '(2019', ' and ', '**', '\n- ', '\n### x\n', '\\eg ', ' at '].map((c) =>
  c.repeat(200_000 / c.length),
);

test('200 KB of brackets, stars, braces, bars, commas and half-names pass every reader in under a second', () => {
  for (const text of [...hostile, ...mixed]) {
    const started = performance.now();
    namesOf(text);
    authorsOf(text, 'x');
    authorsOf(`${text} "Title"`, 'Title');
    cvEntryOf({ line: text, nested: [text] });
    sectionsOf(`Heading\n===\n* ${text}\n  ${text}`);
    handListed(`- ${text} (2020). *T.*\n### ${text}\n${text} (2020, ${text})`);
    readEmail(text);
    greetingOf('Ada Okafor', [text]);
    roleAndPlace(text);
    roleApartFrom(text, 'Example University');
    latexInProse(text);
    pageAbstract({ excerpt: text }, text.slice(0, 50_000));
    expect(performance.now() - started, JSON.stringify(text.slice(0, 12))).toBeLessThan(1000);
  }
});
