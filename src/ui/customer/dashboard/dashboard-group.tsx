import { Heading, SimpleGrid } from '@chakra-ui/react';
import { useId } from 'react';
import type { DashboardTile as Tile } from '../../../content/customer-pages';
import { Panel } from '../../components/panel';
import { DashboardTile } from './dashboard-tile';

type DashboardGroupProps = { title: string; tiles: readonly Tile[]; onSignOut: () => void };

/** One group of dashboard shortcuts (Installation, Trading Actions...), titled for its region. */
export function DashboardGroup({ title, tiles, onSignOut }: DashboardGroupProps) {
  // Names the section for screen readers (an id from the title would hold spaces).
  const headingId = useId();
  return (
    <Panel
      as="section"
      aria-labelledby={headingId}
      p={{ base: '4', md: '5' }}
      gap="4"
      borderColor="border"
    >
      <Heading
        as="h2"
        id={headingId}
        size="sm"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wider"
      >
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 1, '2xl': 2 }} gap="3">
        {tiles.map((tile) => (
          <DashboardTile key={tile.label} tile={tile} onSignOut={onSignOut} />
        ))}
      </SimpleGrid>
    </Panel>
  );
}
