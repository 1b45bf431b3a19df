import { roomOf, type ImportEdge } from './importGraph';

/*
 * The house's import rules that a program can check (docs/architecture.md, "Import rules"), each a name and
 * a test of one import; visual-tests/unit/import-rules.spec.ts runs them, and two that need the whole graph.
 */

/** The rooms of src/ that render pages or start the app: a component stays below all of them. */
const aboveComponents = new Set(['app', 'cv', 'static', 'boot', 'entry']);
const packagesThatDraw = /^(react|react-dom|react-router-dom|@vanilla-extract\/|lucide-react)(\/|$)/;
const image = /\.(png|jpe?g|gif|webp|avif|svg|ico)(\?.*)?$/;
const isStyleFile = (path?: string) => !!path?.endsWith('.css.ts');

export interface Rule {
  name: string;
  broken: (edge: ImportEdge) => boolean;
}

export const rules: Rule[] = [
  {
    name: 'styles import only styles (styles ← components ← app)',
    broken: (e) => roomOf(e.from) === 'styles' && !!roomOf(e.target) && roomOf(e.target) !== 'styles',
  },
  {
    name: 'components do not import app',
    broken: (e) => roomOf(e.from) === 'components' && roomOf(e.target) === 'app',
  },
  {
    name: 'components import nothing that renders pages (cv, static, boot, the entries)',
    broken: (e) => roomOf(e.from) === 'components' && aboveComponents.has(roomOf(e.target) ?? ''),
  },
  {
    name: 'content is plain data: it imports only content, i18n and the plain tokens, and nothing that draws',
    broken: (e) =>
      roomOf(e.from) === 'content' &&
      (packagesThatDraw.test(e.specifier) ||
        (!['content', 'i18n', undefined].includes(roomOf(e.target)) && e.target !== 'src/styles/tokens.ts')),
  },
  {
    name: 'the site imports nothing from tooling/',
    broken: (e) => e.from.startsWith('src/') && !!e.target?.startsWith('tooling/'),
  },
  {
    name: "the build imports nothing from visual-tests/ (tooling/scripts/ are the suite's own tools)",
    broken: (e) => !e.from.startsWith('tooling/scripts/') && !!e.target?.startsWith('visual-tests/'),
  },
  {
    name: 'import the file you mean, not a folder',
    broken: (e) => !!e.target?.endsWith('/'),
  },
  {
    name: 'plain data stays plain: a .ts of styles/ imports no .css.ts',
    broken: (e) => roomOf(e.from) === 'styles' && !isStyleFile(e.from) && isStyleFile(e.target),
  },
  {
    name: 'a .css.ts imports no image and no .css file',
    broken: (e) => isStyleFile(e.from) && (image.test(e.specifier) || /\.css(\?.*)?$/.test(e.target ?? e.specifier)),
  },
  {
    name: "no import reaches into a package's files (node_modules, dist)",
    broken: (e) => /(^|\/)node_modules\/|^[^.][^:]*\/dist\//.test(e.specifier),
  },
  {
    name: 'lucide icons by deep import (lucide-react/icons/…)',
    broken: (e) => e.specifier === 'lucide-react' && !e.typeOnly,
  },
];
