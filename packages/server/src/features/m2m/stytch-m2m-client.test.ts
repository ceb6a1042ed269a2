import { describe, expect, it } from 'vitest';
import { readAudit } from '../../store/audit-log.ts';
import { useStytchNodeClient } from '../../testing/stytch-harness.ts';

/**
 * Stytch's own `stytch` Node client (npm, unchanged) managing M2M clients and getting and checking
 * their access tokens against Foyer behind TLS (issue 26): every `m2m.*` call answered 404 before.
 */
describe("Stytch's Node client: M2M clients and the client-credentials grant", () => {
  const stytch = useStytchNodeClient();
  const { ok, call } = stytch;

  it('creates, finds, changes and deletes a client, each change audited and no secret ever answered twice', async () => {
    const created = await ok('m2m.clients.create', {
      scopes: ['read:users', 'write:users'],
      client_name: 'billing',
      client_description: 'the billing service',
      trusted_metadata: { team: 'payments' },
    });
    const client = created.m2m_client;
    expect(client).toMatchObject({
      client_id: expect.stringMatching(/^m2m-client-test-/),
      client_name: 'billing',
      status: 'active',
      scopes: ['read:users', 'write:users'],
      trusted_metadata: { team: 'payments' },
    });
    expect(client.client_secret.length).toBeGreaterThanOrEqual(43);
    expect(client.client_secret.endsWith(client.client_secret_last_four)).toBe(true);

    const got = await ok('m2m.clients.get', { client_id: client.client_id });
    expect(got.m2m_client).toMatchObject({
      client_id: client.client_id,
      client_secret_last_four: client.client_secret_last_four,
    });
    expect(JSON.stringify(got)).not.toContain(client.client_secret);

    await ok('m2m.clients.create', { scopes: ['read:invoices'], client_name: 'reports' });
    const byScope = await ok('m2m.clients.search', {
      query: { operator: 'AND', operands: [{ filter_name: 'scopes', filter_value: ['write:users'] }] },
    });
    expect(byScope.m2m_clients.map((c: { client_id: string }) => c.client_id)).toEqual([client.client_id]);
    const firstPage = await ok('m2m.clients.search', { limit: 1 });
    expect(firstPage.results_metadata).toMatchObject({ total: 2, next_cursor: expect.any(String) });
    const secondPage = await ok('m2m.clients.search', { limit: 1, cursor: firstPage.results_metadata.next_cursor });
    expect(secondPage.m2m_clients[0].client_name).toBe('reports');

    const updated = await ok('m2m.clients.update', {
      client_id: client.client_id,
      client_name: 'billing-v2',
      scopes: ['read:users'],
    });
    expect(updated.m2m_client).toMatchObject({ client_name: 'billing-v2', scopes: ['read:users'] });

    await ok('m2m.clients.delete', { client_id: client.client_id });
    const gone = await call('m2m.clients.get', { client_id: client.client_id });
    expect(gone.error).toMatchObject({ status_code: 404, error_type: 'm2m_client_not_found' });

    const audit = await readAudit(stytch.t.deps.db, { target: client.client_id, limit: 10 });
    expect(audit.map((row) => row.action).reverse()).toEqual([
      'm2m_client.create',
      'm2m_client.update',
      'm2m_client.delete',
    ]);
    expect(audit.map((row) => row.changes).join('')).not.toContain(client.client_secret);
  });

  it('issues an hour-long token the client checks offline, with scopes, through a secret rotation', async () => {
    const { m2m_client: client } = await ok('m2m.clients.create', { scopes: ['read:users', 'write:users'] });
    const credentials = { client_id: client.client_id, client_secret: client.client_secret };

    const token = await ok('m2m.token', { ...credentials, scopes: ['read:users'] });
    expect(token).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const checked = await ok('m2m.authenticateToken', {
      access_token: token.access_token,
      required_scopes: ['read:users'],
    });
    expect(checked).toMatchObject({ client_id: client.client_id, scopes: ['read:users'] });
    const short = await call('m2m.authenticateToken', {
      access_token: token.access_token,
      required_scopes: ['write:users'],
    });
    expect(short.error).toMatchObject({ name: 'ClientError', code: 'missing_scopes' });
    // No scopes asked: all of the client's.
    const all = await ok('m2m.authenticateToken', { access_token: (await ok('m2m.token', credentials)).access_token });
    expect(all.scopes).toEqual(['read:users', 'write:users']);

    const beyond = await call('m2m.token', { ...credentials, scopes: ['admin:users'] });
    expect(beyond.error).toMatchObject({ status_code: 400, error_type: 'invalid_scope' });
    const wrong = await call('m2m.token', { ...credentials, client_secret: `${client.client_secret}x` });
    expect(wrong.error).toMatchObject({ status_code: 401, error_type: 'invalid_client' });

    // Rotation: both secrets work until rotate, then only the new one.
    const started = await ok('m2m.clients.secrets.rotateStart', { client_id: client.client_id });
    const next = started.m2m_client.next_client_secret;
    expect(started.m2m_client.next_client_secret_last_four).toBe(next.slice(-4));
    await ok('m2m.token', credentials);
    await ok('m2m.token', { ...credentials, client_secret: next });
    await ok('m2m.clients.secrets.rotate', { client_id: client.client_id });
    const old = await call('m2m.token', credentials);
    expect(old.error).toMatchObject({ status_code: 401, error_type: 'invalid_client' });
    await ok('m2m.token', { ...credentials, client_secret: next });
    const nothingToCancel = await call('m2m.clients.secrets.rotateCancel', { client_id: client.client_id });
    expect(nothingToCancel.error).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    await ok('m2m.clients.secrets.rotateStart', { client_id: client.client_id });
    const cancelled = await ok('m2m.clients.secrets.rotateCancel', { client_id: client.client_id });
    expect(cancelled.m2m_client.next_client_secret_last_four).toBeNull();

    // An inactive client gets no new token.
    await ok('m2m.clients.update', { client_id: client.client_id, status: 'inactive' });
    const inactive = await call('m2m.token', { ...credentials, client_secret: next });
    expect(inactive.error).toMatchObject({ status_code: 401, error_type: 'invalid_client' });
  });
});
