import FileText from 'lucide-react/icons/file-text';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Timeline } from '../../components/Timeline/Timeline';
import { TocLayout } from '../../components/TocLayout/TocLayout';
import { profile } from '@content/profile';
import { resumeHref, variantLinks } from '../../cv/cvFiles';
import { cv } from 'virtual:cv';
import { preview } from 'virtual:publications-preview';
import { AboutSection } from './about/AboutSection';
import { cvOutline } from '../../cv/cvOutline';
import { CvList } from '../../components/CvList/CvList';
import { PublicationList } from './about/PublicationList';
import { SkillList } from './about/SkillList';
import * as styles from './about/About.css';
import { text } from '../../styles/typography.css';
import { t } from '../../i18n/pages';

/**
 * About: the resume button, then the CV sections (cvOutline.ts: the owner's order, or the
 * specification's five with talks, teaching and the owner's own sections before the skills) beside an
 * "On this page" navigation built from the headings. A section with nothing in it is left out.
 */
export default function AboutPage() {
  const parts = cvOutline(preview.total > 0);
  return (
    <>
      <PageHeader title={t('nav.about')} lead={`${profile.role} · ${profile.affiliation.name}`}>
        <div className={styles.actions} data-print="hide">
          <LinkButton href={resumeHref(profile)} external variant="filled" icon={<FileText size={18} />}>
            {t('about.resume')}
          </LinkButton>
          {variantLinks(profile, cv.variants).map(({ label, href }) => (
            <LinkButton key={href} href={href} external icon={<FileText size={18} />}>
              {t('about.variant', { label })}
            </LinkButton>
          ))}
        </div>
      </PageHeader>
      <TocLayout gap={{ xs: '3', md: '4' }}>
        {parts.map((part) => (
          <AboutSection
            key={part.name}
            id={part.anchor}
            title={part.shape === 'publications' && preview.featured ? t('pubs.selected') : part.title}
          >
            {part.shape === 'timeline' && <Timeline entries={part.entries} />}
            {part.shape === 'skills' && <SkillList groups={part.entries} />}
            {part.shape === 'list' && part.lead && <p className={`${text.body2} ${styles.lead}`}>{part.lead}</p>}
            {part.shape === 'list' && <CvList items={part.items} />}
            {part.shape === 'publications' && (
              <PublicationList publications={preview.featured ?? preview.first} total={preview.total} owner={profile} />
            )}
          </AboutSection>
        ))}
      </TocLayout>
    </>
  );
}
