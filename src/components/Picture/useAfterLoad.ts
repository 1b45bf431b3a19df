import { useEffect, useState } from 'react';

/**
 * False until the page has finished loading (and on the server, so hydration
 * matches), then true: for content that must never compete with the first
 * paint, such as a hover image.
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return undefined;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
