import { createdFields, editedFields, type InstallationCreate, type InstallationEdit } from './bodies.js';
import type { InstallationRow } from './rows.js';

/**
 * The rows a create or an edit leaves, from the parsed body (bodies.ts): the
 * device writes them optimistically, the server stores the same columns, so
 * the pulled row equals the optimistic one but for the server's times.
 */
export const createdInstallationRow = (create: InstallationCreate, id: string, at: string): InstallationRow => ({ id, ...createdFields(create), createdAt: at, updatedAt: at });

export const editedInstallationRow = (stored: InstallationRow, edit: InstallationEdit, at: string): InstallationRow => ({ ...stored, ...editedFields(stored, edit), updatedAt: at });
