import { useSelector } from '@xstate/react';
import type { InputHTMLAttributes } from 'react';
import { phoneCodes, customerContactTexts as texts } from '../../../content/contact';
import { createContactFormActors } from '../../../machines/contact-form/actors';
import { type ContactField, contactFormMachine } from '../../../machines/contact-form/machine';
import { selectIsBusy, selectNotice } from '../../../machines/contact-form/selectors';
import { limits, storeLimits } from '../../../services/contract';
import { supportApi } from '../../../services/support';
import { useSessionUser } from '../../app/session-context';
import { FormField } from '../../components/form/form-field';
import { MachineForm } from '../../components/form/machine-form';
import { NoticeAlert } from '../../components/form/notice-alert';
import { Button } from '../../components/kit/button';
import { Input, Textarea } from '../../components/kit/controls';
import { type FormActor, useFormField } from '../../hooks/use-form-field';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { ChoiceSelect } from '../../signed-in/choice-select';
import { contact as styles } from './contact.styles';

const { fields } = texts;

/** How each one-line field fills in: the keyboard, the browser's autofill, the server's limit. */
const inputProps = {
  firstName: { autoComplete: 'given-name', maxLength: limits.name },
  lastName: { autoComplete: 'family-name', maxLength: limits.name },
  emailAddress: { type: 'email', autoComplete: 'email', maxLength: limits.email },
  phoneNumber: { type: 'tel', autoComplete: 'tel-national', maxLength: storeLimits.phoneNumber },
} satisfies Partial<Record<ContactField, InputHTMLAttributes<HTMLInputElement>>>;

type ContactActor = FormActor<Record<ContactField, string>>;

/** One of the one-line fields, bound to its value and its problem in the form's machine. */
function ContactTextField({ form, field }: { form: ContactActor; field: keyof typeof inputProps }) {
  const { label, placeholder } = fields[field] as { label: string; placeholder?: string };
  const { issue, input } = useFormField(form, field);
  return (
    <FormField label={label} error={issue}>
      <Input {...input} {...inputProps[field]} placeholder={placeholder} />
    </FormField>
  );
}

/** 'Contact Us Directly' (spec sections 5 and 8): who is writing, how to call them, and why. */
export function ContactForm() {
  const user = useSessionUser();
  const form = useMachineActor(contactFormMachine, {
    provide: () => ({ actors: createContactFormActors(supportApi) }),
    input: {
      prefill: user
        ? { firstName: user.firstName, lastName: user.lastName, emailAddress: user.emailAddress }
        : {},
    },
  });
  const notice = useSelector(form, selectNotice);
  const isBusy = useSelector(form, selectIsBusy);
  const phoneCode = useFormField(form, 'phoneCode');
  const reason = useFormField(form, 'reasonToContact');

  return (
    <div className={styles.form}>
      <MachineForm busy={isBusy} label={texts.title} form={form}>
        <div className={styles.fields}>
          <NoticeAlert notice={notice} />
          <div className={styles.names}>
            <ContactTextField form={form} field="firstName" />
            <ContactTextField form={form} field="lastName" />
          </div>
          <ContactTextField form={form} field="emailAddress" />
          <div className={styles.phone}>
            <FormField label={fields.phoneCode.label} error={phoneCode.issue}>
              <ChoiceSelect
                {...phoneCode.input}
                aria-label={fields.phoneCode.name}
                placeholder={fields.phoneCode.placeholder}
                choices={phoneCodes}
              />
            </FormField>
            <ContactTextField form={form} field="phoneNumber" />
          </div>
          <FormField label={fields.reasonToContact.label} error={reason.issue}>
            <Textarea
              {...reason.input}
              rows={5}
              maxLength={storeLimits.reason}
              placeholder={fields.reasonToContact.placeholder}
            />
          </FormField>
          <div>
            <Button type="submit" palette="brand" size="lg" disabled={isBusy} loading={isBusy}>
              {texts.submit}
            </Button>
          </div>
        </div>
      </MachineForm>
    </div>
  );
}
