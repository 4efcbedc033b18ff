import { useSelector } from '@xstate/react';
import type { InputHTMLAttributes } from 'react';
import { authMessages } from '../../../content/auth-messages';
import { securityPage } from '../../../content/security';
import { createEmailChangeActors } from '../../../machines/email-change/actors';
import { type EmailChangeField, emailChangeMachine } from '../../../machines/email-change/machine';
import { selectSecondsLeft } from '../../../machines/resend-cooldown/selectors';
import { accountSecurityApi } from '../../../services/account-security';
import { useSessionActor, useSessionUser } from '../../app/session-context';
import { PasswordInput } from '../../components/form/password-input';
import { Button } from '../../components/kit/button';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { IslandField } from '../../public/islands/island-form';
import { field as fieldStyles } from '../../public/islands/island-form.styles';
import { NoticeAlert } from './notice-alert';
import { security as styles } from './security.styles';
import { SecurityCard } from './security-card';

const texts = securityPage.email;

/** Changes the e-mail address with a code sent to the new one. */
export function EmailCard() {
  const session = useSessionActor();
  const user = useSessionUser();
  const actor = useSignedInMachine(
    emailChangeMachine.provide({
      // The session reads the account again: the frame and this card show the new address.
      actions: { addressChanged: () => session.send({ type: 'session.refresh' }) },
    }),
    () => createEmailChangeActors(accountSecurityApi),
  );
  const { values, issues, notice, cooldown } = useSelector(actor, (snapshot) => snapshot.context);
  const onCode = useSelector(actor, (snapshot) => snapshot.matches('Code'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const confirming = useSelector(actor, (snapshot) => snapshot.matches({ Code: 'Confirming' }));
  const secondsLeft = useSelector(cooldown, selectSecondsLeft);
  const errorOf = (name: EmailChangeField) => issues.find((issue) => issue.field === name)?.message;
  const bind = (name: EmailChangeField): InputHTMLAttributes<HTMLInputElement> => ({
    value: values[name],
    onChange: (event) =>
      actor.send({ type: 'field.change', field: name, value: event.target.value }),
  });
  return (
    <SecurityCard title={texts.title} description={texts.description}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'step.next' });
        }}
      >
        <NoticeAlert notice={notice} />
        {onCode ? (
          <>
            <p className={styles.muted}>{texts.codeSentTo(values.newEmailAddress.trim())}</p>
            <IslandField label={texts.code} error={errorOf('verificationCode')}>
              {(control) => (
                <input
                  {...control}
                  {...bind('verificationCode')}
                  className={fieldStyles.input}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                />
              )}
            </IslandField>
            <div className={styles.actions}>
              <Button
                type="submit"
                palette="brand"
                disabled={busy}
                loading={confirming}
                loadingText={texts.confirming}
              >
                {texts.confirm}
              </Button>
              <Button
                variant="outline"
                disabled={busy || secondsLeft > 0}
                onClick={() => actor.send({ type: 'code.resend' })}
              >
                {secondsLeft > 0 ? authMessages.resend.coolingDown(secondsLeft) : texts.resend}
              </Button>
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => actor.send({ type: 'step.back' })}
              >
                {texts.back}
              </Button>
            </div>
          </>
        ) : (
          <>
            {user ? <p className={styles.muted}>{texts.current(user.emailAddress)}</p> : null}
            <IslandField label={texts.newAddress} error={errorOf('newEmailAddress')}>
              {(control) => (
                <input
                  {...control}
                  {...bind('newEmailAddress')}
                  className={fieldStyles.input}
                  type="email"
                  autoComplete="email"
                />
              )}
            </IslandField>
            <IslandField label={texts.password} error={errorOf('password')}>
              {(control) => (
                <PasswordInput {...control} {...bind('password')} autoComplete="current-password" />
              )}
            </IslandField>
            <div className={styles.actions}>
              <Button type="submit" palette="brand" loading={busy} loadingText={texts.sending}>
                {texts.send}
              </Button>
            </div>
          </>
        )}
      </form>
    </SecurityCard>
  );
}
