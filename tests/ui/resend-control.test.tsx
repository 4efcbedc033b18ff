import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { resendCooldownMachine } from '../../src/machines/resend-cooldown/machine';
import { ResendControl } from '../../src/ui/auth/resend-control';
import { system } from '../../src/ui/theme';

function renderControl({ isSending = false, disabled = false } = {}) {
  const cooldown = createActor(resendCooldownMachine, { input: {} }).start();
  const onResend = vi.fn();
  const view = render(
    <ChakraProvider value={system}>
      <ResendControl
        cooldown={cooldown}
        isSending={isSending}
        disabled={disabled}
        onResend={onResend}
      />
    </ChakraProvider>,
  );
  return { cooldown, onResend, view };
}

const resendButton = () => screen.getByRole<HTMLButtonElement>('button');

describe('<ResendControl>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps the resend button in place through the 60 s countdown, disabled and counting', () => {
    const { cooldown, onResend } = renderControl();
    expect(resendButton().textContent).toBe('Resend code');
    expect(resendButton().disabled).toBe(false);

    act(() => cooldown.send({ type: 'cooldown.start' }));
    expect(resendButton().textContent).toBe('Resend available in 60s');
    expect(resendButton().disabled).toBe(true);
    act(() => resendButton().click());
    expect(onResend).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(59_000));
    expect(resendButton().textContent).toBe('Resend available in 1s');
    expect(resendButton().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton().textContent).toBe('Resend code');
    expect(resendButton().disabled).toBe(false);
    act(() => resendButton().click());
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('does not announce every second of the countdown', () => {
    const { cooldown, view } = renderControl();
    act(() => cooldown.send({ type: 'cooldown.start' }));
    expect(resendButton().closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(view.container.querySelector('[aria-live]:not([aria-live="off"])')).toBeNull();
  });

  it('is disabled while the step is busy, and says so while sending', () => {
    renderControl({ disabled: true });
    expect(resendButton().disabled).toBe(true);
    cleanup();
    renderControl({ isSending: true });
    expect(resendButton().disabled).toBe(true);
    expect(resendButton().textContent).toContain('Sending…');
  });
});
