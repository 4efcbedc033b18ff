import { devicesPage as texts } from '../../../content/devices';
import { ListLoadStatus } from '../../signed-in/list-load-status';
import { EmergencyStopPanel } from '../emergency-stop/emergency-stop-panel';
import { pageColumn } from '../page-column.styles';
import { DevicesHeader } from './devices-header';

const inert = () => {};

/**
 * The Devices page as it first shows, before its devices come: what the app shell draws for
 * /customer/devices (the emergency stop as while its state is read), so the app's first render
 * paints the same page over it.
 */
export function DevicesFirstFrame() {
  return (
    <div className={pageColumn.wide}>
      <DevicesHeader />
      <EmergencyStopPanel />
      <ListLoadStatus loading failed={false} texts={texts} onRetry={inert} />
    </div>
  );
}
