import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { purchases, scripts } from '../../../server/db/schema';
import { type DeviceList, endpoints } from '../../../src/services/contract';
import { idOf } from '../admin/customers-support';
import { signUpAdmin } from '../support/admin';
import { bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { storePaths } from '../support/portal';
import { buildTestApp } from '../support/test-app';
import { activatedDevice, resetDesktopLink } from './support';

const HIDDEN_FREE = 'Hidden Draft';
const GRACES_FREE = 'Made For Grace';
const RETIRED_OWNED = 'Retired Favourite';

/**
 * Issue 32, point 7: what a license and the devices page grant follows the store's visibility
 * (published, private to one customer), script by script: one rule for all of them.
 */
describe.each(databaseKinds)('entitlements follow the store on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });

  async function addScript(name: string, values: Partial<typeof scripts.$inferInsert>) {
    const [row] = await database.db
      .insert(scripts)
      .values({
        scriptName: name,
        scriptDescription: 'A script the tests add.',
        scriptImageUrl: '/scripts/x.png',
        platform: 'TradingView',
        application: 'Futures',
        price: '0',
        brokerage: 'Any',
        createdOn: new Date('2026-01-01T00:00:00Z'),
        contentType: 'text/plain',
        content: '//@version=5',
        ...values,
      })
      .returning({ id: scripts.id });
    return row?.id ?? '';
  }

  /** What one account is granted, as its license, its devices page and the store say it. */
  async function grantsOf(app: TestApp, token: string, address: string) {
    const { license } = await activatedDevice(app, token, address);
    const fromLicense = decodeJwt(license).scripts as string[];
    const page = (await call(app, 'GET', endpoints.devices, undefined, bearer(token)))
      .body as unknown as DeviceList;
    const names = (await database.db.select({ name: scripts.scriptName }).from(scripts)).map(
      (row) => row.name,
    );
    const fromStore: string[] = [];
    for (const name of names) {
      const detail = await call(app, 'GET', storePaths.details(name), undefined, bearer(token));
      if (detail.status === 200) fromStore.push(name);
    }
    return { fromLicense, fromDevicesPage: page.entitlement.scripts, fromStore: fromStore.sort() };
  }

  it('grants no unpublished script and no script made for another customer, whatever its price', async () => {
    const app = buildTestApp(database);
    const ada = (await signUp(app, 'ada@example.com')).authToken;
    const grace = (await signUp(app, 'grace@example.com')).authToken;
    const admin = (await signUpAdmin(app, database, 'operator@example.com')).authToken;
    await addScript(HIDDEN_FREE, { published: false });
    await addScript(GRACES_FREE, { privateToUserId: await idOf(database, 'grace@example.com') });
    const retired = await addScript(RETIRED_OWNED, { published: false, price: '49.99' });
    await database.db.insert(purchases).values({
      userId: await idOf(database, 'ada@example.com'),
      scriptId: retired,
      createdAt: new Date(app.clock.now()),
    });

    const forAda = await grantsOf(app, ada, '198.51.100.1');
    expect(forAda.fromLicense).not.toContain(HIDDEN_FREE);
    expect(forAda.fromLicense).not.toContain(GRACES_FREE);
    // A script the customer owns stays theirs when it leaves the store, as the store says.
    expect(forAda.fromLicense).toContain(RETIRED_OWNED);

    const forGrace = await grantsOf(app, grace, '198.51.100.2');
    expect(forGrace.fromLicense).toContain(GRACES_FREE);
    expect(forGrace.fromLicense).not.toContain(HIDDEN_FREE);
    expect(forGrace.fromLicense).not.toContain(RETIRED_OWNED);

    // An ADMIN holds every script the store shows them, and no more.
    const forAdmin = await grantsOf(app, admin, '198.51.100.3');
    expect(forAdmin.fromLicense).not.toContain(HIDDEN_FREE);
    expect(forAdmin.fromLicense).not.toContain(GRACES_FREE);

    // One rule: the license, the devices page and the store grant the same scripts.
    for (const grants of [forAda, forGrace, forAdmin]) {
      expect(grants.fromDevicesPage).toEqual(grants.fromLicense);
      expect(grants.fromStore).toEqual(grants.fromLicense);
    }
  });
});
