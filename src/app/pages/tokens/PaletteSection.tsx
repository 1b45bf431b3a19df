import { contrastRatio, formatRatio } from '../../../styles/contrast';
import { Fragment } from 'react';
import { themeScope } from '../../../styles/theme.css';
import { contrastPairs, palettes, themeNames, type ColorRole } from '../../../styles/tokens';
import { text } from '../../../styles/typography.css';
import { Code, Section } from './Section';
import * as scales from './Scales.css';
import * as styles from './Tokens.css';

const roles = Object.keys(palettes.light) as ColorRole[];

/** Pairs at 4.5 are text; pairs at 3 are indicators (focus ring, current-item bar), drawn as such. */
const isTextPair = (min: number) => min >= 4.5;

/** The pair's ratio in each theme: `12.30:1 light · 14.80:1 dark`. */
function Ratios({ fg, bg }: { fg: ColorRole; bg: ColorRole }) {
  return themeNames.map((theme, i) => (
    <Fragment key={theme}>
      {i > 0 && ' · '}
      <strong>{formatRatio(contrastRatio(palettes[theme][fg], palettes[theme][bg]))}</strong> {theme}
    </Fragment>
  ));
}

function Swatch({ role }: { role: ColorRole }) {
  const carried = contrastPairs.filter((p) => p.bg === role);
  const carriedBy = contrastPairs.filter((p) => p.fg === role);
  return (
    <li className={scales.swatch}>
      <p className={text.body2}>
        <strong>{role}</strong>
      </p>
      <div className={scales.chips}>
        {themeNames.map((theme) => (
          <div key={theme} className={`${themeScope[theme]} ${scales.themed}`}>
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
            <p className={text.small}>
              {theme} <Code>{palettes[theme][role]}</Code>
            </p>
          </div>
        ))}
      </div>
      <ul className={`${text.small} ${scales.pairs}`}>
        {carried.map(({ fg, min, use }) => (
          <li key={`bg-${fg}`}>
            carries <Code>{fg}</Code>: <Ratios fg={fg} bg={role} /> (needs {min}:1, {use})
          </li>
        ))}
        {carriedBy.map(({ bg, min, use }) => (
          <li key={`fg-${bg}`}>
            on <Code>{bg}</Code>: <Ratios fg={role} bg={bg} /> (needs {min}:1, {use})
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
          Colours by role from <Code>palettes</Code>, the light theme beside the dark one. Each swatch lists the WCAG
          contrast, in each theme, of every pair in <Code>contrastPairs</Code> it takes part in; a unit test holds each
          pair to its minimum in both.
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
