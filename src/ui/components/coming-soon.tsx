import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';

/** A placeholder for a route whose page is not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="flex-start">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          This page is coming soon.
        </Text>
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink href="/">Return to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
