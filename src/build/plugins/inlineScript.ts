import path from 'node:path';
import { build } from 'vite';

/**
 * Bundles a browser module (with what it imports) into one minified classic script, for an inline
 * <script>: its exact text is what the Content-Security-Policy hashes.
 */
export async function inlineScript(root: string, entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: path.resolve(root, entry), formats: ['iife'], name: path.basename(entry, '.ts') },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`inline script ${entry}: expected one chunk, got ${chunks.length}`);
  return chunks[0]!.code.trim();
}
