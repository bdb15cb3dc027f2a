// With PLAID_CLIENT_ID/PLAID_SECRET set the same operations go through the official plaid client. Plaid's HTTP API is
// stubbed by a local server: the requests carry the credentials and Plaid's field names, the answers map to ours,
// and Plaid's ITEM_LOGIN_REQUIRED arrives as the error update mode repairs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlaidProvider } from '../../../server/bank/plaidProvider';
import { applicationOwner } from '../../../server/bank/owner';
import { BankLinkError } from '../../../server/bank/types';
import { loadConfig } from '../../../server/config';
import { securityPolicy } from '../../../server/http/security';

interface Seen {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
let server: Server;
let basePath: string;
let loginRequired = false;

const ACCOUNT = {
  account_id: 'acc-1',
  balances: { available: 1250.37, current: 1300, iso_currency_code: 'USD' },
  mask: '0000',
  name: 'Plaid Checking',
  official_name: 'Plaid Gold Standard 0% Interest Checking',
  type: 'depository',
  subtype: 'checking',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (loginRequired && req.url !== '/link/token/create')
        return send(400, { error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED', request_id: 'r' });
      switch (req.url) {
        case '/link/token/create':
          return send(200, { link_token: 'link-sandbox-abc', expiration: '2030-01-01T00:00:00Z', request_id: 'req-1' });
        case '/item/public_token/exchange':
          return send(200, { access_token: 'access-sandbox-xyz', item_id: 'item-1', request_id: 'req-2' });
        case '/auth/get':
          return send(200, {
            accounts: [ACCOUNT],
            numbers: {
              ach: [{ account_id: 'acc-1', account: '1111222233330000', routing: '011401533', wire_routing: null }],
              eft: [],
              international: [],
              bacs: [],
            },
            item: { item_id: 'item-1', institution_id: 'ins_109508' },
            request_id: 'req-3',
          });
        case '/accounts/get':
          return send(200, {
            accounts: [ACCOUNT],
            item: { item_id: 'item-1', institution_id: 'ins_109508', institution_name: 'First Platypus Bank' },
            request_id: 'req-4',
          });
        default:
          return send(404, { error_code: 'NOT_FOUND' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  basePath = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () => makePlaidProvider({ clientId: 'client-1', secret: 'secret-1', env: 'sandbox', basePath });

describe('the official plaid client', () => {
  it('linkTokenCreate asks for Auth with the client credentials; update mode sends the access token instead', async () => {
    const token = await provider().createLinkToken({
      owner: applicationOwner('app-1'),
      clientName: 'Lumen Cash',
      language: 'en',
    });
    expect(token).toEqual({ link_token: 'link-sandbox-abc', expiration: '2030-01-01T00:00:00Z', request_id: 'req-1' });
    const first = seen.at(-1)!;
    expect(first.headers['plaid-client-id']).toBe('client-1');
    expect(first.headers['plaid-secret']).toBe('secret-1');
    expect(first.body).toMatchObject({
      client_name: 'Lumen Cash',
      user: { client_user_id: 'app-1' },
      products: ['auth'],
      country_codes: ['US'],
    });
    await provider().createLinkToken({
      owner: applicationOwner('app-1'),
      clientName: 'Lumen Cash',
      language: 'en',
      accessToken: 'access-1',
    });
    expect(seen.at(-1)!.body).toMatchObject({ access_token: 'access-1' });
    expect(seen.at(-1)!.body.products).toBeUndefined();
  });

  it('itemPublicTokenExchange, authGet and accountsGet map to accounts with numbers and cents', async () => {
    const p = provider();
    expect(await p.exchangePublicToken(applicationOwner('app-1'), 'public-1')).toEqual({
      accessToken: 'access-sandbox-xyz',
      itemId: 'item-1',
    });
    const auth = await p.getItemAuth('access-sandbox-xyz');
    expect(auth.institution).toEqual({ institution_id: 'ins_109508', name: 'First Platypus Bank' });
    expect(auth.isAuthEnabled).toBe(true);
    expect(auth.accounts).toEqual([
      expect.objectContaining({
        account_id: 'acc-1',
        subtype: 'checking',
        availableCents: 125_037,
        currentCents: 130_000,
        account: '1111222233330000',
        routing: '011401533',
      }),
    ]);
  });

  it("Plaid's ITEM_LOGIN_REQUIRED becomes the error update mode answers", async () => {
    loginRequired = true;
    try {
      await expect(provider().getItemAuth('access-1')).rejects.toMatchObject(new BankLinkError('ITEM_LOGIN_REQUIRED'));
    } finally {
      loginRequired = false;
    }
  });

  it('configured credentials open the Content-Security-Policy to Plaid', () => {
    const policy = securityPolicy(loadConfig({ PLAID_CLIENT_ID: 'c', PLAID_SECRET: 's', PLAID_ENV: 'sandbox' }));
    expect(policy.scriptSrc).toContain('https://cdn.plaid.com');
    expect(policy.connectSrc).toContain('https://sandbox.plaid.com');
    expect(securityPolicy(loadConfig({})).scriptSrc).not.toContain('https://cdn.plaid.com');
  });
});
