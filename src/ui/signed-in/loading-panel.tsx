import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** What the store shows while its scripts load: a spinner and what is on its way. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <Center minH="20rem" role="status">
      <Stack align="center" gap="4">
        <Spinner size="lg" color="brand.fg" />
        <Text color="fg.muted">{label}…</Text>
      </Stack>
    </Center>
  );
}
