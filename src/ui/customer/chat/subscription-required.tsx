import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { LuLock } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { subscriptionRequiredTexts as texts } from '../../../content/chat';
import { PanelBox } from '../../components/panel';

/** What the chat shows to everyone without Pro (spec section 2). */
export function SubscriptionRequired() {
  return (
    <Center py={{ base: '8', md: '16' }}>
      <Stack asChild gap="5" align="center" textAlign="center">
        <PanelBox
          maxW="lg"
          p={{ base: '6', md: '10' }}
          bg="bg.panel"
          borderColor="border.emphasized"
        >
          <Center boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg" fontSize="2xl">
            <LuLock aria-hidden="true" />
          </Center>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {texts.heading}
          </Heading>
          <Text color="fg.muted">{texts.text}</Text>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink href={`~${texts.href}`}>{texts.action}</RouterLink>
          </Button>
        </PanelBox>
      </Stack>
    </Center>
  );
}
