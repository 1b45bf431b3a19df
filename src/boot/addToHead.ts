/** A <link> or <script> added to <head> with these properties (both inline scripts bundle their own copy). */
export function addToHead(tag: 'link' | 'script', props: Record<string, string>) {
  document.head.appendChild(Object.assign(document.createElement(tag), props));
}
