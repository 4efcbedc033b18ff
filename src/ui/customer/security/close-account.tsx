import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { securityPage } from '../../../content/security';
import { createCloseAccountActors } from '../../../machines/close-account/actors';
import { type CloseField, closeAccountMachine } from '../../../machines/close-account/machine';
import { accountSecurityApi } from '../../../services/account-security';
import { useSessionActor } from '../../app/session-context';
import { PasswordInput } from '../../components/form/password-input';
import { Button } from '../../components/kit/button';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { IslandDialog } from '../../public/islands/island-dialog';
import { IslandAlert, IslandField } from '../../public/islands/island-form';
import { field as fieldStyles } from '../../public/islands/island-form.styles';
import { security as styles } from './security.styles';

const texts = securityPage.data;

/** "Close my account": what it does, then a dialog that asks for the password to do it. */
export function CloseAccount() {
  const session = useSessionActor();
  const actor = useSignedInMachine(
    closeAccountMachine.provide({
      actions: { accountClosed: () => session.send({ type: 'session.signOut' }) },
    }),
    () => createCloseAccountActors(accountSecurityApi),
  );
  const { values, issues, error, needsCode } = useSelector(actor, (snapshot) => snapshot.context);
  const open = useSelector(
    actor,
    (snapshot) => snapshot.matches('Confirming') || snapshot.matches('Closing'),
  );
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const headingId = useId();
  const change = (field: CloseField, value: string) =>
    actor.send({ type: 'field.change', field, value });
  return (
    <section aria-labelledby={headingId} className={styles.danger}>
      <h3 id={headingId} className={styles.dangerTitle}>
        {texts.closeTitle}
      </h3>
      <p className={styles.muted}>{texts.closeText}</p>
      <div className={styles.actions}>
        <Button
          palette="red"
          variant="outline"
          onClick={() => actor.send({ type: 'close.request' })}
        >
          {texts.close}
        </Button>
      </div>
      <IslandDialog
        open={open}
        onClose={() => actor.send({ type: 'close.cancel' })}
        title={texts.confirmTitle}
        closeLabel={texts.closeDialog}
      >
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'form.submit' });
          }}
        >
          <p className={styles.muted}>{texts.closeText}</p>
          {error ? <IslandAlert status="error" title={error} /> : null}
          <IslandField
            label={texts.password}
            error={issues.find((issue) => issue.field === 'password')?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                value={values.password}
                onChange={(event) => change('password', event.target.value)}
              />
            )}
          </IslandField>
          {needsCode ? (
            <IslandField
              label={texts.code}
              error={issues.find((issue) => issue.field === 'code')?.message}
            >
              {(control) => (
                <input
                  {...control}
                  className={fieldStyles.input}
                  autoComplete="one-time-code"
                  value={values.code}
                  onChange={(event) => change('code', event.target.value)}
                />
              )}
            </IslandField>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" palette="red" loading={busy} loadingText={texts.closing}>
              {texts.confirmClose}
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => actor.send({ type: 'close.cancel' })}
            >
              {texts.cancel}
            </Button>
          </div>
        </form>
      </IslandDialog>
    </section>
  );
}
