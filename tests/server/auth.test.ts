import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('companies', () => {
  it('answers a known company code with its name', async () => {
    const res = await s.request('GET', 'companies/demo');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'demo', name: expect.any(String) });
  });
  it("answers an unknown code with 'Nuk ka kompani me ate kod!'", async () => {
    const res = await s.request('GET', 'companies/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Nuk ka kompani me ate kod!');
  });
});

describe('login', () => {
  it('signs in and returns token, user and permissions', async () => {
    const res = await s.request('POST', 'login', { body: { username: 'office', password: DEMO_PASSWORD, rememberMe: false } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toEqual({ id: expect.any(String), username: 'office' });
    expect(res.body.permissions).toEqual({ contact: true, measures: true, offers: true, agreements: true, calendar: true });
  });
  it('refuses a wrong password with error_login', async () => {
    const res = await s.request('POST', 'login', { body: { username: 'office', password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.body.error_login).toEqual(expect.any(String));
    expect(res.body.token).toBeUndefined();
  });
  it('requires username and password', async () => {
    const res = await s.request('POST', 'login', { body: { username: '', password: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('username');
  });
});

describe('token check and logout', () => {
  it("answers a bad token with 401 'Invalid token'", async () => {
    const res = await s.request('GET', 'authenticated', { token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid token');
  });
  it('revokes the token on logout', async () => {
    const token = await s.login('driver');
    expect((await s.request('GET', 'authenticated', { token })).status).toBe(200);
    expect((await s.request('POST', 'logout', { token })).status).toBe(200);
    expect((await s.request('GET', 'authenticated', { token })).status).toBe(401);
  });
});
