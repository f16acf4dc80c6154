import type { Clock } from './clock.js';
import type { Random } from './random.js';
import type { RowSet } from './rowSet.js';
import type { Staff } from './staff.js';

/** Calendar tasks by status (spec 000 §3: 1 Export, 2 Montim, 3 Furnitor, 4 Pushim). */
const TITLES: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: ['Dokumentet e eksportit per Zvicer', 'Paketimi i dergeses per Gjermani', 'Doganimi i kuzhines per Tirane'],
  2: ['Montim kuzhine ne Prizren', 'Montim garderobe ne Peje', 'Riparim dere ne Ferizaj', 'Montim banjo ne Gjilan'],
  3: ['Porosit pllakat nga Egger', 'Merr mekanizmat Blum', 'Takim me furnitorin e xhamit', 'Kontrollo dergesen nga Kronospan'],
  4: ['Pushim vjetor', 'Pushim mjekesor', 'Dite feste'],
};

/** About one task per two clients, across every user, from six weeks back to a month ahead. */
export function seedTasks(rows: RowSet, clock: Clock, rng: Random, staff: Staff, clientCount: number): void {
  const count = Math.max(1, Math.round(clientCount / 2));
  for (let i = 0; i < count; i++) {
    const taskStatusId = ((i % 4) + 1) as 1 | 2 | 3 | 4;
    const startDay = rng.int(-42, 30);
    rows.add('tasks', {
      userId: staff.all[i % staff.all.length]!,
      title: rng.pick(TITLES[taskStatusId]),
      comment: rng.chance(0.4) ? rng.pick(['Konfirmo me telefon nje dite para.', 'Merr faturen.', 'Se bashku me ekipin e montimit.']) : null,
      start: clock.day(startDay),
      end: clock.day(startDay + (taskStatusId === 4 ? rng.int(3, 10) : rng.int(0, 2))),
      taskStatusId,
      createdAt: clock.happened(startDay - rng.int(1, 10), rng.real(8, 17)),
    });
  }
}
