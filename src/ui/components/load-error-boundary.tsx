import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { siteShell } from '../../content/site-shell';

type Props = { fallback: ReactNode; children: ReactNode };

/**
 * Catches a part of the page that failed to load (a lazy chunk lost to a network error or
 * replaced by a new release) so the rest of the page keeps working.
 */
export class LoadErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What a visitor sees in place of a page whose code could not be loaded. */
export function PageLoadError() {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="flex-start" role="alert">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          {siteShell.pageLoadError.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {siteShell.pageLoadError.text}
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {siteShell.pageLoadError.reload}
        </Button>
      </Stack>
    </Container>
  );
}
