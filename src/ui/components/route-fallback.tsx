import { Center, Spinner } from '@chakra-ui/react';
import { siteShell } from '../../content/site-shell';

/** Shown while a page's code loads; tall enough that the footer does not jump up and back. */
export function RouteFallback() {
  return (
    <Center minH="60vh" role="status" aria-label={siteShell.pageLoading}>
      <Spinner size="lg" color="brand.fg" />
    </Center>
  );
}
