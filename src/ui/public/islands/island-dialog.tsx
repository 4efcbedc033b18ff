import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { LuX } from 'react-icons/lu';
import { useElementId } from '../../hooks/use-element-id';
import { centered, closeButton, drawer } from './island-dialog.styles';
import { cx } from './island-styles';

export type IslandDialogProps = {
  open: boolean;
  /** Called once the dialog has closed: Escape, a click on the backdrop or the close button. */
  onClose: () => void;
  /** Shown at the top, and the dialog's accessible name. */
  title: ReactNode;
  /** The accessible name of the close button. */
  closeLabel: string;
  /** A modal in the middle of the screen (filling a phone's), or a drawer against the end edge. */
  placement?: 'center' | 'end';
  children: ReactNode;
};

/**
 * Stops the page behind from scrolling, its scrollbar's width kept so nothing shifts (as under
 * Chakra's dialogs); returns the function that lets it scroll again.
 */
export function lockPageScroll() {
  const page = document.documentElement;
  const { overflow, paddingInlineEnd } = page.style;
  page.style.paddingInlineEnd = `${window.innerWidth - page.clientWidth}px`;
  page.style.overflow = 'hidden';
  return () => {
    Object.assign(page.style, { overflow, paddingInlineEnd });
  };
}

/** A click on the backdrop lands on the dialog itself, outside its box. */
function isBackdropClick(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * A modal dialog on the native `<dialog>` (`showModal()`): the browser keeps the focus inside,
 * closes it on Escape and gives the focus back to what opened it. Its content is always in the
 * page, hidden while closed (the server draws it with the island): a part that must not exist
 * before opening (a frame) is rendered by the caller only while `open`.
 */
export function IslandDialog({
  open,
  onClose,
  title,
  closeLabel,
  placement = 'center',
  children,
}: IslandDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeTrigger = useRef<HTMLButtonElement>(null);
  const titleId = useElementId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!open) {
      if (element.open) element.close();
      return;
    }
    if (!element.open) {
      element.showModal();
      // Rather than the first focusable element the browser picks: a frame in the body would
      // take the keys, Escape too, away from the page.
      closeTrigger.current?.focus();
    }
    return lockPageScroll();
  }, [open]);
  const styles = placement === 'end' ? drawer : centered;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape is its keyboard twin, handled by the browser.
    <dialog
      ref={dialog}
      className={styles.content}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (isBackdropClick(event)) event.currentTarget.close();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      <div className={styles.body}>{children}</div>
      <button
        ref={closeTrigger}
        type="button"
        className={cx(styles.closeTrigger, closeButton)}
        aria-label={closeLabel}
        onClick={() => dialog.current?.close()}
      >
        <LuX aria-hidden="true" />
      </button>
    </dialog>
  );
}
