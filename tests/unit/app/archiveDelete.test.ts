// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ARCHIVE_MODULES, ARCHIVED_ENTITY } from '../../../domain/archive/modules.js';
import { archiveDeleteCommand } from '../../../src/app/archive/archiveDeleteCommand';
import type { ZanatiDb } from '../../../src/local';

/** An archive's delete (issue 16): the one archive call for every module, and the row leaves the mirror at once. */
describe('archiveDeleteCommand', () => {
  it.each(ARCHIVE_MODULES)('%s: DELETE archive/%s/{id}, removing the row of its archived entity', async (module) => {
    const command = archiveDeleteCommand(module, 'row-1', 'Arta');
    expect(command).toMatchObject({ method: 'DELETE', url: `archive/${module}/row-1`, entity: ARCHIVED_ENTITY[module], entityId: 'row-1' });
    expect(command.label).toEqual({ action: 'delete', entity: ARCHIVED_ENTITY[module], name: 'Arta' });
    const remove = vi.fn(async () => undefined);
    const db = { [ARCHIVED_ENTITY[module]]: { delete: remove } } as unknown as ZanatiDb;
    await command.apply!(db);
    expect(remove).toHaveBeenCalledWith('row-1');
  });
});
