import path from 'node:path';
import { connectSqlite } from '../../../server/db/connect.js';
import type { FloorServer } from '../../fixtures/productionFloor.js';
import type { ServerApi } from './serverApi';

/**
 * The e2e run's server as the production floor fixture builds on it: its
 * SQLite file opened beside the server (WAL lets both write; the fixture's
 * writes go through the Writer, so the feed carries them to the browsers),
 * and its sign-ins and calls over HTTP. Close it after the test.
 */
export function floorServer(server: ServerApi): FloorServer & { close: () => Promise<void> } {
  const dataDir = process.env.ZANATI_E2E_DATA_DIR;
  if (!dataDir) throw new Error('ZANATI_E2E_DATA_DIR is not set: the e2e global setup did not run');
  const connection = connectSqlite(path.join(dataDir, 'zanati.sqlite'));
  return {
    connection,
    login: async (username) => (await server.login(username)).token,
    request: async (method, url, opts = {}) => {
      const res = await server.request(method, url, { ...(opts.body === undefined ? {} : { body: opts.body }), ...(opts.token ? { token: opts.token } : {}) });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, headers: res.headers };
    },
    close: () => connection.db.destroy(),
  };
}
