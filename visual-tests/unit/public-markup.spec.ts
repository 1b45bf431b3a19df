import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkPublicFolder } from '../../tooling/content/markup/publicFolder';
import { formatIssue } from '../../tooling/content/checks/validateContent';

/**
 * Every file of public/ that a browser opens as a document is read as the browser reads it: no spelling of a
 * script (a namespace prefix, an encoding, a `>` in a value, an entity) gets through. Each case is one file.
 */

const svgNs = 'xmlns="http://www.w3.org/2000/svg"';
const xhtmlNs = 'http://www.w3.org/1999/xhtml';
const runs = "which would run on your site's address when the file is opened: remove it";
const plainSvg = ` (an editor's "export as plain SVG" leaves none)`;

/** UTF-16 bytes of a text, little- or big-endian, with or without a byte-order mark. */
function utf16(text: string, order: 'le' | 'be', bom: boolean): Buffer {
  const le = Buffer.from(text, 'utf16le');
  const bytes = order === 'le' ? le : Buffer.from(le).swap16();
  const mark = order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff];
  return bom ? Buffer.concat([Buffer.from(mark), bytes]) : bytes;
}

/** The check's lines for one file of public/, as the build prints them. */
function check(name: string, content: string | Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-markup-'));
  try {
    const publicDir = path.join(dir, 'public');
    mkdirSync(publicDir);
    writeFileSync(path.join(publicDir, 'favicon.svg'), `<svg ${svgNs}/>`);
    writeFileSync(path.join(publicDir, name), content);
    return checkPublicFolder(publicDir, 'site/public', new Set([name])).map(formatIssue);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const refused: Array<[title: string, name: string, content: string | Buffer, line: string]> = [
  [
    'an svg:script (a prefix bound to the SVG namespace)',
    'a.svg',
    `<svg ${svgNs} xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>`,
    `site/public/a.svg:1: the SVG holds a script element (<svg:script>), ${runs}${plainSvg}`,
  ],
  [
    'an h:script in the XHTML namespace',
    'a.svg',
    `<svg ${svgNs} xmlns:h="${xhtmlNs}">\n<h:script>alert(1)</h:script></svg>`,
    `site/public/a.svg:2: the SVG holds a script element (<h:script>), ${runs}${plainSvg}`,
  ],
  [
    'a > inside an earlier attribute, before onload',
    'a.svg',
    `<svg ${svgNs} data-note="a>b" onload="alert(1)"/>`,
    `site/public/a.svg:1: the SVG holds an event handler (onload=), ${runs}${plainSvg}`,
  ],
  [
    'an iframe srcdoc in a foreignObject',
    'a.svg',
    `<svg ${svgNs}><foreignObject width="9" height="9">\n<iframe xmlns="${xhtmlNs}" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject></svg>`,
    `site/public/a.svg:2: the SVG holds an embedded document (<iframe srcdoc>), ${runs}${plainSvg}`,
  ],
  [
    'a UTF-16 file with a byte-order mark',
    'a.svg',
    utf16(`<svg ${svgNs}>\n<script>alert(1)</script></svg>`, 'le', true),
    `site/public/a.svg:2: the SVG holds a script element (<script>), ${runs}${plainSvg}`,
  ],
  [
    'a UTF-16 big-endian file without a mark, its declaration saying so',
    'a.svg',
    utf16(`<?xml version="1.0" encoding="UTF-16"?><svg ${svgNs} onclick="alert(1)"/>`, 'be', false),
    `site/public/a.svg:1: the SVG holds an event handler (onclick=), ${runs}${plainSvg}`,
  ],
  [
    'a UTF-8 file with a byte-order mark',
    'a.svg',
    `\ufeff<svg ${svgNs}><rect onmouseover="alert(1)"/></svg>`,
    `site/public/a.svg:1: the SVG holds an event handler (onmouseover=), ${runs}${plainSvg}`,
  ],
  [
    'a handler attribute in another namespace, in capitals',
    'a.svg',
    `<svg ${svgNs} xmlns:x="urn:x"><rect x:ONCLICK="alert(1)"/></svg>`,
    `site/public/a.svg:1: the SVG holds an event handler (x:ONCLICK=), ${runs}${plainSvg}`,
  ],
  [
    'a javascript: xlink:href split by a tab written as a character reference',
    'a.svg',
    `<svg ${svgNs} xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="jav&#x09;ascript:alert(1)"><text>x</text></a></svg>`,
    `site/public/a.svg:1: the SVG holds a javascript: address (xlink:href= on <a>), ${runs}${plainSvg}`,
  ],
  [
    'a data: link',
    'a.svg',
    `<svg ${svgNs}><a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text>x</text></a></svg>`,
    `site/public/a.svg:1: the SVG holds a data: address (href= on <a>), ${runs}${plainSvg}`,
  ],
  [
    'a <use> of another origin',
    'a.svg',
    `<svg ${svgNs}><use href="https://evil.example/x.svg#a"/></svg>`,
    `site/public/a.svg:1: the SVG holds a reference to another site (<use href="https://evil.example/x.svg#a">), ${runs}${plainSvg}`,
  ],
  [
    'an <image> of another origin, protocol-relative',
    'a.svg',
    `<svg ${svgNs}><image href="//evil.example/p.png"/></svg>`,
    `site/public/a.svg:1: the SVG holds a reference to another site (<image href="//evil.example/p.png">), ${runs}${plainSvg}`,
  ],
  [
    'a <set> that makes a link a data: address',
    'a.svg',
    `<svg ${svgNs}><a href="#x"><set attributeName="xlink:href" to="data:text/html,x"/><text>x</text></a></svg>`,
    `site/public/a.svg:1: the SVG holds an animation of xlink:href (<set>), which can make a link run script, ${runs}${plainSvg}`,
  ],
  [
    'an <animate> whose values hold a javascript: address',
    'a.svg',
    `<svg ${svgNs}><a><animate attributeName="href" values="#a;javascript:alert(1)"/></a></svg>`,
    `site/public/a.svg:1: the SVG holds a javascript: address (values= on <animate>), ${runs}${plainSvg}`,
  ],
  [
    'an entity declaration',
    'a.svg',
    `<!DOCTYPE svg [<!ENTITY s "x">]>\n<svg ${svgNs}><text>&s;</text></svg>`,
    `site/public/a.svg:1: the SVG holds an <!ENTITY> declaration in its DOCTYPE, ${runs}${plainSvg}`,
  ],
  [
    'an XSLT stylesheet instruction',
    'a.svg',
    `<?xml-stylesheet type="text/xsl" href="x.xsl"?><svg ${svgNs}/>`,
    `site/public/a.svg:1: the SVG holds an <?xml-stylesheet?> instruction (a stylesheet can transform the file into a page that runs script), ${runs}${plainSvg}`,
  ],
  [
    'HTML in a foreignObject',
    'a.svg',
    `<svg ${svgNs}><foreignObject><div xmlns="${xhtmlNs}"><b>x</b></div></foreignObject></svg>`,
    `site/public/a.svg:1: the SVG holds HTML in a <foreignObject> (<div>), which may run script, ${runs}${plainSvg}`,
  ],
  [
    'HTML outside a foreignObject',
    'a.svg',
    `<svg ${svgNs}><h:a xmlns:h="${xhtmlNs}" href="https://example.org">x</h:a></svg>`,
    `site/public/a.svg:1: the SVG holds HTML in the SVG (<h:a>), ${runs}${plainSvg}`,
  ],
  [
    'markup that is not well-formed',
    'a.svg',
    `<svg ${svgNs}>\n<rect>\n</svg>`,
    'site/public/a.svg:3: not well-formed XML (unexpected close tag): a browser shows an error, and may run what comes before it: fix it, or export it again',
  ],
  [
    'a declared encoding no browser reads',
    'a.svg',
    `<?xml version="1.0" encoding="UTF-7"?><svg ${svgNs}>+ADw-script+AD4-alert(1)+ADw-/script+AD4-</svg>`,
    'site/public/a.svg:1: in an encoding this check cannot read as a browser would ("UTF-7"): save it as UTF-8',
  ],
  [
    'a script in an XHTML file',
    'old.xhtml',
    `<html xmlns="${xhtmlNs}"><body>\n\n<script>alert(1)</script></body></html>`,
    `site/public/old.xhtml:3: the file holds a script element (<script>), ${runs}`,
  ],
  [
    'an XML file with a stylesheet',
    'data.xml',
    `<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="page.xsl"?><list/>`,
    `site/public/data.xml:2: the file holds an <?xml-stylesheet?> instruction (a stylesheet can transform the file into a page that runs script), ${runs}`,
  ],
  [
    'an HTML page with an onerror handler',
    'page.html',
    `<!doctype html><title>x</title>\n<img src=x onerror=alert(1)>`,
    `site/public/page.html:2: the page holds an event handler (onerror=), ${runs}`,
  ],
  [
    'an .htm page with an SVG script inside it',
    'page.htm',
    `<p>x</p>\n<svg><script>alert(1)</script></svg>`,
    `site/public/page.htm:2: the page holds a script element (<script>), ${runs}`,
  ],
  [
    'an HTML page with an iframe srcdoc',
    'page.html',
    `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
    `site/public/page.html:1: the page holds an embedded document (<iframe srcdoc>), ${runs}`,
  ],
  [
    'an HTML link with a javascript: address led by spaces',
    'page.html',
    `<a href="  javascript:alert(1)">x</a>`,
    `site/public/page.html:1: the page holds a javascript: address (href= on <a>), ${runs}`,
  ],
];

for (const [title, name, content, line] of refused)
  test(`refused: ${title}`, () => {
    expect(check(name, content)).toEqual([line]);
  });

test('a compressed SVG is refused with its reason', () => {
  expect(check('logo.svgz', Buffer.from([0x1f, 0x8b, 8, 0]))).toEqual([
    'site/public/logo.svgz: a compressed SVG (.svgz): hosts serve it unlike browsers expect, and this check cannot read it: save it as a plain .svg',
  ]);
});

test('plain pictures and pages pass: styles, links, embedded raster pictures, references inside the file', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  expect(
    check(
      'a.svg',
      `<?xml version="1.0" encoding="ISO-8859-1"?>\n<svg ${svgNs} xmlns:xlink="http://www.w3.org/1999/xlink">` +
        `<style>rect{fill:red}</style><defs><rect id="r"/></defs><use href="#r"/><use xlink:href="shapes.svg#r"/>` +
        `<image href="${png}"/><a href="https://example.org"><text>one = 1, caf\u00e9</text></a></svg>`,
    ),
  ).toEqual([]);
  expect(check('google1234.html', 'google-site-verification: google1234.html')).toEqual([]);
  expect(
    check('sitemap-old.xml', '<?xml version="1.0"?><urlset><url><loc>https://a.example/</loc></url></urlset>'),
  ).toEqual([]);
});
