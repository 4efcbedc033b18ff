import { Checkbox, Input, Link, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { signupScreen } from '../../content/auth-screens';
import { formTexts } from '../../content/forms';
import { selectFieldIssue, selectFieldValue } from '../../machines/form/selectors';
import type { signupWizardMachine } from '../../machines/signup-wizard/machine';
import { pagePaths } from '../../services/contract';
import { FormField } from '../components/form/form-field';
import { Select } from '../components/kit/controls';
import { useFormField } from '../hooks/use-form-field';
import { NewPasswordFields } from './account-fields';

type SignupActor = ActorRefFrom<typeof signupWizardMachine>;

/** Sign-up step 2 (spec section 2): name, password, referral and the terms. */
export function SignupDetailsStep({ wizard }: { wizard: SignupActor }) {
  const firstName = useFormField(wizard, 'firstName');
  const lastName = useFormField(wizard, 'lastName');
  const referrer = useFormField(wizard, 'referrerDetails');
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={signupScreen.firstName} {...firstName.fieldState('listed')}>
          <Input autoComplete="given-name" {...firstName.input} />
        </FormField>
        <FormField label={signupScreen.lastName} {...lastName.fieldState('listed')}>
          <Input autoComplete="family-name" {...lastName.input} />
        </FormField>
      </SimpleGrid>
      <NewPasswordFields form={wizard} labels={signupScreen} />
      <FormField label={signupScreen.referrer} {...referrer.fieldState('listed')}>
        <Select {...referrer.input}>
          <option value="">{signupScreen.referrerPlaceholder}</option>
          {signupScreen.referralOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </FormField>
      <TermsCheckbox wizard={wizard} />
    </Stack>
  );
}

/** Spec section 2: the terms, which open in a new tab, accepted with a checkbox. */
function TermsCheckbox({ wizard }: { wizard: SignupActor }) {
  const accepted = useSelector(wizard, selectFieldValue('termsAccepted'));
  const issue = useSelector(wizard, selectFieldIssue('termsAccepted'));
  return (
    <Checkbox.Root
      invalid={issue !== null}
      checked={accepted}
      onCheckedChange={(details) =>
        wizard.send({
          type: 'field.change',
          field: 'termsAccepted',
          value: details.checked === true,
        })
      }
      colorPalette="brand"
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput name="termsAccepted" />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight="normal" color="fg.muted">
        {signupScreen.terms.before}{' '}
        <Link
          href={pagePaths.terms}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          textDecoration="underline"
        >
          {signupScreen.terms.link}
          <VisuallyHidden>{formTexts.opensInNewTab}</VisuallyHidden>
        </Link>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
