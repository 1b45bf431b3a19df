import {
  breakpoints,
  fontFamilies,
  mediaUp,
  spaceScale,
  spacingUnit,
  typeScale,
  type Breakpoint,
  type TypeVariantName,
} from '../../../styles/tokens';
import { text } from '../../../styles/typography.css';
import { Code, Section } from './Section';
import * as scales from './Scales.css';

/** "'Montserrat', system-ui, …" → "Montserrat". */
const familyName = (stack: string) => stack.split(',')[0]?.replace(/['"]/g, '').trim() ?? stack;

const variants = Object.keys(typeScale) as TypeVariantName[];
const sample = 'Robots that explain what they are about to do';

export function TypeSection() {
  return (
    <Section
      id="type-scale"
      title="Type scale"
      intro={
        <>
          Each variant of <Code>typeScale</Code>, set in itself. Sizes step up at the md breakpoint.
        </>
      }
    >
      <ul className={scales.typeRows}>
        {variants.map((name) => {
          const { family, weight, size, lineHeight } = typeScale[name];
          const tracking = 'letterSpacing' in typeScale[name] ? `, tracking ${typeScale[name].letterSpacing}` : '';
          return (
            <li key={name} className={scales.typeRow}>
              <p className={text[name]}>{sample}</p>
              <p className={text.small}>
                <Code>{name}</Code> · {familyName(fontFamilies[family])} {weight} · {size[0]}px, {size[1]}px from md ·
                line height {lineHeight}
                {tracking}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function SpacingSection() {
  return (
    <Section
      id="spacing"
      title="Spacing"
      intro={
        <>
          Multiples of the <Code>spacingUnit</Code> ({spacingUnit}px) that styles may use, as <Code>vars.space</Code>{' '}
          and in sprinkles.
        </>
      }
    >
      <ul className={scales.spaceRows}>
        {spaceScale.map((step) => (
          <li key={step} className={scales.spaceRow}>
            <span className={text.small}>
              <Code>{step}</Code> · {step * spacingUnit}px
            </span>
            <span className={scales.spaceBar[step]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

const names = Object.keys(breakpoints) as Breakpoint[];

export function BreakpointsSection() {
  return (
    <Section
      id="breakpoints"
      title="Breakpoints"
      intro={
        <>
          Lower bounds from <Code>breakpoints</Code>; below sm the main navigation becomes a bottom bar. The badge marks
          the range this window is in.
        </>
      }
    >
      <ul className={scales.breakpointRows}>
        {names.map((name, i) => {
          const next = names[i + 1];
          return (
            <li key={name} className={scales.breakpointRow}>
              <p className={text.body2}>
                <strong>{name}</strong> · {breakpoints[name]}px
                {next ? ` to ${breakpoints[next] - 1}px` : ' and up'}
                <span className={`${text.small} ${scales.currentBadge[name]}`}>this window</span>
              </p>
              <span className={scales.breakpointBar[name]} />
              <p className={text.small}>
                <Code>@media {mediaUp(name)}</Code>
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
