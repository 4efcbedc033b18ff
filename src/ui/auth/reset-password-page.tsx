import { useSelector } from '@xstate/react';
import { resetScreen } from '../../content/auth-screens';
import { createResetWizardActors } from '../../machines/reset-wizard/actors';
import { resetWizardMachine } from '../../machines/reset-wizard/machine';
import { selectResetStep } from '../../machines/reset-wizard/selectors';
import { authApi } from '../../services/auth';
import { pagePaths } from '../../services/contract';
import { useMachineActor } from '../hooks/use-machine-actor';
import { useNavigateTo } from '../hooks/use-navigate-to';
import { EmailField, NewPasswordFields } from './account-fields';
import { AuthLink } from './auth-link';
import { CodeStep } from './code-step';
import { WizardForm } from './wizard-form';

/** /reset-password (spec section 2): a code by e-mail, then a new password, then /login. */
export default function ResetPasswordPage() {
  const navigateTo = useNavigateTo();
  const wizard = useMachineActor(resetWizardMachine, {
    provide: () => ({
      actors: createResetWizardActors(authApi),
      actions: { goToLogin: () => navigateTo(pagePaths.login) },
    }),
  });
  const step = useSelector(wizard, selectResetStep);

  return (
    <WizardForm
      wizard={wizard}
      metaPath="/reset-password"
      texts={resetScreen}
      footer={<AuthLink to={pagePaths.login}>{resetScreen.returnToLogin}</AuthLink>}
      step={step}
    >
      {step === 0 ? (
        <EmailField
          form={wizard}
          field="emailAddress"
          autoComplete="email"
          helper={resetScreen.emailHelp}
        />
      ) : (
        <CodeStep wizard={wizard} intro={resetScreen.codeIntro}>
          <NewPasswordFields form={wizard} labels={resetScreen} />
        </CodeStep>
      )}
    </WizardForm>
  );
}
