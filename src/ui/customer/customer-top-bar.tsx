import { Button, HStack, Text } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import { customerShell } from '../../content/customer-navigation';
import { shellRowEdge } from './customer-sidebar';

/** The customer area's top bar: where the person is, and Sign Out at the right (spec section 2). */
export function CustomerTopBar({
  pageLabel,
  onSignOut,
}: {
  pageLabel: string | undefined;
  onSignOut: () => void;
}) {
  return (
    <HStack
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      {...shellRowEdge}
      px={{ base: '4', md: '8' }}
      justify="space-between"
      bg="bg/90"
      backdropFilter="blur(8px)"
    >
      <Text fontSize="sm" color="fg.muted" truncate>
        <Text as="span" hideBelow="sm">
          {customerShell.portal}
          {pageLabel && ' / '}
        </Text>
        {pageLabel && (
          <Text as="span" color="fg" fontWeight="medium">
            {pageLabel}
          </Text>
        )}
      </Text>
      <Button size="sm" variant="outline" onClick={onSignOut}>
        <LuLogOut /> {customerShell.signOut}
      </Button>
    </HStack>
  );
}
