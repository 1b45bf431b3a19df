import { contentKinds, kindNames, type ContentKind } from '../../../src/content/kinds.ts';
import { ownSectionNames } from './cvContent.ts';
import type { ContentIssue, ContentModules } from '../checks/validateContent.ts';

/** Each name a kind already uses (its own name, and its sections'), with where it lives. */
function takenNames(): Map<string, string> {
  const taken = new Map<string, string>();
  for (const kind of kindNames) {
    if (kind === 'cv') continue;
    const declared: ContentKind = contentKinds[kind];
    taken.set(kind, `the ${kind} kind (${declared.file})`);
    if ('sections' in declared.exports)
      for (const section of Object.keys(declared.exports.sections))
        if (!taken.has(section)) taken.set(section, `a section of ${declared.file}`);
  }
  return taken;
}

/**
 * A section the owner names in cv.ts with a name a kind already has (`talks`, `education`) would take
 * that kind's place on About, the CV and resume.json without a word: the build stops and names it.
 */
export function sectionClashIssues(modules: ContentModules, contentLabel: string): ContentIssue[] {
  const taken = takenNames();
  return ownSectionNames(modules).flatMap((name): ContentIssue[] => {
    const owner = taken.get(name);
    if (!owner) return [];
    const problem = `the name "${name}" is taken by ${owner}: put these entries there, or give this section another name`;
    return [{ file: `${contentLabel}/cv.ts`, entry: name, problem }];
  });
}
