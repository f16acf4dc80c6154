// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CLIENT_WRITES } from '../../../domain/contact/endpoints.js';
import { mapsLinkOf } from '../../../src/app/summary/mapsLink';
import { moveOnCommand, moveOnTargetOf } from '../../../src/app/summary/moveOnCommand';

describe('the summary panel\'s links and push', () => {
  it('links a project\'s location to OpenStreetMap, and nothing for text that is not a place', () => {
    expect(mapsLinkOf('42.6629,21.1655')).toBe('https://www.openstreetmap.org/?mlat=42.6629&mlon=21.1655#map=10/42.6629/21.1655');
    expect(mapsLinkOf('Prishtine')).toBeNull();
    expect(mapsLinkOf(null)).toBeNull();
  });

  it('pushes a client to the next client module, none from production', () => {
    expect(moveOnTargetOf({ moduleId: 1 })).toBe(2);
    expect(moveOnTargetOf({ moduleId: 4 })).toBe(5);
    expect(moveOnTargetOf({ moduleId: 5 })).toBeNull();
  });

  it('queues POST modules/create-client-for-next-module with the client and the module', () => {
    const command = moveOnCommand({ id: 'c1', firstnameAndLastname: 'Arta', lastName: 'Gashi' }, 3, '2026-01-01T00:00:00.000Z');
    expect(command).toMatchObject({ method: CLIENT_WRITES.nextModule.method, url: 'modules/create-client-for-next-module', body: { clientId: 'c1', moduleId: 3 }, entity: 'clients', entityId: 'c1' });
  });
});
