/**
 * Opens an external address in a new tab, without giving it a handle on this page. When the
 * browser blocks the new tab (a timer-driven open may count as a pop-up), the address opens in
 * this tab instead, so the visitor still gets where the button promised.
 */
export function openInNewTab(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) {
    opened.opener = null;
    return;
  }
  window.location.assign(url);
}
