import { icon } from './icon';

// lucide arrow-right (ISC licence), from lucide-react 1.75.
export const ArrowRight = /* @__PURE__ */ icon('arrow-right', [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'm12 5 7 7-7 7' }],
]);
