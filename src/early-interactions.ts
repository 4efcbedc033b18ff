/**
 * Between the first paint of a prerendered page and its hydration, the page looks ready but
 * React is not listening yet. A button click there would be lost, and a form would submit
 * natively (a GET carrying its fields, passwords included, in the address). Until `release`,
 * this holds those back and then replays them, once React handles them.
 */
export function holdEarlyInteractions(): { release(): void } {
  const held: Array<() => void> = [];
  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return; // links and fields work natively meanwhile
    event.preventDefault();
    event.stopPropagation();
    held.push(() => button.isConnected && button.click());
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    event.preventDefault();
    event.stopPropagation();
    if (form instanceof HTMLFormElement) held.push(() => form.isConnected && form.requestSubmit());
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      for (const replay of held.splice(0)) replay();
    },
  };
}
