import type { ReactNode } from 'react';
import { adminSectionAt } from '../../content/admin-navigation';
import {
  ADMIN_SEGMENT,
  activeSegment,
  customerNav,
  customerShell,
} from '../../content/customer-navigation';
import { useAnnouncePageReady } from '../app/page-ready';
import { frame } from './customer-frame.styles';
import { CustomerTopBar } from './customer-top-bar';

export type AreaSection = 'customer' | 'admin';

/** Where the frame is at `location` (a path inside the area's nested router): the active menu item and the top bar's page name. */
export function framePlace(section: AreaSection, location: string) {
  const active = section === 'admin' ? ADMIN_SEGMENT : activeSegment(location);
  const pageLabel =
    section === 'admin'
      ? adminSectionAt(location)?.label
      : customerNav.find((item) => item.kind === 'internal' && item.segment === active)?.label;
  return { active, pageLabel };
}

type CustomerFrameProps = {
  /** The sidebar is open on a wide screen (a phone always starts with it closed). */
  open: boolean;
  sidebar: ReactNode;
  pageLabel: string | undefined;
  onSignOut: () => void;
  /** Closes the open sidebar from the shade over the page on a phone; without it, no shade. */
  onCloseSidebar?: () => void;
  /** What the top bar shows beside Sign Out (the emergency stop on a phone). */
  topBarAction?: ReactNode;
  /** Over every page of the column (a failed payment's banner on the customer's pages). */
  banner?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the signed-in area (spec section 2): the sidebar, a top bar with Sign Out at the
 * right, and the page. The app draws it, and so does the build, into the app shell the server
 * sends for /customer and /admin before any script runs (src/boot/render-app-shell.tsx). Drawn with
 * island classes: the area's first screen waits for no Chakra runtime.
 */
export function CustomerFrame({
  open,
  sidebar,
  pageLabel,
  onSignOut,
  onCloseSidebar,
  topBarAction,
  banner,
  children,
}: CustomerFrameProps) {
  // Its sidebar and Sign Out handle taps from now on: those held while the app shell showed
  // are replayed on them (src/boot/early-interactions.ts).
  useAnnouncePageReady();
  return (
    <>
      {/* React puts it in the head, for the app shell the server draws and for the app alike.
          No crawler reaches these pages: the server sends whoever holds no session to login
          (server/http/static-site.ts). */}
      <meta name="description" content={customerShell.description} />
      <div className={frame.root}>
        <div className={open ? frame.placeOpen : frame.placeClosed} />
        {sidebar}
        {open && onCloseSidebar && (
          // A pointer's way out, hidden from assistive technology: the sidebar's own button
          // closes it by keyboard.
          <div className={frame.shade} aria-hidden="true" onClick={onCloseSidebar} />
        )}
        <div className={frame.column}>
          <CustomerTopBar pageLabel={pageLabel} onSignOut={onSignOut} action={topBarAction} />
          <main className={frame.main}>
            <div className={frame.content}>
              {banner}
              {children}
            </div>
          </main>
        </div>
      </div>
    </>
  );
}
