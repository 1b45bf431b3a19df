import type { CvText } from '../../../src/cv/cvFiles.ts';

/*
 * The CV sets the site's faces (Latin) and, for any other script, the system's fonts (src/cv/cvPageStyle.ts: a
 * generic family after the faces), as the site does. What no installed font draws is left blank in the PDF: one
 * line per script then, saying what to install, not one per field (an Arabic CV would have dozens).
 */

/** The scripts a CV is likely to hold, in ISO 15924 codes (`\p{sc=…}` tests them). */
const scripts = ['Arab', 'Hebr', 'Syrc', 'Thaa', 'Hani', 'Hira', 'Kana', 'Bopo', 'Hang', 'Thai', 'Laoo', 'Khmr'];
scripts.push('Mymr', 'Tibt', 'Deva', 'Beng', 'Guru', 'Gujr', 'Orya', 'Taml', 'Telu', 'Knda', 'Mlym', 'Sinh');
scripts.push('Ethi', 'Geor', 'Armn', 'Grek', 'Cyrl');
const tests = scripts.map((code) => ({ code, test: new RegExp(`\\p{sc=${code}}`, 'u') }));
/** Debian's (and Ubuntu's) package of Noto fonts for a script: CJK apart, the core one covers the rest. */
const cjk = new Set(['Hani', 'Hira', 'Kana', 'Bopo', 'Hang']);
const names = new Intl.DisplayNames('en', { type: 'script' });

/** A script's code, or `Zyyy` for signs shared by scripts (punctuation such as "《" or "،"). */
const scriptOf = (ch: string) => tests.find(({ test }) => test.test(ch))?.code ?? 'Zyyy';

/**
 * One warning per script whose letters neither the site's faces (`faces`) nor any installed font (`lack`) draw,
 * naming the field it first appears in. `lack` undefined: the system's fonts are not known (no fontconfig: macOS
 * and Windows, whose fonts draw every script above), and nothing is said.
 */
export function cvScriptWarnings(
  texts: readonly CvText[],
  faces: ReadonlySet<number>,
  lack: ((codePoints: readonly number[]) => number[]) | undefined,
  contentLabel: string,
): string[] {
  if (!lack) return [];
  const beyond = new Map<string, { letters: Set<number>; first: CvText }>();
  for (const text of texts)
    for (const ch of text.text) {
      const c = ch.codePointAt(0)!;
      if (c < 0x20 || faces.has(c)) continue;
      const script = scriptOf(ch);
      const found = beyond.get(script) ?? { letters: new Set(), first: text };
      beyond.set(script, found.letters.add(c) && found);
    }
  return [...beyond].flatMap(([script, { letters, first }]) => {
    const blank = lack([...letters]);
    if (blank.length === 0) return [];
    const name = script === 'Zyyy' ? 'signs shared by scripts' : `${names.of(script)} (${script})`;
    const some = blank.slice(0, 5).map((c) => `"${String.fromCodePoint(c)}"`);
    const where = `${contentLabel}/${first.file} › ${first.entry} › ${first.field}`;
    const install = cjk.has(script) ? 'fonts-noto-cjk' : 'fonts-noto-core';
    return [
      `the CV's text in ${name} is left blank in the PDF: no installed font draws ${some.join(', ')}${blank.length > 5 ? ' …' : ''} (first in ${where}); install a font for it (on Debian or Ubuntu: apt-get install ${install}) and build again`,
    ];
  });
}
