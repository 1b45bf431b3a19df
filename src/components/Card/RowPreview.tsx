import { Picture } from '../Picture/Picture';
import { images } from 'virtual:responsive-images/cards';
import * as styles from './RowPreview.css';

/** A row's preview: small, beside the text, never the page's largest paint (it is never fetched first). */
export function RowPreview({ media }: { media: { src: string; alt: string; lazy?: boolean } }) {
  const { previewSize } = styles;
  return (
    <div className={styles.rowPreview}>
      <Picture
        className={styles.rowPreviewImage}
        src={media.src}
        image={images[media.src]}
        alt={media.alt}
        slot="preview"
        {...previewSize}
        loading={media.lazy ? 'lazy' : 'eager'}
        fetchPriority="low"
      />
    </div>
  );
}
