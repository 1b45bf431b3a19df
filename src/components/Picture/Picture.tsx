import type { ResponsiveImage } from 'virtual:responsive-images/photo';
import { pictureFile, pictureSlots, widthsFor, type PictureSlot } from '../../content/pictureSlots';

export interface PictureProps {
  /** The image as content files name it, under public/: 'images/profile/portrait.jpg'. */
  src: string;
  /** Its made-to-fit files, from the slot's manifest (virtual:responsive-images/…); none for an SVG. */
  image: ResponsiveImage | undefined;
  /** Empty for a decorative image. */
  alt: string;
  /** Where it is shown (pictureSlots.ts): its `sizes` and the widths made for it. */
  slot: PictureSlot;
  className?: string;
  /** 'lazy' for anything below the fold or not shown at first. */
  loading?: 'eager' | 'lazy';
  /** 'high' for the page's largest paint. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** For an image not generated (an SVG): the width and height attributes that reserve its box. */
  width?: number;
  height?: number;
}

/**
 * A raster image as AVIF and WebP at the widths its slot is drawn at (made at build time by
 * tooling/plugins/responsiveImages.ts), with its intrinsic width and height so the box is
 * reserved before it loads. Anything not generated (an SVG) is a plain <img>.
 */
export function Picture({
  src,
  image,
  alt,
  slot,
  className,
  loading = 'eager',
  fetchPriority = 'auto',
  width,
  height,
}: PictureProps) {
  const { sizes } = pictureSlots[slot];
  if (!image) {
    return (
      <img
        src={src}
        alt={alt}
        className={className}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    );
  }
  // The slot's widths, of those made (an image the content shows elsewhere too has more).
  const made = new Set(image.widths);
  const fitting = widthsFor([slot], image.width).filter((w) => made.has(w));
  const widths = fitting.length > 0 ? fitting : image.widths;
  const srcset = (format: 'avif' | 'webp') => widths.map((w) => `${pictureFile(image, w, format)} ${w}w`).join(', ');
  // Without srcset support: the widest the slot draws at one device pixel per CSS pixel.
  const fallback = Math.min(image.width, Math.max(...pictureSlots[slot].shownAt));
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <img
        src={pictureFile(image, made.has(fallback) ? fallback : widths.at(-1)!, 'webp')}
        srcSet={srcset('webp')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        className={className}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
