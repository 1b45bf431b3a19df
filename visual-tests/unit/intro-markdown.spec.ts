import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { dataModuleSource } from '../../tooling/content/forms/contentModule';
import { contentFile } from '../../tooling/content/checks/contentSchema';
import { generatedModules } from '../../tooling/content/generatedModules';
import type { CheckedContent } from '../../tooling/content/loadContent';
import { storeOf } from '../../tooling/content/store/store';
import { introParagraph, plainText } from '../../tooling/content/markdown/markdown';
import { markdownIssues, markdownLinks } from '../../tooling/content/markdown/markdownFields';
import { formatIssue, validateContent } from '../../tooling/content/checks/validateContent';
import { validModules } from '../fixtures/validContent';

/*
 * The profile's intro is Markdown, a paragraph per text: Home shows each as the build's HTML (a paragraph's
 * inline HTML in Home's own <p>, so an intro of plain words renders exactly as before), and the places that take
 * plain text get its words. Its links are checked like a body's.
 */

const publicDir = fileURLToPath(new URL('../fixtures/public', import.meta.url));

test('a paragraph of words, links and emphasis is inline HTML; a list is a block', () => {
  expect(introParagraph('I study [trust](https://example.org/trust) in *shared* workspaces.')).toEqual({
    html: 'I study <a href="https://example.org/trust" target="_blank" rel="noopener noreferrer">trust</a> in <em>shared</em> workspaces.',
    inline: true,
  });
  expect(introParagraph('I am a PhD student.')).toEqual({ html: 'I am a PhD student.', inline: true });
  expect(introParagraph('Three things:\n- *mapping*\n- fieldwork')).toEqual({
    html: '<p>Three things:</p>\n<ul>\n<li><em>mapping</em></li>\n<li>fieldwork</li>\n</ul>',
    inline: false,
  });
});

test('plain text where plain text is needed: a link its words, emphasis its text, a list its items', () => {
  expect(plainText('I study [trust](https://example.org/trust) in *shared* `code`.')).toBe(
    'I study trust in shared code.',
  );
  expect(plainText('Three things:\n- *mapping*\n- fieldwork')).toBe('Three things: mapping fieldwork');
});

test('the intro’s links are checked as a body’s: raw HTML refused, a missing file named, http:// warned of', () => {
  const modules = validModules();
  modules['profile.ts'].profile.intro = [
    'See my [CV](files/no-such-cv.pdf) and <b>this</b>.',
    'Old [lab page](http://lab.example.org).',
  ];
  expect(validateContent(modules, { publicDir, contentLabel: 'site/content' }).map(formatIssue)).toEqual([]);
  expect(markdownIssues(modules, 'site/content', publicDir, new Set(['/home'])).map(formatIssue)).toEqual([
    'site/content/profile.ts › profile › intro[0]: link [files/no-such-cv.pdf]: file "files/no-such-cv.pdf" not found in public/',
    'site/content/profile.ts › profile › intro[0]: not allowed: raw HTML <b> (write it in Markdown)',
    'site/content/profile.ts › profile › intro[1]: link "http://lab.example.org" is http://: published as written; write https:// where lab.example.org has it',
  ]);
  // A file linked only from the intro is one the site uses.
  expect(markdownLinks(modules)).toContain('files/no-such-cv.pdf');
});

test('Home gets the intro as HTML and resume.json its words; the profile module ships without the Markdown', () => {
  const modules = validModules();
  modules['profile.ts'].profile.intro = ['I study [trust](https://example.org/trust).', 'Plain words.'];
  const content = { modules, store: storeOf({ modules, publications: [] }) } as unknown as CheckedContent;
  expect(generatedModules['virtual:home-intro']!(content)).toBe(
    `export const intro = JSON.parse(${JSON.stringify(
      '[{"html":"I study <a href=\\"https://example.org/trust\\" target=\\"_blank\\" rel=\\"noopener noreferrer\\">trust</a>.","inline":true},{"html":"Plain words.","inline":true}]',
    )});`,
  );
  expect(generatedModules['virtual:intro-text']!(content)).toBe(
    `export const introText = JSON.parse(${JSON.stringify('["I study trust.","Plain words."]')});`,
  );
  const shipped = dataModuleSource(contentFile('profile'), modules['profile.ts']);
  const json = /^export const profile = JSON\.parse\((.*)\);$/m.exec(shipped)?.[1];
  const profile = JSON.parse(JSON.parse(json!)) as Record<string, unknown>;
  expect(profile.intro).toBeUndefined();
  expect(profile.name).toBe(modules['profile.ts'].profile.name);
});
