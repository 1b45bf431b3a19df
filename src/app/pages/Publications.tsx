import { GraduationCap } from '../../components/icons/GraduationCap';
import { Card } from '../../components/Card/Card';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { profile } from '../../content/profile';
import { publications, publicationsLead } from '../../content/publications';
import * as styles from './Publications.css';

/** The first cards are in view on load; the rest fetch their images as they come near. */
const EAGER_CARDS = 2;

export default function PublicationsPage() {
  return (
    <>
      <PageHeader title="Publications" lead={publicationsLead}>
        <div>
          <LinkButton href={profile.links.scholar} external icon={<GraduationCap size={18} />}>
            All papers on Google Scholar
          </LinkButton>
        </div>
      </PageHeader>
      <ol className={styles.list}>
        {publications.map((publication, index) => (
          <li key={publication.id}>
            <Card
              headingLevel={2}
              title={publication.title}
              image={publication.image}
              hoverImage={publication.hoverImage}
              alt={publication.alt}
              date={publication.date}
              kind={publication.kind}
              authors={publication.authors}
              highlightAuthor={profile.name}
              meta={publication.venue}
              pdfLink={publication.pdfLink}
              scholarLink={publication.scholarLink}
              slideLink={publication.slideLink}
              bibtex={publication.bibtex}
              lazy={index >= EAGER_CARDS}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
