import { formatMessage, type MessageValues } from './format.ts';

/** `t(key, values)` over a catalogue's messages: `t('pubs.count', { count: 6 })` reads "6 publications". */
export function translator<Messages extends Readonly<Record<string, string>>>(locale: string, messages: Messages) {
  const t = (key: keyof Messages & string, values: MessageValues = {}): string =>
    formatMessage(messages[key] ?? key, values, locale);
  // The locale rides with the words, so what joins a list or formats a date reads the same language as they do.
  return Object.assign(t, { locale });
}
