/** Scripts written right to left (ISO 15924), as Intl's likely subtags name them. */
const rightToLeft = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

/** `rtl` for a language written right to left (ar, he, fa, ur…), else `ltr`. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  try {
    const { script } = new Intl.Locale(locale).maximize();
    return script && rightToLeft.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** The attributes of `<html>` for `locale`: its language, and `dir="rtl"` where it is written right to left. */
export const htmlLanguage = (locale: string, escape: (text: string) => string) =>
  `lang="${escape(locale)}"${directionOf(locale) === 'rtl' ? ' dir="rtl"' : ''}`;
