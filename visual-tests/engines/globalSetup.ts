import { engineNames, locateEngine } from './driver';

/** Says at the start of every run which engines the cross-engine tests will use, and how to add a missing one. */
export default function reportEngines() {
  const lines = engineNames.map((name) => {
    const located = locateEngine(name);
    return located.found
      ? `  ${name}: runs (${located.paths[0]})`
      : `  ${name}: SKIPPED, not installed — ${located.install}`;
  });
  console.log(['Engines for visual-tests/engines (the projects engine-*):', ...lines].join('\n'));
}
