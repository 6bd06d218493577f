import { createHash } from 'node:crypto';
import { escapeHtml } from './html-head';

/**
 * The JavaScript of a server-rendered page loads after its first paint (docs/decisions/0083): the HTML and the
 * stylesheet are the page, so on a slow phone they get the connection to themselves, and the app's code (about
 * 150 KB) is fetched once the page is on screen, then hydrates it. The browser's own order would fetch the entry
 * and every preloaded chunk, at high priority, beside the stylesheet and the fonts.
 *
 * The loader is one constant inline script, allowed by its hash in the Content-Security-Policy (plugins/security.ts):
 * after the first frame (a frame is drawn once the stylesheet has arrived), or at once in a hidden tab, which draws
 * none, it adds the preloads and the entry it reads from its own `data-preload` and `data-entry`.
 */
export const DEFERRED_LOADER = [
  '(function(){',
  'var s=document.currentScript,d=document,done=0;',
  'function go(){if(done++)return;',
  '(s.getAttribute("data-preload")||"").split(" ").forEach(function(h){if(!h)return;',
  'var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});',
  'var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=s.getAttribute("data-entry");',
  'd.head.appendChild(e)}',
  'if(d.visibilityState==="hidden")go();',
  'else requestAnimationFrame(function(){setTimeout(go,0)})',
  '})()',
].join('');

/** The loader's CSP source expression. */
export const DEFERRED_LOADER_CSP = `'sha256-${createHash('sha256').update(DEFERRED_LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page with its entry script and module preloads moved from the head into the loader at the end of the body.
 * A page without an entry script (no build of the web app) is answered as it is.
 */
export function deferScripts(page: string): string {
  const entry = MODULE_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const preloads: string[] = [];
  const head = page.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  const loader = `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${DEFERRED_LOADER}</script>`;
  return head.replace(/<\/body>/i, () => `${loader}\n  </body>`);
}
