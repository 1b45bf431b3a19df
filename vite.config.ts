import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset URLs: the same build works at a domain root and under any sub-path.
  base: './',
  plugins: [react(), vanillaExtractPlugin()],
  // OUT_DIR lets parallel checkouts build and preview side by side; `vite preview` reads it too.
  build: { target: 'es2022', outDir: process.env.OUT_DIR ?? 'dist' },
});
