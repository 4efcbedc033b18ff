import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { adminSectionAt } from '../../content/admin-navigation';
import { BRAND_NAME } from '../../content/brand';
import { customerSegment, customerShell, nestedPath } from '../../content/customer-navigation';
import { dashboardPage } from '../../content/customer-pages';
import { customerPageHeadings, type PageHeading } from '../../content/page-headings';
import { byPath, pagePaths } from '../../services/contract';
import { AdminNav } from '../admin/admin-nav';
import { FIRST_NAME_TOKEN, SHELL_SLOT } from '../components/app-shell-slots';
import { Panel } from '../components/panel';
import { PageHeader } from '../signed-in/page-header';
import { ChatFirstFrame } from './chat/chat-first-frame';
import { type AreaSection, CustomerFrame, framePlace } from './customer-frame';
import { CustomerSidebar, SIDEBAR_ID } from './customer-sidebar';
import { DashboardContent } from './dashboard-page';
import { DevicesFirstFrame } from './devices/devices-first-frame';
import { SecurityFirstFrame } from './security/security-first-frame';
import { SettingsFirstFrame } from './settings/settings-first-frame';
import { StoreFirstFrame } from './store/store-first-frame';

const inert = () => {};

/** A grey bar where text will be. */
const Bar = ({ w, h = '4' }: { w: string; h?: string }) => (
  <Box w={w} maxW="full" h={h} rounded="md" bg="bg.emphasized" />
);

const customerHeadings = new Map<string, PageHeading>(byPath(customerPageHeadings));

/** The title block of the page at `location` in `section`, where the page opens with a known one. */
function headingAt(section: AreaSection, location: string): PageHeading | undefined {
  if (section === 'customer') return customerHeadings.get(`${pagePaths.customer.area}${location}`);
  const consoleSection = adminSectionAt(location);
  return consoleSection && { title: consoleSection.label, subtitle: consoleSection.description };
}

/**
 * Where a page's content will come: its title block (the page's own, where it is known, so
 * the first paint names the page as it will stay) and a few panels, in their rough places.
 */
function PagePlaceholder({ heading }: { heading: PageHeading | undefined }) {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      {heading ? (
        <PageHeader title={heading.title} subtitle={heading.subtitle} />
      ) : (
        <Stack gap="3">
          <Bar w="48" h="9" />
          <Bar w="80" />
        </Stack>
      )}
      <SimpleGrid
        role="status"
        aria-label={customerShell.pageLoading}
        columns={{ base: 1, lg: 2 }}
        gap={{ base: '5', md: '6' }}
      >
        {['a', 'b', 'c', 'd'].map((key) => (
          <Panel key={key} p={{ base: '4', md: '5' }} gap="3" minH="36">
            <Bar w="32" />
            <Bar w="full" />
            <Bar w="2/3" />
          </Panel>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Pages whose shell draws their own first frame (title block, controls and placeholders of
 * their content's shape), as the app draws them while their data load: the app's first render
 * then paints the same page over it, nothing larger and nothing moved.
 */
const firstFrames = new Map<string, ComponentType>([
  [nestedPath(pagePaths.customer.scriptStore), StoreFirstFrame],
  [nestedPath(pagePaths.customer.settings), SettingsFirstFrame],
  [nestedPath(pagePaths.customer.chat), ChatFirstFrame],
  [nestedPath(pagePaths.customer.security), SecurityFirstFrame],
  [nestedPath(pagePaths.customer.devices), DevicesFirstFrame],
]);

type CustomerShellProps = {
  section: AreaSection;
  /** The path inside the area ('/' for the dashboard, '/script-store'...). */
  location: string;
};

/**
 * The signed-in area as the build draws it for the server to send at once (the app shell):
 * its real frame, with nobody signed in yet (no name, no console item outside /admin), the
 * dashboard's shortcuts on the dashboard and placeholders on any other page. The sidebar is
 * drawn open for wide screens and closed for phones, as the app starts on each. Kept out of
 * search results; the app replaces it when it starts.
 */
export function CustomerShell({ section, location }: CustomerShellProps) {
  const { active, pageLabel } = framePlace(section, location);
  const sidebar = (open: boolean) => (
    <CustomerSidebar
      open={open}
      admin={section === 'admin'}
      userName={null}
      active={active}
      onToggle={inert}
      onNavigate={inert}
      id={open ? SIDEBAR_ID : `${SIDEBAR_ID}-narrow`}
    />
  );
  const dashboard =
    section === 'customer' && active === customerSegment(pagePaths.customer.dashboard);
  const heading = headingAt(section, location);
  const FirstFrame = section === 'customer' ? firstFrames.get(location) : undefined;
  return (
    <>
      {/* The dashboard's own header names the page, as a page's title block does. */}
      {!dashboard && !heading && (
        <title>{pageLabel ? `${pageLabel} · ${BRAND_NAME}` : BRAND_NAME}</title>
      )}
      <CustomerFrame
        open
        pageLabel={pageLabel}
        onSignOut={inert}
        sidebar={
          <>
            <Box hideBelow="md">{sidebar(true)}</Box>
            <Box hideFrom="md">{sidebar(false)}</Box>
          </>
        }
      >
        {dashboard ? (
          <DashboardContent
            welcome={
              <span {...{ [SHELL_SLOT.welcome]: dashboardPage.welcome(FIRST_NAME_TOKEN) }}>
                {dashboardPage.welcome()}
              </span>
            }
            onSignOut={inert}
          />
        ) : (
          <>
            {section === 'admin' && <AdminNav />}
            {FirstFrame ? <FirstFrame /> : <PagePlaceholder heading={heading} />}
          </>
        )}
      </CustomerFrame>
    </>
  );
}
