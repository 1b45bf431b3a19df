import { useId } from 'react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Mail from 'lucide-react/icons/mail';
import { IntroCard } from '../../components/Card/IntroCard';
import { HoverPhoto } from '../../components/HoverPhoto/HoverPhoto';
import { LinkButton, externalLinkProps } from '../../components/LinkButton/LinkButton';
import { profile } from '@content/profile';
import { HomeNews } from 'virtual:home-news';
import { intro } from 'virtual:home-intro';
import { featured } from 'virtual:home-projects';
import { text } from '../../styles/typography.css';
import * as styles from './Home.css';
import { t } from '../../i18n/cards';

export default function HomePage() {
  const featuredId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-label={t('home.intro')}>
        <div className={styles.text}>
          <p className={`${text.h6} ${styles.eyebrow}`}>{profile.role}</p>
          <h1 className={`${text.h1} ${styles.title}`}>{profile.greeting}</h1>
          {/* The owner's Markdown as the build's HTML (tooling/content/markdown/markdown.ts): sanitised there. */}
          {intro.map(({ html, inline }, i) =>
            inline ? (
              <p key={i} className={`${text.body1} ${styles.intro}`} dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <div key={i} className={`${text.body1} ${styles.intro}`} dangerouslySetInnerHTML={{ __html: html }} />
            ),
          )}
          <p className={`${text.body2} ${styles.affiliation}`}>
            <a href={profile.affiliation.href} {...externalLinkProps}>
              {profile.affiliation.name}
            </a>
          </p>
          <div className={styles.actions}>
            <LinkButton href="#/about" variant="filled" icon={<ArrowRight size={18} />}>
              {t('home.about')}
            </LinkButton>
            <LinkButton href="#/contact" icon={<Mail size={18} />}>
              {t('home.contact')}
            </LinkButton>
          </div>
        </div>
        <div className={styles.photo}>
          <HoverPhoto src={profile.photo.src} hoverSrc={profile.photo.hoverSrc} alt={profile.photo.alt} />
        </div>
      </section>
      <HomeNews />
      {/* Current projects marked `home`, as intro cards under the Projects page's heading. */}
      {featured.entries.length > 0 && (
        <section className={styles.featured} aria-labelledby={featuredId}>
          <div className={styles.featuredHeader}>
            <h2 id={featuredId} className={`${text.h2} ${styles.featuredTitle}`}>
              {featured.title}
            </h2>
            <a href="#/projects" className={`${text.button} ${styles.more}`}>
              {t('home.allProjects')}
            </a>
          </div>
          <ul className={styles.grid}>
            {featured.entries.map((project) => (
              <li key={project.id}>
                <IntroCard title={project.title} headingLevel={3}>
                  <p className={text.body2}>{project.description}</p>
                </IntroCard>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
