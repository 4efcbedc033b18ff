import { ChakraProvider, Input } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormField } from '../../src/ui/components/form/form-field';
import { MachineForm } from '../../src/ui/components/form/machine-form';
import { VerificationCodeField } from '../../src/ui/components/form/verification-code-field';
import { system } from '../../src/ui/theme';

const show = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('the form kit', () => {
  afterEach(cleanup);

  it('draws the verification code for one-time-code autofill and the number pad, 6 digits', () => {
    show(<VerificationCodeField name="verificationCode" value="" onChange={() => {}} invalid />);
    const code = screen.getByLabelText(/^Verification code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('maxlength')).toBe('6');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.hasAttribute('required')).toBe(true);
  });

  it('marks a field whose problem is listed elsewhere invalid, keeping its hint', () => {
    show(
      <FormField label="Email" helper="We'll send a code." invalid>
        <Input name="email" />
      </FormField>,
    );
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("We'll send a code.")).toBeTruthy();
  });

  it('says a field’s problem under it, in place of its hint', () => {
    show(
      <FormField label="Email" helper="We'll send a code." error="Email is required">
        <Input name="email" />
      </FormField>,
    );
    const email = screen.getByLabelText(/^Email/);
    const error = screen.getByText('Email is required');
    expect(email.getAttribute('aria-errormessage')).toBe(error.id);
    expect(screen.queryByText("We'll send a code.")).toBeNull();
  });

  it('hands a submit to the machine without reloading, and says when it is busy', () => {
    const onSubmit = vi.fn();
    const { container } = show(
      <MachineForm busy onSubmit={onSubmit}>
        <button type="submit">Send</button>
      </MachineForm>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, submit);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(submit.defaultPrevented).toBe(true);
  });
});
