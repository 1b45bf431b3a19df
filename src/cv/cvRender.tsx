import { renderToStaticMarkup } from 'react-dom/server';
import { publications } from 'virtual:publication-pages';
import { cv as cvData } from 'virtual:cv';
import { introText } from 'virtual:intro-text';
import { profile } from '@content/profile';
import { cvOutline } from './cvOutline';
import { generatedCvFile, jsonResumeFile, paperOf, variantLabel, type CvPageFace } from './cvFiles';
import { jsonResume } from './jsonResume';
import { cvPublications } from './cvPublications';
import { CvPage, type CvContent } from './CvPage';
import { cvPageDocument } from './cvPageStyle';
import { cvTitle } from './cvText';
import { cvTextsOf } from './cvTexts';
import { variantContent } from './cvVariant';

/*
 * The CV as the server entry (src/prerender.tsx) hands it to the build: its pages for Chromium to print
 * (tooling/cv/writeCvs.ts), its variants, resume.json and the texts its fonts must draw.
 */

/** The CV's publications: all, or the selected ones in the owner's order; the PDF lists them up to a limit. */
const { listed, chosen } = cvPublications(profile, publications);

/** The CV's content: About's sections, in About's order, and the publications. */
const cv: CvContent = {
  // resume.json's summary is plain text: the intro's words, its Markdown left out.
  profile: { ...profile, intro: [...introText] },
  parts: cvOutline(listed.length > 0),
  publications: listed,
  paper: paperOf(profile),
};

/** The full CV's content, or a variant's (cv.ts › cvVariants). */
const cvOf = (variant?: string): CvContent =>
  variant ? variantContent(cv, cvData.variants[variant]!, publications) : cv;

/**
 * The CV as a print-styled HTML page for Chromium's tagged printing (tooling/cv/printCv.ts), with what the
 * PDF's metadata says; `notice` above it where it is shown as a page. Undefined when the owner gives their
 * own PDF.
 */
export function renderCvPage(faces: readonly CvPageFace[], variant?: string, notice?: string) {
  if (profile.resume) return undefined;
  const title = variant ? `${profile.name} · ${variantLabel(variant, cvData.variants[variant]!)}` : cvTitle(profile);
  const body = renderToStaticMarkup(<CvPage {...cvOf(variant)} />);
  return {
    html: cvPageDocument({ body, title, lang: profile.site.locale, paper: cv.paper, faces, notice }),
    title,
    author: profile.name,
    subject: `${profile.role}, ${profile.affiliation.name}`,
    lang: profile.site.locale,
    creator: profile.site.title,
    paper: cv.paper,
  };
}

export const cvFile = generatedCvFile(profile.name);
export const cvGenerated = !profile.resume;

/** The CVs besides the full one, each its own file; none when the owner gives their own PDF. */
export const cvVariants = profile.resume
  ? []
  : Object.entries(cvData.variants).map(([name, v]) => ({
      name,
      file: generatedCvFile(profile.name, name),
      maxPages: v.maxPages,
      // Selected papers only, and none selected: the owner is told, as the variant then lists none.
      noneSelected: Boolean(v.selectedOnly) && !publications.some((p) => p.selected),
    }));

/** The same content as a JSON Resume document, written as `jsonResumeFile`: every chosen publication, as text costs little. */
export const resumeJson = () => jsonResume({ ...cv, publications: chosen });
export { jsonResumeFile };

/** Every text the full CV sets: the build checks the CV's fonts can draw it. */
export const cvTexts = () => cvTextsOf(cv);
