/**
 * Content types for the built site's files, by extension: what the static hosts it deploys to send.
 * Shared by the benchmark's server and the test suite's.
 * @type {Readonly<Record<string, string>>}
 */
export const mimeTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** The content type of `file` by its extension; unknown ones as bytes. */
export const mimeTypeOf = (/** @type {string} */ file) =>
  mimeTypes[(/\.[^./]+$/.exec(file.toLowerCase()) ?? [''])[0]] ?? 'application/octet-stream';
