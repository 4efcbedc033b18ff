import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { passkeyTexts as texts } from '../../../../content/passkeys';
import { createPasskeysActors } from '../../../../machines/passkeys/actors';
import { passkeysMachine } from '../../../../machines/passkeys/machine';
import { PASSKEY_NAME_MAX } from '../../../../services/contract';
import { passkeysApi, passkeysSupported } from '../../../../services/passkeys';
import { PasswordInput } from '../../../components/form/password-input';
import { Button } from '../../../components/kit/button';
import { useSignedInMachine } from '../../../hooks/use-signed-in-machine';
import { IslandField } from '../../../public/islands/island-form';
import { field } from '../../../public/islands/island-form.styles';
import { NoticeAlert } from '../notice-alert';
import { security as styles } from '../security.styles';
import { SecurityCard } from '../security-card';
import { PasskeyRow } from './passkey-row';

/** The Security page's passkeys card (issue 35): list, add, rename, remove. */
export function PasskeysCard() {
  const actor = useSignedInMachine(passkeysMachine, () => createPasskeysActors(passkeysApi), {
    input: { supported: passkeysSupported() },
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const state = useSelector(actor, (snapshot) => snapshot.value as string);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const issueOf = (name: string) => context.issues.find((issue) => issue.field === name)?.message;
  const send = actor.send;

  const nameField = (
    <IslandField label={texts.name} error={issueOf('name')}>
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          placeholder={texts.nameHint}
          className={field.input}
          value={context.name}
          onChange={(event) => send({ type: 'name.change', value: event.target.value })}
        />
      )}
    </IslandField>
  );
  const passwordField = (
    <IslandField label={texts.password} error={issueOf('password')}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete="current-password"
          value={context.password}
          onChange={(event) => send({ type: 'password.change', value: event.target.value })}
        />
      )}
    </IslandField>
  );
  const form = (submit: PasskeysSubmit, label: string, children: ReactNode, danger = false) => (
    <form
      className={styles.form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: submit });
      }}
    >
      <NoticeAlert notice={context.notice} />
      {children}
      <div className={styles.actions}>
        <Button
          type="submit"
          palette={danger ? 'red' : 'brand'}
          loading={busy}
          loadingText={busyText[submit]}
        >
          {label}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'form.cancel' })}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );

  let controls: ReactNode;
  if (state === 'Adding' || state === 'Creating') {
    controls = form(
      'add.submit',
      texts.create,
      <>
        {nameField}
        {passwordField}
      </>,
    );
  } else if ((state === 'Renaming' || state === 'SavingName') && context.target) {
    controls = form('rename.submit', texts.save, nameField);
  } else if ((state === 'ConfirmingRemoval' || state === 'Removing') && context.target) {
    controls = form(
      'remove.submit',
      texts.remove,
      <>
        <p>{texts.removeConfirm(context.target.name)}</p>
        {passwordField}
      </>,
      true,
    );
  } else if (state === 'LoadFailed') {
    controls = (
      <div className={styles.form}>
        <NoticeAlert notice={{ status: 'error', text: context.error ?? texts.loadFailed }} />
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => send({ type: 'passkeys.retry' })}>
            {texts.retry}
          </Button>
        </div>
      </div>
    );
  } else if (context.list === null) {
    controls = <p className={styles.muted}>{texts.loading}</p>;
  } else {
    controls = (
      <div className={styles.form}>
        <NoticeAlert notice={context.notice} />
        {context.list.length === 0 ? <p className={styles.muted}>{texts.none}</p> : null}
        {context.supported ? (
          <div className={styles.actions}>
            <Button palette="brand" disabled={busy} onClick={() => send({ type: 'add.start' })}>
              {texts.add}
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>{texts.unsupported}</p>
        )}
      </div>
    );
  }

  const list = context.list ?? [];
  return (
    <SecurityCard title={texts.title} description={texts.description}>
      {controls}
      {list.length > 0 ? (
        <ul className={`${styles.list} ${styles.listAfter}`} aria-label={texts.listLabel}>
          {list.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              disabled={busy || state !== 'Shown'}
              onRename={() => send({ type: 'rename.start', id: passkey.id })}
              onRemove={() => send({ type: 'remove.start', id: passkey.id })}
            />
          ))}
        </ul>
      ) : null}
    </SecurityCard>
  );
}

type PasskeysSubmit = 'add.submit' | 'rename.submit' | 'remove.submit';

const busyText: Record<PasskeysSubmit, string> = {
  'add.submit': texts.creating,
  'rename.submit': texts.saving,
  'remove.submit': texts.removing,
};
