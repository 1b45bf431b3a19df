import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Hosts that serve a site at their own address, and names reserved for examples: no CNAME for them. */
const hostedAt =
  /(^|\.)(github\.io|gitlab\.io|netlify\.app|pages\.dev|vercel\.app|codeberg\.page|localhost|example\.(org|com|net))$|\.(test|example|invalid)$/i;

/**
 * The CNAME file GitHub Pages reads for a custom domain (`https://jane.example.org/`), from the site's
 * address; none for a host's own address, an address with a sub-path, or when public/ holds its own.
 */
export function cnameFile(siteUrl: string, publicDir: string): { fileName: string; source: string } | undefined {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return undefined;
  }
  if (hostedAt.test(url.hostname) || url.pathname.replace(/\/+$/, '') !== '' || existsSync(join(publicDir, 'CNAME')))
    return undefined;
  return { fileName: 'CNAME', source: `${url.hostname}\n` };
}
