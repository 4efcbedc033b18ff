import { Button, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { loginScreen } from '../../content/auth-screens';
import { selectIsBusy } from '../../machines/form/selectors';
import { inspect } from '../../machines/inspector';
import { createLoginActors } from '../../machines/login/actors';
import { loginMachine } from '../../machines/login/machine';
import { selectLoginError } from '../../machines/login/selectors';
import { authApi } from '../../services/auth';
import { pagePaths } from '../../services/contract';
import { useSessionNotice } from '../app/session-notice';
import { FormField } from '../components/form/form-field';
import { MachineForm } from '../components/form/machine-form';
import { PasswordInput } from '../components/form/password-input';
import { StatusAlert } from '../components/form/status-alert';
import { useFormField } from '../hooks/use-form-field';
import { EmailField } from './account-fields';
import { AuthLayout, AuthLink } from './auth-layout';
import { BusyOverlay } from './busy-overlay';
import { useSignInActions } from './use-sign-in-actions';

/** /login (spec section 2): 'Customer Login', e-mail and password, then /customer. */
export default function LoginPage() {
  const signIn = useSignInActions();
  const [machine] = useState(() =>
    loginMachine.provide({ actors: createLoginActors(authApi), actions: signIn }),
  );
  const login = useActorRef(machine, { inspect });
  const password = useFormField(login, 'password');
  const errorMessage = useSelector(login, selectLoginError);
  const isBusy = useSelector(login, selectIsBusy);
  const sessionNotice = useSessionNotice();

  return (
    <AuthLayout metaPath="/login" title={loginScreen.title} subtitle={loginScreen.subtitle}>
      <MachineForm busy={isBusy} onSubmit={() => login.send({ type: 'form.submit' })}>
        <Stack gap="5">
          {sessionNotice && !errorMessage && <StatusAlert status="info" title={sessionNotice} />}
          {errorMessage && <StatusAlert status="error" title={errorMessage} />}
          <EmailField form={login} field="username" autoComplete="username" issueShown="below" />
          <FormField
            label={loginScreen.password}
            error={password.issue}
            labelAside={
              <AuthLink to={pagePaths.resetPassword}>
                <Text as="span" fontSize="sm">
                  {loginScreen.forgotPassword}
                </Text>
              </AuthLink>
            }
          >
            <PasswordInput autoComplete="current-password" {...password.input} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" w="full" disabled={isBusy}>
            {loginScreen.submit}
          </Button>
          <Text textAlign="center" color="fg.muted" fontSize="sm">
            {loginScreen.newHere}{' '}
            <AuthLink to={pagePaths.signup}>{loginScreen.createAccount}</AuthLink>
          </Text>
        </Stack>
      </MachineForm>
      {isBusy && <BusyOverlay label={loginScreen.busy} />}
    </AuthLayout>
  );
}
