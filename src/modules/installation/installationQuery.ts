import { isTransportState } from '../../../domain/transport/rules.js';
import type { InstallationState } from '../../../domain/installation/rules.js';

/**
 * The records screen's `{query?}` (spec 001 §2: status 1, 2 or 3; the menu
 * also has withoutInstallation=1): '2' or 'status=2', 'withoutInstallation=1',
 * or both joined with '&'. Anything else is no filter. The dates are the
 * screen's own (kept on the device), not in the path.
 */
export interface InstallationPathQuery {
  status?: InstallationState;
  withoutInstallation?: 1;
}

export function parseInstallationQuery(query: string | undefined): InstallationPathQuery {
  if (!query) return {};
  const out: InstallationPathQuery = {};
  for (const part of query.split('&')) {
    const [key, value] = part.includes('=') ? part.split('=', 2) : ['status', part];
    const n = Number(value);
    if (key === 'status' && isTransportState(n)) out.status = n;
    if (key === 'withoutInstallation' && n === 1) out.withoutInstallation = 1;
  }
  return out;
}

export function installationQueryText(q: InstallationPathQuery): string | undefined {
  const parts = [q.status !== undefined ? `status=${q.status}` : null, q.withoutInstallation !== undefined ? 'withoutInstallation=1' : null].filter((p) => p !== null);
  return parts.length > 0 ? parts.join('&') : undefined;
}
