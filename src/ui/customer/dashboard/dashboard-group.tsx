import { useId } from 'react';
import type { DashboardTile as Tile } from '../../../content/customer-pages';
import { dashboard as styles } from './dashboard.styles';
import { DashboardTile } from './dashboard-tile';

type DashboardGroupProps = { title: string; tiles: readonly Tile[]; onSignOut: () => void };

/** One group of dashboard shortcuts (Installation, Trading Actions...), titled for its region. */
export function DashboardGroup({ title, tiles, onSignOut }: DashboardGroupProps) {
  // Names the section for screen readers (an id from the title would hold spaces).
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      <div className={styles.tiles}>
        {tiles.map((tile) => (
          <DashboardTile key={tile.label} tile={tile} onSignOut={onSignOut} />
        ))}
      </div>
    </section>
  );
}
