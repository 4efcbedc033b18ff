import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { authenticatorTexts as texts } from '../../../../content/authenticator-app';
import { createAuthenticatorActors } from '../../../../machines/authenticator-app/actors';
import { authenticatorMachine } from '../../../../machines/authenticator-app/machine';
import { authenticatorApi } from '../../../../services/account-security';
import { OneTimeCodeInput } from '../../../components/form/one-time-code-input';
import { PasswordInput } from '../../../components/form/password-input';
import { Button } from '../../../components/kit/button';
import { useSignedInMachine } from '../../../hooks/use-signed-in-machine';
import { IslandField } from '../../../public/islands/island-form';
import { NoticeAlert } from '../notice-alert';
import { security } from '../security.styles';
import { SecurityCard } from '../security-card';
import { authenticator as styles } from './authenticator.styles';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

/** The Security page's authenticator app card (issue 35): set up, recovery codes, turn off. */
export function AuthenticatorCard() {
  const actor = useSignedInMachine(authenticatorMachine, () =>
    createAuthenticatorActors(authenticatorApi),
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const state = useSelector(actor, (snapshot) => snapshot.value as string);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const issueOf = (name: string) => context.issues.find((issue) => issue.field === name)?.message;

  const codeField = (
    <IslandField label={texts.code} error={issueOf('code')}>
      {(control) => (
        <OneTimeCodeInput
          {...control}
          maxLength={7}
          value={context.code}
          onChange={(event) => actor.send({ type: 'code.change', value: event.target.value })}
        />
      )}
    </IslandField>
  );
  const form = (submit: () => void, children: ReactNode) => (
    <form
      className={security.form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <NoticeAlert notice={context.notice} />
      {children}
    </form>
  );

  let body: ReactNode;
  if (state === 'Loading' || state === 'LoggedOut') {
    body = <p className={security.muted}>{texts.loading}</p>;
  } else if (state === 'Failed') {
    body = <NoticeAlert notice={{ status: 'error', text: texts.loadFailed }} />;
  } else if (state === 'ShowingCodes') {
    body = (
      <RecoveryCodes
        codes={context.recoveryCodes}
        onDone={() => actor.send({ type: 'codes.done' })}
      />
    );
  } else if ((state === 'Pending' || state === 'Confirming') && context.setup) {
    body = form(
      () => actor.send({ type: 'confirm.submit' }),
      <>
        <p className={security.muted}>{texts.scan}</p>
        <QrCode value={context.setup.otpauthUrl} />
        <div className={styles.section}>
          <span className={styles.subheading}>{texts.secret}</span>
          <code className={styles.secret}>{context.setup.secret}</code>
        </div>
        {codeField}
        <div className={security.actions}>
          <Button type="submit" palette="brand" loading={busy} loadingText={texts.confirming}>
            {texts.confirm}
          </Button>
          <Button variant="ghost" onClick={() => actor.send({ type: 'setup.cancel' })}>
            {texts.cancel}
          </Button>
        </div>
      </>,
    );
  } else if (state === 'Off' || state === 'Starting') {
    body = (
      <div className={security.form}>
        <NoticeAlert notice={context.notice} />
        <p className={security.muted}>{texts.off}</p>
        <div className={security.actions}>
          <Button
            palette="brand"
            loading={busy}
            loadingText={texts.starting}
            onClick={() => actor.send({ type: 'setup.start' })}
          >
            {texts.start}
          </Button>
        </div>
      </div>
    );
  } else {
    body = form(
      () => actor.send({ type: 'off.submit' }),
      <>
        <p className={security.muted}>{texts.on(context.status?.recoveryCodesLeft ?? 0)}</p>
        {codeField}
        <div className={security.actions}>
          <Button
            variant="outline"
            loading={state === 'Renewing'}
            loadingText={texts.renewing}
            onClick={() => actor.send({ type: 'renew.submit' })}
          >
            {texts.renew}
          </Button>
        </div>
        <p className={security.muted}>{texts.renewHint}</p>
        <IslandField label={texts.password} error={issueOf('password')}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={context.password}
              onChange={(event) =>
                actor.send({ type: 'password.change', value: event.target.value })
              }
            />
          )}
        </IslandField>
        <div className={security.actions}>
          <Button
            type="submit"
            variant="outline"
            palette="red"
            loading={state === 'TurningOff'}
            loadingText={texts.turningOff}
          >
            {texts.turnOff}
          </Button>
        </div>
      </>,
    );
  }
  return (
    <SecurityCard title={texts.title} description={texts.description}>
      {body}
    </SecurityCard>
  );
}
