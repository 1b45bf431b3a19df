import { expect, test } from '@playwright/test';
import { assembleIndexHtml, cspHash, heroes, type IndexHtmlParts } from '../../tooling/generators/indexHtml';

const viteHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'">
    <title>Home</title>
    <script type="module" crossorigin src="./assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="./assets/index-1.css">
    <link rel="stylesheet" crossorigin href="./assets/runtime-1.css">
    <script type="application/ld+json">{"@type":"Person"}</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const webFont = '@font-face{font-family:Roboto;font-weight:400;src:url(./assets/roboto-400-x.woff2)format("woff2")}';
const fallbackFont = '@font-face{font-family:Roboto Fallback;src:local(Arial);size-adjust:99%}';

const printed: string[] = [];
const parts: IndexHtmlParts = {
  pages: [
    {
      name: 'home',
      markup:
        '<main><h1>Home</h1><picture><source type="image/avif" srcSet="a.avif 320w" sizes="100vw"><img src="a.webp" fetchPriority="high" alt=""></picture></main>',
    },
    { name: 'about', markup: '<main><h1>About &amp; CV</h1></main>' },
  ],
  noscriptHome: '<main><h1>Home</h1></main>',
  bootScript: { code: 'boot()', data: { entry: './assets/index-1.js', heroes: '{"home":1}' } },
  swapScript: 'swap()',
  entryChunk: { file: 'assets/index-1.js', imports: ['assets/runtime-1.js'] },
  styles: {
    files: ['assets/runtime-1.css', 'assets/index-1.css', 'assets/Home-1.css'],
    css: `${webFont}${fallbackFont}body{color:red}@media print{body{color:#000}a{color:#000}}`,
  },
  printStylesheet: (css) => {
    printed.push(css);
    return './assets/print-1.css';
  },
  imageSources: ["'self'"],
};

test.describe('index.html assembly', () => {
  test('puts each page in a text/html data block, the home page in noscript, and hashes every inline script and style into the CSP', async ({
    page,
  }) => {
    const html = assembleIndexHtml(viteHtml, parts);
    // Read back by the browser's own parser.
    await page.setContent('<!doctype html><title>t</title>');
    const read = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const csp = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;
      const head = [...doc.head.children].map(
        (el) => el.tagName.toLowerCase() + (el.getAttribute('rel') ? `:${el.getAttribute('rel')}` : ''),
      );
      return {
        csp,
        head,
        templates: [...doc.querySelectorAll('script[type="text/html"][data-page]')].map((t) => [
          t.getAttribute('data-page'),
          new DOMParser().parseFromString(t.textContent ?? '', 'text/html').querySelector('h1')?.textContent,
        ]),
        // DOMParser runs no scripts, so it parses <noscript> content as elements.
        noscript: doc.querySelector('#root > noscript > main > h1')?.textContent,
        scripts: [...doc.querySelectorAll('script:not([src]):not([type])')].map((s) => s.textContent),
        dataBlocks: [...doc.querySelectorAll('script[type]')].map((s) => s.getAttribute('type')),
        bootData: { ...(doc.querySelector('script[data-entry]') as HTMLScriptElement | null)?.dataset },
        style: doc.querySelector('head > style:not([data-web-fonts])')?.textContent,
        fonts: [...doc.querySelectorAll('style[data-web-fonts]')].map((el) => [
          el.getAttribute('media'),
          el.textContent,
        ]),
        noscriptFonts: doc.querySelector('head > noscript > style')?.textContent,
        printLink: doc.querySelector('head > noscript > link[rel=stylesheet][media=print]')?.getAttribute('href'),
        viteTags: doc.querySelectorAll('script[src], link[rel=modulepreload], :not(noscript) > link[rel=stylesheet]')
          .length,
        // The element the first paint waits for, and whether it is the last one in <body>.
        expected: doc.querySelector('link[rel=expect][blocking=render]')?.getAttribute('href'),
        lastInBody: doc.body.lastElementChild?.id,
        swap: doc.body.lastElementChild?.textContent,
      };
    }, html);
    expect(read.templates).toEqual([
      ['home', 'Home'],
      ['about', 'About & CV'],
    ]);
    expect(read.noscript).toBe('Home');
    // Right after the policy that governs them: the link that holds the first paint until the swap
    // script is parsed, the web fonts' rules, waiting (media="not all") for the boot script to add
    // them, and a copy for visitors without JavaScript; the boot script follows the <title> it sets.
    expect(read.head.slice(0, 7)).toEqual(['meta', 'link:expect', 'style', 'noscript', 'noscript', 'title', 'script']);
    // The print rules wait in a file of their own, linked when the app starts (a <noscript> link without JavaScript).
    // Printed by lightningcss, which writes the two rules as one.
    expect(printed).toEqual(['body,a{color:#000}']);
    expect(read.printLink).toBe('./assets/print-1.css');
    expect(read.expected).toBe(`#${read.lastInBody}`);
    expect(read.swap).toBe('swap()');
    expect(read.fonts).toEqual([['not all', webFont]]);
    expect(read.noscriptFonts).toBe(webFont);
    expect(read.bootData).toEqual({
      entry: './assets/index-1.js',
      heroes: '{"home":1}',
      printStyles: './assets/print-1.css',
    });
    expect(read.scripts).toEqual(['boot()', 'swap()']);
    // Data blocks are not scripts: the pages' markup and the JSON-LD need no hash.
    expect(read.dataBlocks).toEqual(['application/ld+json', 'text/html', 'text/html']);
    // The fallback faces stay: the first paint is set in them.
    expect(read.style).toBe(`${fallbackFont}body{color:red}`);
    expect(read.viteTags).toBe(0);
    expect(read.csp).toBe(
      `default-src 'self'; script-src ${cspHash('boot()')} ${cspHash('swap()')} 'strict-dynamic'; style-src 'self' ${cspHash(webFont)} ${cspHash(read.style!)}; img-src 'self'`,
    );
  });

  test('img-src names exactly the sources the build found the site using: data: only when it uses one', () => {
    const policy = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
    const withImages = viteHtml.replace("style-src 'self'", "style-src 'self'; img-src 'self' data:");
    expect(policy(assembleIndexHtml(withImages, parts))).toContain("; img-src 'self'");
    expect(policy(assembleIndexHtml(withImages, parts))).not.toContain('data:');
    expect(policy(assembleIndexHtml(withImages, { ...parts, imageSources: ["'self'", 'data:'] }))).toContain(
      "; img-src 'self' data:",
    );
  });

  test('fails, naming what it misses, when Vite’s index.html changes shape', () => {
    expect(() => assembleIndexHtml(viteHtml.replace('<div id="root"></div>', '<main></main>'), parts)).toThrow(
      'prerender: index.html expected one root element, found 0',
    );
    expect(() => assembleIndexHtml(viteHtml.replace('<div id="root"></div>', '<div id="root">x</div>'), parts)).toThrow(
      'has a #root that is not empty',
    );
    expect(() => assembleIndexHtml(viteHtml.replace(/<meta http-equiv[^>]*>/, ''), parts)).toThrow(
      'expected one Content-Security-Policy meta, found 0',
    );
    expect(() => assembleIndexHtml(viteHtml.replace('./assets/runtime-1.js', './assets/other.js'), parts)).toThrow(
      'has 0 tags for assets/runtime-1.js, expected one',
    );
    expect(() => assembleIndexHtml(viteHtml.replace(/<link rel="stylesheet"[^>]*>\s*/g, ''), parts)).toThrow(
      'prerender: index.html links no stylesheet',
    );
    // A stylesheet the entry links must be among the inline ones, or its rules would be lost.
    expect(() =>
      assembleIndexHtml(viteHtml, { ...parts, styles: { ...parts.styles, files: ['assets/index-1.css'] } }),
    ).toThrow('prerender: index.html links assets/runtime-1.css, which is not among the inline stylesheets');
    // Only the scripts and styles the build inserted are hashed into the CSP: any other stops the build.
    expect(() =>
      assembleIndexHtml(viteHtml.replace('<title>Home</title>', '<title></title><script>evil()</script>'), parts),
    ).toThrow('prerender: index.html has an inline <script> the build did not insert: "evil()"');
    expect(() => assembleIndexHtml(viteHtml.replace('</head>', '<style>body{}</style></head>'), parts)).toThrow(
      'prerender: index.html has an inline <style> the build did not insert: "body{}"',
    );
    // A page's markup is held as text in a <script type="text/html">, which a </script> would end.
    const withScript = { ...parts, pages: [...parts.pages, { name: 'x', markup: '<p>a</p><script>b()</script>' }] };
    expect(() => assembleIndexHtml(viteHtml, withScript)).toThrow(
      'page x has a <script> in its markup, which a data block cannot hold',
    );
  });
});

test('each page’s largest picture for the boot script: the one marked high, else the first of its main not lazy', () => {
  const photo =
    '<main><picture><source type="image/avif" srcset="me-320.avif 320w" sizes="20rem">' +
    '<img src="me.webp" fetchpriority="high" loading="eager"></picture></main>';
  const cards =
    '<header><img src="logo.svg"></header><main><img src="hover.svg" loading="lazy">' +
    '<img src="images/projects/first.svg" loading="eager" fetchpriority="auto"><img src="second.svg"></main>';
  const none = '<main><img src="late.svg" loading="lazy"></main><footer><img src="badge.svg"></footer>';
  expect(
    heroes([
      { name: 'home', markup: photo },
      { name: 'projects', markup: cards },
      { name: 'contact', markup: none },
    ]),
  ).toEqual({
    home: { type: 'image/avif', srcset: 'me-320.avif 320w', sizes: '20rem' },
    projects: { href: 'images/projects/first.svg' },
  });
});
