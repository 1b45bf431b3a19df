import { images } from 'virtual:responsive-images/photo';
import { Picture } from '../Picture/Picture';
import * as styles from './HoverPhoto.css';

interface HoverPhotoProps {
  src: string;
  /** Shown in place of `src` while the pointer is over the photo; without it the photo stays. */
  hoverSrc?: string;
  alt: string;
}

/**
 * A photo that shows a second photo while hovered. Both sit in one box whose
 * size the first photo reserves, so the swap moves nothing. The second photo
 * is decorative (the alt text describes the person either way), lazy and not
 * displayed until the pointer is over the box, so the browser requests it only
 * then: it never competes with the first paint, and a touch screen never loads
 * it. Pure CSS, so it works on the prerendered page without JavaScript.
 */
export function HoverPhoto({ src, hoverSrc, alt }: HoverPhotoProps) {
  return (
    <div className={styles.root}>
      <Picture src={src} image={images[src]} alt={alt} slot="photo" className={styles.image} fetchPriority="high" />
      {hoverSrc && (
        <Picture
          src={hoverSrc}
          image={images[hoverSrc]}
          alt=""
          slot="photo"
          className={`${styles.image} ${styles.hoverImage}`}
          loading="lazy"
        />
      )}
    </div>
  );
}
