import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Code,
  DataList,
  Grid,
  Heading,
  HStack,
  Image,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { LuArrowLeft, LuDownload, LuExternalLink, LuLock, LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { BRAND_NAME } from '../../content/brand';
import { inspect } from '../../machines/inspector';
import { scriptDetailActors, scriptDetailMachine } from '../../machines/script-detail/machine';
import type { ScriptDetail, ScriptSummary } from '../../services/contract';
import { goToScriptCheckout } from '../../services/payment';
import { storeApi } from '../../services/store';
import { storeMessages } from '../../services/store-messages';
import { signedInImplementations, useSessionActor, useSessionUser } from '../app/session-context';
import { formatDate, formatPrice, isFreePrice, safeDecode } from './format';

/** A script's detail (spec sections 2, 4 and 8): shown, limited on a 403, or why not. */
export default function ScriptDetailPage({ encodedName }: { encodedName: string }) {
  const scriptName = safeDecode(encodedName);
  const session = useSessionActor();
  const user = useSessionUser();
  const [machine] = useState(() =>
    scriptDetailMachine.provide({
      actors: scriptDetailActors(storeApi),
      actions: signedInImplementations(session).actions,
    }),
  );
  const detail = useActorRef(machine, { input: { scriptName }, inspect });
  const view = useSelector(detail, (state) => {
    if (state.matches('Shown')) return 'shown' as const;
    if (state.matches('Limited')) return 'limited' as const;
    if (state.matches('Loading')) return 'loading' as const;
    if (state.matches('NotFound')) return 'not-found' as const;
    return 'failed' as const;
  });
  const script = useSelector(detail, (state) => state.context.script);
  const message = useSelector(detail, (state) => state.context.message);

  return (
    <Stack gap="6">
      <title>{`${scriptName} · Script Store · ${BRAND_NAME}`}</title>
      <Box>
        <Button asChild variant="ghost" size="sm" ms="-2">
          <RouterLink href="/script-store">
            <LuArrowLeft /> Back
          </RouterLink>
        </Button>
      </Box>
      {view === 'loading' && (
        <Center minH="20rem" role="status">
          <Stack align="center" gap="4">
            <Spinner size="lg" color="brand.fg" />
            <Text color="fg.muted">{storeMessages.loadingDetails}…</Text>
          </Stack>
        </Center>
      )}
      {(view === 'not-found' || view === 'failed') && (
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            {scriptName}
          </Heading>
          <Alert.Root status="error" variant="subtle" borderWidth="1px" borderColor="red.500/40">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title fontWeight="medium">{message}</Alert.Title>
            </Alert.Content>
            {view === 'failed' && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => detail.send({ type: 'detail.retry' })}
              >
                Try again
              </Button>
            )}
          </Alert.Root>
        </Stack>
      )}
      {(view === 'shown' || view === 'limited') && script && (
        <ScriptFacts
          script={script}
          limited={view === 'limited'}
          warning={message}
          onPurchase={() => goToScriptCheckout(user?.emailAddress ?? '', script.scriptName)}
        />
      )}
    </Stack>
  );
}

function ScriptFacts({
  script,
  limited,
  warning,
  onPurchase,
}: {
  script: ScriptDetail | ScriptSummary;
  limited: boolean;
  warning: string | null;
  onPurchase: () => void;
}) {
  const contentLink = 'contentLink' in script ? script.contentLink : '';
  const isExternal = /^https?:\/\//.test(contentLink);
  const free = isFreePrice(script.price);
  const facts: Array<[string, string]> = [
    ['Platform', script.platform],
    ['Brokerage', script.brokerage],
    ['Market', script.application],
    ['Created', formatDate(script.createdOn)],
    ['Content type', script.contentType.split(';')[0] ?? script.contentType],
  ];
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }}
      gap={{ base: '6', lg: '10' }}
      alignItems="start"
    >
      <Image
        src={script.scriptImageUrl}
        alt={`${script.scriptName} chart`}
        htmlWidth={400}
        htmlHeight={240}
        w="full"
        aspectRatio={5 / 3}
        objectFit="cover"
        rounded="2xl"
        borderWidth="1px"
        borderColor="border"
        bg="bg.muted"
      />
      <Stack gap="5">
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Badge size="lg" variant="subtle" colorPalette={free ? 'green' : 'brand'}>
              {formatPrice(script.price)}
            </Badge>
            {script.isPurchased && (
              <Badge size="lg" variant="subtle" colorPalette="green">
                Purchased
              </Badge>
            )}
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {script.scriptName}
          </Heading>
          <Text color="fg.muted" fontSize="md">
            {script.scriptDescription}
          </Text>
        </Stack>
        <DataList.Root orientation="horizontal" size="md" gap="3">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>

        {limited ? (
          <Stack gap="4">
            <Alert.Root
              status="warning"
              variant="subtle"
              borderWidth="1px"
              borderColor="orange.500/40"
            >
              <Alert.Indicator>
                <LuLock />
              </Alert.Indicator>
              <Alert.Title fontWeight="medium">{warning}</Alert.Title>
            </Alert.Root>
            <Box>
              <Button colorPalette="brand" size="lg" onClick={onPurchase}>
                <LuShoppingCart /> Purchase Script
              </Button>
            </Box>
          </Stack>
        ) : (
          <Stack
            gap="3"
            p="5"
            bg="bg.subtle"
            borderWidth="1px"
            borderColor="brand.emphasized"
            rounded="xl"
            data-testid="script-content"
          >
            <Text fontWeight="semibold">Script content</Text>
            <Text fontSize="sm" color="fg.muted">
              {isExternal
                ? 'The script is hosted by its author. Open it, then import it in the desktop tool.'
                : 'Download the script, load it on your chart, then mark its BUY and SELL signals as regions in the desktop tool. The link works for one hour.'}
            </Text>
            <Code
              fontSize="xs"
              p="2"
              rounded="md"
              wordBreak="break-all"
              whiteSpace="normal"
              color="fg.muted"
            >
              {contentLink}
            </Code>
            <Box>
              <Button asChild colorPalette="brand">
                <a
                  href={contentLink}
                  {...(isExternal
                    ? { target: '_blank', rel: 'noopener noreferrer' }
                    : { download: '' })}
                >
                  {isExternal ? <LuExternalLink /> : <LuDownload />}
                  {isExternal ? 'Open Script' : 'Download Script'}
                </a>
              </Button>
            </Box>
          </Stack>
        )}
      </Stack>
    </Grid>
  );
}
