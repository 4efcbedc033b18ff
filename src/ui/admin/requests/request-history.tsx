import { HStack, List, Text } from '@chakra-ui/react';
import { requestTexts as texts } from '../../../content/admin/requests';
import type { AdminRequestDetail } from '../../../services/contract';
import { formatDateTime } from '../../signed-in/format';
import { RequestStatusBadge } from '../../signed-in/request-status-badge';

/** The request's steps, oldest first: each status reached, when, by whom, with its note. */
export function RequestHistory({ events }: { events: AdminRequestDetail['events'] }) {
  return (
    <List.Root as="ol" listStyle="none" gap="4" ms="0">
      {events.map((event, index) => (
        <List.Item
          // Events are only ever added, in order: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only history
          key={index}
          borderStartWidth="2px"
          borderColor="border"
          ps="4"
          display="block"
        >
          <HStack gap="2" flexWrap="wrap">
            <RequestStatusBadge status={event.status} />
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(event.createdAt)} · {texts.historyBy(event.actorEmail)}
            </Text>
          </HStack>
          {event.note && (
            <Text mt="1" whiteSpace="pre-wrap">
              {event.note}
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
