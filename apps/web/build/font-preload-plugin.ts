import type { Plugin } from 'vite';

/**
 * The two latin faces every page paints with (Inter for text, Fraunces for headings). Preloading them
 * lets the browser fetch them with the scripts instead of after the stylesheet is parsed, so the text
 * does not swap fonts (and shift) after the first paint.
 */
const PRELOADED = /\/(?:inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;

/** Adds `<link rel="preload" as="font">` for the hashed latin woff2 files to the built index.html. */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'marquee:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) => PRELOADED.test(`/${file}`));
        if (fonts.length !== 2) {
          throw new Error(
            `Expected the two latin woff2 fonts in the build, found: ${fonts.join(', ') || 'none'}`,
          );
        }
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
