import type { SystemStyleObject } from '@chakra-ui/react';
import { islandStyles } from '../public/islands/island-styles';

type Scroll = 'inside' | 'outside';
type Size = 'md' | 'lg' | { base: 'full'; md: 'lg' };

const slot = (name: string, variants: Record<string, unknown> = {}, css?: SystemStyleObject) => ({
  slotRecipe: 'dialog',
  slot: name,
  variants: { placement: 'center', ...variants },
  css,
});

/**
 * The native `<dialog>` is Chakra's positioner: it covers the screen (the browser's top layer
 * stacks it over the page) and centres the content box; its `::backdrop` is Chakra's backdrop.
 * The browser's own dialog box (margin, border, padding, colours, size caps) is undone.
 */
const positioner = (scrollBehavior: Scroll) =>
  slot(
    'positioner',
    { scrollBehavior },
    {
      '&:not([open])': { display: 'none' },
      maxW: 'none',
      maxH: 'none',
      m: '0',
      p: '0',
      borderWidth: '0',
      bg: 'transparent',
      color: 'inherit',
      _backdrop: {
        bg: 'blackAlpha.500',
        _motionSafe: { animationName: 'fade-in', animationDuration: 'slow' },
      },
    },
  );

/**
 * A dialog that is one form (header, body and footer inside a `<form>`) keeps the layout the
 * dialog has without it: with `scrollBehavior="inside"` its body scrolls between a fixed header
 * and footer. Without this the form grows with its fields, out of a full-screen dialog on a
 * phone, and the page shows through below the dialog's box.
 */
const content = (size: Size, scrollBehavior: Scroll) =>
  slot(
    'content',
    { size, scrollBehavior },
    {
      '& > form': { display: 'flex', flexDirection: 'column', flex: '1', minHeight: '0' },
      _motionReduce: { animation: 'none' },
    },
  );

export const appDialogPositioner = islandStyles('app-dialog-positioner', {
  inside: positioner('inside'),
  outside: positioner('outside'),
  /** Keeps a dialog that does not fill a phone's screen off its edges. */
  gutter: { px: '4' },
});

/** The content box by size (a medium box, a large one, or the phone's whole screen). */
export const appDialogContent = islandStyles('app-dialog-content', {
  'md-inside': content('md', 'inside'),
  'md-outside': content('md', 'outside'),
  'lg-inside': content('lg', 'inside'),
  'lg-outside': content('lg', 'outside'),
  'full-lg-inside': content({ base: 'full', md: 'lg' }, 'inside'),
  'full-lg-outside': content({ base: 'full', md: 'lg' }, 'outside'),
});

export const appDialog = islandStyles('app-dialog', {
  header: slot('header'),
  title: slot('title'),
  description: slot('description'),
  bodyInside: slot('body', { scrollBehavior: 'inside' }),
  bodyOutside: slot('body', { scrollBehavior: 'outside' }),
  footer: slot('footer'),
  /** Buttons that go under each other on a narrow screen. */
  footerWrap: { flexWrap: 'wrap' },
  /** Chakra's CloseButton (a ghost icon button) in the close trigger's corner. */
  closeTrigger: {
    position: 'absolute',
    top: '2',
    insetEnd: '2',
    px: '0',
    py: '0',
    _icon: { fontSize: '1.2em' },
  },
});
