import { icon } from './icon';

// lucide user-round (ISC licence), from lucide-react 1.75.
export const UserRound = /* @__PURE__ */ icon('user-round', [
  ['circle', { cx: '12', cy: '8', r: '5' }],
  ['path', { d: 'M20 21a8 8 0 0 0-16 0' }],
]);
