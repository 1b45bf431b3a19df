import { expect, test } from '@playwright/test';
import { contrastRatio, formatRatio, parseHex, relativeLuminance } from '../../src/styles/contrast';
import { contrastPairs, palettes, themeNames, type ColorRole } from '../../src/styles/tokens';

test.describe('WCAG contrast function', () => {
  test('matches the reference values: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#123c69', '#123c69')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
  });

  test('reads #rgb and #rrggbb, and rejects anything else', () => {
    expect(parseHex('#fa0')).toEqual([255, 170, 0]);
    expect(parseHex('#123C69')).toEqual([18, 60, 105]);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(() => parseHex('rgb(0 0 0)')).toThrow(/Not a hex colour/);
  });

  test('rounds the shown ratio down, so a pair shown as passing does pass', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(4.5)).toBe('4.50:1');
  });
});

test.describe('Palette contrast (tokens.ts contrastPairs), in each theme', () => {
  for (const theme of themeNames) {
    for (const { fg, bg, min, use } of contrastPairs) {
      test(`${theme}: ${fg} on ${bg} reaches ${min}:1 (${use})`, () => {
        expect(contrastRatio(palettes[theme][fg], palettes[theme][bg])).toBeGreaterThanOrEqual(min);
      });
    }
  }

  test('the themes have the same roles, and every role that carries text or an indicator is listed in a pair', () => {
    expect(Object.keys(palettes.dark).sort()).toEqual(Object.keys(palettes.light).sort());
    const listed = new Set(contrastPairs.flatMap(({ fg, bg }) => [fg, bg]));
    // `border` draws only decorative hairlines next to text that has its own contrast.
    const unlisted = Object.keys(palettes.light).filter((role) => !listed.has(role as ColorRole));
    expect(unlisted).toEqual(['border']);
  });
});
