import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers the next chat completion. */
export type StandInBehaviour =
  | { kind: 'reply'; content: string }
  | { kind: 'empty' }
  | { kind: 'error'; status: number }
  | { kind: 'slow'; delayMs: number; content: string };

export type RecordedRequest = {
  authorization: string | undefined;
  body: {
    model: string;
    max_tokens?: number;
    messages: Array<{ role: string; content: string }>;
  };
};

/**
 * A local OpenAI-compatible endpoint (`POST /v1/chat/completions`) standing in for the model API
 * at the network edge: it records each request and answers as told (a reply, no content, an
 * error status, or slowly).
 */
export async function startOpenAiStandIn() {
  const requests: RecordedRequest[] = [];
  let behaviour: StandInBehaviour = { kind: 'reply', content: 'Hello from the stand-in.' };
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req));
    requests.push({ authorization: req.headers.authorization, body });
    const answer = (content: string | null) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    };
    switch (behaviour.kind) {
      case 'reply':
        return answer(behaviour.content);
      case 'empty':
        return answer(null);
      case 'error':
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
        return;
      case 'slow': {
        const { delayMs, content } = behaviour;
        const timer = setTimeout(() => answer(content), delayMs);
        res.on('close', () => clearTimeout(timer));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next: StandInBehaviour) {
      behaviour = next;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
