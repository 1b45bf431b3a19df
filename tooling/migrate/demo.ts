/**
 * The templates' own demo content, recognised by its words (an owner who renames a demo file, or
 * writes over a demo file's text, is seen for what they did). Each pattern names what it matched.
 */
const demoTexts: Array<[RegExp, string]> = [
  // al-folio
  [/Albert Einstein/, 'al-folio’s Albert Einstein CV'],
  [/^a (distill-style blog post|post with [\w\s-]+)$/i, 'an al-folio demo post'],
  [/an example of (a|the) (distill-style )?blog post/i, 'an al-folio demo post'],
  [/^project \d+$/i, 'an al-folio demo project ("project N")'],
  [/Every project has a beautiful feature showcase page/, 'al-folio’s demo project text'],
  [/^A simple inline announcement\.?$/i, 'al-folio’s demo announcement'],
  [/^A long announcement with details$/i, 'al-folio’s demo announcement'],
  [/Announcements and news can be much longer than just quick inline posts/i, 'al-folio’s demo announcement'],
  [/Sparkles: A new announcement/i, 'al-folio’s demo announcement'],
  // academicpages
  [/(Talk|Tutorial|talk) \d+ on Relevant Topic in Your Field/, 'academicpages’ demo talk'],
  [/^Teaching experience \d+$/i, 'academicpages’ demo teaching entry'],
  [/This is a description of a teaching experience/, 'academicpages’ demo teaching text'],
  [/This is a description of your talk/, 'academicpages’ demo talk text'],
  [/^Portfolio item number \d+$/i, 'academicpages’ demo portfolio item'],
  [/This is an item in your portfolio/, 'academicpages’ demo portfolio text'],
  [/^(Future )?Blog Post( number \d+)?$/i, 'academicpages’ demo post'],
  [/^Paper Title Number \d+$/i, 'academicpages’ demo publication'],
  [/This paper is about the number \d+/, 'academicpages’ demo publication'],
  [/^University 1, Department$/, 'academicpages’ demo venue'],
  [/Your Sidebar Name|Red Brick University/, 'academicpages’ demo CV (“Your Sidebar Name”)'],
  [
    /GitHub University|Currently signed in to 43 different slack teams/,
    'academicpages’ demo CV page (“GitHub University”)',
  ],
  // Hugo Academic / HugoBlox
  [
    /^(Example|An example) (talk|event|project|journal article|conference paper|preprint|preprint \/ working paper)$/i,
    'the Hugo Academic demo',
  ],
  [/^External Project$/i, 'the Hugo Academic demo project'],
  [
    /^(Welcome to (Wowchemy|Hugo Blox|HugoBlox|Academic)|Writing technical content in (Academic|Markdown|Wowchemy)|Display Jupyter Notebooks with Academic|Getting started)/i,
    'a Hugo Academic demo post',
  ],
  [/Lorem ipsum dolor sit amet/i, 'placeholder text (Lorem ipsum)'],
  // The templates' demo owners, as their configurations ship.
  [/^(Nelson Bighetti|Your Name|Your Sidebar Name|You|First Last)$/, 'the template’s demo owner'],
];

/** Which demo an item is, from its title and text; undefined when it is the owner's. */
export function demoOf(...texts: Array<string | undefined>): string | undefined {
  for (const text of texts) {
    if (!text) continue;
    const trimmed = text.trim();
    for (const [pattern, name] of demoTexts) if (pattern.test(trimmed)) return name;
  }
  return undefined;
}
