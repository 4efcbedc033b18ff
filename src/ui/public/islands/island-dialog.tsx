import type { SystemStyleObject } from '@chakra-ui/react';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { LuX } from 'react-icons/lu';
import { cx, islandStyles } from './island-styles';

/**
 * What the native element needs beyond the recipes' content box: the browser's top layer takes
 * the place of Chakra's positioner (it stacks the dialog over the page, the recipes' margins
 * then place it) and of its backdrop element (`::backdrop`, which takes the backdrop slot's
 * colour and fade). Closed, it stays hidden under the recipes' `display`; it does not move
 * for visitors who ask for less motion (the page's reduced-motion rule misses `::backdrop`).
 */
const topLayer = {
  '&:not([open])': { display: 'none' },
  position: 'fixed',
  maxH: '100dvh',
  color: 'inherit',
  _motionReduce: { animation: 'none' },
  _backdrop: {
    bg: 'blackAlpha.500',
    _motionSafe: { animationName: 'fade-in', animationDuration: 'slow' },
  },
} satisfies SystemStyleObject;

const centered = islandStyles('island-dialog', {
  content: {
    slotRecipe: 'dialog',
    slot: 'content',
    variants: { placement: 'center', size: 'xl' },
    // A phone's screen is too small for a box: there the dialog fills it (the recipe's `full`).
    css: {
      ...topLayer,
      mdDown: { maxW: '100dvw', minH: '100dvh', '--dialog-margin': '0', borderRadius: '0' },
    },
  },
  header: { slotRecipe: 'dialog', slot: 'header' },
  title: { slotRecipe: 'dialog', slot: 'title' },
  body: { slotRecipe: 'dialog', slot: 'body' },
  // Unlayered, so over the button recipe's `position: relative` (recipes share one layer).
  closeTrigger: { slotRecipe: 'dialog', slot: 'closeTrigger', css: { position: 'absolute' } },
});

const drawer = islandStyles('island-drawer', {
  content: {
    slotRecipe: 'drawer',
    slot: 'content',
    variants: { placement: 'end', size: 'xs' },
    // Full height against the inline end edge, where the recipes' positioner would put it.
    css: { ...topLayer, h: '100dvh', ms: 'auto' },
  },
  header: { slotRecipe: 'drawer', slot: 'header' },
  title: { slotRecipe: 'drawer', slot: 'title' },
  body: { slotRecipe: 'drawer', slot: 'body' },
  closeTrigger: { slotRecipe: 'drawer', slot: 'closeTrigger', css: { position: 'absolute' } },
});

/** Chakra's CloseButton: a ghost icon button. */
const { closeButton } = islandStyles('island-dialog', {
  closeButton: {
    recipe: 'button',
    variants: { variant: 'ghost', size: 'md' },
    css: { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
  },
});

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
function lockPageScroll() {
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
 * page, hidden while closed, so the server's HTML names every class it uses (island-css.ts
 * compiles only those): a part that must not exist before opening (a frame) is rendered by
 * the caller only while `open`.
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
  const titleId = useId();
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
