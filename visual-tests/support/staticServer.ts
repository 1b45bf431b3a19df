import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mimeTypeOf } from '../../tooling/scripts/mimeTypes.mjs';

/** The build folder the suite tests: $OUT_DIR (relative to the project root) or dist. */
export const distDir = fileURLToPath(new URL(`../../${process.env.OUT_DIR ?? 'dist'}/`, import.meta.url));

export interface StaticSite {
  /** e.g. http://127.0.0.1:41234/portfolio/ */
  url: string;
  /** Every path requested, with the status it got. */
  requests: Array<{ path: string; status: number }>;
  close: () => Promise<void>;
}

/**
 * Serves `dir` under `prefix` only (like a GitHub Pages project site): a
 * request outside the prefix, or for a file that is not there, is a 404 — no
 * SPA fallback, so a wrong path cannot hide behind index.html.
 */
export function serveStatic(dir: string, prefix = '/portfolio/'): Promise<StaticSite> {
  const requests: StaticSite['requests'] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const send = (status: number) => {
      requests.push({ path, status });
      res.statusCode = status;
    };
    let file = path.startsWith(prefix) ? normalize(join(dir, path.slice(prefix.length))) : undefined;
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file || !file.startsWith(normalize(dir)) || !existsSync(file)) {
      send(404);
      res.end('Not found');
      return;
    }
    send(200);
    res.setHeader('Content-Type', mimeTypeOf(file));
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}${prefix}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
