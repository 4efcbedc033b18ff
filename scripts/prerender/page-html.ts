/**
 * React writes a page's `<title>`, `<meta>` and `<link>` elements ahead of its markup when it
 * renders into a container; they belong in the head, where the browser's React finds them again.
 */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;
const EMPTY_ROOT = '<div id="root"></div>';
/** A script without `src` (JSON data excepted) or an `on...=` handler: both break the CSP. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/i;
const INLINE_HANDLER = /<[^>]+\son[a-z]+=/i;

export type PrerenderedPage = {
  path: string;
  html: string;
  styleTags: string;
  /** A page of islands: the address of their runtime (src/boot/browser-entry.tsx loads it). */
  islandsRuntime?: string;
};

/**
 * The built `index.html` with the page's head elements, canonical link (a path: the server
 * makes it absolute with its public address) and CSS in the head, and its markup in `#root`,
 * marked so the browser hydrates it whole, or only its islands (src/boot/browser-entry.tsx).
 */
export function pageDocument(template: string, page: PrerenderedPage): string {
  if (!template.includes(EMPTY_ROOT) || !template.includes('</head>')) {
    throw new Error(`index.html has no ${EMPTY_ROOT} or no </head> to prerender into`);
  }
  const head = LEADING_HEAD_ELEMENTS.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(head.length);
  const document = template
    .replace(
      '</head>',
      () => `${head}<link rel="canonical" href="${page.path}" />${page.styleTags}</head>`,
    )
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" ${page.islandsRuntime ? `data-islands="${page.islandsRuntime}"` : 'data-prerendered'}>${markup}</div>`,
    );
  const inline = INLINE_SCRIPT.exec(document) ?? INLINE_HANDLER.exec(document);
  if (inline) {
    throw new Error(
      `The prerendered ${page.path} has inline script, against the CSP: ${inline[0]}`,
    );
  }
  return document;
}

/** Where a path's HTML goes inside the prerendered folder. */
export const pageFileName = (path: string) =>
  path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '-')}.html`;
