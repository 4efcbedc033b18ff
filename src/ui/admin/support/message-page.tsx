import { Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { supportTexts as texts } from '../../../content/admin/support';
import { createAdminSupportThreadActors } from '../../../machines/admin-support-thread/actors';
import { adminSupportThreadMachine } from '../../../machines/admin-support-thread/machine';
import {
  selectError,
  selectIsBusy,
  selectIsClosed,
  selectLoadStatus,
  selectMessage,
  selectNotice,
} from '../../../machines/admin-support-thread/selectors';
import { adminSupportApi } from '../../../services/admin-support';
import { inboxLimits, pagePaths } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { MachineForm } from '../../components/form/machine-form';
import { Panel } from '../../components/panel';
import { useFormField } from '../../hooks/use-form-field';
import { useLoadStatus } from '../../hooks/use-load-status';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { ActionAlerts } from '../../signed-in/action-alerts';
import { BackLink } from '../../signed-in/back-link';
import { formatDateTime } from '../../signed-in/format';
import { LoadStatus } from '../../signed-in/load-status';
import { SupportStatusBadge } from './support-status-badge';

/** One entry of the thread: who wrote, when, and what. */
function ThreadEntry(props: { who: string; at: string; body: string; fromCustomer: boolean }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      p="4"
      rounded="xl"
      borderWidth="1px"
      bg={props.fromCustomer ? 'bg' : 'brand.subtle'}
      ms={props.fromCustomer ? '0' : { base: '4', md: '12' }}
    >
      <Text fontSize="sm" color="fg.muted">
        {props.who} · {formatDateTime(props.at)}
      </Text>
      <Text mt="1" whiteSpace="pre-wrap">
        {props.body}
      </Text>
    </Box>
  );
}

/** /admin/support/:id: a message, its thread, the reply form, close or reopen (issue 17). */
export default function MessagePage({ messageId }: { messageId: string }) {
  const actor = useSignedInMachine(
    adminSupportThreadMachine,
    () => createAdminSupportThreadActors(adminSupportApi),
    { input: { messageId } },
  );
  const message = useSelector(actor, selectMessage);
  const isBusy = useSelector(actor, selectIsBusy);
  const isClosed = useSelector(actor, selectIsClosed);
  const notice = useSelector(actor, selectNotice);
  const error = useSelector(actor, selectError);
  const load = useLoadStatus(actor, selectLoadStatus, { type: 'message.retry' });
  const reply = useFormField(actor, 'body');

  return (
    <Stack gap="6">
      <BackLink href={pagePaths.admin.support} label={texts.back} />
      <LoadStatus {...load} texts={texts} notFoundStatus="warning" />
      {message && (
        <>
          <HStack gap="3" flexWrap="wrap" justify="space-between">
            <HStack gap="3">
              <Heading as="h1" size="2xl">
                {message.firstName} {message.lastName}
              </Heading>
              <SupportStatusBadge status={message.status} />
            </HStack>
            <Button
              variant="outline"
              disabled={isBusy}
              onClick={() => actor.send({ type: isClosed ? 'status.reopen' : 'status.close' })}
            >
              {isClosed ? texts.reopen : texts.close}
            </Button>
          </HStack>
          <Text color="fg.muted">
            {message.emailAddress} · {message.phoneCode} {message.phoneNumber}
          </Text>
          <ActionAlerts notice={notice} error={error} />
          <Panel p={{ base: '5', md: '6' }} gap="4" as="section" aria-labelledby="thread">
            <Heading as="h2" size="md" id="thread">
              {texts.thread}
            </Heading>
            <Stack as="ol" gap="3" ps="0">
              <ThreadEntry
                who={texts.customerWrote(message.firstName)}
                at={message.createdAt}
                body={message.reasonToContact}
                fromCustomer
              />
              {message.replies.map((entry) => (
                <ThreadEntry
                  key={entry.id}
                  who={texts.operatorWrote(entry.authorEmail)}
                  at={entry.createdAt}
                  body={entry.body}
                  fromCustomer={false}
                />
              ))}
            </Stack>
            {isClosed ? (
              <Text color="fg.muted">{texts.reply.closedHint}</Text>
            ) : (
              <MachineForm busy={isBusy} form={actor}>
                <Stack gap="3" align="flex-start">
                  <FormField label={texts.reply.label} error={reply.issue}>
                    <Textarea
                      {...reply.input}
                      rows={5}
                      maxLength={inboxLimits.reply}
                      placeholder={texts.reply.placeholder}
                    />
                  </FormField>
                  <Button type="submit" colorPalette="brand" loading={isBusy}>
                    {texts.reply.send}
                  </Button>
                </Stack>
              </MachineForm>
            )}
          </Panel>
        </>
      )}
    </Stack>
  );
}
