import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TitledCard } from '../../signed-in/titled-card';
import { formatIsoDate } from './customer-format';

type Entry = { id: string; text: string; status: string; createdAt: string };

/** A read-only list of the customer's requests or messages: what, its status, when. */
export function ActivityCard(props: { heading: string; empty: string; entries: readonly Entry[] }) {
  return (
    <TitledCard title={props.heading} emptyText={props.entries.length === 0 ? props.empty : null}>
      <Stack as="ul" gap="3" listStyleType="none">
        {props.entries.map((entry) => (
          <Row key={entry.id} status={entry.status} date={formatIsoDate(entry.createdAt)}>
            {entry.text}
          </Row>
        ))}
      </Stack>
    </TitledCard>
  );
}

function Row(props: { status: string; date: string; children: ReactNode }) {
  return (
    <HStack as="li" justify="space-between" align="flex-start" gap="3">
      <Text lineClamp={2} wordBreak="break-word">
        {props.children}
      </Text>
      <Stack gap="1" align="flex-end" flexShrink={0}>
        <Badge>{props.status.replace(/_/g, ' ')}</Badge>
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {props.date}
        </Text>
      </Stack>
    </HStack>
  );
}
