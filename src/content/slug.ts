/** Text as an address's words: accents dropped, lower case, runs of anything else one `-` ("Awards & Talks" → awards-talks). */
export const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
