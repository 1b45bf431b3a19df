import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { spacingUnit } from '../../../styles/tokens';
import { plainList } from '../../../styles/primitives.css';
import { sprinkles } from '../../../styles/sprinkles.css';

export const publications = style([
  plainList,
  {
    display: 'grid',
  },
]);

export const publication = style({
  display: 'grid',
  gap: vars.space['0.5'],
  paddingBlock: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { paddingTop: 0, borderTop: 0 },
    '&:last-child': { paddingBottom: 0 },
  },
});

export const meta = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' });

export const year = style({ color: vars.color.text, fontWeight: 500, fontVariantNumeric: 'tabular-nums' });

export const kind = style({
  color: vars.color.secondaryDark,
  border: `1px solid currentColor`,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space['1'],
  fontWeight: 500,
});

export const pubTitle = style({ color: vars.color.primary });

export const venue = style({ color: vars.color.textMuted, fontStyle: 'italic' });

const skillsBox = createContainer();

export const skillGroups = style({
  containerType: 'inline-size',
  containerName: skillsBox,
  display: 'grid',
  gap: vars.space['3'],
});

export const skillGroup = style({
  display: 'grid',
  gap: vars.space['1'],
  '@container': {
    [`${skillsBox} (min-width: ${spacingUnit * 66}px)`]: {
      gridTemplateColumns: '12rem minmax(0, 1fr)',
      columnGap: vars.space['3'],
      alignItems: 'baseline',
    },
  },
});

export const skillTitle = style({ color: vars.color.primary });

export const skills = style([
  plainList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['1'],
  },
]);

export const skill = style({
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['1.5'],
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const more = style({ marginTop: vars.space['2'], marginBottom: 0 });
