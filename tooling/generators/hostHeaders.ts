/**
 * `_headers`, the file Netlify and Cloudflare Pages read for response headers (GitHub Pages ignores it):
 * what a `<meta>` cannot say (`frame-ancestors`: no site may frame these pages) and the usual hardening,
 * on every path; and each page's own Content-Security-Policy, the same as its meta, from the first byte.
 * A host sends both policies of a path that two rules match, and the browser enforces both.
 */
export const hostHeadersFile = '_headers';

/** Kept by every policy: these pages are never framed, embed no plugins, move no base URL off-site, post no form. */
const everywhere = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'none'";

const hardening = [
  `Content-Security-Policy: ${everywhere}`,
  // For browsers older than frame-ancestors.
  'X-Frame-Options: DENY',
  'X-Content-Type-Options: nosniff',
  'Referrer-Policy: strict-origin-when-cross-origin',
  // The site uses no device or payment API: no script on it (or framed by it) may ask for one.
  'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy: same-origin',
];

/**
 * An SVG opened on its own is a document that may run scripts on the site's address; shown by `<img>`
 * it never does. The content check refuses one with a script (tooling/content/markup/publicFolder.ts); this
 * policy is the second guard, on the hosts that read `_headers` and in `vite dev`/`vite preview`.
 */
export const svgPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

export interface HostHeaderPolicies {
  /** index.html's policy, as its meta says it. */
  index: string;
  /** The policy of the pages in publications/, when there are any. */
  publications?: string;
  /** The policy of each folder of pages the site has (the news archive, the entries' own pages), by folder: `news`. */
  folders?: Readonly<Record<string, string>>;
}

export function hostHeaders({ index, publications, folders = {} }: HostHeaderPolicies): string {
  const rule = (path: string, headers: string[]) => [path, ...headers.map((h) => `  ${h}`)].join('\n');
  return `${[
    rule('/*', hardening),
    rule('/*.svg', [`Content-Security-Policy: ${svgPolicy}`]),
    rule('/', [`Content-Security-Policy: ${index}`]),
    rule('/index.html', [`Content-Security-Policy: ${index}`]),
    ...(publications ? [rule('/publications/*', [`Content-Security-Policy: ${publications}`])] : []),
    ...Object.entries(folders).map(([folder, policy]) => rule(`/${folder}/*`, [`Content-Security-Policy: ${policy}`])),
  ].join('\n\n')}\n`;
}
