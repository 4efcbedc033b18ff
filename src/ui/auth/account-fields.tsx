import { Input } from '@chakra-ui/react';
import { accountFields } from '../../content/auth-screens';
import { FormField } from '../components/form/form-field';
import { PasswordInput } from '../components/form/password-input';
import { type FormActor, useFormField } from '../hooks/use-form-field';

/**
 * Where a field's problem shows: under it (login), or in the step's list above the fields,
 * the field only marked invalid (the wizards).
 */
type IssueShown = 'below' | 'listed';

/** The e-mail of every account screen (the login's username). */
export function EmailField<TField extends string>({
  form,
  field,
  autoComplete,
  helper,
  issueShown = 'listed',
}: {
  form: FormActor<Record<NoInfer<TField>, string>>;
  field: TField;
  autoComplete: 'email' | 'username';
  helper?: string;
  issueShown?: IssueShown;
}) {
  const email = useFormField(form, field);
  return (
    <FormField label={accountFields.email} helper={helper} {...email.fieldState(issueShown)}>
      <Input
        type="email"
        autoComplete={autoComplete}
        placeholder={accountFields.emailPlaceholder}
        {...email.input}
      />
    </FormField>
  );
}

/** A new password and its confirmation (sign-up and reset), with the rule under the first. */
export function NewPasswordFields({
  form,
  labels,
}: {
  form: FormActor<{ password: string; confirmPassword: string }>;
  labels: { password: string; confirmPassword: string };
}) {
  const password = useFormField(form, 'password');
  const confirm = useFormField(form, 'confirmPassword');
  return (
    <>
      <FormField
        label={labels.password}
        helper={accountFields.passwordHelp}
        {...password.fieldState('listed')}
      >
        <PasswordInput autoComplete="new-password" {...password.input} />
      </FormField>
      <FormField label={labels.confirmPassword} {...confirm.fieldState('listed')}>
        <PasswordInput autoComplete="new-password" {...confirm.input} />
      </FormField>
    </>
  );
}
