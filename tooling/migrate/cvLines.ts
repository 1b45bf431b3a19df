import type { CvListEntry } from '../../src/content/types.ts';
import { shortPlain } from './shortText.ts';
import { isoDate } from './frontMatter.ts';
import { toPlain } from './markup.ts';

/** One item of a Markdown list: its first line and the lines nested under it. */
export interface ListItem {
  line: string;
  nested: string[];
}

/** A date as CV lines write it: `2023`, `October 2023`, `2024.12`, `Summer 2017` (its year). */
function dateOf(text: string): string {
  const t = text.trim().replace(/^(spring|summer|fall|autumn|winter)\s+/i, '');
  const dotted = /^(\d{4})\.(\d{1,2})$/.exec(t);
  if (dotted) return `${dotted[1]}-${dotted[2]!.padStart(2, '0')}`;
  return isoDate(t) || (/^\d{4}$/.exec(t)?.[0] ?? '');
}

/** A period: "2023 - present", "June 2020 - Present", "2018.08 – 2024.04", "2021". */
function periodOf(text: string): Pick<CvListEntry, 'date' | 'endDate' | 'current'> | undefined {
  const [from, to, ...more] = text.split(/\s+[-–—]\s+|\s*[–—]\s*|\s+to\s+/);
  const date = dateOf(from ?? '');
  if (!date || more.length) return undefined;
  if (to === undefined) return { date };
  if (/^(present|now|current|today)$/i.test(to.trim())) return { date, current: true };
  const end = dateOf(to);
  return end ? { date, endDate: end } : { date };
}

/** Words that name a place of study or work. */
const placeWords =
  /universit|college|institut|school|academy|polytechnic|centre|center|laborator|\blab\b|faculty|department/i;

/**
 * A CV list item as one entry: the period before a colon ("2023 - present: Postdoc") or in brackets after
 * the title ("**Research Assistant** (June 2020 - Present)") or a year at the end ("…, Example University,
 * 2023"); the place from the words that name one, or the first line nested under it. Undefined when the
 * item does not read as one entry (no title, or in a `timed` section such as jobs, neither period nor place).
 */
export function cvEntryOf({ line, nested }: ListItem, timed = true): CvListEntry | undefined {
  // A bold mark the owner left open ("Strong programming skills**") is no part of the words.
  if (line.length > 600) return undefined;
  let text = toPlain(line).replace(/^\*+|\*+$/g, '');
  // A CV line is short; a longer one is prose (and the patterns below stay fast on any line they read).
  if (text.length > 400) return undefined;
  let period: ReturnType<typeof periodOf>;
  let m: RegExpExecArray | null;
  const lead = /^([^:]{1,40}):\s*(.*)$/.exec(text);
  const inBrackets = /^(.*?)\s*\(([^()]{4,40})\)$/.exec(text);
  const trailingYear = /^(.*?)[,:\s]+\(?((?:[A-Z][a-z]{2,8}\.?\s+)?\d{4})\)?(?:\s*\(expected\))?$/.exec(text);
  if (lead && (period = periodOf(lead[1]!))) text = lead[2]!;
  else if (inBrackets && (period = periodOf(inBrackets[2]!))) text = inBrackets[1]!;
  else if ((m = /^(\d{4})(?:\s*[–-]\s*(\d{4}))?\s+(\D.*)$/.exec(text))) {
    // "2024 Leverhulme Fellowship", "2013 – 2017 Scholarship": the year first.
    period = { date: m[1]!, ...(m[2] ? { endDate: m[2] } : {}) };
    text = m[3]!;
  } else if (trailingYear) {
    period = { date: dateOf(trailingYear[2]!) || trailingYear[2]!.slice(-4) };
    text = trailingYear[1]!;
  }
  const under = nested.map((n) => shortPlain(n).replace(/^associated with:\s*/i, '')).filter(Boolean);
  if (!text && under.length) text = under.shift()!;
  if (!text) return undefined;
  const parts = text.split(/,\s+/);
  const at = parts.findIndex((part, i) => i > 0 && placeWords.test(part));
  const title = (at > 0 ? parts.slice(0, at) : parts).join(', ');
  const organisation = at > 0 ? parts.slice(at).join(', ') : under.find((n) => n.length <= 100 && !/:/.test(n));
  if (timed && !period && !organisation) return undefined;
  return { title, ...period, ...(organisation ? { organisation } : {}) };
}
