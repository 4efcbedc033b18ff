// Every endpoint declared with `defineEndpoint`, for what walks them all outside the server
// (the tests' answer tables); the server's OpenAPI document lists what it registered, and a
// test holds the two together.
import { accountSecurityEndpoints } from './account-security';
import { accountsEndpoints } from './accounts-endpoints';
import { apiDocsEndpoints } from './api-docs';
import { chatEndpoints } from './chat';
import { consoleCustomersEndpoints } from './console/customers-endpoints';
import { consoleEndpoints } from './console/endpoints';
import { consoleRequestsEndpoints, consoleSupportEndpoints } from './console/inbox-endpoints';
import { consoleScriptsEndpoints } from './console/scripts-endpoints';
import { deviceFlowEndpoints } from './device-flow';
import { devicesEndpoints } from './devices';
import type { Endpoint } from './endpoint';
import { healthEndpoints } from './health';
import { passkeyEndpoints } from './passkeys';
import { paymentsEndpoints } from './payments-endpoints';
import { releasesEndpoints } from './releases';
import { secondFactorEndpoints } from './second-factor';
import { storeEndpoints } from './store-endpoints';
import { supportEndpoints } from './support';

export const declaredEndpoints: readonly Endpoint[] = [
  accountSecurityEndpoints,
  accountsEndpoints,
  apiDocsEndpoints,
  chatEndpoints,
  consoleCustomersEndpoints,
  consoleEndpoints,
  consoleRequestsEndpoints,
  consoleScriptsEndpoints,
  consoleSupportEndpoints,
  deviceFlowEndpoints,
  devicesEndpoints,
  healthEndpoints,
  passkeyEndpoints,
  paymentsEndpoints,
  releasesEndpoints,
  secondFactorEndpoints,
  storeEndpoints,
  supportEndpoints,
].flatMap((group) => Object.values(group));
