/**
 * Dev server only: the content check's warnings (shown on the site as described, nothing blocked) in a
 * small panel in a corner of the page, so an owner sees them without reading the terminal. Errors use
 * Vite's own overlay.
 */

import { zIndex } from '../styles/tokens';

const event = 'owner-site:content-warnings';

function render(warnings: readonly string[]) {
  document.getElementById('content-warnings')?.remove();
  if (warnings.length === 0) return;
  const panel = document.createElement('details');
  panel.id = 'content-warnings';
  panel.setAttribute('role', 'status');
  Object.assign(panel.style, {
    position: 'fixed',
    insetInline: '8px',
    bottom: '8px',
    zIndex: String(zIndex.devWarnings),
    maxHeight: '40vh',
    overflow: 'auto',
    padding: '8px 12px',
    font: '13px/1.45 ui-monospace, monospace',
    background: '#fff8e1',
    color: '#3e2723',
    border: '1px solid #b26a00',
    borderRadius: '6px',
    boxShadow: '0 2px 8px rgb(0 0 0 / 0.2)',
  });
  const summary = document.createElement('summary');
  summary.textContent = `Content warnings (${warnings.length}): shown on the site as described`;
  summary.style.cursor = 'pointer';
  const list = document.createElement('ul');
  list.style.margin = '8px 0 0';
  for (const warning of warnings) {
    const item = document.createElement('li');
    item.textContent = warning;
    list.append(item);
  }
  panel.append(summary, list);
  document.body.append(panel);
}

import.meta.hot?.on(event, (warnings: string[]) => render(warnings));
import.meta.hot?.send(event);
