import { images } from 'virtual:responsive-images';

export interface PictureProps {
  /** The image as content files name it, under public/: 'images/profile/portrait.jpg'. */
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  /** How wide the image is drawn, as the `sizes` attribute says it: '(min-width: 900px) 360px, 80vw'. */
  sizes: string;
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
 * A raster image as AVIF and WebP at several widths (generated at build time
 * by tooling/plugins/responsiveImages.ts), with its intrinsic width and height so the box is
 * reserved before it loads. Anything not generated (an SVG) is a plain <img>.
 */
export function Picture({
  src,
  alt,
  sizes,
  className,
  loading = 'eager',
  fetchPriority = 'auto',
  width,
  height,
}: PictureProps) {
  const image = images[src];
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
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.webp}
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
