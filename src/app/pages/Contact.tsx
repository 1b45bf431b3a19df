import type { ReactNode } from 'react';
import AtSign from 'lucide-react/icons/at-sign';
import Globe from 'lucide-react/icons/globe';
import Library from 'lucide-react/icons/library';
import Mail from 'lucide-react/icons/mail';
import Microscope from 'lucide-react/icons/microscope';
import {
  BlueskyIcon,
  CodeHostIcon,
  NetworkIcon,
  OrcidIcon,
  ScholarIcon,
  XIcon,
} from '../../components/icons/BrandIcons';
import { LinkButton, externalLinkProps } from '../../components/LinkButton/LinkButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { profile } from '@content/profile';
import type { ProfileLinks } from '../../content/types';
import { wideOnly } from '../../styles/primitives.css';
import { text } from '../../styles/typography.css';
import * as styles from './Contact.css';
import { contactOf } from '../../content/email';
import { t } from '../../i18n/pages';

const iconSize = 18;

interface ProfileButton {
  link: keyof ProfileLinks;
  /** The visible label, which is also the link's accessible name. */
  label: ReactNode;
  icon: ReactNode;
  rel?: string;
}

/** The profile links in the order their buttons appear; each shows only when the owner gives it. */
function profileButtons(labels: NonNullable<typeof profile.linkLabels>): ProfileButton[] {
  return [
    { link: 'code', label: labels.code, icon: <CodeHostIcon size={iconSize} /> },
    { link: 'network', label: labels.network, icon: <NetworkIcon size={iconSize} /> },
    {
      link: 'scholar',
      // "Google Scholar" from sm up; the short label keeps four buttons tidy on phones. One flex item,
      // so the button's gap does not split the two words.
      label: (
        <span>
          <span className={wideOnly}>{t('link.scholarWide')}</span>
          {t('link.scholarShort')}
        </span>
      ),
      icon: <ScholarIcon size={iconSize} />,
    },
    { link: 'orcid', label: 'ORCID', icon: <OrcidIcon size={iconSize} /> },
    { link: 'dblp', label: 'DBLP', icon: <Library size={iconSize} /> },
    { link: 'researchgate', label: 'ResearchGate', icon: <Microscope size={iconSize} /> },
    // rel="me" says the profile is the owner's own: Mastodon verifies the link back from it, others read it.
    { link: 'bluesky', label: 'Bluesky', icon: <BlueskyIcon size={iconSize} />, rel: `me ${externalLinkProps.rel}` },
    { link: 'mastodon', label: 'Mastodon', icon: <AtSign size={iconSize} />, rel: `me ${externalLinkProps.rel}` },
    { link: 'x', label: 'X', icon: <XIcon size={iconSize} />, rel: `me ${externalLinkProps.rel}` },
    { link: 'website', label: t('contact.website'), icon: <Globe size={iconSize} /> },
  ];
}

export default function ContactPage() {
  const { name, pronouns, role, affiliation, links = {}, linkLabels = {}, collaboration } = profile;
  const contact = contactOf(profile);
  return (
    <>
      <PageHeader title={t('nav.contact')} />
      <section className={styles.card} aria-labelledby="contact-name">
        <div className={styles.identity}>
          <h2 id="contact-name" className={`${text.h2} ${styles.name}`}>
            {name}
          </h2>
          {pronouns && <p className={`${text.body2} ${styles.pronouns}`}>{pronouns}</p>}
        </div>
        <p className={text.body1}>
          {role},{' '}
          <a href={affiliation.href} {...externalLinkProps}>
            {affiliation.name}
          </a>
        </p>
        <ul className={styles.buttons}>
          <li>
            <LinkButton
              href={contact.href}
              external={contact.kind === 'link'}
              variant="filled"
              icon={<Mail size={iconSize} />}
            >
              {contact.kind === 'email' ? t('contact.email') : t('contact.write')}
            </LinkButton>
          </li>
          {profileButtons(linkLabels).map(({ link, label, icon, rel }) => {
            const href = links[link];
            return (
              href && (
                <li key={link}>
                  <LinkButton href={href} external icon={icon} {...(rel && { rel })}>
                    {label}
                  </LinkButton>
                </li>
              )
            );
          })}
        </ul>
        {contact.kind === 'email' && <p className={`${text.body2} ${styles.email}`}>{contact.address}</p>}
        <p className={`${text.body1} ${styles.closing}`}>{collaboration}</p>
      </section>
    </>
  );
}
