import { icon } from './icon';

// lucide presentation (ISC licence), from lucide-react 1.75.
export const Presentation = /* @__PURE__ */ icon('presentation', [
  ['path', { d: 'M2 3h20' }],
  ['path', { d: 'M21 3v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V3' }],
  ['path', { d: 'm7 21 5-5 5 5' }],
]);
