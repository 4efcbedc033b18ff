/**
 * In the browser, for every delivery: holds the clicks, submits and typing made on what the
 * server drew before it is interactive, and replays them once the islands or the app handle
 * the page (browser-entry.tsx).
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/**
 * Types `value` into a field again so React sees a change: hydration adopted the field as it
 * found it, typed value included, while the page's state still holds the empty value. Clearing
 * it through its own setter first (which React watches) makes the retyped value a change.
 */
function retype(field: Field, value: string) {
  field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** What tells a control apart for a person: what it is, where it leads, what it says. */
const looksAlike = (one: Element, other: Element) =>
  one.tagName === other.tagName &&
  one.getAttribute('href') === other.getAttribute('href') &&
  one.getAttribute('aria-label') === other.getAttribute('aria-label') &&
  one.textContent?.trim() === other.textContent?.trim();

/**
 * The control a tap meant, once the app has drawn the page: the same element, or, where the app
 * drew its page anew over the one the server drew (the signed-in area's app shell), the shown
 * control that looks the same (the sidebar's links, Sign Out).
 */
function controlNow(control: HTMLElement): HTMLElement | null {
  if (control.isConnected) return control;
  const candidates = [...document.getElementsByTagName(control.tagName)];
  const shown = candidates.find(
    (candidate) => looksAlike(candidate, control) && candidate.getClientRects().length > 0,
  );
  return shown instanceof HTMLElement ? shown : null;
}

/** What tells a field apart for a person: its kind, its name, its label and its placeholder. */
const fieldLooksAlike = (one: Field, other: Element) =>
  one.tagName === other.tagName &&
  ['type', 'name', 'aria-label', 'placeholder'].every(
    (attribute) => one.getAttribute(attribute) === other.getAttribute(attribute),
  );

/** The field typed into, once the app has drawn the page: itself, or its shown look-alike. */
function fieldNow(field: Field): Field | null {
  if (field.isConnected) return field;
  const shown = [...document.getElementsByTagName(field.tagName)].find(
    (candidate) => fieldLooksAlike(field, candidate) && candidate.getClientRects().length > 0,
  );
  return shown && isField(shown) ? shown : null;
}

/** The form submitted, once the app has drawn the page: itself, or the form of its fields now. */
function formNow(form: HTMLFormElement): HTMLFormElement | null {
  if (form.isConnected) return form;
  for (const element of form.elements) {
    const now = isField(element) ? fieldNow(element) : null;
    if (now?.form) return now.form;
  }
  return null;
}

/**
 * Taps `control` again for the app. The first tap focused it while nobody listened: it is
 * focused again first, so the app sees that too (an accordion takes clicks only on a trigger
 * it saw being focused).
 */
function replayTap(tapped: HTMLElement) {
  const control = controlNow(tapped);
  if (!control) return;
  if (document.activeElement === control) {
    control.blur();
    control.focus({ preventScroll: true });
  }
  control.click();
}

/**
 * Whether a click must wait for the app. A link that leaves the site, or opens a new tab or
 * window, is the browser's alone; a link within the site may be the app's (page links change
 * page without a reload), so it waits too: followed natively it might do only part of its job.
 */
function waitsForTheApp(control: HTMLElement, click: MouseEvent): boolean {
  if (!(control instanceof HTMLAnchorElement)) return true;
  const opensElsewhere =
    click.ctrlKey ||
    click.metaKey ||
    click.shiftKey ||
    click.altKey ||
    (control.target !== '' && control.target !== '_self');
  return !opensElsewhere && control.origin === window.location.origin;
}

/** Where held interactions belong: the part of the page that must wake to handle them. */
export type HoldOptions = {
  /**
   * The still-asleep part of the page `target` is in, or null when it is awake (or static,
   * handled by the browser alone); the whole page by default.
   */
  zoneOf?: (target: Element) => Element | null;
  /** Told at each held interaction, so its zone can wake at once. */
  onHold?: (zone: Element) => void;
};

export type HeldInteractions = {
  /** Replays what `zone` holds (every zone's without one, and stops holding). */
  release(zone?: Element): void;
  /** Zones holding interactions now, for whoever starts waking them later. */
  holdingZones(): Element[];
  /** Sets who is told at each held interaction from now on. */
  onHold(listener: (zone: Element) => void): void;
};

/**
 * Between the first paint of a prerendered page and its hydration, the page looks ready but
 * React is not listening yet: a click on a button or a box would be lost, a link the app
 * handles would do only what the browser does with it, a form would submit natively (a GET
 * carrying its fields, passwords included, in the address), and hydration would reset what was
 * typed to the state's empty values. Until its zone is released (the whole page, or one
 * island), this holds clicks and submits back and notes what was typed; then it types it again
 * and replays the clicks, once React handles them. Where the app drew its page anew over the
 * one the server drew (the app shell), each goes to the shown control, field or form that
 * looks the same.
 */
export function holdEarlyInteractions(options: HoldOptions = {}): HeldInteractions {
  const zoneOf = options.zoneOf ?? (() => document.documentElement);
  let onHold = options.onHold ?? (() => {});
  const typed = new Map<Field, string>();
  const held: Array<{ zone: Element; replay: () => void }> = [];
  const hold = (zone: Element, replay: () => void) => {
    held.push({ zone, replay });
    onHold(zone);
  };
  const zoneOfEvent = (event: Event) =>
    event.target instanceof Element ? zoneOf(event.target) : null;
  const noteTyping = (event: Event) => {
    if (
      isField(event.target) &&
      event.target.type !== 'checkbox' &&
      event.target.type !== 'radio' &&
      zoneOfEvent(event)
    ) {
      typed.set(event.target, event.target.value);
    }
  };
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest('a[href], button, input[type="checkbox"], input[type="radio"]');
    if (!(control instanceof HTMLElement) || !waitsForTheApp(control, event)) return;
    const zone = zoneOf(control);
    if (!zone) return;
    event.preventDefault();
    event.stopPropagation();
    hold(zone, () => replayTap(control));
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    const zone = zoneOfEvent(event);
    if (!zone) return;
    event.preventDefault();
    event.stopPropagation();
    if (form instanceof HTMLFormElement) hold(zone, () => formNow(form)?.requestSubmit());
  };
  const listeners = [
    ['input', noteTyping],
    ['change', noteTyping],
    ['click', holdClick],
    ['submit', holdSubmit],
  ] as const;
  for (const [type, listener] of listeners) {
    document.addEventListener(type, listener as EventListener, true);
  }
  let stopped = false;
  return {
    release(zone) {
      if (stopped) return;
      if (!zone) {
        stopped = true;
        for (const [type, listener] of listeners) {
          document.removeEventListener(type, listener as EventListener, true);
        }
      }
      const inZone = (element: Element) => !zone || zone.contains(element);
      for (const [field, value] of typed) {
        if (!inZone(field)) continue;
        typed.delete(field);
        const now = fieldNow(field);
        if (now) retype(now, value);
      }
      for (const entry of held.filter((entry) => !zone || entry.zone === zone)) {
        held.splice(held.indexOf(entry), 1);
        entry.replay();
      }
    },
    holdingZones: () => [...new Set(held.map((entry) => entry.zone))],
    onHold(listener) {
      onHold = listener;
    },
  };
}
