// A small static server for the benchmark: serves the build the way the static
// hosts it is deployed to do (GitHub Pages, Netlify, Cloudflare Pages): HTTP/2
// over TLS, gzip for text, long caching for hashed assets, so Lighthouse
// measures the connections and transfer sizes a visitor would see. Plain
// HTTP/1.1 (as `npm run bench -- --http1`) is kept for comparison.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { mimeTypeOf } from './mimeTypes.mjs';

const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/**
 * A throwaway self-signed certificate for localhost (P-256, valid two days),
 * made in a folder under os.tmpdir() that is removed before this returns: the
 * key only ever lives in memory afterwards. The key is made by Node, the
 * certificate by the `openssl` command (a config file rather than -addext, so
 * macOS's LibreSSL accepts it too).
 */
export function localhostCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  try {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const key = privateKey.export({ type: 'pkcs8', format: 'pem' });
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    const configFile = path.join(dir, 'openssl.cnf');
    writeFileSync(keyFile, key, { mode: 0o600 });
    writeFileSync(
      configFile,
      [
        '[req]',
        'distinguished_name = dn',
        'x509_extensions = ext',
        'prompt = no',
        '[dn]',
        'CN = localhost',
        '[ext]',
        'subjectAltName = DNS:localhost',
        'basicConstraints = critical, CA:FALSE',
        'keyUsage = critical, digitalSignature',
        'extendedKeyUsage = serverAuth',
        '',
      ].join('\n'),
    );
    const res = spawnSync(
      'openssl',
      ['req', '-x509', '-new', '-key', keyFile, '-out', certFile, '-days', '2', '-sha256', '-config', configFile],
      { encoding: 'utf8' },
    );
    if (/** @type {NodeJS.ErrnoException | undefined} */ (res.error)?.code === 'ENOENT') {
      throw new Error(
        'bench: the `openssl` command was not found; it makes the localhost certificate for HTTP/2 over TLS. ' +
          'Install it (Debian/Ubuntu: `sudo apt-get install openssl`; macOS ships it, or `brew install openssl`), ' +
          'or run `npm run bench -- --http1` to measure over plain HTTP/1.1.',
      );
    }
    if (res.error || res.status !== 0) {
      throw new Error(
        `bench: openssl could not make the localhost certificate: ${res.error?.message ?? res.stderr.trim()}`,
      );
    }
    return { key, cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `root` on `port`: HTTP/2 over TLS when `tls` ({ key, cert }) is given
 * (HTTP/1.1 over TLS still answered for clients without h2), else plain
 * HTTP/1.1. `extra(urlPath)` may return an HTML string for a path that is not
 * on disk (the benchmark's floor pages). Resolves to the server; its close()
 * also ends open connections, so the process can exit.
 * @param {string} root
 * @param {number} port
 * @param {(urlPath: string) => string | undefined} [extra]
 * @param {{ tls?: { key: string; cert: string } }} [options]
 * @returns {Promise<import('node:net').Server>}
 */
export function serveStatic(root, port, extra = () => undefined, { tls } = {}) {
  // HTTP/2's compatibility API gives the handler the same request and response methods as HTTP/1.1.
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const handler = async (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    let body;
    let type;
    const virtual = extra(urlPath);
    if (virtual !== undefined) {
      body = Buffer.from(virtual);
      type = mimeTypeOf('.html');
    } else {
      const file = path.join(root, path.normalize(urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath));
      if (!file.startsWith(root)) {
        res.writeHead(403).end();
        return;
      }
      // A folder's address without its slash (a static site's own links, `/about`) gets its index.html
      // at once, as Netlify and Cloudflare Pages serve it (GitHub Pages answers with a redirect first).
      const found = await readFile(file).then(
        (b) => ({ b, f: file }),
        () =>
          readFile(path.join(file, 'index.html')).then(
            (b) => ({ b, f: path.join(file, 'index.html') }),
            () => undefined,
          ),
      );
      if (!found) {
        res.writeHead(404, { 'content-type': mimeTypeOf('.txt') }).end('Not found');
        return;
      }
      body = found.b;
      type = mimeTypeOf(found.f);
    }
    /** @type {Record<string, string | number>} */
    const headers = {
      'content-type': type,
      // Hashed file names: Vite's assets/ and a peer's Astro _astro/.
      'cache-control': /^\/(assets|_astro)\//.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (gzip && compressible.test(type)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  };
  const server = tls
    ? http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, /** @type {never} */ (handler))
    : http.createServer(handler);
  // Chromium keeps connections (and h2 sessions) open; close() waits for them.
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  server.on(tls ? 'secureConnection' : 'connection', (/** @type {import('node:net').Socket} */ socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const close = server.close.bind(server);
  /** @type {import('node:net').Server} */ (server).close = (callback) => {
    close(callback);
    for (const socket of sockets) socket.destroy();
    return server;
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
