import { PageHeader } from '../../components/PageHeader/PageHeader';
import { TocLayout } from '../../components/TocLayout/TocLayout';
import { AuthorsSection, CardSection, TimelineSection } from './tokens/ComponentSections';
import { ButtonSection, NavItemSection, TocEntrySection } from './tokens/NavigationSections';
import { PaletteSection } from './tokens/PaletteSection';
import { BreakpointsSection, SpacingSection, TypeSection } from './tokens/ScaleSections';

/**
 * The design-token gallery (#/tokens): every token of src/styles/tokens.ts and
 * the components drawn with them, in their states. It is captured at every
 * breakpoint by the visual tests, so a change to one token shows up as one
 * focused diff. Not in the main navigation, and not for search engines.
 */
export default function TokensPage() {
  return (
    <>
      {/* React hoists this into <head> while the page is shown and removes it on leaving. */}
      <meta name="robots" content="noindex" />
      <PageHeader
        title="Design tokens"
        lead="The palette, type, spacing and breakpoints from src/styles/tokens.ts, and the components built from them, in each of their states."
      />
      <TocLayout gap="4">
        <PaletteSection />
        <TypeSection />
        <SpacingSection />
        <BreakpointsSection />
        <CardSection />
        <AuthorsSection />
        <TimelineSection />
        <NavItemSection />
        <TocEntrySection />
        <ButtonSection />
      </TocLayout>
    </>
  );
}
