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

/**
 * Between the first paint of a prerendered page and its hydration, the page looks ready but
 * React is not listening yet: a click on a button or a box would be lost, a form would submit
 * natively (a GET carrying its fields, passwords included, in the address), and hydration would
 * reset what was typed to the state's empty values. Until `release`, this holds clicks and
 * submits back and notes what was typed; then it types it again and replays the clicks, once
 * React handles them.
 */
export function holdEarlyInteractions(): { release(): void } {
  const typed = new Map<Field, string>();
  const held: Array<() => void> = [];
  const noteTyping = (event: Event) => {
    if (
      isField(event.target) &&
      event.target.type !== 'checkbox' &&
      event.target.type !== 'radio'
    ) {
      typed.set(event.target, event.target.value);
    }
  };
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest('button, input[type="checkbox"], input[type="radio"]');
    if (!(control instanceof HTMLElement)) return; // links work natively meanwhile
    event.preventDefault();
    event.stopPropagation();
    held.push(() => control.isConnected && control.click());
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    event.preventDefault();
    event.stopPropagation();
    if (form instanceof HTMLFormElement) held.push(() => form.isConnected && form.requestSubmit());
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
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      for (const [type, listener] of listeners) {
        document.removeEventListener(type, listener as EventListener, true);
      }
      for (const [field, value] of typed) if (field.isConnected) retype(field, value);
      for (const replay of held.splice(0)) replay();
    },
  };
}
