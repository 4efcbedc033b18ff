/** Puts text on the system clipboard; no server is involved. Throws when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available.');
  await navigator.clipboard.writeText(text);
}
