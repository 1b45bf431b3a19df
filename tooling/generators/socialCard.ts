import { palette } from '../../src/styles/tokens.ts';
import { socialCardSize } from './headTags.ts';
import { escapeHtml as x, type SiteContent } from '../content/site/siteContent.ts';

/**
 * Greedy word wrap by an average glyph width (SVG text does not wrap). Good
 * enough for a name and a one-line role; a long role is cut with an ellipsis.
 */
function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number, glyph = 0.56): string[] {
  const perLine = Math.floor(maxWidth / (fontSize * glyph));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s*\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

/** The card's background and text; the circular photo is composited on top by sharp. */
export function socialCardSvg({ profile }: SiteContent, { photoSize }: { photoSize: number }): string {
  const { width, height } = socialCardSize;
  const left = 96;
  const textWidth = width - photoSize - left - 96 - 64;
  const font = `Montserrat, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif`;
  const body = `Roboto, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif`;
  // Upper case with letter spacing runs wider than mixed case.
  const affiliationLines = wrap(profile.affiliation.name.toUpperCase(), 22, textWidth, 2, 0.82);
  const nameLines = wrap(profile.name, 72, textWidth, 2);
  const roleLines = wrap(profile.role, 34, textWidth, 3);
  const host = profile.site.url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  let y = 96;
  const tspans = (lines: string[], size: number, gap: number) =>
    lines
      .map((line) => {
        y += size * gap;
        return `<tspan x="${left}" y="${y}">${x(line)}</tspan>`;
      })
      .join('');
  const affiliation = tspans(affiliationLines, 22, 1.6);
  y += 16;
  const name = tspans(nameLines, 72, 1.1);
  y += 28;
  const barY = y;
  y += 24;
  const role = tspans(roleLines, 34, 1.3);
  const photoX = width - photoSize / 2 - 96;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${palette.primary}"/>
  <rect x="0" y="${height - 24}" width="${width}" height="24" fill="${palette.secondary}"/>
  <circle cx="${photoX}" cy="${height / 2}" r="${photoSize / 2 + 12}" fill="${palette.background}"/>
  <text font-family="${x(font)}" font-size="22" font-weight="600" letter-spacing="3" fill="${palette.background}">${affiliation}</text>
  <text font-family="${x(font)}" font-size="72" font-weight="600" fill="${palette.primaryContrast}">${name}</text>
  <rect x="${left}" y="${barY}" width="96" height="8" rx="4" fill="${palette.secondary}"/>
  <text font-family="${x(body)}" font-size="34" fill="${palette.background}">${role}</text>
  <text font-family="${x(body)}" font-size="26" fill="${palette.background}" x="${left}" y="${height - 72}">${x(host)}</text>
</svg>`;
}
