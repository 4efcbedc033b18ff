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
import { requestPage as styles } from './request.styles';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <p className={styles.factLabel}>{label}</p>
      <div className={styles.factValue}>{children}</div>
    </div>
  );
}

const platformLabel = (value: string) =>
  customScriptPlatformOptions.find((option) => option.value === value)?.label ?? value;

/** What the customer asked for, and what came of it (the quote, the reason, the script). */
export function RequestFacts({ request }: { request: AdminRequestDetail }) {
  const { customer, deliveredScript } = request;
  return (
    <div className={styles.facts}>
      <div className={styles.factGrid}>
        <Fact label={texts.facts.customer}>
          <RouterLink href={`~${adminCustomerPath(customer.id)}`} className={styles.link}>
            {customer.firstName} {customer.lastName}
          </RouterLink>
          <p className={styles.factAside}>{customer.emailAddress}</p>
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
      </div>
      <div className={styles.description}>
        <p className={styles.factLabel}>{texts.description}</p>
        <p className={styles.preWrap}>{request.description}</p>
      </div>
      {deliveredScript && (
        <Fact label={texts.deliveredScript}>
          <RouterLink
            href={`~${scriptPagePath(deliveredScript.scriptName)}`}
            className={styles.link}
          >
            {deliveredScript.scriptName}
          </RouterLink>{' '}
          · {formatPrice(deliveredScript.price)} ·{' '}
          {deliveredScript.owned ? texts.owned : texts.notOwned}
        </Fact>
      )}
    </div>
  );
}
