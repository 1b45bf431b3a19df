import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import { images } from 'virtual:responsive-images/cards';
import { CodeHostIcon, NetworkIcon, OrcidIcon, ScholarIcon } from '../../../components/icons/BrandIcons';
import { DateRange } from '../../../components/DateRange/DateRange';
import { LinkButton } from '../../../components/LinkButton/LinkButton';
import { Picture } from '../../../components/Picture/Picture';
import { mailtoHref } from '../../../content/email';
import { t } from '../../../i18n/pages';
import { initialsOf, type Person } from './person';
import * as styles from './People.css';

const iconSize = 16;

/** Their portrait, or their initials on a disc when they have none (a missing picture is normal here). */
export function Portrait({ person, lazy }: { person: Person; lazy: boolean }) {
  if (!person.image)
    return (
      <span className={styles.initials} aria-hidden="true">
        {initialsOf(person.name)}
      </span>
    );
  return (
    <span className={styles.portrait}>
      <Picture
        src={person.image}
        image={images[person.image]}
        alt={person.alt ?? ''}
        slot="portrait"
        loading={lazy ? 'lazy' : 'eager'}
      />
    </span>
  );
}

/** When they were here: "Sep 2021 – present" for a member, the two months for an alumnus. */
export function PersonYears({ person, current }: { person: Person; current: boolean }) {
  if (!person.date) return person.endDate ? <time dateTime={person.endDate}>{person.endDate}</time> : null;
  return <DateRange date={person.date} endDate={person.endDate} current={current && !person.endDate} />;
}

/** Their pages elsewhere, each named for them ("Website: Ada Lovelace"); the address only as a mail link. */
export function PersonLinks({ person }: { person: Person }) {
  const { website, email, scholar, orcid, github, linkedin } = person.links ?? {};
  const links = [
    website && { key: 'website', href: website, label: t('link.website'), icon: <Globe size={iconSize} /> },
    email && { key: 'email', href: mailtoHref(email), label: t('contact.email'), icon: <Mail size={iconSize} /> },
    scholar && { key: 'scholar', href: scholar, label: t('link.scholarShort'), icon: <ScholarIcon size={iconSize} /> },
    orcid && { key: 'orcid', href: orcid, label: 'ORCID', icon: <OrcidIcon size={iconSize} /> },
    github && { key: 'github', href: github, label: 'GitHub', icon: <CodeHostIcon size={iconSize} /> },
    linkedin && { key: 'linkedin', href: linkedin, label: 'LinkedIn', icon: <NetworkIcon size={iconSize} /> },
  ].filter((link) => !!link);
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map(({ key, href, label, icon }) => (
        <li key={key}>
          <LinkButton
            href={href}
            external={key !== 'email'}
            size="small"
            icon={icon}
            aria-label={t('link.named', { label, title: person.name })}
          >
            {label}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
