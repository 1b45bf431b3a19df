import Mail from 'lucide-react/icons/mail';
import { CodeHostIcon, NetworkIcon, ScholarIcon } from '../../components/icons/BrandIcons';
import { LinkButton, externalLinkProps } from '../../components/LinkButton/LinkButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { profile } from '@content/profile';
import { text } from '../../styles/typography.css';
import * as styles from './Contact.css';

const iconSize = 18;

export default function ContactPage() {
  const { name, pronouns, role, affiliation, email, links, linkLabels, collaboration } = profile;
  return (
    <>
      <PageHeader title="Contact" />
      <section className={styles.card} aria-labelledby="contact-name">
        <div className={styles.identity}>
          <h2 id="contact-name" className={`${text.h2} ${styles.name}`}>
            {name}
          </h2>
          <p className={`${text.body2} ${styles.pronouns}`}>{pronouns}</p>
        </div>
        <p className={text.body1}>
          {role},{' '}
          <a href={affiliation.href} {...externalLinkProps}>
            {affiliation.name}
          </a>
        </p>
        <ul className={styles.buttons}>
          <li>
            <LinkButton href={`mailto:${email}`} variant="filled" icon={<Mail size={iconSize} />}>
              Email
            </LinkButton>
          </li>
          <li>
            <LinkButton href={links.code} external icon={<CodeHostIcon size={iconSize} />}>
              {linkLabels.code}
            </LinkButton>
          </li>
          <li>
            <LinkButton href={links.network} external icon={<NetworkIcon size={iconSize} />}>
              {linkLabels.network}
            </LinkButton>
          </li>
          <li>
            {/* "Google Scholar" from sm up; the short label keeps four buttons tidy on phones. */}
            <LinkButton href={links.scholar} external icon={<ScholarIcon size={iconSize} />}>
              {/* One flex item, so the button's gap does not split the two words. */}
              <span>
                <span className={styles.wideOnly}>Google </span>Scholar
              </span>
            </LinkButton>
          </li>
        </ul>
        <p className={`${text.body2} ${styles.email}`}>{email}</p>
        <p className={`${text.body1} ${styles.closing}`}>{collaboration}</p>
      </section>
    </>
  );
}
