import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ownerSite } from './src/build/ownerSitePlugin.ts';

export default defineConfig({
  // Relative asset URLs: the same build works at a domain root and under any sub-path.
  base: './',
  // ownerSite: validates src/content (CONTENT_DIR overrides it) on every build and in dev, writes the
  // head tags, robots.txt, sitemap.xml, manifest, icons, social card and one page per publication.
  plugins: [react(), vanillaExtractPlugin(), ownerSite()],
  // OUT_DIR lets parallel checkouts build and preview side by side; `vite preview` reads it too.
  build: { target: 'es2022', outDir: process.env.OUT_DIR ?? 'dist' },
});
