import { useCallback, useEffect, useRef, useState } from 'react';

type Place = 'above' | 'visible' | 'below';

/** The page's own footer (the contentinfo landmark), not one inside an article. */
const pageEnd = () => [...document.querySelectorAll('footer')].find((f) => !f.closest('main, article, section, aside'));

/**
 * Which heading's section is in view, judged by one IntersectionObserver whose
 * root is the viewport minus `topMargin` pixels at the top (50px by default).
 *
 * React Spectrum's rule: the first heading inside that area, in document order,
 * wins; when none is inside, the last heading already scrolled past stays
 * active. At the bottom of the page (the page footer wholly in view) the last
 * heading wins, since a short final section can never reach the top.
 *
 * `pin(id)` makes `id` active at once (after a click in the table of
 * contents) and holds it until that scroll has settled.
 */
export function useActiveHeading(ids: readonly string[], topMargin = 50) {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const pinned = useRef<string | null>(null);

  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return;
    const places = new Map<Element, Place>();
    const end = pageEnd();
    let atEnd = false;

    const choose = () => {
      if (atEnd) return headings[headings.length - 1];
      const visible = headings.find((h) => places.get(h) === 'visible');
      if (visible) return visible;
      const passed = headings.filter((h) => places.get(h) === 'above');
      return passed[passed.length - 1] ?? headings[0];
    };

    const observer = new IntersectionObserver(
      (records) => {
        for (const r of records) {
          if (r.target === end) {
            atEnd = r.isIntersecting && r.intersectionRatio >= 0.99;
            continue;
          }
          const rootTop = r.rootBounds?.top ?? topMargin;
          places.set(r.target, r.isIntersecting ? 'visible' : r.boundingClientRect.top < rootTop ? 'above' : 'below');
        }
        if (!pinned.current) setActiveId(choose()?.id);
      },
      // Only the top edge moves in: a heading tucked under the top 50px counts as scrolled past.
      { rootMargin: `-${topMargin}px 0px 0px 0px`, threshold: [0, 1] },
    );
    headings.forEach((h) => observer.observe(h));
    if (end) observer.observe(end);
    return () => observer.disconnect();
  }, [ids, topMargin]);

  const pin = useCallback((id: string) => {
    pinned.current = id;
    setActiveId(id);
    let timer = 0;
    // A smooth scroll ends with `scrollend`; the observer reports the final
    // positions a frame or two later, so the pin outlasts it briefly. If the
    // page did not need to move there is no scrollend: the timer frees the pin.
    const release = () => {
      window.removeEventListener('scrollend', onEnd);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (pinned.current === id) pinned.current = null;
      }, 150);
    };
    const onEnd = () => release();
    window.addEventListener('scrollend', onEnd, { once: true });
    timer = window.setTimeout(release, 1500);
  }, []);

  return { activeId, pin };
}
