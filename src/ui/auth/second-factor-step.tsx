import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { secondFactorScreen } from '../../content/auth-screens';
import { selectIsBusy } from '../../machines/form/selectors';
import type { loginMachine } from '../../machines/login/machine';
import {
  selectCodeIssue,
  selectLoginError,
  selectSecondStep,
  selectSecondStepExpired,
} from '../../machines/login/selectors';
import { MachineForm } from '../components/form/machine-form';
import { IslandAlert, IslandBusyOverlay, IslandField } from '../public/islands/island-form';
import { field } from '../public/islands/island-form.styles';
import { styles } from './login-form.styles';

/**
 * The sign-in's second step (issue 35): one field for the app's six digits or, on request, a
 * recovery code; the ticket's end leaves only "Back to sign-in". Drawn with island classes, as
 * the password step is.
 */
export function SecondFactorStep({ login }: { login: ActorRefFrom<typeof loginMachine> }) {
  const step = useSelector(login, selectSecondStep);
  const expired = useSelector(login, selectSecondStepExpired);
  const errorMessage = useSelector(login, selectLoginError);
  const issue = useSelector(login, selectCodeIssue);
  const isBusy = useSelector(login, selectIsBusy);
  const recovery = step?.recovery ?? false;
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field takes the focus when the step opens and again when the method changes
  useEffect(() => {
    input.current?.focus();
  }, [recovery]);
  const restart = () => login.send({ type: 'signIn.restart' });

  if (expired || !step) {
    return (
      <div className={styles.fields}>
        {errorMessage && <IslandAlert status="error" title={errorMessage} />}
        <button type="button" className={styles.submit} onClick={restart}>
          {secondFactorScreen.startAgain}
        </button>
      </div>
    );
  }
  return (
    <>
      <MachineForm
        busy={isBusy}
        label={secondFactorScreen.title}
        onSubmit={() => login.send({ type: 'code.submit' })}
      >
        <div className={styles.fields}>
          <h2 className={styles.stepTitle}>{secondFactorScreen.title}</h2>
          <p className={styles.stepIntro}>
            {recovery ? secondFactorScreen.recoveryIntro : secondFactorScreen.appIntro}
          </p>
          {errorMessage && <IslandAlert status="error" title={errorMessage} />}
          <IslandField
            label={recovery ? secondFactorScreen.recoveryLabel : secondFactorScreen.appLabel}
            error={issue}
          >
            {(control) => (
              <input
                ref={input}
                type="text"
                name="code"
                autoComplete="one-time-code"
                inputMode={recovery ? 'text' : 'numeric'}
                spellCheck={false}
                autoCapitalize="off"
                maxLength={recovery ? 64 : 7}
                className={field.input}
                value={step.code}
                onChange={(event) => login.send({ type: 'code.change', value: event.target.value })}
                {...control}
              />
            )}
          </IslandField>
          <button type="submit" className={styles.submit} disabled={isBusy}>
            {secondFactorScreen.submit}
          </button>
          <div className={styles.stepLinks}>
            {step.methods.includes('recovery') && (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => login.send({ type: 'method.toggle' })}
              >
                {recovery ? secondFactorScreen.useApp : secondFactorScreen.useRecovery}
              </button>
            )}
            <button type="button" className={styles.linkButton} onClick={restart}>
              {secondFactorScreen.startAgain}
            </button>
          </div>
        </div>
      </MachineForm>
      {isBusy && <IslandBusyOverlay label={secondFactorScreen.busy} />}
    </>
  );
}
