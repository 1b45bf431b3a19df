/**
 * Runs inline at the end of <body>, before the first paint (bundled, minified and hashed into the
 * Content-Security-Policy by the build): puts the opened route's prerendered page from its inert
 * <template> into #root, where the app hydrates it. So a deep link never shows, or downloads,
 * another page's content.
 *
 * For a link to a section (`#/about?section=experience`, or the older `#/about#experience`) it
 * scrolls to that heading, so the first paint already shows it.
 */
const html = document.documentElement;
const route = html.hasAttribute('data-filtered') ? null : html.getAttribute('data-route');
const template = route ? document.querySelector<HTMLTemplateElement>(`template[data-page="${route}"]`) : null;
const root = document.getElementById('root');
if (route && template && root) {
  root.replaceChildren(template.content);
  root.setAttribute('data-prerendered', route);
}

const hash = location.hash;
const section =
  new URLSearchParams(hash.split('?')[1] ?? '').get('section') || decodeURIComponent(hash.split('#')[2] ?? '');
const heading = section ? document.getElementById(section) : null;
if (heading) {
  // Instant: the page's smooth scrolling (when motion is welcome) would otherwise animate the
  // first paint from the top down to the heading, over about a second.
  const jump = () => heading.scrollIntoView({ behavior: 'instant' });
  jump();
  // The stylesheet is inline, so this first paint can come before the web fonts: once they are in
  // (text above may wrap differently), the heading goes back to the top unless the visitor scrolled.
  const y = scrollY;
  void document.fonts?.ready.then(() => scrollY === y && jump());
}
