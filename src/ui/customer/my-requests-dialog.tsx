import { Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { myRequestsTexts as texts } from '../../content/script-store';
import type { myRequestsMachine } from '../../machines/my-requests/machine';
import { scriptPagePath } from '../../services/contract';
import { StatusAlert } from '../components/form/status-alert';
import { AppDialog, Dialog } from '../signed-in/app-dialog';
import { formatDate, formatPrice } from '../signed-in/format';
import { RequestStatusBadge } from '../signed-in/request-status-badge';

type MyRequestsActor = ActorRefFrom<typeof myRequestsMachine>;

/** The customer's own custom requests, newest first, each with its status and its script. */
export function MyRequestsDialog({ actor }: { actor: MyRequestsActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches('Open'));
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const requests = useSelector(actor, (snapshot) => snapshot.context.requests);
  const close = () => actor.send({ type: 'dialog.close' });

  return (
    <AppDialog
      gutter
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Dialog.Header>
        <Dialog.Title>{texts.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {loading && (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text color="fg.muted">{texts.loading}…</Text>
          </HStack>
        )}
        {failed && (
          <StatusAlert
            status="error"
            title={texts.failed}
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() => actor.send({ type: 'list.retry' })}
              >
                {texts.retry}
              </Button>
            }
          />
        )}
        {!loading && !failed && requests.length === 0 && (
          <Text color="fg.muted">{texts.empty}</Text>
        )}
        {!loading && !failed && requests.length > 0 && (
          <Stack as="ul" gap="3" ps="0">
            {requests.map((request) => (
              <Stack
                as="li"
                key={request.id}
                listStyleType="none"
                gap="1"
                p="3"
                borderWidth="1px"
                rounded="lg"
              >
                <HStack justify="space-between" gap="3" flexWrap="wrap">
                  <Text fontWeight="semibold">{request.name}</Text>
                  <RequestStatusBadge status={request.status} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(request.createdAt)}
                  {request.quotedPriceCents !== null &&
                    ` · ${texts.quote(formatPrice(String(request.quotedPriceCents / 100)))}`}
                </Text>
                {request.declineReason && (
                  <Text fontSize="sm">{texts.declined(request.declineReason)}</Text>
                )}
                {request.deliveredScript && (
                  <Link asChild colorPalette="brand" variant="underline" fontSize="sm">
                    <RouterLink
                      href={`~${scriptPagePath(request.deliveredScript.scriptName)}`}
                      onClick={close}
                    >
                      {texts.openScript(request.deliveredScript.scriptName)}
                    </RouterLink>
                  </Link>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          {texts.close}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
