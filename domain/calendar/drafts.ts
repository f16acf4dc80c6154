import type { TaskSave } from './bodies.js';
import type { TaskRow } from './rows.js';

/**
 * The rows a task's create or edit leaves, from the parsed save (bodies.ts
 * taskBody, whose fields are the table's columns): the device writes them
 * optimistically, the server inserts the same body (server/routes/calendar),
 * so the pulled row equals the optimistic one but for the server's times.
 * `userId` is the signed-in user's: the server records who made the task.
 */
export const createdTaskRow = (save: TaskSave, id: string, userId: string, at: string): TaskRow => ({ id, userId, ...save, createdAt: at, updatedAt: at });

export const editedTaskRow = (stored: TaskRow, save: TaskSave, at: string): TaskRow => ({ ...stored, ...save, updatedAt: at });
