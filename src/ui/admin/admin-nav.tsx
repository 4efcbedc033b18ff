import { Box, HStack } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { adminSectionAt, adminSections, adminShell } from '../../content/admin-navigation';

/** The console's sections as a row of links; the current one is marked for every reader. */
export function AdminNav() {
  const [location] = useLocation();
  const current = adminSectionAt(location);
  return (
    <HStack
      as="nav"
      aria-label={adminShell.navLabel}
      gap="1"
      mb="6"
      // On a phone every section stays in sight, on two rows, rather than scrolled out of view.
      flexWrap={{ base: 'wrap', md: 'nowrap' }}
      overflowX="auto"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      {adminSections.map((item) => {
        const active = item === current;
        return (
          <Box
            key={item.path}
            asChild
            px="3"
            py="2"
            whiteSpace="nowrap"
            fontSize="sm"
            fontWeight={active ? 'semibold' : 'medium'}
            color={active ? 'brand.fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={active ? 'brand.solid' : 'transparent'}
            _hover={{ color: 'fg' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            <Link href={`~${item.path}`} aria-current={active ? 'page' : undefined}>
              {item.label}
            </Link>
          </Box>
        );
      })}
    </HStack>
  );
}
