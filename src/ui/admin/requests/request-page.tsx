import { useSelector } from '@xstate/react';
import { requestStepActions, requestTexts as texts } from '../../../content/admin/requests';
import { BRAND_NAME } from '../../../content/brand';
import { createAdminRequestWorkflowActors } from '../../../machines/admin-request-workflow/actors';
import { adminRequestWorkflowMachine } from '../../../machines/admin-request-workflow/machine';
import {
  selectError,
  selectLoadStatus,
  selectNextSteps,
  selectNotice,
  selectOpenStep,
  selectRequest,
} from '../../../machines/admin-request-workflow/selectors';
import { adminRequestsApi } from '../../../services/admin-requests';
import { pagePaths } from '../../../services/contract';
import { Button } from '../../components/kit/button';
import { useLoadStatus } from '../../hooks/use-load-status';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { ActionAlerts } from '../../signed-in/action-alerts';
import { BackLink } from '../../signed-in/back-link';
import { LoadStatus } from '../../signed-in/load-status';
import { RequestStatusBadge } from '../../signed-in/request-status-badge';
import { consoleLayout } from '../components/console-layout.styles';
import { requestPage as styles } from './request.styles';
import { RequestFacts } from './request-facts';
import { RequestHistory } from './request-history';
import { RequestStepDialog, type RequestWorkflowActor } from './request-step-dialog';

/** The steps the request may take now, each opening its dialog; declining stands apart. */
function NextSteps({ actor }: { actor: RequestWorkflowActor }) {
  const steps = useSelector(actor, selectNextSteps);
  if (steps.length === 0) return <p className={styles.finished}>{texts.finished}</p>;
  return (
    <div className={styles.steps}>
      {steps.map((step) => (
        <Button
          key={step}
          palette={step === 'declined' ? 'red' : 'brand'}
          variant={step === 'declined' ? 'outline' : 'solid'}
          onClick={() => actor.send({ type: 'step.choose', step })}
        >
          {requestStepActions[step]}
        </Button>
      ))}
    </div>
  );
}

/** /admin/requests/:id: one custom request, its next steps and its history (issue 17). */
export default function RequestPage({ requestId }: { requestId: string }) {
  const actor = useSignedInMachine(
    adminRequestWorkflowMachine,
    () => createAdminRequestWorkflowActors(adminRequestsApi),
    { input: { requestId } },
  );
  const request = useSelector(actor, selectRequest);
  const load = useLoadStatus(actor, selectLoadStatus, { type: 'request.retry' });
  const notice = useSelector(actor, selectNotice);
  const error = useSelector(actor, selectError);
  const dialogOpen = useSelector(actor, selectOpenStep) !== null;

  return (
    <div className={styles.page}>
      <BackLink href={pagePaths.admin.requests} label={texts.back} />
      <LoadStatus {...load} texts={texts} notFoundStatus="warning" />
      {request && (
        <>
          <title>{`${request.name} · ${texts.listLabel} · ${BRAND_NAME}`}</title>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{request.name}</h1>
            <RequestStatusBadge status={request.status} size="lg" />
          </div>
          <ActionAlerts notice={notice} error={dialogOpen ? null : error} />
          <div className={styles.columns}>
            <div className={consoleLayout.panel}>
              <RequestFacts request={request} />
            </div>
            <div className={styles.side}>
              <section className={consoleLayout.panel} aria-labelledby="next-step">
                <h2 className={styles.sectionTitle} id="next-step">
                  {texts.nextSteps}
                </h2>
                <NextSteps actor={actor} />
              </section>
              <section className={consoleLayout.panel} aria-labelledby="history">
                <h2 className={styles.sectionTitle} id="history">
                  {texts.history}
                </h2>
                <RequestHistory events={request.events} />
              </section>
            </div>
          </div>
        </>
      )}
      <RequestStepDialog actor={actor} />
    </div>
  );
}
