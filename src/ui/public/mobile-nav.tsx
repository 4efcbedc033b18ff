import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { siteShell } from '../../content/site-shell';
import { LoadErrorBoundary } from '../components/load-error-boundary';
import { useMediaQuery } from '../hooks/use-media-query';
import { defineIsland } from './islands/island';

// The drawer's code (focus trap, dismiss layers) is a chunk of its own: desktop visitors never
// load it, and on phones it arrives after the page's own code, mounted closed and ready.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

/** The collapsed menu under 768 px: a button that opens a drawer holding the same links. */
export const MobileNav = defineIsland('mobile-nav', function MobileNav() {
  // Open/closed is presentation only; it closes whenever a link inside is followed.
  const [open, setOpen] = useState(false);
  const [tapped, setTapped] = useState(false);
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={trigger}
        aria-label={siteShell.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        display={{ base: 'inline-flex', md: 'none' }}
        onClick={() => {
          setTapped(true);
          setOpen(true);
        }}
      >
        <LuMenu />
      </IconButton>
      {(narrow || tapped) && (
        <LoadErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <MobileNavDrawer open={open} onOpenChange={setOpen} trigger={trigger} />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </>
  );
});
