import { Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
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
import { Panel } from '../../components/panel';
import { useLoadStatus } from '../../hooks/use-load-status';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { ActionAlerts } from '../../signed-in/action-alerts';
import { BackLink } from '../../signed-in/back-link';
import { LoadStatus } from '../../signed-in/load-status';
import { RequestStatusBadge } from '../../signed-in/request-status-badge';
import { RequestFacts } from './request-facts';
import { RequestHistory } from './request-history';
import { RequestStepDialog, type RequestWorkflowActor } from './request-step-dialog';

/** The steps the request may take now, each opening its dialog; declining stands apart. */
function NextSteps({ actor }: { actor: RequestWorkflowActor }) {
  const steps = useSelector(actor, selectNextSteps);
  if (steps.length === 0) return <Text color="fg.muted">{texts.finished}</Text>;
  return (
    <HStack gap="3" flexWrap="wrap">
      {steps.map((step) => (
        <Button
          key={step}
          colorPalette={step === 'declined' ? 'red' : 'brand'}
          variant={step === 'declined' ? 'outline' : 'solid'}
          onClick={() => actor.send({ type: 'step.choose', step })}
        >
          {requestStepActions[step]}
        </Button>
      ))}
    </HStack>
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
    <Stack gap="6">
      <BackLink href={pagePaths.admin.requests} label={texts.back} />
      <LoadStatus {...load} texts={texts} notFoundStatus="warning" />
      {request && (
        <>
          <title>{`${request.name} · ${texts.listLabel} · ${BRAND_NAME}`}</title>
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size="2xl" overflowWrap="anywhere">
              {request.name}
            </Heading>
            <RequestStatusBadge status={request.status} size="lg" />
          </HStack>
          <ActionAlerts notice={notice} error={dialogOpen ? null : error} />
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
            <Panel p={{ base: '5', md: '6' }} gap="4">
              <RequestFacts request={request} />
            </Panel>
            <Stack gap="6">
              <Panel p={{ base: '5', md: '6' }} gap="4" as="section" aria-labelledby="next-step">
                <Heading as="h2" size="md" id="next-step">
                  {texts.nextSteps}
                </Heading>
                <NextSteps actor={actor} />
              </Panel>
              <Panel p={{ base: '5', md: '6' }} gap="4" as="section" aria-labelledby="history">
                <Heading as="h2" size="md" id="history">
                  {texts.history}
                </Heading>
                <RequestHistory events={request.events} />
              </Panel>
            </Stack>
          </Grid>
        </>
      )}
      <RequestStepDialog actor={actor} />
    </Stack>
  );
}
