import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { customerShell } from '../../content/customer-navigation';
import { sidebarMachine } from '../../machines/sidebar/machine';
import { selectIsOpen } from '../../machines/sidebar/selectors';
import { isAdmin, pagePaths } from '../../services/contract';
import { lazyPage } from '../app/lazy-page';
import { signedInImplementations, useSessionActor, useSessionUser } from '../app/session-context';
import { useMachineActor } from '../hooks/use-machine-actor';
import { type AreaSection, CustomerFrame, framePlace } from './customer-frame';
import { CustomerRoutes, preloadCustomerPage } from './customer-routes';
import { CustomerSidebar } from './customer-sidebar';
import { EmergencyStopProvider } from './emergency-stop/emergency-stop-context';
import { EmergencyStopTopBar } from './emergency-stop/emergency-stop-top-bar';
import { PaymentBanner } from './payment-banner/payment-banner';
import { ScriptStoreContext, scriptStoreFor } from './store-context';

// The console is a chunk of its own: customers never load it.
const loadConsole = () => import('../admin/admin-routes');
const AdminRoutes = lazyPage(loadConsole);

/**
 * Loads the code of what the area draws first at `path` (the console's routes, or a customer
 * page in a chunk of its own), so the first render shows the page and not a spinner.
 */
export function preloadAreaPage(path: string): Promise<void> {
  if (!path.startsWith(pagePaths.admin.overview)) return preloadCustomerPage(path);
  return Promise.all([AdminRoutes.preload(), loadConsole()]).then(([, console]) =>
    console.preloadConsolePage(path),
  );
}

/** Spec section 9: the mobile breakpoint (Chakra's `md`). */
const WIDE_SCREEN = '(min-width: 48em)';
const isWideScreen = () =>
  typeof window === 'undefined' || window.matchMedia?.(WIDE_SCREEN).matches !== false;

/**
 * The signed-in area (spec section 2): the sidebar, a top bar with Sign Out at the right, and
 * the pages under /customer (unknown paths show the dashboard) or, for operators, the console's
 * pages under /admin (issue 17) in the same frame.
 */
export default function CustomerArea({ section = 'customer' }: { section?: AreaSection }) {
  const session = useSessionActor();
  const user = useSessionUser();
  const userName = user
    ? `${user.firstName} ${user.lastName}`.trim() || customerShell.guest
    : customerShell.guest;
  const [location] = useLocation();
  const { active, pageLabel } = framePlace(section, location);

  const sidebar = useMachineActor(sidebarMachine, { input: { open: isWideScreen() } });
  const open = useSelector(sidebar, selectIsOpen);
  // Narrowing a window below the breakpoint turns the open sidebar into a cover over the page:
  // close it then, as a phone would start.
  useEffect(() => {
    const wide = window.matchMedia?.(WIDE_SCREEN);
    if (!wide) return;
    const closeWhenNarrow = () => {
      if (!wide.matches) sidebar.send({ type: 'sidebar.close' });
    };
    wide.addEventListener('change', closeWhenNarrow);
    return () => wide.removeEventListener('change', closeWhenNarrow);
  }, [sidebar]);

  const signOut = () => session.send({ type: 'session.signOut' });
  const store = scriptStoreFor(
    user?.emailAddress ?? '',
    signedInImplementations(session).actions.endSession,
  );

  return (
    <ScriptStoreContext.Provider value={store}>
      <StopOfTheCustomer section={section}>
        <CustomerFrame
          open={open}
          pageLabel={pageLabel}
          onSignOut={signOut}
          topBarAction={section === 'customer' ? <EmergencyStopTopBar /> : undefined}
          banner={section === 'customer' ? <PaymentBanner /> : undefined}
          onCloseSidebar={() => sidebar.send({ type: 'sidebar.close' })}
          sidebar={
            <CustomerSidebar
              open={open}
              admin={isAdmin(user?.roles ?? [])}
              userName={userName}
              active={active}
              onToggle={() => sidebar.send({ type: 'sidebar.toggle' })}
              onNavigate={() => {
                if (!isWideScreen()) sidebar.send({ type: 'sidebar.close' });
              }}
            />
          }
        >
          {section === 'admin' ? <AdminRoutes /> : <CustomerRoutes onSignOut={signOut} />}
        </CustomerFrame>
      </StopOfTheCustomer>
    </ScriptStoreContext.Provider>
  );
}

/**
 * The customer's own emergency stop runs in their pages, not in the console: there an operator
 * acts on other people's devices, and a stop of their own in the bar would read as the
 * customer's on screen.
 */
function StopOfTheCustomer({ section, children }: { section: AreaSection; children: ReactNode }) {
  if (section !== 'customer') return children;
  return <EmergencyStopProvider>{children}</EmergencyStopProvider>;
}

/** The operator console (issue 17) in the customer area's frame. */
export function AdminArea() {
  return <CustomerArea section="admin" />;
}
