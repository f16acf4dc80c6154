import type { FastifyInstance } from 'fastify';
import { AGREEMENT_MSG } from '../../../domain/agreement/messages.js';
import { CALENDAR_ENDPOINTS } from '../../../domain/calendar/endpoints.js';
import { MSG } from '../../../domain/messages.js';
import { readsRow } from '../../../domain/visibility.js';
import { authOf } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import type { Writer } from '../../write/writer.js';
import { calendarAgreements, taskReads } from './calendarReads.js';

const taskAnswer = async (w: Writer, id: string, message: string) => ({ data: (await taskReads(w.tx, w.companyId, [id]))[0]!, message });

/**
 * The calendar (spec 000 §7): GET agreements-calendar for whoever reads tasks
 * (their entity's readers, observers, admins; the agreements only for who
 * reads those too), and a task's create, edit and delete for the calendar
 * module's holders. A task is stored with the dates the user chose, end
 * inclusive — the spec's one-day and two-day shifts were the old calendar's
 * drawing workaround (domain/calendar/rules.ts), not data.
 */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, CALENDAR_ENDPOINTS.calendar, 'signedIn', async (req) => {
    const { companyId, permissions } = authOf(req);
    if (!readsRow(permissions, 'tasks', {})) throw forbidden();
    const [agreements, tasks] = await Promise.all([readsRow(permissions, 'agreements', {}) ? calendarAgreements(db, companyId) : [], taskReads(db, companyId)]);
    return { data: { agreements, tasks } };
  });

  serve(app, CALENDAR_ENDPOINTS.create, 'calendar', (req, reply, { body, requestedId }) =>
    runWrite(
      req,
      reply,
      async (w) => {
        const id = await w.claimId('tasks', requestedId);
        await w.insert('tasks', { id, ...body, userId: w.userId });
        return taskAnswer(w, id, MSG.saved);
      },
      201,
    ),
  );

  // A task moved on the calendar (its dates changed) answers 'Datat u ndryshuan me sukses!'; any other edit the shared text.
  serve(app, CALENDAR_ENDPOINTS.update, 'calendar', (req, reply, { params: { id }, body }) =>
    runWrite(req, reply, async (w) => {
      const stored = await w.get('tasks', id);
      await w.update('tasks', id, body);
      const moved = stored.start !== body.start || stored.end !== body.end;
      return taskAnswer(w, id, moved ? AGREEMENT_MSG.datesChanged : MSG.edited);
    }),
  );

  serve(app, CALENDAR_ENDPOINTS.remove, 'calendar', (req, reply, { params: { id } }) =>
    runWrite(req, reply, async (w) => {
      await w.delete('tasks', id);
      return { data: true as const, message: MSG.deleted };
    }),
  );
}
