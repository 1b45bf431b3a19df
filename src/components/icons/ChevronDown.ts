import { icon } from './icon';

// lucide chevron-down (ISC licence), from lucide-react 1.75.
export const ChevronDown = /* @__PURE__ */ icon('chevron-down', [
  ['path', { d: 'm6 9 6 6 6-6' }],
]);
