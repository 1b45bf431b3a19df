import type { SVGProps } from 'react';

/*
 * Simple marks drawn for this site in lucide's style (24px grid, 2px stroke,
 * currentColor), since lucide has no brand icons. Decorative: the link beside
 * them carries the name.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Code hosting: angle brackets around a branch. */
export function CodeHostIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m7 8-4 4 4 4" />
      <path d="m17 8 4 4-4 4" />
      <circle cx="12" cy="7" r="1.5" />
      <circle cx="12" cy="17" r="1.5" />
      <path d="M12 8.5v7" />
    </Icon>
  );
}

/** Professional network: a profile card. */
export function NetworkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v5" />
      <path d="M8 8v.01" />
      <path d="M12 16v-5" />
      <path d="M16 16v-3a2 2 0 0 0-4 0" />
    </Icon>
  );
}

/** Scholar profile: a mortarboard over a page. */
export function ScholarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m2 9 10-5 10 5-10 5Z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5" />
    </Icon>
  );
}

/** ORCID: the "iD" mark in a circle. */
export function OrcidIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M8 11v6" />
      <path d="M8 7.5v.01" />
      <path d="M11.5 7.5V17h2a4.75 4.75 0 0 0 0-9.5Z" />
    </Icon>
  );
}

/** Bluesky: a butterfly. */
export function BlueskyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 11C10 7 6 4 3.5 4.5 2 5 2.5 9 3.5 11c1 2 3.5 2.5 5.5 2-3 1.5-3 4-1 5.5 2.5 2 4-2 4-4.5" />
      <path d="M12 11c2-4 6-7 8.5-6.5 1.5.5 1 4.5 0 6.5-1 2-3.5 2.5-5.5 2 3 1.5 3 4 1 5.5-2.5 2-4-2-4-4.5" />
    </Icon>
  );
}

/** X (Twitter): the crossed strokes of its letter. */
export function XIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 4l16 16" />
      <path d="M20 4 4 20" />
    </Icon>
  );
}
