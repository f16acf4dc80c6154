import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';
import { LOGIN_MAX_FAILURES } from '../../domain/auth.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const mailDir = () => path.join(s.config.dataDir, 'mail');
const mails = () => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).sort() : []);

/** Asks for a reset link and waits until the request has been worked off (server/auth/resetMailQueue.ts). */
async function forgotPassword(email: string) {
  const res = await s.request('POST', 'forgot-password', { body: { email } });
  await s.app.deps.resetMails.idle();
  return res;
}

/** The reset link of the newest mail, as the user would click it. */
function lastResetLink(): { token: string; email: string } {
  const file = mails().at(-1);
  if (!file) throw new Error('no mail written');
  const text = fs.readFileSync(path.join(mailDir(), file), 'utf8').replace(/=\r?\n/g, '');
  const match = /\/reset-password\/([A-Za-z0-9_-]+)\/([^\s]+)/.exec(text);
  if (!match) throw new Error(`no reset link in ${text}`);
  return { token: match[1]!, email: decodeURIComponent(match[2]!.replace(/=40/g, '@')) };
}

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists, and mails only a known address', async () => {
    const before = mails().length;
    const unknown = await forgotPassword('nobody@example.com');
    expect(mails()).toHaveLength(before);
    const known = await forgotPassword('installer@demo.zanati.local');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(mails()).toHaveLength(before + 1);
  });

  it('sets a new password once with a valid link, refuses the link a second time', async () => {
    await forgotPassword('installer@demo.zanati.local');
    const { token, email } = lastResetLink();
    const body = { token, email, password: 'Nje-Fjalekalim-2026', passwordConfirmation: 'Nje-Fjalekalim-2026' };
    expect((await s.request('POST', 'reset-password', { body })).status).toBe(200);
    const login = await s.request('POST', 'login', { body: { username: 'installer', password: 'Nje-Fjalekalim-2026' } });
    expect(login.status).toBe(200);
    const again = await s.request('POST', 'reset-password', { body: { ...body, password: 'Tjeter-2026-xx', passwordConfirmation: 'Tjeter-2026-xx' } });
    expect(again.status).toBe(422);
  });

  it('refuses a reset link older than 30 minutes', async () => {
    await forgotPassword('driver@demo.zanati.local');
    const { token, email } = lastResetLink();
    await s.connection.db.updateTable('resetTokens').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).execute();
    const res = await s.request('POST', 'reset-password', { body: { token, email, password: 'Nje-Fjalekalim-2026', passwordConfirmation: 'Nje-Fjalekalim-2026' } });
    expect(res.status).toBe(422);
    expect((await s.request('POST', 'login', { body: { username: 'driver', password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('requires 8 to 50 characters and an equal confirmation', async () => {
    const base = { token: 'x'.repeat(43), email: 'a@b.co' };
    const short = await s.request('POST', 'reset-password', { body: { ...base, password: 'short', passwordConfirmation: 'short' } });
    expect(short.body.errors.password).toBe('Too Short!');
    const long = await s.request('POST', 'reset-password', { body: { ...base, password: 'x'.repeat(51), passwordConfirmation: 'x'.repeat(51) } });
    expect(long.body.errors.password).toBe('Too Long!');
    const differ = await s.request('POST', 'reset-password', { body: { ...base, password: 'abcdefgh1', passwordConfirmation: 'abcdefgh2' } });
    expect(differ.status).toBe(422);
    expect(differ.body.errors).toHaveProperty('passwordConfirmation');
  });
});

describe('forgot-password off the request path, limited per email and per address', () => {
  const forgotFrom = (ip: string, email: string) =>
    s.app.inject({ method: 'POST', url: '/api/v1/forgot-password', remoteAddress: ip, payload: { email } });
  /** The mails written to one address so far. */
  const mailsTo = (email: string) => mails().filter((f) => fs.readFileSync(path.join(mailDir(), f), 'utf8').includes(`To: ${email}`)).length;

  it('answers a known email while its lookup and mail are still waiting in the queue', async () => {
    const email = 'worker@demo.zanati.local';
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = s.app.deps.mailer.send.bind(s.app.deps.mailer);
    const spy = vi.spyOn(s.app.deps.mailer, 'send').mockImplementation(async (mail) => {
      await held;
      return send(mail);
    });
    try {
      const res = await forgotFrom('10.3.0.1', email);
      expect(res.statusCode).toBe(200);
      // The answer has arrived and the request is not done: nothing was mailed yet.
      expect(s.app.deps.resetMails.size).toBe(1);
      expect(mailsTo(email)).toBe(0);
      release();
      await s.app.deps.resetMails.idle();
      expect(mailsTo(email)).toBe(1);
      expect(s.app.deps.resetMails.size).toBe(0);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('sends no fourth reset mail to one email within the hour, answering the same', async () => {
    const email = 'office@demo.zanati.local';
    const answers = [];
    // From four addresses: the limit is the email's, whoever asks.
    for (const ip of ['10.4.0.1', '10.4.0.2', '10.4.0.3', '10.4.0.4']) answers.push(await forgotFrom(ip, email));
    await s.app.deps.resetMails.idle();
    expect(mailsTo(email)).toBe(3);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[3]!.json()).toEqual(answers[0]!.json());

    // An hour later the email may ask again.
    const hourAgo = new Date(Date.now() - 3600_000 - 1000).toISOString();
    await s.connection.db.updateTable('resetMails').set({ createdAt: hourAgo }).execute();
    await forgotFrom('10.4.0.5', email);
    await s.app.deps.resetMails.idle();
    expect(mailsTo(email)).toBe(4);
  });

  it('sends no more than ten reset mails set off from one address within the hour, answering the same', async () => {
    const ip = '10.5.0.1';
    const emails = ['admin', 'admin', 'admin', 'deptadmin', 'deptadmin', 'deptadmin', 'observer', 'observer', 'driver', 'driver'].map((u) => `${u}@demo.zanati.local`);
    const before = mails().length;
    const first = await forgotFrom(ip, emails[0]!);
    for (const email of emails.slice(1)) await forgotFrom(ip, email);
    await s.app.deps.resetMails.idle();
    expect(mails().length).toBe(before + 10);

    // The eleventh, for a user under its own limit, sends nothing; from elsewhere it is sent.
    const eleventh = await forgotFrom(ip, 'observer@demo.zanati.local');
    await s.app.deps.resetMails.idle();
    expect(mails().length).toBe(before + 10);
    expect(eleventh.statusCode).toBe(200);
    expect(eleventh.json()).toEqual(first.json());
    await forgotFrom('10.5.0.2', 'observer@demo.zanati.local');
    await s.app.deps.resetMails.idle();
    expect(mails().length).toBe(before + 11);
  });
});

describe('login lockout', () => {
  const attempt = (password: string, ip: string) =>
    s.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: ip, payload: { username: 'observer', password } });

  it('locks a username out from one address after ten failures, for that address only', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-password', '10.9.9.9')).statusCode).toBe(401);
    const locked = await attempt(DEMO_PASSWORD, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect((await attempt(DEMO_PASSWORD, '10.9.9.8')).statusCode).toBe(200);
  });

  it('lets the user in again once the 15 minutes have passed', async () => {
    await s.connection.db.updateTable('loginFailures').set({ lockedUntil: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await attempt(DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });

  it('checks no more than ten passwords of forty sent at once: the rest, the right one among them, are refused before the hash', async () => {
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 20 ? DEMO_PASSWORD : `wrong-${i}`));
    const answers = await Promise.all(passwords.map((p) => attempt(p, '10.9.7.1')));
    const checked = answers.filter((a) => a.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(40 - LOGIN_MAX_FAILURES);
    // Unless the right one was among the ten checked, the address is locked out now, the right password included.
    if (!checked.some((a) => a.statusCode === 200)) expect((await attempt(DEMO_PASSWORD, '10.9.7.1')).statusCode).toBe(429);
  });

  it("a kiosk PIN's password is checked under the same limit: fifteen wrong, then the right one, is refused", async () => {
    const token = await s.login('worker');
    const setPin = (password: string) =>
      s.app.inject({ method: 'POST', url: '/api/v1/kiosk/pin', remoteAddress: '10.9.7.2', headers: { authorization: `Bearer ${token}` }, payload: { password, pin: '4821' } });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await setPin(`wrong-${i}`)).statusCode);
    expect(statuses.slice(0, LOGIN_MAX_FAILURES).every((st) => st === 422)).toBe(true);
    expect(statuses.slice(LOGIN_MAX_FAILURES).every((st) => st === 429)).toBe(true);
    expect((await setPin(DEMO_PASSWORD)).statusCode).toBe(429);
    // From elsewhere the same password is still checked: the limit is per address, as sign-in's.
    expect((await s.app.inject({ method: 'POST', url: '/api/v1/kiosk/pin', remoteAddress: '10.9.7.3', headers: { authorization: `Bearer ${token}` }, payload: { password: DEMO_PASSWORD, pin: '4821' } })).statusCode).toBe(200);
  });
});

describe('token lifetime', () => {
  it('issues 12-hour tokens, or 30-day tokens with remember-me', async () => {
    const hours = async (rememberMe: boolean) => {
      const res = await s.request('POST', 'login', { body: { username: 'office', password: DEMO_PASSWORD, rememberMe } });
      const row = await s.connection.db.selectFrom('authTokens').select(['expiresAt', 'createdAt']).orderBy('createdAt', 'desc').limit(1).executeTakeFirstOrThrow();
      expect(res.status).toBe(200);
      return Math.round((Date.parse(row.expiresAt) - Date.parse(row.createdAt)) / 3600_000);
    };
    expect(await hours(false)).toBe(12);
    expect(await hours(true)).toBe(30 * 24);
  });

  it('refuses an expired token', async () => {
    const token = await s.login('office');
    await s.connection.db.updateTable('authTokens').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).execute();
    // The session cache holds a resolved token for a few seconds; a fresh server process would not.
    s.app.deps.sessions['cache'].clear();
    expect((await s.request('GET', 'authenticated', { token })).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await s.login('office');
    const rows = await s.connection.db.selectFrom('authTokens').select('tokenHash').execute();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});
