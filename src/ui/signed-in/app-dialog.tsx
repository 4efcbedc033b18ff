import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { buttonClass } from '../components/kit/button';
import { useElementId } from '../hooks/use-element-id';
import { lockPageScroll } from '../public/islands/island-dialog';
import { cx } from '../public/islands/island-styles';
import { appDialogContent, appDialogPositioner, appDialog as styles } from './app-dialog.styles';

export type AppDialogProps = {
  open: boolean;
  /** Asked to close (Escape, a press outside the box, the close trigger): the caller decides. */
  onOpenChange: (details: { open: boolean }) => void;
  /** A medium box, a large one, or the phone's whole screen and a large box from tablets up. */
  size?: 'md' | 'lg' | { base: 'full'; md: 'lg' };
  placement?: 'center';
  /** `inside`: the body scrolls between the header and the footer; `outside`: the page does. */
  scrollBehavior?: 'inside' | 'outside';
  /** A press outside the box asks to close (not while a call is under way). */
  closeOnInteractOutside?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Keeps the dialog off a phone's edges (a dialog that does not fill the phone's screen). */
  gutter?: boolean;
  /** The dialog's header, body and footer (in a form, for a dialog that is one). */
  children: ReactNode;
};

type DialogContext = {
  titleId: string;
  descriptionId: string;
  setDescribed: (described: boolean) => void;
  scrollBehavior: 'inside' | 'outside';
  requestClose: () => void;
};
const DialogContext = createContext<DialogContext | null>(null);
const useDialog = () => {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error('A dialog part is drawn outside <AppDialog>.');
  return dialog;
};

/** What takes the focus first, as Chakra's dialog chose: a control, not a scrolling body. */
const FIRST_FOCUS =
  'input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

const contentClass = (size: NonNullable<AppDialogProps['size']>, scroll: 'inside' | 'outside') =>
  appDialogContent[`${typeof size === 'string' ? size : 'full-lg'}-${scroll}`];

/**
 * The one dialog of the app (the signed-in pages), on the native `<dialog>` as a modal
 * (`showModal()`): the browser keeps the focus inside it and stacks it over the page; the
 * dialog hands the focus back to what had it when it closes, as Chakra's did. Its content
 * exists only while it is open, so a form in it starts afresh each time. Every dialog of the
 * app, the confirmation included, is drawn in it.
 */
export function AppDialog({
  open,
  onOpenChange,
  size = 'md',
  scrollBehavior = 'outside',
  closeOnInteractOutside = true,
  role = 'dialog',
  gutter = false,
  children,
}: AppDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useElementId();
  const descriptionId = `${titleId}-description`;
  const [described, setDescribed] = useState(false);
  const requestClose = () => onOpenChange({ open: false });
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    // The browser's own pick may be a body that scrolls (a focusable scroller in Chromium).
    element.querySelector<HTMLElement>(FIRST_FOCUS)?.focus();
    const unlockScroll = lockPageScroll();
    return () => {
      if (element.open) element.close();
      unlockScroll();
      opener?.focus();
    };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <DialogContext.Provider
      value={{ titleId, descriptionId, setDescribed, scrollBehavior, requestClose }}
    >
      <dialog
        ref={dialog}
        role={role === 'alertdialog' ? 'alertdialog' : undefined}
        aria-labelledby={titleId}
        aria-describedby={described ? descriptionId : undefined}
        className={cx(appDialogPositioner[scrollBehavior], gutter && appDialogPositioner.gutter)}
        onCancel={(event) => {
          // Escape asks; the dialog closes when the caller says so (never during a call).
          event.preventDefault();
          requestClose();
        }}
        onClose={(event) => {
          // The browser closed it anyway (a second Escape it would not let us refuse).
          if (open) event.currentTarget.showModal();
        }}
        onPointerDown={(event) => {
          // Outside the box: on the screen-wide dialog itself, not on anything inside it.
          if (closeOnInteractOutside && event.target === event.currentTarget) requestClose();
        }}
      >
        <div className={contentClass(size, scrollBehavior)} data-state="open">
          {children}
        </div>
      </dialog>
    </DialogContext.Provider>,
    document.body,
  );
}

type PartProps = HTMLAttributes<HTMLDivElement>;

function Header({ className, ...rest }: PartProps) {
  return <div className={cx(styles.header, className)} {...rest} />;
}

function Title({ className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 id={useDialog().titleId} className={cx(styles.title, className)} {...rest} />;
}

/** What the dialog is about, read after its name (its `aria-describedby`). */
function Description({ className, ...rest }: PartProps) {
  const { descriptionId, setDescribed } = useDialog();
  useLayoutEffect(() => {
    setDescribed(true);
    return () => setDescribed(false);
  }, [setDescribed]);
  return <div id={descriptionId} className={cx(styles.description, className)} {...rest} />;
}

function Body({ className, ...rest }: PartProps) {
  const inside = useDialog().scrollBehavior === 'inside';
  return (
    <div className={cx(inside ? styles.bodyInside : styles.bodyOutside, className)} {...rest} />
  );
}

/** The dialog's buttons, at its end; `wrap` lets them go under each other on a narrow screen. */
function Footer({ wrap = false, className, ...rest }: PartProps & { wrap?: boolean }) {
  return <div className={cx(styles.footer, wrap && styles.footerWrap, className)} {...rest} />;
}

/** Chakra's close button in the dialog's corner: asks to close, as Escape does. */
function CloseTrigger({ disabled }: { disabled?: boolean }) {
  const { requestClose } = useDialog();
  return (
    <button
      type="button"
      aria-label="Close"
      disabled={disabled}
      className={cx(buttonClass({ variant: 'ghost', size: 'sm' }), styles.closeTrigger)}
      onClick={requestClose}
    >
      {/* Chakra's CloseIcon. */}
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          clipRule="evenodd"
          d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z"
        />
      </svg>
    </button>
  );
}

/** The parts of an AppDialog, named as Chakra's Dialog's were. */
export const Dialog = { Header, Title, Description, Body, Footer, CloseTrigger };
