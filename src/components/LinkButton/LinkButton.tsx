import type { AnchorHTMLAttributes, ReactNode } from 'react';
import * as styles from './LinkButton.css';
import type { LinkButtonVariants } from './LinkButton.css';

/** Every link that leaves the site opens in a new tab, without giving it a handle on ours. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'>, LinkButtonVariants {
  href: string;
  children: ReactNode;
  /** Decorative icon shown before the label (hidden from assistive technology). */
  icon?: ReactNode;
  /** Opens in a new tab: external pages and documents such as PDFs. */
  external?: boolean;
}

/** A link that looks like a button. It navigates, so it stays an <a>. */
export function LinkButton({ href, children, icon, variant, size, external = false, ...rest }: LinkButtonProps) {
  return (
    <a href={href} className={styles.linkButton({ variant, size })} {...(external ? externalLinkProps : {})} {...rest}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </a>
  );
}
