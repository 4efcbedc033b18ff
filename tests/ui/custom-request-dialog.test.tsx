import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createCustomRequestActors } from '../../src/machines/custom-request/actors';
import { customRequestMachine } from '../../src/machines/custom-request/machine';
import type { CustomScriptRequest } from '../../src/services/contract';
import { CustomRequestDialog } from '../../src/ui/customer/custom-request-dialog';
import { system } from '../../src/ui/theme';

function renderDialog() {
  const submit = vi.fn(async (_request: CustomScriptRequest) => ({ success: true }));
  const actor = createActor(
    customRequestMachine.provide({
      actors: createCustomRequestActors({ requestCustomScript: submit }),
    }),
  ).start();
  render(
    <ChakraProvider value={system}>
      <CustomRequestDialog actor={actor} />
    </ChakraProvider>,
  );
  act(() => actor.send({ type: 'dialog.open' }));
  return { submit };
}

describe('<CustomRequestDialog>', () => {
  afterEach(cleanup);

  it('shows ThinkOrSwim to people and sends the spec’s value ThikOrSwim', async () => {
    const { submit } = renderDialog();
    const platform = await screen.findByRole<HTMLSelectElement>('combobox', { name: /Platform/ });
    const labels = Array.from(platform.options, (option) => option.textContent);
    expect(labels).toEqual([
      'Select a platform',
      'ThinkOrSwim',
      'Kraken',
      'Tradovate',
      'TradingView',
    ]);

    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
      target: { value: 'ES opening drive' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Buy the first pullback.' },
    });
    fireEvent.change(platform, { target: { value: 'ThikOrSwim' } });
    expect(platform.selectedOptions[0]?.textContent).toBe('ThinkOrSwim');
    fireEvent.change(screen.getByRole('textbox', { name: /Phone Number/ }), {
      target: { value: '+1 555 010 2030' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]?.[0].platform).toBe('ThikOrSwim');
  });
});
