import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { signupScreen } from '../../content/auth-screens';
import { createSignupWizardActors } from '../../machines/signup-wizard/actors';
import { signupWizardMachine } from '../../machines/signup-wizard/machine';
import { selectSignupStep } from '../../machines/signup-wizard/selectors';
import { authApi } from '../../services/auth';
import { pagePaths } from '../../services/contract';
import { useMachineActor } from '../hooks/use-machine-actor';
import { EmailField } from './account-fields';
import { AuthLink } from './auth-link';
import { CodeStep } from './code-step';
import { SignupDetailsStep } from './signup-details-step';
import { useSignInActions } from './use-sign-in-actions';
import { WizardForm } from './wizard-form';

/** /signup and /register (spec section 2): the 3-step sign-up wizard, then /customer. */
export default function SignupPage() {
  const signIn = useSignInActions();
  const wizard = useMachineActor(signupWizardMachine, {
    provide: () => ({
      actors: createSignupWizardActors(authApi),
      actions: signIn,
    }),
  });
  const step = useSelector(wizard, selectSignupStep);

  return (
    <WizardForm
      wizard={wizard}
      metaPath="/signup"
      texts={signupScreen}
      footer={
        <Text color="fg.muted" fontSize="sm">
          {signupScreen.haveAccount} <AuthLink to={pagePaths.login}>{signupScreen.login}</AuthLink>
        </Text>
      }
      step={step}
    >
      {step === 0 && (
        <EmailField
          form={wizard}
          field="emailAddress"
          autoComplete="email"
          helper={signupScreen.emailHelp}
        />
      )}
      {step === 1 && <SignupDetailsStep wizard={wizard} />}
      {step === 2 && <CodeStep wizard={wizard} intro={signupScreen.codeIntro} />}
    </WizardForm>
  );
}
