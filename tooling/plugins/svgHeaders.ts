import type { Connect, Plugin } from 'vite';
import { svgPolicy } from '../generators/hostHeaders.ts';

/** An SVG requested as a file (not as a module: `?import`, `?url`, `?raw`) gets the policy that keeps its scripts from running. */
const withSvgPolicy: Connect.NextHandleFunction = (req, res, next) => {
  const [path = '', query = ''] = (req.url ?? '').split('#')[0]!.split('?');
  if (/\.svg$/i.test(path) && !/(^|&)(import|url|raw|inline)(&|=|$)/.test(query))
    res.setHeader('Content-Security-Policy', svgPolicy);
  next();
};

/** `vite dev` and `vite preview` send SVGs the policy `_headers` gives them on a host (hostHeaders.ts). */
export function svgHeaders(): Plugin {
  return {
    name: 'svg-headers',
    configureServer(server) {
      server.middlewares.use(withSvgPolicy);
    },
    configurePreviewServer(server) {
      server.middlewares.use(withSvgPolicy);
    },
  };
}
