import { useSelector } from '@xstate/react';
import { securityPage } from '../../../content/security';
import { createPasswordChangeActors } from '../../../machines/password-change/actors';
import {
  type PasswordField,
  passwordChangeMachine,
} from '../../../machines/password-change/machine';
import { accountSecurityApi } from '../../../services/account-security';
import { PasswordInput } from '../../components/form/password-input';
import { Button } from '../../components/kit/button';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { IslandField } from '../../public/islands/island-form';
import { NoticeAlert } from './notice-alert';
import { security as styles } from './security.styles';
import { SecurityCard } from './security-card';

const texts = securityPage.password;
const fields: [PasswordField, string, string][] = [
  ['currentPassword', texts.current, 'current-password'],
  ['newPassword', texts.new, 'new-password'],
];

/** Changes the password with the current one. */
export function PasswordCard() {
  const actor = useSignedInMachine(passwordChangeMachine, () =>
    createPasswordChangeActors(accountSecurityApi),
  );
  const { values, issues, notice } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return (
    <SecurityCard title={texts.title} description={texts.description}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <NoticeAlert notice={notice} />
        {fields.map(([name, label, autoComplete]) => (
          <IslandField
            key={name}
            label={label}
            error={issues.find((issue) => issue.field === name)?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete={autoComplete}
                value={values[name]}
                onChange={(event) =>
                  actor.send({ type: 'field.change', field: name, value: event.target.value })
                }
              />
            )}
          </IslandField>
        ))}
        <div className={styles.actions}>
          <Button type="submit" palette="brand" loading={busy} loadingText={texts.saving}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </SecurityCard>
  );
}
