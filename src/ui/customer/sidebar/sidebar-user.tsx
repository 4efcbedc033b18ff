import { Avatar, Box, HStack, Text } from '@chakra-ui/react';
import { customerShell } from '../../../content/customer-navigation';
import { SHELL_SLOT } from '../../components/app-shell-slots';

/**
 * Who is signed in: initials always, the name too while the sidebar is open. The app shell,
 * drawn before the session is read, has no name (null): a placeholder holds its line.
 */
export function SidebarUser({ open, userName }: { open: boolean; userName: string | null }) {
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
      <Avatar.Root size="sm" colorPalette="brand" variant="solid" title={userName ?? undefined}>
        <Avatar.Fallback name={userName ?? undefined} />
      </Avatar.Root>
      {open && (
        <Box minW="0">
          <Text fontSize="xs" color="fg.muted">
            {customerShell.signedInAs}
          </Text>
          <Text
            fontWeight="semibold"
            truncate
            data-testid="sidebar-user-name"
            {...(userName === null && { [SHELL_SLOT.userName]: customerShell.guest })}
          >
            {userName ?? (
              <Box
                as="span"
                display="inline-block"
                verticalAlign="middle"
                w="24"
                h="0.8em"
                rounded="sm"
                bg="bg.emphasized"
              />
            )}
          </Text>
        </Box>
      )}
    </HStack>
  );
}
