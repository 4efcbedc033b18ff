import { Alert, Button, Center, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuWandSparkles } from 'react-icons/lu';
import { customRequestActors, customRequestMachine } from '../../machines/custom-request/machine';
import { inspect } from '../../machines/inspector';
import type { ScriptSummary } from '../../services/contract';
import { goToScriptCheckout } from '../../services/payment';
import { storeApi } from '../../services/store';
import { storeMessages } from '../../services/store-messages';
import { signedInImplementations, useSessionActor, useSessionUser } from '../app/session-context';
import { CustomRequestDialog } from './custom-request-dialog';
import { PageHeader } from './page-header';
import { ScriptCard } from './script-card';
import { useScriptStoreActor } from './store-context';

const EMPTY: ScriptSummary[] = [];

/** /customer/script-store (spec section 2): the grid, its paging and the custom request. */
export default function ScriptStorePage() {
  const store = useScriptStoreActor();
  const session = useSessionActor();
  const user = useSessionUser();
  const scripts = useSelector(store, (state) => state.context.pages[state.context.page] ?? EMPTY);
  const page = useSelector(store, (state) => state.context.page);
  const isLoading = useSelector(store, (state) => state.hasTag('busy') || state.matches('Idle'));
  const errorMessage = useSelector(store, (state) =>
    state.hasTag('error') ? state.context.errorMessage : null,
  );
  const canNext = useSelector(store, (state) => state.can({ type: 'page.next' }));
  const canPrevious = useSelector(store, (state) => state.can({ type: 'page.previous' }));

  const [requestMachine] = useState(() =>
    customRequestMachine.provide({
      actors: customRequestActors(storeApi),
      actions: signedInImplementations(session).actions,
    }),
  );
  const request = useActorRef(requestMachine, { inspect });
  const requestSucceeded = useSelector(request, (state) => state.hasTag('succeeded'));

  // The store machine outlives this page; telling it the page is on screen loads page 1 once.
  useEffect(() => store.send({ type: 'store.open' }), [store]);

  const purchase = (script: ScriptSummary) =>
    goToScriptCheckout(user?.emailAddress ?? '', script.scriptName);

  return (
    <>
      <PageHeader
        title="Script Store"
        subtitle="Strategies ready to load on your platform, free and paid."
        action={
          <Button
            colorPalette="brand"
            variant="surface"
            onClick={() => request.send({ type: 'dialog.open' })}
          >
            <LuWandSparkles /> Request Custom Script
          </Button>
        }
      />
      {requestSucceeded && (
        <Alert.Root
          status="success"
          variant="subtle"
          mb="6"
          borderWidth="1px"
          borderColor="green.500/40"
          role="status"
        >
          <Alert.Indicator />
          <Alert.Title fontWeight="medium">{storeMessages.customSucceeded}</Alert.Title>
        </Alert.Root>
      )}
      <CustomRequestDialog actor={request} />

      {isLoading ? (
        <Center minH="20rem" role="status">
          <Stack align="center" gap="4">
            <Spinner size="lg" color="brand.fg" />
            <Text color="fg.muted">{storeMessages.loadingScripts}…</Text>
          </Stack>
        </Center>
      ) : errorMessage ? (
        <Alert.Root status="error" variant="subtle" borderWidth="1px" borderColor="red.500/40">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontWeight="medium">{errorMessage}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => store.send({ type: 'store.retry' })}>
            Try again
          </Button>
        </Alert.Root>
      ) : scripts.length === 0 ? (
        <Center minH="12rem" color="fg.muted">
          No scripts on this page.
        </Center>
      ) : (
        <SimpleGrid
          as="section"
          aria-label={`Scripts, page ${page}`}
          columns={{ base: 1, sm: 2, lg: 3 }}
          gap={{ base: '4', md: '6' }}
        >
          {scripts.map((script) => (
            <ScriptCard key={script.scriptName} script={script} onPurchase={purchase} />
          ))}
        </SimpleGrid>
      )}

      <HStack as="nav" aria-label="Store pages" justify="center" gap="4" mt="8">
        <Button
          variant="outline"
          disabled={!canPrevious}
          onClick={() => store.send({ type: 'page.previous' })}
        >
          <LuChevronLeft /> Previous
        </Button>
        <Text color="fg.muted" fontSize="sm" aria-live="polite" minW="16" textAlign="center">
          Page {page}
        </Text>
        <Button
          variant="outline"
          disabled={!canNext}
          onClick={() => store.send({ type: 'page.next' })}
        >
          Next <LuChevronRight />
        </Button>
      </HStack>
    </>
  );
}
