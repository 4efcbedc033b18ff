import { useSelector } from '@xstate/react';
import { LuKeyRound } from 'react-icons/lu';
import { accountFields, loginScreen } from '../../content/auth-screens';
import { passkeyTexts } from '../../content/passkeys';
import { selectIsBusy } from '../../machines/form/selectors';
import { createLoginActors } from '../../machines/login/actors';
import { loginMachine } from '../../machines/login/machine';
import { selectLoginError } from '../../machines/login/selectors';
import { authApi } from '../../services/auth';
import { pagePaths } from '../../services/contract';
import { signInWithPasskey } from '../../services/passkey-sign-in';
import { useSessionNotice } from '../app/session-notice';
import { MachineForm } from '../components/form/machine-form';
import { PasswordInput } from '../components/form/password-input';
import { useFormField } from '../hooks/use-form-field';
import { useMachineActor } from '../hooks/use-machine-actor';
import { defineIsland } from '../public/islands/island';
import { IslandAlert, IslandBusyOverlay, IslandField } from '../public/islands/island-form';
import { field } from '../public/islands/island-form.styles';
import { AuthLink } from './auth-link';
import { styles } from './login-form.styles';
import { SecondFactorStep } from './second-factor-step';
import { useSignInActions } from './use-sign-in-actions';

/**
 * The login form (spec section 2): e-mail and password, then /customer (or, for an account
 * with a second factor, its code first: `SecondFactorStep`). An island with island
 * classes: on the page the server draws, it starts without Chakra's runtime; in the
 * single-page app (after a sign-out, or a hash route) it is the same component.
 */
export function LoginForm() {
  const signIn = useSignInActions();
  const login = useMachineActor(loginMachine, {
    provide: () => ({
      actors: createLoginActors(authApi, signInWithPasskey),
      actions: signIn,
    }),
  });
  const username = useFormField(login, 'username');
  const password = useFormField(login, 'password');
  const errorMessage = useSelector(login, selectLoginError);
  const isBusy = useSelector(login, selectIsBusy);
  const sessionNotice = useSessionNotice();
  const secondStep = useSelector(
    login,
    (snapshot) => snapshot.matches('SecondFactor') || snapshot.matches('Expired'),
  );

  if (secondStep) return <SecondFactorStep login={login} />;
  return (
    <>
      <MachineForm busy={isBusy} form={login}>
        <div className={styles.fields}>
          {sessionNotice && !errorMessage && <IslandAlert status="info" title={sessionNotice} />}
          {errorMessage && <IslandAlert status="error" title={errorMessage} />}
          <IslandField label={accountFields.email} error={username.issue}>
            {(control) => (
              <input
                type="email"
                autoComplete="username webauthn"
                placeholder={accountFields.emailPlaceholder}
                className={field.input}
                {...control}
                {...username.input}
              />
            )}
          </IslandField>
          <IslandField
            label={loginScreen.password}
            error={password.issue}
            labelAside={
              <AuthLink to={pagePaths.resetPassword} size="sm">
                {loginScreen.forgotPassword}
              </AuthLink>
            }
          >
            {(control) => (
              <PasswordInput autoComplete="current-password" {...control} {...password.input} />
            )}
          </IslandField>
          <button type="submit" className={styles.submit} disabled={isBusy}>
            {loginScreen.submit}
          </button>
          <button
            type="button"
            className={styles.passkey}
            disabled={isBusy}
            onClick={() => login.send({ type: 'passkey.start' })}
          >
            <LuKeyRound aria-hidden="true" focusable="false" />
            {passkeyTexts.signIn}
          </button>
          <p className={styles.newHere}>
            {loginScreen.newHere}{' '}
            <AuthLink to={pagePaths.signup}>{loginScreen.createAccount}</AuthLink>
          </p>
        </div>
      </MachineForm>
      {isBusy && <IslandBusyOverlay label={loginScreen.busy} />}
    </>
  );
}

export const LoginFormIsland = defineIsland('login-form', LoginForm);
