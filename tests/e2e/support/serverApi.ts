import { randomUUID } from 'node:crypto';
import type { PermissionMap } from '../../../domain/permissions.js';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers.js';

export { DEMO_PASSWORD };

export interface LoginAnswer {
  token: string;
  companyCode: string;
  user: { id: string; username: string };
  permissions: PermissionMap;
}

export interface UnitRow {
  id: string;
  name: string;
}

export interface AuditRow {
  id: string;
  auditableType: string;
  auditableId: string;
  event: string;
  username: string | null;
}

/**
 * The server as the tests see it from outside the browser: what the database
 * really holds after the PWA synced, and the writes a test makes behind the
 * page's back (another user on another device). Plain REST, like any client.
 */
export class ServerApi {
  private readonly tokens = new Map<string, string>();

  constructor(readonly origin: string) {}

  url(path: string): string {
    return `${this.origin}/api/v1/${path}`;
  }

  async login(username: string, options: { companyCode?: string; rememberMe?: boolean } = {}): Promise<LoginAnswer> {
    const res = await fetch(this.url('login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD, companyCode: options.companyCode ?? 'demo', rememberMe: options.rememberMe ?? false }),
    });
    if (!res.ok) throw new Error(`login as ${username} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as LoginAnswer;
  }

  /** A token of this user, signed in once per test process. */
  async token(username = 'admin'): Promise<string> {
    let token = this.tokens.get(username);
    if (!token) {
      token = (await this.login(username)).token;
      this.tokens.set(username, token);
    }
    return token;
  }

  async request(method: string, path: string, options: { body?: unknown; token?: string; as?: string } = {}): Promise<Response> {
    const token = options.token ?? (await this.token(options.as));
    return fetch(this.url(path), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  }

  async json<T>(method: string, path: string, options: { body?: unknown; as?: string } = {}): Promise<T> {
    const res = await this.request(method, path, options);
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** Uploads a measurement template's PDF (multipart, as the PWA sends it); answers the template's and the stored file's ids. */
  async uploadTemplate(nameOfFile: string, pdf: Buffer): Promise<{ templateId: string; fileId: string }> {
    const form = new FormData();
    form.append('nameOfFile', nameOfFile);
    form.append('template', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${nameOfFile}.pdf`);
    const res = await fetch(this.url('measurement-templates'), {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.token()}`, 'idempotency-key': randomUUID() },
      body: form,
    });
    if (!res.ok) throw new Error(`POST measurement-templates answered ${res.status}: ${await res.text()}`);
    const { data } = (await res.json()) as { data: { id: string; template: { id: string } } };
    return { templateId: data.id, fileId: data.template.id };
  }

  async units(): Promise<UnitRow[]> {
    return (await this.json<{ data: UnitRow[] }>('GET', 'admin/units')).data;
  }

  async unitsNamed(name: string): Promise<UnitRow[]> {
    return (await this.units()).filter((u) => u.name === name);
  }

  async createUnit(name: string): Promise<UnitRow> {
    return (await this.json<{ data: UnitRow }>('POST', 'admin/units', { body: { name } })).data;
  }

  async deleteUnit(id: string): Promise<void> {
    const res = await this.request('DELETE', `admin/units/${id}`);
    if (!res.ok && res.status !== 404) throw new Error(`DELETE admin/units/${id} answered ${res.status}: ${await res.text()}`);
  }

  /** Every audit row of one record (GET admin/audits/show, all pages). */
  async auditsOf(auditableType: string, auditableId: string): Promise<AuditRow[]> {
    const rows: AuditRow[] = [];
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ auditableType, auditableId, page: String(page), perPage: '100' });
      const answer = await this.json<{ data: AuditRow[]; total: number }>('GET', `admin/audits/show?${query}`);
      rows.push(...answer.data);
      if (answer.data.length === 0 || rows.length >= answer.total) return rows;
    }
  }

  /** GET authenticated with a given token: 200 while it is valid, 401 after logout. */
  async authenticatedStatus(token: string): Promise<number> {
    return (await fetch(this.url('authenticated'), { headers: { authorization: `Bearer ${token}` } })).status;
  }
}
