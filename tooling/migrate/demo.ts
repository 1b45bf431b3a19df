/**
 * The templates' own demo content, recognised by its words (an owner who renames a demo file, or
 * writes over a demo file's text, is seen for what they did). Each pattern names what it matched.
 */
const demoTexts: Array<[RegExp, string]> = [
  // al-folio
  [/Albert Einstein/, 'al-folio’s Albert Einstein CV'],
  [/^a (distill-style blog post|post (with|that) [^\n]{1,80})$/i, 'an al-folio demo post'],
  [/^Prof\. Data$|^Mario Puzo$|What an astonishing thing a book is/, 'al-folio’s demo course, book or bookshelf'],
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
  [
    /^(📈 )?Communicate your results effectively|Easily create your own simple yet highly customizable blog|^(✅ )?Manage your projects$|Sharpen your thinking with a second brain|^(👩🏼‍🏫 )?Teach academic courses$/u,
    'a HugoBlox demo post',
  ],
  [/^Learn (JavaScript|Python)$/, 'a HugoBlox demo course'],
  [
    /^Flexible and powerful data analysis \/ manipulation library for Python|^PyTorch is a Python package that provides tensor computation|^scikit-learn is a Python module for machine learning built on top of SciPy/,
    'a HugoBlox demo project',
  ],
  // The templates' own pages
  [
    /page you were trying to view does not exist|You will be redirected to the main page within 3 seconds/,
    'the template’s “page not found”',
  ],
  [/A variety of common markup showing how the theme styles them/, 'academicpages’ markup demo'],
  [/Locations of key files\/directories/, 'academicpages’ Markdown guide'],
  [/This is a page not in th\w* menu/, 'academicpages’ page outside the menu'],
  [/A list of all the posts and pages found on the site/, 'the template’s site map'],
  [/The privacy of my visitors is extremely important/, 'academicpages’ privacy policy'],
  [/Edit the `_data\/repositories\.yml`/, 'al-folio’s repositories page'],
  [/^Write your biography here\. Tell the world about yourself/, 'al-folio’s demo about page'],
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
