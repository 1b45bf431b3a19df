import { icon } from './icon';

// lucide check (ISC licence), from lucide-react 1.75.
export const Check = /* @__PURE__ */ icon('check', [
  ['path', { d: 'M20 6 9 17l-5-5' }],
]);
