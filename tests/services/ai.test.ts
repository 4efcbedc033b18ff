import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** A local peer answering the chat call with the status and body the test sets. */
let next: { status: number; body: unknown } = { status: 200, body: {} };
let seen: { url?: string; body: unknown; authorization?: string } | undefined;
let server: Server;
let ai: typeof import('../../src/services/ai');

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      seen = { url: req.url, body: JSON.parse(raw), authorization: req.headers.authorization };
      res.writeHead(next.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubGlobal('localStorage', { getItem: () => 'token-1', setItem() {}, removeItem() {} });
  vi.resetModules();
  ai = await import('../../src/services/ai');
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  server.closeAllConnections();
  server.close();
});

const reply = (content: string | null) => ({
  choices: [{ message: { role: 'assistant', content } }],
});

describe('AI service: POST /api/v2/ai/chat', () => {
  it('sends the message with the bearer token and reads choices[0].message.content', async () => {
    next = { status: 200, body: reply('Here is your script.') };
    expect(await ai.sendChatMessage('Write an RSI script')).toEqual({
      kind: 'reply',
      content: 'Here is your script.',
    });
    expect(seen).toEqual({
      url: '/api/v2/ai/chat',
      body: { message: 'Write an RSI script' },
      authorization: 'Bearer token-1',
    });
  });

  it.each([
    ['a reply without content', 200, reply(null)],
    ['a reply of blanks', 200, reply('  ')],
    ['no choices', 200, { choices: [] }],
    [
      "the server's AI-EMPTY 502",
      502,
      { message: 'empty', data: { code: 'AI-EMPTY', message: 'empty' } },
    ],
  ])('reads %s as no response', async (_label, status, body) => {
    next = { status, body };
    expect(await ai.sendChatMessage('hello')).toEqual({ kind: 'empty' });
  });

  it.each([
    [502, { message: 'The AI model is unavailable right now.' }],
    [504, { message: 'The AI model took too long to answer.' }],
    [403, { message: 'The AI chat needs a Pro subscription.' }],
  ])('throws on any other failure (%i)', async (status, body) => {
    next = { status, body };
    await expect(ai.sendChatMessage('hello')).rejects.toMatchObject({
      status,
      message: body.message,
    });
  });
});
