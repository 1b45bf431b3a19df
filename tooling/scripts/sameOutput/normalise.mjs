// Two builds of one site made comparable: every content hash (in a file's name, in a reference to it, in a
// CSP or integrity value, in a vanilla-extract class name) is set aside, so only what the hashes stand for differs.

/**
 * A hashed name under assets/: Vite's `name-<8 base64url>.ext`, the template's own `name-<10 hex>.ext`
 * (pages, print CSS) and `name.<10 hex>.ext` (responsive pictures). The hash is always just before the extension.
 */
const hashedForms = [/^(.+)([.-])[0-9a-f]{10}(\.[a-z0-9]+)$/, /^(.+)(-)[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/];

/** A file's path with its hash set aside (`assets/About-TSayrieC.js` → `assets/About-[hash].js`). */
export function normalName(/** @type {string} */ rel) {
  if (!rel.startsWith('assets/')) return rel;
  const cut = rel.lastIndexOf('/') + 1;
  const base = rel.slice(cut);
  for (const form of hashedForms) {
    const m = form.exec(base);
    if (m) return `${rel.slice(0, cut)}${m[1]}${m[2]}[hash]${m[3]}`;
  }
  return rel;
}

/**
 * Each hashed file's name as references write it (its base name) → the name with its hash set aside,
 * longest first so no name is cut inside a longer one.
 * @param {readonly string[]} paths the build's files, relative to its folder
 * @returns {[string, string][]}
 */
export function hashRenames(paths) {
  /** @type {[string, string][]} */
  const renames = [];
  for (const rel of paths) {
    const normal = normalName(rel);
    if (normal === rel) continue;
    renames.push([rel.slice(rel.lastIndexOf('/') + 1), normal.slice(normal.lastIndexOf('/') + 1)]);
  }
  return renames.sort((a, b) => b[0].length - a[0].length);
}

/** A CSP source or `integrity` value: `sha256-<base64>` (sha384, sha512 alike). */
const integrity = /\b(sha(?:256|384|512))-[A-Za-z0-9+/]{43,86}={0,2}/g;

/**
 * The font-subset cache's folder, as the manifest names it: a path from the checkout to its node_modules and a hash
 * of the content folder's absolute path, so it differs between two checkouts of one commit.
 */
const fontCache = /"[^"\n]*node_modules\/\.vite\/font-subsets\/[0-9a-f]+\//g;

/**
 * vanilla-extract's production identifiers, a hash of the style file's path and a counter: `e9i1sm0`,
 * `_1lm3uia0` (`_` when the hash starts with a digit). Read from class selectors and custom properties only,
 * so `.woff2` after a file name or `.00125em` is never taken for one.
 */
const classSelector = /(?<![\w)\]-])\.((?:_[0-9]|[a-z])[0-9a-z]{4,})\b/g;
const customProperty = /--((?:_[0-9]|[a-z])[0-9a-z]{4,})\b/g;
const hasDigit = /[0-9]/;

/**
 * The style identifiers of a build's stylesheets, each named by its first appearance (`[ve1]`, `[ve2]` …):
 * moving a style file changes its hash, not its place in the stylesheet.
 * @param {readonly string[]} stylesheets the CSS files' texts, in the order of their (normalised) paths
 */
export function styleIdentifiers(stylesheets) {
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const css of stylesheets)
    for (const form of [classSelector, customProperty])
      for (const m of css.matchAll(form)) {
        const id = /** @type {string} */ (m[1]);
        if (hasDigit.test(id) && !names.has(id)) names.set(id, `[ve${names.size + 1}]`);
      }
  return names;
}

const veShaped = /^(?:_[0-9]|[a-z])[0-9a-z]{4,}$/;

/** An identifier's file-scope part: all but the counter's last two digits (base 36), with its length. */
const stem = (/** @type {string} */ id) => `${id.length}:${id.slice(0, -2)}`;

/**
 * Adds the identifiers no stylesheet names (a style made only of others, as `style([sprinkles(…)])` makes): in a
 * quoted string of nothing but identifier-shaped words, each word when one of them is known, else each word that
 * shares a known identifier's file scope (`sed2irg` beside `sed2irf`). Named on after the stylesheets' ones.
 * @param {Map<string, string>} names from styleIdentifiers
 * @param {readonly string[]} texts every text file, in the order of their (normalised) paths
 */
export function classListIdentifiers(names, texts) {
  const scopes = new Set([...names.keys()].map(stem));
  for (const text of texts)
    for (const quoted of text.split(/\\?["'`]/)) {
      if (quoted.length > 2000 || !veShaped.test(quoted.trim().split(/\s/, 1)[0] ?? '')) continue;
      const words = quoted.trim().split(/\s+/);
      if (!words.every((w) => veShaped.test(w) && hasDigit.test(w))) continue;
      const list = words.some((w) => names.has(w));
      for (const w of words) if (!names.has(w) && (list || scopes.has(stem(w)))) names.set(w, `[ve${names.size + 1}]`);
    }
  return names;
}

/**
 * A text file's content with the build's hashes set aside.
 * @param {string} text
 * @param {{ renames: readonly [string, string][], identifiers?: ReadonlyMap<string, string> }} hashes
 */
export function normaliseText(text, { renames, identifiers }) {
  let out = text;
  for (const [from, to] of renames) if (out.includes(from)) out = out.split(from).join(to);
  out = out.replace(integrity, '$1-[hash]').replace(fontCache, '"[font-subsets]/');
  if (identifiers?.size) out = out.replace(/\w+/g, (word) => identifiers.get(word) ?? word);
  return out;
}

/**
 * The build manifest with its entries in one order: Vite sorts them by their source paths, and the font-subset
 * cache's path (set aside above) sorts differently from one checkout to another.
 */
export function sortedManifest(/** @type {string} */ text) {
  try {
    const manifest = JSON.parse(text);
    const keys = Object.keys(manifest).sort();
    return JSON.stringify(Object.fromEntries(keys.map((k) => [k, manifest[k]])), null, 2);
  } catch {
    return text;
  }
}
