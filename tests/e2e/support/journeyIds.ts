import type { ClientRead, ClientWithProjects } from '../../../domain/contact/clientShape.js';
import type { TransportRecord } from '../../../domain/transport/answers.js';
import type { ServerApi } from './serverApi';

/**
 * The ids a journey's later screens are opened by, read from the server once
 * the PWA's save has landed. Forms take ids in their paths (spec 000 §2) and a
 * new client is on no list's first page of the demo data: the journey finds
 * its own rows here and opens the screen a list row's Edit would open.
 */

/** Asks again every 200 ms until `read` finds what it looks for: a save the outbox sent may still be on its way. */
async function untilLanded<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (const deadline = Date.now() + 15_000; ; ) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not reach the server`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The one client of this first name (unique per run) and its one project; waits until the save has landed. */
export function clientAndProject(server: ServerApi, firstName: string): Promise<{ clientId: string; projectId: string }> {
  return untilLanded(async () => {
    const { data } = await server.json<{ data: ClientRead[] }>('GET', `clients/search?query=${encodeURIComponent(firstName)}`);
    const client = data.find((c) => c.firstnameAndLastname === firstName);
    if (!client) return undefined;
    const { data: answer } = await server.json<{ data: { data: ClientWithProjects[] } }>('GET', `clients/${client.id}/projects`);
    const project = answer.data[0]?.projects[0];
    if (!project) throw new Error(`the client ${firstName} landed without its project`);
    return { clientId: client.id, projectId: project.id };
  }, `the client ${firstName}`);
}

/** The transport of a project's warehouse record; waits until it has landed. */
export function transportOf(server: ServerApi, projectId: string, warehouseRecordId: string): Promise<TransportRecord> {
  return untilLanded(async () => {
    const { data } = await server.json<{ data: TransportRecord[] }>('GET', `transport?projectId=${projectId}`);
    return data.find((t) => t.warehouseRecordId === warehouseRecordId);
  }, `the transport of the record ${warehouseRecordId}`);
}
