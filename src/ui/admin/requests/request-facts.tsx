import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { requestTexts as texts } from '../../../content/admin/requests';
import {
  type AdminRequestDetail,
  adminCustomerPath,
  customScriptPlatformOptions,
  scriptPagePath,
} from '../../../services/contract';
import { formatDateTime, formatPrice } from '../../signed-in/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="div" fontWeight="semibold" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}

const platformLabel = (value: string) =>
  customScriptPlatformOptions.find((option) => option.value === value)?.label ?? value;

/** What the customer asked for, and what came of it (the quote, the reason, the script). */
export function RequestFacts({ request }: { request: AdminRequestDetail }) {
  const { customer, deliveredScript } = request;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Fact label={texts.facts.customer}>
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink href={`~${adminCustomerPath(customer.id)}`}>
              {customer.firstName} {customer.lastName}
            </RouterLink>
          </Link>
          <Text fontWeight="normal" color="fg.muted" fontSize="sm">
            {customer.emailAddress}
          </Text>
        </Fact>
        <Fact label={texts.facts.platform}>{platformLabel(request.platform)}</Fact>
        <Fact label={texts.facts.phone}>{request.phoneNumber}</Fact>
        <Fact label={texts.facts.received}>{formatDateTime(request.createdAt)}</Fact>
        <Fact label={texts.facts.quote}>
          {request.quotedPriceCents === null
            ? texts.notSet
            : formatPrice(String(request.quotedPriceCents / 100))}
        </Fact>
        {request.declineReason && (
          <Fact label={texts.facts.declineReason}>{request.declineReason}</Fact>
        )}
      </SimpleGrid>
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          {texts.description}
        </Text>
        <Text whiteSpace="pre-wrap">{request.description}</Text>
      </Stack>
      {deliveredScript && (
        <Fact label={texts.deliveredScript}>
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink href={`~${scriptPagePath(deliveredScript.scriptName)}`}>
              {deliveredScript.scriptName}
            </RouterLink>
          </Link>{' '}
          · {formatPrice(deliveredScript.price)} ·{' '}
          {deliveredScript.owned ? texts.owned : texts.notOwned}
        </Fact>
      )}
    </Stack>
  );
}
