/**
 * Markdown's reference links (`[words][def]` with `[def]: https://…` further down) as inline links. The site
 * renders an intro or a body paragraph by paragraph, so a reference whose definition sits in another paragraph
 * would show as `[words][def]` and its link would be lost. Definitions are removed once used or not.
 */
const definition = /^ {0,3}\[([^\]\n]{1,200})\]:[ \t]*<?([^\s>]+)>?(?:[ \t][^\n]*)?$/gm;

export function inlineReferences(markdown: string): string {
  const urls = new Map<string, string>();
  const label = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const text = markdown.replace(definition, (_, name: string, url: string) => {
    if (!urls.has(label(name))) urls.set(label(name), url);
    return '';
  });
  if (!urls.size) return markdown;
  // `[words][label]`, `[words][]`, then `[label]` alone when it is a label defined here.
  return text
    .replace(/\[([^\][\n]*)\]\[([^\][\n]*)\]/g, (whole, words: string, ref: string) => {
      const url = urls.get(label(ref || words));
      return url ? `[${words}](${url})` : whole;
    })
    .replace(/(?<![\]!])\[([^\][\n]+)\](?![([:])/g, (whole, words: string) => {
      const url = urls.get(label(words));
      return url ? `[${words}](${url})` : whole;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Markdown autolinks (`<https://…>`, `<name@host>`) as links: read as HTML, they would be tags and vanish. */
export function inlineAutolinks(markdown: string): string {
  return markdown
    .replace(/<(https?:\/\/[^\s<>]+)>/gi, '[$1]($1)')
    .replace(/<([^\s<>@/]+@[^\s<>@/]+\.[a-z]{2,})>/gi, '[$1](mailto:$1)');
}
