import { expect, test } from '@playwright/test';
import { isOwnerName, readAuthor, shortList } from '../../src/content/authorNames';

test.describe('Author names', () => {
  test('marks after a name (or after one of its words) come off it, in order, each once', () => {
    expect(readAuthor('Fares Abawi*')).toEqual({ name: 'Fares Abawi', marks: ['*'] });
    expect(readAuthor('Di* Fu')).toEqual({ name: 'Di Fu', marks: ['*'] });
    expect(readAuthor('Maya Lindqvist*†')).toEqual({ name: 'Maya Lindqvist', marks: ['*', '†'] });
    expect(readAuthor('Ana Silva‡ #')).toEqual({ name: 'Ana Silva', marks: ['‡', '#'] });
    expect(readAuthor('Jonas Berg')).toEqual({ name: 'Jonas Berg', marks: [] });
  });

  test('the owner is recognised through marks, initials, order, accents and listed spellings', () => {
    const owner = 'Maya E. Lindqvist';
    for (const written of [
      'Maya E. Lindqvist',
      'maya e lindqvist',
      'Maya Lindqvist',
      'M. Lindqvist',
      'M. E. Lindqvist',
      'M.E. Lindqvist',
      'Lindqvist, Maya',
      'Lindqvist M.',
      'Maya Lindqvist*',
      'Máya Lindqvíst',
    ]) {
      expect(isOwnerName(written, owner), written).toBe(true);
    }
    for (const written of ['Mark Lindqvist', 'Maya Lind', 'Lindqvist', 'Anna Lindqvist', 'E. M. Lindqvist', '']) {
      expect(isOwnerName(written, owner), written).toBe(false);
    }
    expect(isOwnerName('Maya Holm', owner)).toBe(false);
    expect(isOwnerName('Maya Holm', owner, ['Maya Holm'])).toBe(true);
    expect(isOwnerName('M. Holm', owner, ['Maya Holm'])).toBe(true);
  });

  test('a long list shows its first five names and the owner’s, and counts the rest', () => {
    const names = Array.from({ length: 40 }, (_, i) => `Author ${i + 1}`);
    const owner = (n: string) => n === 'Author 31';
    expect(shortList(names, owner)).toEqual({ first: names.slice(0, 5), owner: 'Author 31', hidden: 34 });
    // The owner among the first: nothing after the ellipsis.
    expect(shortList(names, (n) => n === 'Author 2')).toEqual({
      first: names.slice(0, 5),
      owner: undefined,
      hidden: 35,
    });
    // Seven names or fewer stay whole.
    expect(shortList(names.slice(0, 7), owner)).toEqual({ first: names.slice(0, 7), hidden: 0 });
    expect(shortList(names.slice(0, 8), () => false)).toEqual({
      first: names.slice(0, 5),
      owner: undefined,
      hidden: 3,
    });
  });
});
