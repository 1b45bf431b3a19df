import { expect, test } from '@playwright/test';
import { formatMessage, placeholdersOf } from '../../src/i18n/format';

const publications = '{count, plural, one {# publication} other {# publications}}';
const download = 'Download {count, plural, one {this one} other {these #}} as BibTeX';

test.describe('Messages: arguments, plurals and numbers', () => {
  test('a plural picks its form by the language’s rules, the count in its digits', () => {
    expect(formatMessage(publications, { count: 1 }, 'en')).toBe('1 publication');
    expect(formatMessage(publications, { count: 6 }, 'en')).toBe('6 publications');
    expect(formatMessage(publications, { count: 0 }, 'en')).toBe('0 publications');
    expect(formatMessage(download, { count: 1 }, 'en')).toBe('Download this one as BibTeX');
    expect(formatMessage(download, { count: 6 }, 'en')).toBe('Download these 6 as BibTeX');
    expect(formatMessage('{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }, 'en')).toBe('none');
    // Arabic has six forms: 3 is "few", 11 "many"; digits as ICU writes them for `ar` (Latin).
    const ar =
      '{count, plural, zero {لا منشورات} one {منشور واحد} two {منشوران} few {# منشورات} many {# منشورًا} other {# منشور}}';
    expect(formatMessage(ar, { count: 3 }, 'ar')).toBe('3 منشورات');
    expect(formatMessage(ar, { count: 11 }, 'ar')).toBe('11 منشورًا');
    expect(formatMessage(ar, { count: 2 }, 'ar')).toBe('منشوران');
  });

  test('a named argument is filled in, a number in the locale’s form, one not given is left visible', () => {
    expect(formatMessage('Cited by {count} · {source} · ', { count: 1234, source: 'OpenAlex' }, 'en')).toBe(
      'Cited by 1,234 · OpenAlex · ',
    );
    expect(formatMessage('Zitiert von {count}', { count: 1234 }, 'de')).toBe('Zitiert von 1.234');
    expect(formatMessage('All {count} publications by {name}, newest first.', { count: 6, name: 'Ana' }, 'en')).toBe(
      'All 6 publications by Ana, newest first.',
    );
    expect(formatMessage('Paper: {title}', {}, 'en')).toBe('Paper: {title}');
    expect(formatMessage('{shown} of ' + publications, { shown: 2, count: 6 }, 'en')).toBe('2 of 6 publications');
  });

  test('a message names its arguments, those inside a plural’s forms too', () => {
    expect([...placeholdersOf(download)]).toEqual(['count']);
    expect([...placeholdersOf('{shown} of {count, plural, one {# by {name}} other {#}}')]).toEqual([
      'shown',
      'count',
      'name',
    ]);
    expect([...placeholdersOf('No arguments at all')]).toEqual([]);
  });
});
