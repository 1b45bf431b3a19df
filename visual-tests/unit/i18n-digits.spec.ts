import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageFileOf, prerenderedPage, rtlOutDir } from '../support/buildOutput';

/*
 * Egyptian Arabic writes its numbers in Arabic-Indic digits (٢٠٢٦), as Intl writes its dates: the Arabic owner's
 * Home, About and Publications, as built (`npm run build:rtl`), hold no Latin digit but in the owner's own words.
 */

/** The owner's words that have Latin digits in them (owners/rtl/content): venues, a timeline's text, an award. */
const ownWords = [
  'Proceedings of the Third Arabic Natural Language Processing Conference (ArabicNLP 2026)، القاهرة، مصر',
  'Transactions of the Association for Computational Linguistics، 13',
  'ArabicNLP 2025، Vienna, Austria',
  'Proceedings of LREC-COLING 2024، Torino, Italia',
  'مجلة اللسانيات الحاسوبية العربية، 4(2)',
  'تدير دراسات التعليق في المختبر وتدرّس مقرر «مقدمة في معالجة اللغات» لنحو 90 طالبًا في العام.',
  'قيّمت نموذج تعرّف على الكلام على تسجيلات من 38 متحدثًا من الصعيد.',
  'جائزة أفضل ورقة، ArabicNLP 2025',
];

/** Each text of a page (between tags) that has a Latin digit in it. */
const withLatinDigits = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /[0-9]/.test(line));

test('the Arabic owner’s pages write every number of their own in Arabic-Indic digits', () => {
  const html = readFileSync(path.join(rtlOutDir, 'index.html'), 'utf8');
  // Home's page is in index.html; every other page in a file of its own.
  const pageFile = (route: string) =>
    route === 'home' ? '' : readFileSync(path.join(rtlOutDir, pageFileOf(html, route)), 'utf8');
  const page = (route: string) => prerenderedPage(html, route, pageFile(route));
  for (const route of ['home', 'about', 'publications'])
    expect(
      withLatinDigits(page(route)).filter((text) => !ownWords.includes(text)),
      route,
    ).toEqual([]);

  // The year headings (their ids stay Latin, for links), the kinds' counts, About's years, the footer's year.
  expect(page('publications')).toContain('<h2 id="year-2025" class="');
  expect(page('publications')).toMatch(/>٢٠٢٥<\/h2>/);
  expect(page('publications')).toMatch(/>الكل<span class="\w+">٦<\/span>/);
  expect(page('about')).toMatch(/<time dateTime="2026-03" class="\w+">٢٠٢٦<\/time>/);
  expect(html).toMatch(/© <!-- -->[٠-٩]{4}<!-- -->/);
  expect(
    withLatinDigits(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')).filter((text) =>
      text.startsWith('©'),
    ),
  ).toEqual([]);
});
