import { Avatar, Box, HStack, Text } from '@chakra-ui/react';
import { customerShell } from '../../../content/customer-navigation';

/** Who is signed in: initials always, the name too while the sidebar is open. */
export function SidebarUser({ open, userName }: { open: boolean; userName: string }) {
  return (
    <HStack
      gap="3"
      px={open ? '4' : '0'}
      py="4"
      justify={open ? 'flex-start' : 'center'}
      borderBottomWidth="1px"
      borderColor="border.muted"
      flexShrink="0"
    >
      <Avatar.Root size="sm" colorPalette="brand" variant="solid" title={userName}>
        <Avatar.Fallback name={userName} />
      </Avatar.Root>
      {open && (
        <Box minW="0">
          <Text fontSize="xs" color="fg.muted">
            {customerShell.signedInAs}
          </Text>
          <Text fontWeight="semibold" truncate data-testid="sidebar-user-name">
            {userName}
          </Text>
        </Box>
      )}
    </HStack>
  );
}
