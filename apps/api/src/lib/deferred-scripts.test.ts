import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFERRED_LOADER, DEFERRED_LOADER_CSP, deferScripts } from './deferred-scripts';

const page = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Marquee</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/c-one.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <link rel="modulepreload" crossorigin href="/assets/c-two.js">
  </head>
  <body>
    <div id="root"><h1>Plan it</h1></div>
  </body>
</html>`;

describe('deferScripts', () => {
  it('moves the entry and the module preloads into the loader at the end of the body, leaving the stylesheet', () => {
    const html = deferScripts(page);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    const loader = /<script data-entry="([^"]*)" data-preload="([^"]*)">([^<]*)<\/script>\s*<\/body>/.exec(
      html,
    );
    expect(loader?.[1]).toBe('/assets/index-abc.js');
    expect(loader?.[2]).toBe('/assets/c-one.js /assets/c-two.js');
    expect(loader?.[3]).toBe(DEFERRED_LOADER);
    expect(html.indexOf('<h1>Plan it</h1>')).toBeLessThan(html.indexOf('data-entry'));
  });

  it('answers a page without an entry script as it is', () => {
    const shell = page.replace(/<script type="module"[^\n]*\n/, '');
    expect(deferScripts(shell)).toBe(shell);
  });

  it('names the loader in the CSP by the hash of exactly its text', () => {
    const hash = createHash('sha256').update(DEFERRED_LOADER).digest('base64');
    expect(DEFERRED_LOADER_CSP).toBe(`'sha256-${hash}'`);
  });
});
