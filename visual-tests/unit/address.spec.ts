import { expect, test } from '@playwright/test';
import { readAddress, withSection } from '../../src/content/address';

// The one reading of an address (src/content/address.ts); the behaviour tests load each form in the browser.
test.describe('readAddress', () => {
  const cases: Array<[typed: string, path: string, section: string | null, filtered: boolean, hash: string]> = [
    ['', '/home', null, false, '#/home'],
    ['#', '/home', null, false, '#/home'],
    ['#/', '/home', null, false, '#/home'],
    ['#/about', '/about', null, false, '#/about'],
    ['#/About', '/about', null, false, '#/about'],
    ['#/about/', '/about', null, false, '#/about'],
    ['#about', '/about', null, false, '#/about'],
    ['#//about//', '/about', null, false, '#/about'],
    ['#/about?section=skills', '/about', 'skills', false, '#/about?section=skills'],
    ['#/about/?section=skills', '/about', 'skills', false, '#/about?section=skills'],
    ['#/about#skills', '/about', 'skills', false, '#/about?section=skills'],
    ['#/about#caf%C3%A9', '/about', 'café', false, '#/about?section=caf%C3%A9'],
    ['#/about#100%', '/about', '100%', false, '#/about?section=100%25'],
    ['#/about?section=skills#other', '/about', 'skills', false, '#/about?section=skills'],
    ['#/publications?kind=journal', '/publications', null, true, '#/publications?kind=journal'],
    ['#/publications?q=social%20robot', '/publications', null, true, '#/publications?q=social+robot'],
    ['#/publications?q=', '/publications', null, true, '#/publications?q='],
    ['#/publications?page=2', '/publications', null, false, '#/publications?page=2'],
    ['#/about/x', '/about/x', null, false, '#/about/x'],
    ['#/no-such-page', '/no-such-page', null, false, '#/no-such-page'],
  ];
  for (const [typed, path, section, filtered, hash] of cases) {
    test(`${typed || '(no hash)'} → ${hash}`, () => {
      const address = readAddress(typed);
      expect({
        path: address.path,
        route: address.route,
        section: address.section,
        filtered: address.filtered,
      }).toEqual({ path, route: path.slice(1), section, filtered });
      expect(address.hash).toBe(hash);
      // Canonical means fixed: reading the canonical address again gives itself.
      expect(readAddress(hash).hash).toBe(hash);
    });
  }

  test('withSection sets the section and keeps the other parameters', () => {
    expect(withSection('', 'skills')).toBe('?section=skills');
    expect(withSection('?kind=journal&section=old', 'new')).toBe('?kind=journal&section=new');
  });
});
