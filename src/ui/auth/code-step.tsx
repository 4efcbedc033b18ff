import { Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  type CodeWizardActor,
  selectCodeAddress,
  selectCooldown,
  selectIsLocked,
  selectIsResending,
} from '../../machines/code-and-resend/selectors';
import { VerificationCodeField } from '../components/form/verification-code-field';
import { useFormField } from '../hooks/use-form-field';
import { ResendControl } from './resend-control';

type CodeStepProps = {
  wizard: CodeWizardActor;
  /** The sentence around the address the code went to. */
  intro: { before: string; after: string };
  /** The step's other fields (the reset's new password). */
  children?: ReactNode;
};

/**
 * The code step both wizards share (spec section 4): where the code went, the code field and
 * the resend control with its 60 s countdown. The outcome of a resend shows in the wizard's
 * notice above the step.
 */
export function CodeStep({ wizard, intro, children }: CodeStepProps) {
  const code = useFormField(wizard, 'verificationCode');
  const address = useSelector(wizard, selectCodeAddress);
  const cooldown = useSelector(wizard, selectCooldown);
  const isResending = useSelector(wizard, selectIsResending);
  const isLocked = useSelector(wizard, selectIsLocked);
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        {intro.before}{' '}
        <Text as="span" color="fg" fontWeight="medium" overflowWrap="anywhere">
          {address}
        </Text>
        {intro.after}
      </Text>
      <VerificationCodeField {...code.fieldState('listed')} {...code.input} />
      <ResendControl
        cooldown={cooldown}
        isSending={isResending}
        disabled={isLocked}
        onResend={() => wizard.send({ type: 'code.resend' })}
      />
      {children}
    </Stack>
  );
}
