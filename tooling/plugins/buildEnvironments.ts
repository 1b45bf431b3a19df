import { createHash } from 'node:crypto';
import path from 'node:path';
import type { EnvironmentOptions, UserConfig, ViteBuilder } from 'vite';

/** The environments this plugin adds to the build, besides Vite's own `client`. */
export const serverEnvironment = 'prerender';
export const inlineScripts = {
  bootScript: 'src/boot/bootScript.ts',
  swapScript: 'src/boot/swapScript.ts',
  themeScript: 'src/boot/themeScript.ts',
} as const;

/** A browser module (with what it imports) as one minified classic script, for an inline <script>. */
const inlineScriptEnvironment = (entry: string): EnvironmentOptions => ({
  consumer: 'client',
  build: {
    write: false,
    copyPublicDir: false,
    manifest: false,
    minify: true,
    rolldownOptions: { input: entry, output: { format: 'iife' } },
  },
});

/** The code of the one chunk an in-memory environment build produced. */
export function onlyChunk(output: Awaited<ReturnType<ViteBuilder['build']>>, what: string): string {
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`prerender: ${what}: expected one chunk, got ${chunks.length}`);
  return chunks[0]!.code.trim();
}

/**
 * The build's environments besides Vite's own `client` (prerender.ts runs them): the server entry for Node, in
 * the cache folder, and each inline script in memory. One config and one instance of each plugin for all.
 */
export function buildEnvironments(userConfig: UserConfig, entry: string): UserConfig {
  const root = path.resolve(userConfig.root ?? process.cwd());
  const outDir = path.resolve(root, userConfig.build?.outDir ?? 'dist');
  // One folder per output folder, so parallel builds (OUT_DIR) never share the server bundle.
  const serverOutDir = path.join(
    path.resolve(root, userConfig.cacheDir ?? 'node_modules/.vite'),
    'prerender',
    createHash('sha256').update(outDir).digest('hex').slice(0, 12),
  );
  return {
    // One config and one instance of each plugin for every environment.
    builder: { sharedConfigBuild: true, sharedPlugins: true },
    environments: {
      client: {},
      [serverEnvironment]: {
        consumer: 'server',
        build: {
          ssr: entry,
          outDir: serverOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      },
      ...Object.fromEntries(Object.entries(inlineScripts).map(([name, file]) => [name, inlineScriptEnvironment(file)])),
    },
  };
}
