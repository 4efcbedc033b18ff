import { type InputHTMLAttributes, useState } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { formTexts } from '../../../content/forms';
import { field } from '../../public/islands/island-form.styles';

/**
 * A password field with a show/hide toggle that says what it does to screen readers: Chakra's
 * InputGroup with an icon button at its end, as classes (the app's forms and the islands').
 */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={field.inputGroup}>
      <input {...props} type={visible ? 'text' : 'password'} className={field.inputWithEndButton} />
      <button
        type="button"
        className={field.endButton}
        aria-label={visible ? formTexts.hidePassword : formTexts.showPassword}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <LuEyeOff /> : <LuEye />}
      </button>
    </div>
  );
}
