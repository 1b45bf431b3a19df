import type { EntryOf } from '../../../content/types';

/** A member or alumnus as the People page gets them: no body, their page when they have one. */
export type Person = Omit<EntryOf<'people'>, 'body'> & { page?: string };

/** "Ada Lovelace" is "AL", "Hu" is "H": what stands in for a portrait. */
export const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return [...first].slice(0, 1).join('') + [...last].slice(0, 1).join('');
};
