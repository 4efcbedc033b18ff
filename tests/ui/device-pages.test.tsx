import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  deviceActivationPage,
  devicesPage,
  entitlementTexts,
  nextSignInText,
} from '../../src/content/devices';
import { devicesApi } from '../../src/services/devices';
import { ApiRequestError } from '../../src/services/http';
import { SessionProvider } from '../../src/ui/app/session-provider';
import DeviceActivationPage from '../../src/ui/customer/device-activation-page';
import DevicesPage from '../../src/ui/customer/devices-page';
import { system } from '../../src/ui/theme';
import { pendingDevice } from '../machines/models/device-activation';
import { twoDevices } from '../machines/models/devices';

vi.mock('../../src/services/devices', async (original) => {
  const real = await original<typeof import('../../src/services/devices')>();
  return {
    ...real,
    devicesApi: { list: vi.fn(), revoke: vi.fn(), lookUp: vi.fn(), decide: vi.fn() },
  };
});
const api = vi.mocked(devicesApi);

function renderAt(page: ReactNode, path: string) {
  localStorage.setItem('expiresIn', String(Date.now() + 60 * 60_000));
  localStorage.setItem(
    'user',
    JSON.stringify({ firstName: 'Ada', lastName: 'L', emailAddress: 'ada@example.com', roles: [] }),
  );
  localStorage.setItem('authToken', 'token-1');
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={system}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SessionProvider>
          <Route path={path.split('?')[0] ?? path}>{page}</Route>
        </SessionProvider>
      </Router>
    </ChakraProvider>,
  );
  return location;
}

// Chakra's first renders are slow on a loaded machine.
const slow = { timeout: 45_000 };

describe('/customer/devices/activate', slow, () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.lookUp.mockResolvedValue(pendingDevice);
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('looks up the code of the link, shows the device and approves it', async () => {
    api.decide.mockResolvedValue({ status: 'approved' });
    renderAt(<DeviceActivationPage />, '/customer/devices/activate?code=bcdfghjk');
    const card = await screen.findByTestId('pending-device');
    expect(api.lookUp).toHaveBeenCalledWith('BCDF-GHJK');
    expect(within(card).getByText('Trading PC')).toBeTruthy();
    expect(within(card).getByText('Windows (64-bit)')).toBeTruthy();
    expect(within(card).getByText('2.4.0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: deviceActivationPage.approve }));
    expect(await screen.findByText(deviceActivationPage.approvedTitle)).toBeTruthy();
    expect(api.decide).toHaveBeenCalledWith('BCDF-GHJK', 'approve');
    expect(screen.getByRole('link', { name: deviceActivationPage.backToDevices })).toBeTruthy();
  });

  it('asks to sign out a device first past the limit, with a link to the devices', async () => {
    api.decide.mockResolvedValue({ status: 'overLimit', limit: 1 });
    renderAt(<DeviceActivationPage />, '/customer/devices/activate?code=BCDF-GHJK');
    fireEvent.click(await screen.findByRole('button', { name: deviceActivationPage.approve }));
    expect(
      await screen.findByText(deviceActivationPage.overLimit(1), { exact: false }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: deviceActivationPage.openDevices });
    expect(link.getAttribute('href')).toBe('/customer/devices');
    expect(screen.getByRole('button', { name: deviceActivationPage.tryAgain })).toBeTruthy();
  });

  it('says when the next sign-in is possible once the freed seats were re-used (issue 36)', async () => {
    const next = '2026-02-14T10:30:00.000Z';
    api.decide.mockResolvedValue({ status: 'overLimit', limit: 1, nextSignInAt: next });
    renderAt(<DeviceActivationPage />, '/customer/devices/activate?code=BCDF-GHJK');
    fireEvent.click(await screen.findByRole('button', { name: deviceActivationPage.approve }));
    expect(await screen.findByText(deviceActivationPage.signInsUsedTitle)).toBeTruthy();
    expect(
      screen.getByText(deviceActivationPage.signInsUsed(1, nextSignInText(next)), { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText(/February 14, 2026/, { exact: false })).toBeTruthy();
  });

  it('takes a typed code and says when it is not known', async () => {
    api.lookUp.mockRejectedValue(new ApiRequestError('http', 'Unknown code', 404));
    renderAt(<DeviceActivationPage />, '/customer/devices/activate');
    const field = screen.getByRole('textbox', { name: new RegExp(deviceActivationPage.codeLabel) });
    fireEvent.change(field, { target: { value: 'bcdf ghjk' } });
    fireEvent.click(screen.getByRole('button', { name: deviceActivationPage.lookUp }));
    expect(await screen.findByText(deviceActivationPage.unknownCode)).toBeTruthy();
    expect(api.lookUp).toHaveBeenCalledWith('BCDF-GHJK');
    expect((field as HTMLInputElement).value).toBe('BCDF-GHJK');
  });
});

describe('/customer/devices', slow, () => {
  beforeEach(() => vi.resetAllMocks());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('lists the devices and what they may do, and signs one out after the confirmation', async () => {
    api.list
      .mockResolvedValueOnce(twoDevices)
      .mockResolvedValueOnce({ ...twoDevices, devices: twoDevices.devices.slice(1) });
    api.revoke.mockResolvedValue(undefined);
    renderAt(<DevicesPage />, '/customer/devices');
    const list = await screen.findByRole('list', { name: devicesPage.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(devicesPage.inUse(2, 3))).toBeTruthy();
    const entitlement = screen.getByTestId('entitlement');
    expect(within(entitlement).getByText('Pro')).toBeTruthy();
    expect(within(entitlement).getByText(entitlementTexts.unlimited)).toBeTruthy();
    expect(within(entitlement).getByText('EMA Crossover Pro')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: devicesPage.revokeLabel('Trading PC') }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.revoke).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out device' }));
    expect(await screen.findByText(devicesPage.revoked('Trading PC'))).toBeTruthy();
    expect(api.revoke).toHaveBeenCalledWith('device-1');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: devicesPage.listLabel })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('says when there is no device yet, with the way to add one', async () => {
    api.list.mockResolvedValue({
      devices: [],
      limit: 1,
      entitlement: { plan: 'trial', runTimeSecondsPerDay: 3600, scripts: [] },
    });
    renderAt(<DevicesPage />, '/customer/devices');
    expect(await screen.findByText(devicesPage.empty, { exact: false })).toBeTruthy();
    expect(screen.getByText(entitlementTexts.runTimePerDay(3600))).toBeTruthy();
    expect(screen.getByText(entitlementTexts.noScripts)).toBeTruthy();
    await act(async () => {});
  });
});
