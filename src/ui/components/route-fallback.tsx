import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a page's code loads; tall enough that the footer does not jump up and back. */
export function RouteFallback() {
  return (
    <Center minH="60vh" role="status" aria-label="Loading page">
      <Spinner size="lg" color="brand.fg" />
    </Center>
  );
}
