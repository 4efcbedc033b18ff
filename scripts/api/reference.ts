/**
 * The README's table of declared endpoints, drawn from their declarations
 * (src/services/contract): `npm run api:docs` writes it between its markers, and a test holds
 * the README to it, as the machine diagrams are held to the machines.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { declaredEndpoints, type Endpoint } from '../../src/services/contract';

export const README = 'README.md';
const START = '<!-- endpoints:start -->';
const END = '<!-- endpoints:end -->';

const callers: Record<Endpoint['access'], string> = {
  public: 'anyone',
  'optional-session': 'anyone (a session is read)',
  customer: 'a session',
  pro: 'a Pro session',
  operator: 'an operator',
  device: 'a device token',
  'signed-link': 'a signed link',
  stripe: 'Stripe',
};

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The table, one row per endpoint, in path order. */
export function renderReference(): string {
  const rows = [...declaredEndpoints]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((endpoint) => {
      const refusals = (endpoint.refusals ?? []).map((refusal) => refusal.status).join(', ');
      const audited = endpoint.audited ? ' Audited.' : '';
      return `| \`${endpoint.method} ${endpoint.path}\` | ${callers[endpoint.access]} | ${cell(endpoint.summary)}${audited} | ${refusals} |`;
    });
  return [
    START,
    '| call | who may call | what it does | other answers |',
    '| --- | --- | --- | --- |',
    ...rows,
    END,
  ].join('\n');
}

/** The README's current block, or null without its markers. */
export function readmeReference(text = readFileSync(README, 'utf8')): string | null {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start < 0 || end < 0 ? null : text.slice(start, end + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = readFileSync(README, 'utf8');
  const current = readmeReference(text);
  if (current === null) throw new Error(`${README} has no ${START} ... ${END} block`);
  writeFileSync(README, text.replace(current, renderReference()));
  console.log(`${README}: the declared endpoints' table is up to date`);
}
