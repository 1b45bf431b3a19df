// A small static server for the benchmark: serves the build the way a static
// host does (gzip for text, long caching for hashed assets), so Lighthouse
// measures transfer sizes a visitor would see.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
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
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/**
 * Serves `root` on `port`. `extra(urlPath)` may return an HTML string for a
 * path that is not on disk (the benchmark's floor pages).
 */
export function serveStatic(root, port, extra = () => undefined) {
  const server = http.createServer(async (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    let body;
    let type;
    const virtual = extra(urlPath);
    if (virtual !== undefined) {
      body = Buffer.from(virtual);
      type = types['.html'];
    } else {
      const file = path.join(root, path.normalize(urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath));
      if (!file.startsWith(root)) {
        res.writeHead(403).end();
        return;
      }
      try {
        body = await readFile(file);
      } catch {
        res.writeHead(404, { 'content-type': types['.txt'] }).end('Not found');
        return;
      }
      type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    }
    const headers = {
      'content-type': type,
      'cache-control': urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (gzip && compressible.test(type)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
