import { createElement, forwardRef, type SVGAttributes } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';

type IconNode = ReadonlyArray<readonly [tag: string, attributes: SVGAttributes<SVGElement>]>;

/**
 * The site's one icon component: lucide's shapes, drawn the way lucide-react
 * 1.75 draws them (the same props, and the same <svg> attributes in the same
 * order: classes `lucide lucide-<name>`, a 24px round 2px stroke in
 * currentColor, aria-hidden="true" unless an aria-*, role or title prop or
 * children are given), but without lucide-react's runtime (createLucideIcon,
 * its Icon component, the class-name helpers). One difference: lucide also
 * adds a class per alias of the icon's name (`lucide-home` on house); the
 * navigation has always rendered without them, so this factory leaves them out.
 *
 * Why: that runtime is about 1.2 KiB gzipped, and the navigation and the home
 * page render icons on the way to #/home, whose JavaScript has an 85 KiB
 * gzipped budget (issue #4). Importing lucide's per-icon `__iconData` doesn't
 * avoid it (each icon module calls createLucideIcon at its top level, which
 * the bundler keeps), so each shape is copied from lucide (ISC licence, in LICENSE-lucide beside this file) into
 * its own module here, one module per icon so that a page's chunk gets only
 * the shapes it uses. lucide-react stays the source of the shapes and of the
 * prop types. Not supported: LucideProvider's context (the site doesn't use it).
 */
export function icon(name: string, node: IconNode): LucideIcon {
  const Icon = forwardRef<SVGSVGElement, LucideProps>(function Icon(
    {
      color = 'currentColor',
      size = 24,
      width = size,
      height = size,
      strokeWidth = 2,
      absoluteStrokeWidth,
      nonScalingStroke,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    const classes = new Set(['lucide', `lucide-${name}`, ...(className ?? '').split(/\s+/)]);
    classes.delete('');
    const labelled = children != null || Object.entries(rest).some(([k, v]) => v != null && /^(aria-|role$|title$)/.test(k));
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width,
        height,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attributes]) =>
        createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes),
      ),
      children,
    );
  });
  Icon.displayName = name;
  return Icon;
}
