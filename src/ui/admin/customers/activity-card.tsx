import type { ReactNode } from 'react';
import { Badge } from '../../components/kit/badge';
import { TitledCard } from '../../signed-in/titled-card';
import { customerCards as styles } from './customer-cards.styles';
import { formatIsoDate } from './customer-format';

type Entry = { id: string; text: string; status: string; createdAt: string };

/** A read-only list of the customer's requests or messages: what, its status, when. */
export function ActivityCard(props: { heading: string; empty: string; entries: readonly Entry[] }) {
  return (
    <TitledCard title={props.heading} emptyText={props.entries.length === 0 ? props.empty : null}>
      <ul className={styles.entries}>
        {props.entries.map((entry) => (
          <Row key={entry.id} status={entry.status} date={formatIsoDate(entry.createdAt)}>
            {entry.text}
          </Row>
        ))}
      </ul>
    </TitledCard>
  );
}

function Row(props: { status: string; date: string; children: ReactNode }) {
  return (
    <li className={styles.entry}>
      <p className={styles.entryText}>{props.children}</p>
      <div className={styles.entryStatus}>
        <Badge>{props.status.replace(/_/g, ' ')}</Badge>
        <p className={styles.entryDate}>{props.date}</p>
      </div>
    </li>
  );
}
