import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { scriptFormTexts } from '../../src/content/admin/scripts';
import { adminScriptsApi } from '../../src/services/admin-scripts';
import { type AdminScript, scriptContentTypes } from '../../src/services/contract';
import ScriptEditorPage from '../../src/ui/admin/scripts/script-editor-page';
import { SessionProvider } from '../../src/ui/app/session-provider';
import { system } from '../../src/ui/theme';

vi.mock('../../src/services/admin-scripts', async (original) => {
  const real = await original<typeof import('../../src/services/admin-scripts')>();
  return {
    ...real,
    adminScriptsApi: {
      ...real.adminScriptsApi,
      get: vi.fn(),
      create: vi.fn(),
      update: vi.fn(),
      uploadImage: vi.fn(),
    },
  };
});
const api = vi.mocked(adminScriptsApi);

const UPLOADED = '/files/script-images/0b7e2a52-3c1f-4d59-9d1e-7c0f4b7b1a11.png';

const stored: AdminScript = {
  id: 'script-1',
  scriptName: 'Opening Range Scout',
  scriptDescription: 'Signals the breakout of the first 15 minutes.',
  scriptImageUrl: '/scripts/ema-crossover-pro.svg',
  platform: 'TradingView',
  application: 'Futures',
  price: '39.50',
  brokerage: 'Tradovate',
  createdOn: '2026-01-01T00:00:00.000Z',
  // Accepted once, refused now: the form shows it, and asks for another.
  contentType: 'text/html',
  published: false,
  privateTo: null,
  owners: 0,
  updatedAt: '2026-01-01T09:00:00.000Z',
  contentKind: 'file',
  content: '//@version=5',
  contentFileName: 'scout.pine',
  contentLink: '',
};

function renderEditor(scriptId: string | null) {
  const location = memoryLocation({ path: '/admin/scripts/new' });
  render(
    <ChakraProvider value={system}>
      <Router hook={location.hook}>
        <SessionProvider>
          <ScriptEditorPage scriptId={scriptId} />
        </SessionProvider>
      </Router>
    </ChakraProvider>,
  );
}

const texts = scriptFormTexts.fields;

/** Issue 32, point 13: the form offers only what the product can serve. */
describe('the console script form', { timeout: 45_000 }, () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });
  afterEach(cleanup);

  it('offers the content types as a list, and takes a picture only by upload', async () => {
    api.uploadImage.mockResolvedValue({ scriptImageUrl: UPLOADED });
    renderEditor(null);
    const type = (await screen.findByRole('combobox', {
      name: new RegExp(texts.contentType.label),
    })) as HTMLSelectElement;
    expect([...type.options].map((option) => option.value)).toEqual([...scriptContentTypes]);
    expect(type.value).toBe('text/plain; charset=utf-8');
    fireEvent.change(type, { target: { value: 'application/json' } });
    expect(type.value).toBe('application/json');

    // No address to type: the picture is uploaded, then shown.
    expect(screen.queryByRole('textbox', { name: new RegExp(texts.scriptImageUrl.label) })).toBe(
      null,
    );
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'chart.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText(texts.scriptImageUrl.upload), {
      target: { files: [picture] },
    });
    await waitFor(() => expect(api.uploadImage).toHaveBeenCalledWith(picture));
    const shown = await screen.findByRole('img', { name: texts.scriptImageUrl.current });
    await waitFor(() => expect(shown.getAttribute('src')).toBe(UPLOADED));
  });

  it('shows a stored type the list no longer has, and asks for another on save', async () => {
    api.get.mockResolvedValue(stored);
    renderEditor(stored.id);
    const type = (await screen.findByRole('combobox', {
      name: new RegExp(texts.contentType.label),
    })) as HTMLSelectElement;
    await waitFor(() => expect(type.value).toBe('text/html'));
    const legacy = within(type).getByRole('option', { name: /text\/html/ }) as HTMLOptionElement;
    expect(legacy.disabled).toBe(true);
    expect(
      screen.getByRole('img', { name: texts.scriptImageUrl.current }).getAttribute('src'),
    ).toBe(stored.scriptImageUrl);
    fireEvent.click(screen.getByRole('button', { name: scriptFormTexts.save }));
    expect(await screen.findByText(/^Choose a content type:/)).toBeTruthy();
    expect(api.update).not.toHaveBeenCalled();
  });
});
