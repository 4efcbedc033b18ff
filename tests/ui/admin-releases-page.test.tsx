import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  releaseForm,
  releaseRolloutTexts,
  releasesConsole,
} from '../../src/content/admin/releases';
import { adminReleasesApi } from '../../src/services/admin-releases';
import ReleasesPage from '../../src/ui/admin/releases/releases-page';
import { SessionProvider } from '../../src/ui/app/session-provider';
import { draftRelease, publishedRelease } from '../machines/models/admin-releases';
import { installer } from '../machines/models/release-form';

vi.mock('../../src/services/admin-releases', async (original) => {
  const real = await original<typeof import('../../src/services/admin-releases')>();
  return {
    ...real,
    adminReleasesApi: { list: vi.fn(), create: vi.fn(), change: vi.fn(), rollout: vi.fn() },
  };
});
const api = vi.mocked(adminReleasesApi);

function renderPage() {
  const location = memoryLocation({ path: '/admin/releases' });
  render(
    <Router hook={location.hook}>
      <SessionProvider>
        <ReleasesPage />
      </SessionProvider>
    </Router>,
  );
}

describe('/admin/releases', { timeout: 45_000 }, () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.list.mockResolvedValue({
      releases: [draftRelease, { ...publishedRelease, rolloutPercent: 25 }],
      minimumVersion: null,
    });
  });
  afterEach(cleanup);

  it('lists the releases with their state and downloads, and publishes after the confirmation', async () => {
    api.change.mockResolvedValue(undefined);
    renderPage();
    const draft = await screen.findByTestId('release-2.5.0');
    expect(within(draft).getByText(releasesConsole.status.draft)).toBeTruthy();
    const published = screen.getByTestId('release-2.4.0');
    expect(within(published).getByTestId('downloads').textContent).toBe('1,204');
    expect(within(published).getByRole('button', { name: 'Withdraw 2.4.0' })).toBeTruthy();

    fireEvent.click(within(draft).getByRole('button', { name: 'Publish 2.5.0' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.change).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(releasesConsole.changed.publish('2.5.0'))).toBeTruthy();
    expect(api.change).toHaveBeenCalledWith({ version: '2.5.0', change: 'publish' });
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('raises a rollout after checking the share, and shows the minimum version', async () => {
    api.rollout.mockResolvedValue(undefined);
    renderPage();
    const published = await screen.findByTestId('release-2.4.0');
    expect(within(published).getByTestId('rollout').textContent).toBe('25%');
    expect(within(screen.getByTestId('minimum-version')).getByText('None')).toBeTruthy();
    fireEvent.click(within(published).getByRole('button', { name: 'Raise the rollout of 2.4.0' }));
    const dialog = await screen.findByRole('alertdialog');
    const share = within(dialog).getByLabelText(/Share of devices/);
    fireEvent.change(share, { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise rollout' }));
    expect(await within(dialog).findByText(releaseRolloutTexts.issues.higher(25))).toBeTruthy();
    expect(api.rollout).not.toHaveBeenCalled();
    fireEvent.change(share, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise rollout' }));
    expect(await screen.findByText('2.4.0 is rolled out to 50%.')).toBeTruthy();
    expect(api.rollout).toHaveBeenCalledWith(
      { kind: 'rollout', version: '2.4.0', percent: 25, halted: false, draft: false },
      '50',
    );
  });

  it('checks the new release form, then uploads it as a draft', async () => {
    api.create.mockResolvedValue(undefined);
    renderPage();
    await screen.findByTestId('release-2.5.0');
    fireEvent.click(screen.getByRole('button', { name: releasesConsole.newRelease }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: releaseForm.submit }));
    expect(await within(dialog).findByText(releaseForm.issues.version)).toBeTruthy();
    expect(within(dialog).getByText(releaseForm.issues.notes)).toBeTruthy();
    expect(within(dialog).getByText(releaseForm.issues.files)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Version/ }), {
      target: { value: '2.6.0' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Features/ }), {
      target: { value: 'Device sign-in' },
    });
    fireEvent.change(within(dialog).getByLabelText(releaseForm.fileFor('Windows (64-bit)')), {
      target: { files: [installer] },
    });
    const signature = new File(['c2lnbmVk'], `${installer.name}.sig`);
    fireEvent.change(within(dialog).getByLabelText(releaseForm.signatureFor('Windows (64-bit)')), {
      target: { files: [signature] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: releaseForm.submit }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0]?.[0]).toMatchObject({
      version: '2.6.0',
      channel: 'stable',
      notes: [{ tag: 'Feature', text: 'Device sign-in' }],
      files: { 'windows-x64': installer },
      signatures: { 'windows-x64': signature },
    });
    expect(await screen.findByText(releasesConsole.created('2.6.0'))).toBeTruthy();
  });
});
