import { contrastRatio, formatRatio } from '../../../styles/contrast';
import { contrastPairs, palette, type ColorRole } from '../../../styles/tokens';
import { text } from '../../../styles/typography.css';
import { Code, Section } from './Section';
import * as scales from './Scales.css';
import * as styles from './Tokens.css';

const roles = Object.keys(palette) as ColorRole[];

/** Pairs at 4.5 are text; pairs at 3 are indicators (focus ring, current-item bar), drawn as such. */
const isTextPair = (min: number) => min >= 4.5;

function Swatch({ role }: { role: ColorRole }) {
  const carried = contrastPairs.filter((p) => p.bg === role);
  const carriedBy = contrastPairs.filter((p) => p.fg === role);
  return (
    <li className={scales.swatch}>
      <div className={`${scales.chip} ${scales.bg[role]}`}>
        {carried.map(({ fg, min }) =>
          isTextPair(min) ? (
            <span key={fg} className={`${text.h4} ${scales.fg[fg]}`} aria-hidden="true">
              Aa
            </span>
          ) : (
            <span key={fg} className={`${scales.indicator} ${scales.bg[fg]}`} />
          ),
        )}
      </div>
      <p className={text.body2}>
        <strong>{role}</strong> <Code>{palette[role]}</Code>
      </p>
      <ul className={`${text.small} ${scales.pairs}`}>
        {carried.map(({ fg, min, use }) => (
          <li key={`bg-${fg}`}>
            carries <Code>{fg}</Code>: <strong>{formatRatio(contrastRatio(palette[fg], palette[role]))}</strong>{' '}
            (needs {min}:1, {use})
          </li>
        ))}
        {carriedBy.map(({ bg, min, use }) => (
          <li key={`fg-${bg}`}>
            on <Code>{bg}</Code>: <strong>{formatRatio(contrastRatio(palette[role], palette[bg]))}</strong> (needs{' '}
            {min}:1, {use})
          </li>
        ))}
        {carried.length + carriedBy.length === 0 && <li>decorative only: carries no text</li>}
      </ul>
    </li>
  );
}

export function PaletteSection() {
  return (
    <Section
      id="palette"
      title="Palette"
      intro={
        <>
          Colours by role from <Code>palette</Code>. Each swatch lists the WCAG contrast of every pair in{' '}
          <Code>contrastPairs</Code> it takes part in; a unit test holds each pair to its minimum.
        </>
      }
    >
      <ul className={scales.swatches}>
        {roles.map((role) => (
          <Swatch key={role} role={role} />
        ))}
      </ul>
      <p className={`${text.small} ${styles.muted}`}>
        The letters in a swatch are its text pairs; the bars are its indicator pairs (3:1 for non-text contrast).
      </p>
    </Section>
  );
}
