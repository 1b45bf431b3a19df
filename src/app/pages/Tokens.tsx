import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Toc } from '../../components/Toc/Toc';
import {
  ButtonSection,
  CardSection,
  NavItemSection,
  TimelineSection,
  TocEntrySection,
} from './tokens/ComponentSections';
import { PaletteSection } from './tokens/PaletteSection';
import { BreakpointsSection, SpacingSection, TypeSection } from './tokens/ScaleSections';
import * as styles from './tokens/Tokens.css';

/**
 * The design-token gallery (#/tokens): every token of src/styles/tokens.ts and
 * the components drawn with them, in their states. It is captured at every
 * breakpoint by the visual tests, so a change to one token shows up as one
 * focused diff. Not in the main navigation, and not for search engines.
 */
export default function TokensPage() {
  // State, not a ref: the contents come first and read their headings in a layout effect.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  return (
    <>
      {/* React hoists this into <head> while the page is shown and removes it on leaving. */}
      <meta name="robots" content="noindex" />
      <PageHeader
        title="Design tokens"
        lead="The palette, type, spacing and breakpoints from src/styles/tokens.ts, and the components built from them, in each of their states."
      />
      <div className={styles.layout}>
        <Toc content={content} title="On this page" className={styles.toc} />
        <div ref={setContent} className={styles.sections}>
          <PaletteSection />
          <TypeSection />
          <SpacingSection />
          <BreakpointsSection />
          <CardSection />
          <TimelineSection />
          <NavItemSection />
          <TocEntrySection />
          <ButtonSection />
        </div>
      </div>
    </>
  );
}
