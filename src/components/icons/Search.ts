import { icon } from './icon';

// lucide search (ISC licence), from lucide-react 1.75.
export const Search = /* @__PURE__ */ icon('search', [
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
]);
