import { Box, Button, Container, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import { Route, Link as RouterLink, Switch } from 'wouter';
import { BRAND_NAME } from '../../content/brand';
import { useSessionActor, useSessionUser } from '../app/session-context';
import { Logo } from '../components/logo';
import AccountsPage from './accounts-page';
import SettingsPage from './settings-page';

/**
 * A stand-in for the customer portal (its own issue replaces it): who is signed in, and the
 * Sign Out button at top right.
 */
export default function CustomerArea() {
  const session = useSessionActor();
  const user = useSessionUser();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || 'Guest' : 'Guest';
  return (
    <Flex direction="column" minH="100dvh">
      <title>{`Customer Portal · ${BRAND_NAME}`}</title>
      <Box as="header" borderBottomWidth="1px" borderColor="border.muted" bg="bg.subtle">
        <Container maxW="7xl" py="3">
          <HStack justify="space-between" gap="4">
            <Link asChild _hover={{ textDecoration: 'none' }} rounded="md">
              <RouterLink href="~/" aria-label={`${BRAND_NAME} home`}>
                <Logo />
              </RouterLink>
            </Link>
            <HStack gap="3">
              <Text fontSize="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
                {name}
              </Text>
              <Button
                size="sm"
                variant="outline"
                onClick={() => session.send({ type: 'session.signOut' })}
              >
                <LuLogOut /> Sign Out
              </Button>
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Box as="main" flex="1">
        {/* The payments pages, mounted here until the portal's layout takes them over. */}
        <Switch>
          <Route path="/accounts">
            <Container maxW="5xl" py={{ base: '8', md: '12' }}>
              <AccountsPage />
            </Container>
          </Route>
          <Route path="/settings">
            <Container maxW="5xl" py={{ base: '8', md: '12' }}>
              <SettingsPage />
            </Container>
          </Route>
          <Route>
            <Container maxW="4xl" py={{ base: '12', md: '20' }}>
              <Stack gap="4">
                <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
                  Welcome, {name}
                </Heading>
                <Text color="fg.muted" fontSize="lg">
                  You are signed in{user ? ` as ${user.emailAddress}` : ''}. Your dashboard, script
                  store and subscription will appear here.
                </Text>
              </Stack>
            </Container>
          </Route>
        </Switch>
      </Box>
    </Flex>
  );
}
