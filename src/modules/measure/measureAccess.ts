import { isAdmin, type PermissionMap } from '../../../domain/permissions.js';

/**
 * Who may open the measure form (spec 000 §6): those who hold the measures
 * module (or every module: full privileges). "Create and edit screens …
 * redirect away … when module permission is missing"; "observers without
 * full privileges do not see save buttons" — so an observer who holds the
 * module sees the form without its save (canWriteModule), and one who does
 * not is sent back to the list.
 */
export const mayOpenMeasureForm = (p: PermissionMap): boolean => isAdmin(p) || p.measures === true;
