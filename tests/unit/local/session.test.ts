import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi } from '../../../src/local/api.js';
import { clearSession, loadSession, saveSession, type Session } from '../../../src/local/session.js';

const session: Session = {
  token: 'tok-1',
  userId: '01a1fdec-86a1-7004-a90c-cfd32255c9fd',
  username: 'admin',
  companyCode: 'demo',
  permissions: { fullPrivileges: true },
  adminDepartments: [],
  responsibilities: [],
};

afterEach(() => localStorage.clear());

describe('session', () => {
  it("keeps the session under 'zanati.session' and clears it on logout", () => {
    expect(loadSession()).toBeNull();
    saveSession(session);
    expect(JSON.parse(localStorage.getItem('zanati.session')!)).toEqual(session);
    expect(loadSession()).toEqual(session);
    clearSession();
    expect(loadSession()).toBeNull();
  });

  it('reads an unreadable or partial session as none', () => {
    localStorage.setItem('zanati.session', '{not json');
    expect(loadSession()).toBeNull();
    localStorage.setItem('zanati.session', JSON.stringify({ token: 'x' }));
    expect(loadSession()).toBeNull();
  });
});

describe('api', () => {
  it('O5 sends the bearer token of the session as it is at send time, never retries, and returns error answers', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    let calls = 0;
    configureApi({
      prefixUrl: 'https://zanati.example/api/v1',
      fetch: async (input) => {
        calls += 1;
        const req = input as Request;
        seen.push({ url: req.url, auth: req.headers.get('authorization') });
        return new Response('{"message":"down"}', { status: 503 });
      },
    });
    const signedOut = await api.get('authenticated');
    saveSession(session);
    const signedIn = await api.get('authenticated');
    expect([signedOut.status, signedIn.status]).toEqual([503, 503]);
    expect(calls).toBe(2);
    expect(seen).toEqual([
      { url: 'https://zanati.example/api/v1/authenticated', auth: null },
      { url: 'https://zanati.example/api/v1/authenticated', auth: 'Bearer tok-1' },
    ]);
  });

  it("serves the API under the page's origin by default", async () => {
    vi.resetModules();
    const fresh = await import('../../../src/local/api.js');
    expect(fresh.apiUrl('/admin/units')).toBe(`${location.origin}/api/v1/admin/units`);
  });
});
