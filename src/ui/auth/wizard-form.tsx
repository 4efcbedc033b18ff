import { Button, HStack, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { wizardTexts } from '../../content/auth-screens';
import type { MetaPath } from '../../content/page-meta';
import {
  type CodeWizardActor,
  selectIsLocked,
  selectIsResending,
  selectNotice,
} from '../../machines/code-and-resend/selectors';
import { selectIsBusy, selectIssues } from '../../machines/form/selectors';
import { IssueList } from '../components/form/issue-list';
import { MachineForm } from '../components/form/machine-form';
import { NoticeAlert } from '../components/form/notice-alert';
import { IslandBusyOverlay } from '../public/islands/island-form';
import { AuthLayout } from './auth-layout';
import { WizardProgress } from './wizard-progress';

type WizardFormProps = {
  wizard: CodeWizardActor;
  metaPath: MetaPath;
  /** The title, the steps' names, and the last step's button ('Sign Up', 'Reset Password'). */
  texts: { title: string; steps: readonly string[]; submit: string };
  /** Links under the card, before 'Return to Home'. */
  footer: ReactNode;
  /** The index of the step on screen. */
  step: number;
  /** The fields of the step on screen. */
  children: ReactNode;
};

/**
 * The frame both wizards share (spec sections 2 and 5): the progress, the last call's notice,
 * the step's problems in one bulleted list, the step's fields, Back and Continue. Enter
 * continues; only the last step's button finishes (the machine decides what each step does).
 */
export function WizardForm({ wizard, metaPath, texts, footer, step, children }: WizardFormProps) {
  const notice = useSelector(wizard, selectNotice);
  const issues = useSelector(wizard, selectIssues);
  const isBusy = useSelector(wizard, selectIsBusy);
  const isResending = useSelector(wizard, selectIsResending);
  const isLocked = useSelector(wizard, selectIsLocked);
  const stepRef = useFocusOnStepChange(step);
  const { steps } = texts;
  const isLast = step === steps.length - 1;

  return (
    <AuthLayout
      metaPath={metaPath}
      title={texts.title}
      subtitle={wizardTexts.stepOf(steps, step)}
      footer={footer}
    >
      <WizardProgress steps={steps} current={step} />
      <MachineForm busy={isBusy} onSubmit={() => wizard.send({ type: 'step.next' })}>
        <Stack gap="5">
          <NoticeAlert notice={notice} />
          <IssueList issues={issues} />
          <div ref={stepRef}>{children}</div>
          <HStack gap="3">
            {step > 0 && (
              <Button
                variant="outline"
                size="lg"
                flex="1"
                disabled={isLocked}
                onClick={() => wizard.send({ type: 'step.back' })}
              >
                {wizardTexts.back}
              </Button>
            )}
            <Button type="submit" colorPalette="brand" size="lg" flex="2" disabled={isLocked}>
              {isLast ? texts.submit : wizardTexts.continue}
            </Button>
          </HStack>
        </Stack>
      </MachineForm>
      {/* A resend keeps the code step usable: its own button says it is sending. */}
      {isBusy && !isResending && <IslandBusyOverlay label={wizardTexts.busy} />}
    </AuthLayout>
  );
}

/** Moves focus to the first field of a new step, so keyboard users carry on where they are. */
function useFocusOnStepChange(step: number) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    ref.current?.querySelector<HTMLElement>('input:not([type=hidden]), select')?.focus();
  }, [step]);
  return ref;
}
