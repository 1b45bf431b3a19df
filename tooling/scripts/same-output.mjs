#!/usr/bin/env node
// Compares two builds of a site, file by file: the same bytes, or, for an HTML file, the same tree as a browser
// parses it (parse5 reads both and writes them back), or, for a PDF, the same text (`pdftotext`, when installed).
// Usage: node tooling/scripts/same-output.mjs <before folder> <after folder>
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, serialize } from 'parse5';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: same-output.mjs <before folder> <after folder>');
  process.exit(2);
}

/**
 * Every file under `dir`, relative to it.
 * @param {string} dir
 * @param {string} [under]
 * @returns {string[]}
 */
const files = (dir, under = '') =>
  readdirSync(path.join(dir, under)).flatMap((name) => {
    const rel = path.join(under, name);
    return statSync(path.join(dir, rel)).isDirectory() ? files(dir, rel) : [rel];
  });

/** @param {string} file */
const tree = (file) => serialize(parse(readFileSync(file, 'utf8')));
/** @param {string} file */
const pdfText = (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

const left = new Set(files(before));
const right = new Set(files(after));
const counts = { bytes: 0, tree: 0, text: 0 };
const problems = [];
for (const rel of [...new Set([...left, ...right])].sort()) {
  if (!left.has(rel) || !right.has(rel)) {
    problems.push(`${rel}: only in ${left.has(rel) ? before : after}`);
    continue;
  }
  const [a, b] = [path.join(before, rel), path.join(after, rel)];
  if (readFileSync(a).equals(readFileSync(b))) counts.bytes++;
  else if (rel.endsWith('.html') && tree(a) === tree(b)) counts.tree++;
  else if (rel.endsWith('.pdf') && pdfText(a) === pdfText(b)) counts.text++;
  else problems.push(`${rel}: differs`);
}
console.log(
  `${counts.bytes} files the same bytes, ${counts.tree} HTML files the same tree, ${counts.text} PDFs the same text`,
);
for (const problem of problems) console.log(problem);
process.exit(problems.length ? 1 : 0);
