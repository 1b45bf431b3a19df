import { slug } from '../content/slug.ts';

/**
 * A section's anchor (`#/about?section=…`): its heading's words, as the owner names it ("Awards" → awards),
 * or its export's name (`studentsAndMentoring` → students-and-mentoring) when the heading has no latin letter.
 */
export function anchorOf(name: string, title: string): string {
  const words = slug(title);
  return words || name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Two sections under the same heading words keep apart: the second is `…-2`. */
export function uniqueAnchors<Part extends { anchor: string }>(parts: Part[]): Part[] {
  const seen = new Set<string>();
  return parts.map((part) => {
    let anchor = part.anchor;
    for (let n = 2; seen.has(anchor); n++) anchor = `${part.anchor}-${n}`;
    seen.add(anchor);
    return anchor === part.anchor ? part : { ...part, anchor };
  });
}
