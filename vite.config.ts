import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { siteFolder } from './tooling/content/siteFolder.mjs';
import { fontSubset } from './tooling/plugins/fontSubset.ts';
import { responsiveImages } from './tooling/plugins/responsiveImages.ts';
import { ownerSite } from './tooling/plugins/ownerSite.ts';
import { contentModules } from './tooling/plugins/contentModules.ts';
import { outDirGuard } from './tooling/plugins/outDirGuard.ts';
import { siteHead } from './tooling/plugins/siteHead.ts';
import { siteFiles } from './tooling/plugins/siteFiles.ts';
import { prerender } from './tooling/plugins/prerender.ts';
import { svgHeaders } from './tooling/plugins/svgHeaders.ts';

/** The year the site is built in, for the footer's first render (App.tsx). */
const buildYear = new Date().getFullYear();

/** The site being built: $SITE_DIR, else site/ once the owner has made it, else the template's sample/. */
const root = fileURLToPath(new URL('.', import.meta.url));
const site = siteFolder(root);
/** CONTENT_DIR swaps the content folder alone (the tests build fixtures with the site's public files). */
const contentDir = process.env.CONTENT_DIR ? resolve(root, process.env.CONTENT_DIR) : site.contentDir;

export default defineConfig(({ command }) => ({
  define: {
    __BUILD_YEAR__: String(buildYear),
    // The design-token gallery is the template's tool: in the dev server and the sample's builds, never in an
    // owner's (nor a test owner's: CONTENT_DIR names another site's content).
    __TOKENS_GALLERY__: JSON.stringify(command === 'serve' || (site.name === 'sample' && !process.env.CONTENT_DIR)),
  },
  // Relative asset URLs: the same build works at a domain root and under any sub-path.
  base: './',
  // The site folder's images, files and favicon, served as they are.
  publicDir: site.publicDir,
  // The app imports the owner's data as `@content/profile` (tsconfig's paths say the same to tsc).
  resolve: { alias: [{ find: /^@content\//, replacement: `${contentDir}/` }] },
  // ownerSite: reads and checks the site's content (CONTENT_DIR overrides it) on every build and in dev (errors
  // in the overlay); the plugins after it ask it for the content. contentModules: the content as the app imports it
  // (virtual:publications, virtual:news, …). outDirGuard: stops a build whose output folder would empty the
  // project's own. siteHead: index.html's head tags. siteFiles: robots.txt, sitemap.xml, manifest, icons, social
  // card, feeds, llms.txt, each paper's .bib, emitted by the build; the dev server serves these and the prerender's.
  // responsiveImages: AVIF/WebP at several widths from <site>/public/images/**/*.{jpg,png} (virtual:responsive-images).
  // prerender: every page rendered into index.html, so the first paint needs no JavaScript, and the pages that run
  // no app, the CV and resume.json (siteFileList.ts); it also runs the build's environments (the client, the
  // prerender's server bundle, the inline scripts) in one `vite build`.
  // fontSubset: the woff2 faces cut down to the characters the site uses (fonts.css `@font-subsets/`).
  // svgHeaders: SVGs served with a policy that keeps their scripts from running, as `_headers` says.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    ownerSite(),
    contentModules(),
    outDirGuard(),
    siteHead(),
    siteFiles(),
    responsiveImages(),
    fontSubset(),
    prerender(),
    svgHeaders(),
  ],
  // OUT_DIR lets parallel checkouts build and preview side by side; `vite preview` reads it too.
  // manifest: the budget test (visual-tests/owner/budgets.spec.ts) follows the import graph from it.
  // modulePreload.polyfill off: every browser the es2022 target reaches either supports modulepreload or simply
  // loads modules without it; the polyfill would cost 0.2 KiB gzipped in the entry.
  build: {
    target: 'es2022',
    outDir: process.env.OUT_DIR ?? 'dist',
    manifest: true,
    modulePreload: { polyfill: false },
    // A stylesheet per chunk: the prerender inlines the entry's and Home's in index.html and puts each other
    // page's into its page file, which a deep link has before its first paint (tooling/generators/pageStyles.ts).
    cssCodeSplit: true,
    // The build prints its own progress (each picture, the fonts, the CV) naming the owner's files; Rolldown's
    // report of slow plugins names only the template's, and reads as a fault on a first build with photos.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
}));
