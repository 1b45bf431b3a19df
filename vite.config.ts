import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset URLs: the same build works at a domain root and under any sub-path.
  base: './',
  plugins: [react(), vanillaExtractPlugin()],
  build: { target: 'es2022' },
});
