import FileText from 'lucide-react/icons/file-text';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Timeline } from '../../components/Timeline/Timeline';
import { TocLayout } from '../../components/TocLayout/TocLayout';
import { profile } from '@content/profile';
import { preview } from 'virtual:publications-preview';
import { skills } from '@content/skills';
import { awardsAndTalks, education, experience } from '@content/timeline';
import { AboutSection } from './about/AboutSection';
import { PublicationList } from './about/PublicationList';
import { SkillList } from './about/SkillList';
import * as styles from './about/About.css';

/** The page's section headings and ids, in reading order: a CV leads with education. */
const sections = {
  education: { id: 'education', title: 'Education' },
  publications: { id: 'publications', title: 'Publications' },
  experience: { id: 'experience', title: 'Experience' },
  awards: { id: 'awards-and-guest-talks', title: 'Awards and Guest Talks' },
  skills: { id: 'skills', title: 'Skills' },
} as const;

/** About: the resume button, then the CV sections beside an "On this page" navigation. */
export default function AboutPage() {
  return (
    <>
      <PageHeader title="About" lead={`${profile.role} · ${profile.affiliation.name}`}>
        <div className={styles.actions} data-print="hide">
          <LinkButton href={profile.resume} external variant="filled" icon={<FileText size={18} />}>
            Resume (PDF)
          </LinkButton>
        </div>
      </PageHeader>
      <TocLayout gap={{ xs: '3', md: '4' }}>
        <AboutSection {...sections.education}>
          <Timeline entries={education} />
        </AboutSection>
        <AboutSection {...sections.publications}>
          <PublicationList publications={preview.first} total={preview.total} owner={profile.name} />
        </AboutSection>
        <AboutSection {...sections.experience}>
          <Timeline entries={experience} />
        </AboutSection>
        <AboutSection {...sections.awards}>
          <Timeline entries={awardsAndTalks} />
        </AboutSection>
        <AboutSection {...sections.skills}>
          <SkillList groups={skills} />
        </AboutSection>
      </TocLayout>
    </>
  );
}
