/**
 * A visitor's theme choice: 'light' or 'dark' in localStorage and as data-theme on <html>; neither
 * means the system setting. Plain constants, shared by the boot script (src/boot/bootScript.ts), the
 * styles (theme.css.ts) and the control in the header.
 */
export const themeStorageKey = 'theme';
export const themeAttribute = 'data-theme';
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
