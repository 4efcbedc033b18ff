import { useSelector } from '@xstate/react';
import { LuRefreshCw } from 'react-icons/lu';
import { overviewTexts as texts } from '../../../content/admin/overview';
import { adminSection } from '../../../content/admin-navigation';
import { createAdminOverviewActors } from '../../../machines/admin-overview/actors';
import { adminOverviewMachine } from '../../../machines/admin-overview/machine';
import {
  selectErrorMessage,
  selectIsLoading,
  selectOverview,
} from '../../../machines/admin-overview/selectors';
import { adminOverviewApi } from '../../../services/admin-overview';
import { Button } from '../../components/kit/button';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { kit } from '../../public/islands/kit.styles';
import { RetryAlert } from '../../signed-in/store-alerts';
import { AdminSectionHeader } from '../admin-section-header';
import { ChartSection } from './chart-section';
import { FiguresGrid } from './figures-grid';
import { overview as styles } from './overview.styles';

/**
 * /admin (issue 17): the business's figures and its last 30 days as a chart. A refresh keeps
 * the figures shown until the new ones arrive; a 401 ends the session like on every page.
 */
export default function OverviewPage() {
  const actor = useSignedInMachine(adminOverviewMachine, () =>
    createAdminOverviewActors(adminOverviewApi),
  );
  const overview = useSelector(actor, selectOverview);
  const loading = useSelector(actor, selectIsLoading);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const reload = () => actor.send({ type: 'overview.reload' });

  return (
    <div className={styles.page}>
      <AdminSectionHeader
        section={adminSection.overview}
        action={
          <Button variant="outline" onClick={reload} loading={loading}>
            <LuRefreshCw aria-hidden /> {texts.reload}
          </Button>
        }
      />
      <span className={kit.srOnly} role="status">
        {loading ? texts.loading : ''}
      </span>
      {errorMessage ? <RetryAlert title={errorMessage} onRetry={reload} /> : null}
      {/* A failure with nothing loaded yet shows only the alert, not placeholders that never fill. */}
      {overview || loading ? (
        <>
          <FiguresGrid overview={overview} />
          <ChartSection days={overview?.days ?? null} />
        </>
      ) : null}
    </div>
  );
}
