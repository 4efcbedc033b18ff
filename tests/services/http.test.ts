import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSchema } from '../../src/services/contract';
import {
  ApiRequestError,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_MESSAGE,
  readErrorMessage,
  request,
  TIMEOUT_MESSAGE,
} from '../../src/services/http';

/** A tiny local peer answering the shapes the client must read. */
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok', database: 'pglite' }));
    } else if (req.url === '/api/login') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          message: 'AUTH_FAILED',
          data: { code: 'NSK-4001', message: 'Wrong password' },
        }),
      );
    } else if (req.url === '/api/odd') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'maybe' }));
    } else if (req.url === '/api/slow') {
      // Never answers: the client must give up on its own.
    } else {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('boom');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiRequestError);
    return error as ApiRequestError;
  }
  throw new Error('expected the call to fail');
}

describe('reading error bodies (spec section 7)', () => {
  it('prefers data.message, then message, else the generic sentence', () => {
    expect(readErrorMessage({ message: 'outer', data: { message: 'inner' } })).toBe('inner');
    expect(readErrorMessage({ message: 'outer' })).toBe('outer');
    expect(readErrorMessage({})).toBe(FALLBACK_ERROR_MESSAGE);
    expect(readErrorMessage('<html>')).toBe(FALLBACK_ERROR_MESSAGE);
    expect(readErrorMessage(null)).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('request', () => {
  it('returns the answer checked against its contract schema', async () => {
    expect(await request(HealthSchema, '/api/health', { baseURL })).toEqual({
      status: 'ok',
      database: 'pglite',
    });
  });

  it('turns an error answer into an error carrying status, body and message', async () => {
    const error = await failure(request(HealthSchema, '/api/login', { baseURL }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.message).toBe('Wrong password');
    expect(error.body?.data?.code).toBe('NSK-4001');
  });

  it('falls back to the generic sentence when the error body is not JSON', async () => {
    const error = await failure(request(HealthSchema, '/api/plain', { baseURL }));
    expect(error.status).toBe(500);
    expect(error.message).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('refuses an answer that breaks the contract', async () => {
    const error = await failure(request(HealthSchema, '/api/odd', { baseURL }));
    expect(error.message).toBe('Unexpected response from the server.');
  });

  it('reports a timeout with the spec message', async () => {
    const error = await failure(request(HealthSchema, '/api/slow', { baseURL, timeout: 100 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(TIMEOUT_MESSAGE);
  });

  it('reports an unreachable server as a network error', async () => {
    const error = await failure(
      request(HealthSchema, '/api/health', { baseURL: 'http://127.0.0.1:1' }),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toBe(NETWORK_MESSAGE);
  });
});
