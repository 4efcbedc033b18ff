import { useSelector } from '@xstate/react';
import { supportTexts as texts } from '../../../content/admin/support';
import { createAdminSupportThreadActors } from '../../../machines/admin-support-thread/actors';
import { adminSupportThreadMachine } from '../../../machines/admin-support-thread/machine';
import {
  selectError,
  selectIsBusy,
  selectIsClosed,
  selectLoadStatus,
  selectMessage,
  selectNotice,
} from '../../../machines/admin-support-thread/selectors';
import { adminSupportApi } from '../../../services/admin-support';
import { inboxLimits, pagePaths } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { MachineForm } from '../../components/form/machine-form';
import { Button } from '../../components/kit/button';
import { Textarea } from '../../components/kit/controls';
import { useFormField } from '../../hooks/use-form-field';
import { useLoadStatus } from '../../hooks/use-load-status';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { ActionAlerts } from '../../signed-in/action-alerts';
import { BackLink } from '../../signed-in/back-link';
import { formatDateTime } from '../../signed-in/format';
import { LoadStatus } from '../../signed-in/load-status';
import { consoleLayout } from '../components/console-layout.styles';
import { messagePage as styles } from './message.styles';
import { SupportStatusBadge } from './support-status-badge';

/** One entry of the thread: who wrote, when, and what. */
function ThreadEntry(props: { who: string; at: string; body: string; fromCustomer: boolean }) {
  return (
    <li className={props.fromCustomer ? styles.customerEntry : styles.operatorEntry}>
      <p className={styles.entryHead}>
        {props.who} · {formatDateTime(props.at)}
      </p>
      <p className={styles.entryBody}>{props.body}</p>
    </li>
  );
}

/** /admin/support/:id: a message, its thread, the reply form, close or reopen (issue 17). */
export default function MessagePage({ messageId }: { messageId: string }) {
  const actor = useSignedInMachine(
    adminSupportThreadMachine,
    () => createAdminSupportThreadActors(adminSupportApi),
    { input: { messageId } },
  );
  const message = useSelector(actor, selectMessage);
  const isBusy = useSelector(actor, selectIsBusy);
  const isClosed = useSelector(actor, selectIsClosed);
  const notice = useSelector(actor, selectNotice);
  const error = useSelector(actor, selectError);
  const load = useLoadStatus(actor, selectLoadStatus, { type: 'message.retry' });
  const reply = useFormField(actor, 'body');

  return (
    <div className={styles.page}>
      <BackLink href={pagePaths.admin.support} label={texts.back} />
      <LoadStatus {...load} texts={texts} notFoundStatus="warning" />
      {message && (
        <>
          <div className={styles.titleRow}>
            <div className={styles.titleGroup}>
              <h1 className={styles.title}>
                {message.firstName} {message.lastName}
              </h1>
              <SupportStatusBadge status={message.status} />
            </div>
            <Button
              variant="outline"
              disabled={isBusy}
              onClick={() => actor.send({ type: isClosed ? 'status.reopen' : 'status.close' })}
            >
              {isClosed ? texts.reopen : texts.close}
            </Button>
          </div>
          <p className={styles.muted}>
            {message.emailAddress} · {message.phoneCode} {message.phoneNumber}
          </p>
          <ActionAlerts notice={notice} error={error} />
          <section className={consoleLayout.panel} aria-labelledby="thread">
            <h2 className={styles.sectionTitle} id="thread">
              {texts.thread}
            </h2>
            <ol className={styles.thread}>
              <ThreadEntry
                who={texts.customerWrote(message.firstName)}
                at={message.createdAt}
                body={message.reasonToContact}
                fromCustomer
              />
              {message.replies.map((entry) => (
                <ThreadEntry
                  key={entry.id}
                  who={texts.operatorWrote(entry.authorEmail)}
                  at={entry.createdAt}
                  body={entry.body}
                  fromCustomer={false}
                />
              ))}
            </ol>
            {isClosed ? (
              <p className={styles.muted}>{texts.reply.closedHint}</p>
            ) : (
              <MachineForm busy={isBusy} form={actor}>
                <div className={styles.replyForm}>
                  <FormField label={texts.reply.label} error={reply.issue}>
                    <Textarea
                      {...reply.input}
                      rows={5}
                      maxLength={inboxLimits.reply}
                      placeholder={texts.reply.placeholder}
                    />
                  </FormField>
                  <Button type="submit" palette="brand" loading={isBusy}>
                    {texts.reply.send}
                  </Button>
                </div>
              </MachineForm>
            )}
          </section>
        </>
      )}
    </div>
  );
}
