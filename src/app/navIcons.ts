import { createElement, forwardRef, type SVGAttributes } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';

type IconNode = ReadonlyArray<readonly [tag: string, attributes: SVGAttributes<SVGElement>]>;

/**
 * A lucide-compatible icon (the same props, the same 24px stroke drawing)
 * without lucide-react's runtime. The main navigation is part of the first
 * load, where that runtime would cost 1.3 KiB gzipped of the 85 KiB budget
 * (issue #4); pages loaded later import lucide-react/icons/* as usual.
 */
function navIcon(name: string, node: IconNode): LucideIcon {
  const Icon = forwardRef<SVGSVGElement, LucideProps>(function NavIcon(
    { size = 24, strokeWidth = 2, color = 'currentColor', className, absoluteStrokeWidth, nonScalingStroke, ...rest },
    ref,
  ) {
    void absoluteStrokeWidth;
    void nonScalingStroke;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...rest,
      },
      node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes })),
    );
  });
  Icon.displayName = name;
  return Icon;
}

// Shapes from lucide (ISC licence): house, user-round, flask-conical, book-open, mail.
export const House = navIcon('house', [
  ['path', { d: 'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8' }],
  ['path', { d: 'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z' }],
]);
export const UserRound = navIcon('user-round', [
  ['circle', { cx: '12', cy: '8', r: '5' }],
  ['path', { d: 'M20 21a8 8 0 0 0-16 0' }],
]);
export const FlaskConical = navIcon('flask-conical', [
  ['path', { d: 'M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2' }],
  ['path', { d: 'M6.453 15h11.094' }],
  ['path', { d: 'M8.5 2h7' }],
]);
export const BookOpen = navIcon('book-open', [
  ['path', { d: 'M12 5v16' }],
  [
    'path',
    {
      d: 'M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z',
    },
  ],
]);
export const Mail = navIcon('mail', [
  ['path', { d: 'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7' }],
  ['rect', { x: '2', y: '4', width: '20', height: '16', rx: '2' }],
]);
