/** A plain object (not null, not a list): what a content entry, an export or a JSON answer must be to be read. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
