/**
 * What the cross-engine journeys need from a browser, whichever engine and protocol drives it:
 * Chromium and Firefox through puppeteer-core (CDP, WebDriver BiDi), WebKit through classic
 * WebDriver. Elements are found by what a person reads (a field's label, a button's or link's
 * name) with one finder that runs inside the page, so every engine is asked the same question;
 * clicks and typing then go through the engine's own input, as a person's would.
 */
export type Driver = {
  /** Loads a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Types into the input or textarea with that label; picks the option of that value in a select. */
  fill(label: string, value: string): Promise<void>;
  /** Clicks the visible, enabled button, link or checkbox with that name. */
  click(role: ClickRole, name: string): Promise<void>;
  /** Waits until the page shows the text (rendered text, so hidden text does not count). */
  waitForText(text: string): Promise<void>;
  url(): Promise<string>;
  /** A PNG of the viewport, for people to look at. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
};

export type ClickRole = 'button' | 'link' | 'checkbox';

/** What `findOnPage` looks for: a form field by its label, or something to click by its name. */
export type Target = { role: 'field'; name: string } | { role: ClickRole; name: string };

/**
 * How long a step waits for its element or text. Every page here is local, but on a busy machine
 * a cold WebKit takes several seconds to start a prerendered page's app.
 */
export const STEP_TIMEOUT_MS = 15_000;

/**
 * Runs inside the page (it must not use anything from outside itself). Names are what a screen
 * reader would say, roughly: `aria-label`, else the text without `aria-hidden` parts (the '*' of
 * a required field's label). An exact name wins over one that only contains it. A checkbox the
 * page draws itself (its input visually hidden, as Chakra does) is clicked where it is drawn.
 */
export function findOnPage(target: Target): Element | null {
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
    return Array.from(node.childNodes, textOf).join('');
  };
  const nameOf = (element: Element) =>
    (element.getAttribute('aria-label') ?? textOf(element)).replace(/\s+/g, ' ').trim();
  const usable = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) && !element.matches(':disabled');

  const selectors = {
    field: 'input, textarea, select',
    button: 'button, [role="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    checkbox: 'input[type="checkbox"]',
  };
  const names = (element: Element) =>
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
      ? [
          ...Array.from(element.labels ?? [], nameOf),
          element.getAttribute('aria-label') ?? '',
        ].filter(Boolean)
      : [nameOf(element)];
  const candidates = Array.from(document.querySelectorAll(selectors[target.role]));
  const found =
    candidates.find((element) => names(element).includes(target.name)) ??
    candidates.find((element) => names(element).some((name) => name.includes(target.name)));
  if (!found) return null;
  if (target.role === 'checkbox' && found.getBoundingClientRect().width <= 1) {
    const drawn = found.closest('label')?.querySelector('[data-part="control"]') ?? null;
    return drawn && usable(drawn) ? drawn : null;
  }
  return usable(found) ? found : null;
}

/** Runs inside the page: whether the rendered text of the page contains `text`. */
export function pageShows(text: string): boolean {
  return document.body.innerText.replace(/\s+/g, ' ').includes(text);
}
