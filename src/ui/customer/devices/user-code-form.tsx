import { deviceActivationPage as texts } from '../../../content/devices';
import { FormField } from '../../components/form/form-field';
import { MachineForm } from '../../components/form/machine-form';
import { Button } from '../../components/kit/button';
import { Input } from '../../components/kit/controls';
import { userCode as styles } from './devices.styles';

type UserCodeFormProps = {
  value: string;
  error: string | null;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
};

/** The user code a desktop shows, typed as it comes (the machine puts it in XXXX-XXXX form). */
export function UserCodeForm({ value, error, busy, onChange, onSubmit }: UserCodeFormProps) {
  return (
    <MachineForm busy={busy} onSubmit={onSubmit} label={texts.title}>
      <div className={styles.column}>
        <FormField label={texts.codeLabel} error={error} helper={texts.codeHelp}>
          <Input
            name="userCode"
            value={value}
            placeholder={texts.codePlaceholder}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            className={styles.code}
            maxLength={12}
            readOnly={busy}
            onChange={(event) => onChange(event.target.value)}
          />
        </FormField>
        <Button type="submit" palette="brand" className={styles.submit} loading={busy}>
          {texts.lookUp}
        </Button>
      </div>
    </MachineForm>
  );
}
