import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { repoRoot } from './buildOutput';
import { viteCli } from './viteCli';

/** A copy of the sample's content/ and public/ in a temporary folder, for a test to change and build; `locale` sets its site.locale. */
export function sampleCopy(prefix: string, locale?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const part of ['content', 'public'])
    cpSync(path.join(repoRoot, 'sample', part), path.join(dir, part), { recursive: true });
  if (locale) {
    // The sample in another language: its profile's site.locale, the rest as written.
    const profile = path.join(dir, 'content/profile.ts');
    const text = readFileSync(profile, 'utf8');
    if (!text.includes("locale: 'en'")) throw new Error("sample/content/profile.ts no longer says locale: 'en'");
    writeFileSync(profile, text.replace("locale: 'en'", `locale: '${locale}'`));
  }
  return dir;
}

export interface SiteBuild {
  code: number | null;
  /** Everything the build printed, stdout and stderr. */
  output: string;
  outDir: string;
}

/** `vite build` of a site folder (SITE_DIR) into a temporary folder, at the default log level. */
export function buildSite(siteDir: string): Promise<SiteBuild> {
  const outDir = path.join(siteDir, 'dist');
  // NODE_ENV too: a dev server started earlier in the same worker sets it to development, and Vite would
  // then build React's development code (60 KiB more) into this production build.
  const { CONTENT_DIR: _c, NODE_ENV: _n, ...env } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteCli, 'build'], {
      cwd: repoRoot,
      env: { ...env, SITE_DIR: siteDir, OUT_DIR: outDir, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, outDir }));
  });
}

/** Every file under a folder, relative to it. */
export function filesUnder(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const child = path.posix.join(rel, e.name);
    return e.isDirectory() ? filesUnder(dir, child) : [child];
  });
}

/** A file's bytes, and a PDF's compressed streams inflated too, so text inside a PDF can be looked for. */
function searchable(file: string): Buffer {
  const bytes = readFileSync(file);
  if (!file.endsWith('.pdf')) return bytes;
  const streams: Buffer[] = [bytes];
  const text = bytes.toString('latin1');
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(bytes.subarray(start, end)));
    } catch {
      // not a Flate stream: its raw bytes are searched already
    }
  }
  return Buffer.concat(streams);
}

/** The files of a build (relative paths) whose bytes hold `text`. */
export function filesContaining(outDir: string, text: string): string[] {
  const needle = Buffer.from(text);
  return filesUnder(outDir).filter((rel) => searchable(path.join(outDir, rel)).includes(needle));
}
