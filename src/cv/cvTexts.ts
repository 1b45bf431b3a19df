import { isIn } from './cvParts';
import type { CvText } from './cvFiles';
import type { CvContent } from './CvPage';

/** Every text the CV sets, by where it comes from: the build checks the CV's fonts can draw it. */
export function cvTextsOf({ profile: p, parts, publications: listed }: CvContent): CvText[] {
  const entry = (name: string, i: number, id: string) => `${name}[${i}] (id "${id}")`;
  return [
    ...(['name', 'role'] as const).map((field) => ({ file: 'profile.ts', entry: 'profile', field, text: p[field] })),
    ...parts.filter(isIn('cv')).flatMap((part) => {
      if (part.shape === 'timeline')
        return part.entries.flatMap((e, i) =>
          (['title', 'subtitle', 'text'] as const).map((field) => ({
            file: part.source.file,
            entry: entry(part.name, i, e.id),
            field,
            text: e[field] ?? '',
          })),
        );
      if (part.shape === 'skills')
        return part.entries.map((g, i) => ({
          file: part.source.file,
          entry: entry('skills', i, g.id),
          field: 'skills',
          text: [g.title, ...g.skills].join(' '),
        }));
      if (part.shape === 'list')
        return part.items.map((item, i) => ({
          file: part.source.file,
          entry: `${part.name}[${i}]`,
          field: 'title',
          text: [item.title, ...item.lines].join(' '),
        }));
      return [];
    }),
    ...listed.flatMap((pub) =>
      (
        [
          ['title', pub.title],
          // The names alone: the words between them are the catalogue's and Intl's, not the .bib's.
          ['author', pub.authors.join(' ')],
          ['venue', pub.venue],
        ] as const
      ).map(([field, text]) => ({ file: 'publications.bib', entry: pub.id, field, text })),
    ),
  ];
}
