import FileText from 'lucide-react/icons/file-text';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Timeline } from '../../components/Timeline/Timeline';
import { TocLayout } from '../../components/TocLayout/TocLayout';
import { profile } from '@content/profile';
import { resumeHref } from '../../cv/cvFiles';
import { preview } from 'virtual:publications-preview';
import { AboutSection } from './about/AboutSection';
import { cvSections } from './about/cvSections';
import { PublicationList } from './about/PublicationList';
import { SkillList } from './about/SkillList';
import * as styles from './about/About.css';

/**
 * The page's section ids, in reading order: a CV leads with education. The ids make the section
 * links (`#/about?section=skills`), so they stay when the owner renames a heading.
 */
const ids = {
  education: 'education',
  publications: 'publications',
  experience: 'experience',
  awards: 'awards-and-guest-talks',
  skills: 'skills',
} as const;

/**
 * About: the resume button, then the CV sections beside an "On this page" navigation. A section the
 * owner has nothing for is left out, and so is its entry in the navigation (built from the headings).
 */
export default function AboutPage() {
  const { education, experience, awardsAndTalks, skills } = cvSections;
  return (
    <>
      <PageHeader title="About" lead={`${profile.role} · ${profile.affiliation.name}`}>
        <div className={styles.actions} data-print="hide">
          <LinkButton href={resumeHref(profile)} external variant="filled" icon={<FileText size={18} />}>
            Resume (PDF)
          </LinkButton>
        </div>
      </PageHeader>
      <TocLayout gap={{ xs: '3', md: '4' }}>
        {education && (
          <AboutSection id={ids.education} title={education.title}>
            <Timeline entries={education.entries} />
          </AboutSection>
        )}
        {preview.total > 0 && (
          <AboutSection id={ids.publications} title={preview.featured ? 'Selected publications' : 'Publications'}>
            <PublicationList publications={preview.featured ?? preview.first} total={preview.total} owner={profile} />
          </AboutSection>
        )}
        {experience && (
          <AboutSection id={ids.experience} title={experience.title}>
            <Timeline entries={experience.entries} />
          </AboutSection>
        )}
        {awardsAndTalks && (
          <AboutSection id={ids.awards} title={awardsAndTalks.title}>
            <Timeline entries={awardsAndTalks.entries} />
          </AboutSection>
        )}
        {skills && (
          <AboutSection id={ids.skills} title={skills.title}>
            <SkillList groups={skills.entries} />
          </AboutSection>
        )}
      </TocLayout>
    </>
  );
}
