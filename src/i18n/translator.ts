import { formatMessage, type MessageValues } from './format.ts';

/** `t(key, values)` over a catalogue's messages: `t('pubs.count', { count: 6 })` reads "6 publications". */
export function translator<Messages extends Readonly<Record<string, string>>>(locale: string, messages: Messages) {
  return (key: keyof Messages & string, values: MessageValues = {}): string =>
    formatMessage(messages[key] ?? key, values, locale);
}
