import { Button, Icon, Stack, Text } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { PageHeader } from './page-header';

/** A page of the customer area that a later release fills in. */
export function ComingSoonPanel({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} subtitle={description} />
      <Stack
        align="center"
        textAlign="center"
        gap="4"
        py={{ base: '10', md: '16' }}
        px="6"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="border"
        borderStyle="dashed"
        rounded="2xl"
      >
        <Icon boxSize="10" color="brand.fg">
          <LuSparkles />
        </Icon>
        <Text fontSize="lg" fontWeight="semibold">
          Coming soon
        </Text>
        <Text color="fg.muted" maxW="md">
          This part of the portal is being built. Everything else is ready to use.
        </Text>
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink href="/dashboard">Back to Dashboard</RouterLink>
        </Button>
      </Stack>
    </>
  );
}
