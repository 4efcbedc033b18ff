import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { inspect } from '../../machines/inspector';
import { type LoginField, loginActors, loginMachine } from '../../machines/login/machine';
import { authApi } from '../../services/auth';
import { useSessionActor } from '../app/session-context';
import { useSessionNotice } from '../app/session-notice';
import { FormField } from '../components/form/form-field';
import { StatusAlert } from '../components/form/status-alert';
import { AuthLayout, AuthLink } from './auth-layout';
import { BusyOverlay } from './busy-overlay';
import { PasswordInput } from './password-input';

/** /login (spec section 2): 'Customer Login', e-mail and password, then /customer. */
export default function LoginPage() {
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: loginActors(authApi),
      actions: {
        startSession: (_, newSession) =>
          session.send({ type: 'session.start', session: newSession }),
        goToCustomer: () => navigateRef.current('~/customer'),
      },
    }),
  );
  const login = useActorRef(machine, { inspect });
  const username = useSelector(login, (state) => state.context.username);
  const password = useSelector(login, (state) => state.context.password);
  const fieldIssues = useSelector(login, (state) => state.context.fieldIssues);
  const errorMessage = useSelector(login, (state) => state.context.errorMessage);
  const isBusy = useSelector(login, (state) => state.hasTag('busy'));
  const sessionNotice = useSessionNotice();
  const issueOf = (field: LoginField) => fieldIssues.find((issue) => issue.field === field);
  const change = (field: LoginField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    login.send({ type: 'field.change', field, value: event.target.value });

  return (
    <AuthLayout
      metaPath="/login"
      title="Customer Login"
      subtitle="Sign in to your scripts, subscription and support."
      footer={<AuthLink href="~/">Return to Home</AuthLink>}
    >
      <form
        noValidate
        aria-busy={isBusy}
        onSubmit={(event) => {
          event.preventDefault();
          login.send({ type: 'form.submit' });
        }}
      >
        <Stack gap="5">
          {sessionNotice && !errorMessage && <StatusAlert status="info" title={sessionNotice} />}
          {errorMessage && <StatusAlert status="error" title={errorMessage} />}
          <FormField label="Email" error={issueOf('username')?.message}>
            <Input
              name="username"
              type="email"
              autoComplete="username"
              placeholder="you@example.com"
              value={username}
              onChange={change('username')}
            />
          </FormField>
          <FormField
            label="Password"
            error={issueOf('password')?.message}
            labelAside={
              <AuthLink href="~/reset-password">
                <Text as="span" fontSize="sm">
                  Forgot Password?
                </Text>
              </AuthLink>
            }
          >
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={change('password')}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" w="full" disabled={isBusy}>
            Login
          </Button>
          <Text textAlign="center" color="fg.muted" fontSize="sm">
            New to the desktop tool? <AuthLink href="~/signup">Create Account</AuthLink>
          </Text>
        </Stack>
      </form>
      {isBusy && <BusyOverlay label="Signing in…" />}
    </AuthLayout>
  );
}
