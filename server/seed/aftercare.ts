import { randomBytes } from 'node:crypto';
import { linkExpiry } from '../../domain/impression/link.js';
import { hashSecret } from '../auth/tokens.js';
import type { Clock } from './clock.js';
import type { Delivery } from './logistics.js';
import type { Lookups } from './lookups.js';
import type { SeededProduct } from './offers.js';
import { randomPerson, type City } from './people.js';
import { round2 } from './pricing.js';
import type { Random } from './random.js';
import type { RowSet } from './rowSet.js';

const PROBLEMS = [
  'Dera e dollapit nuk mbyllet mire.',
  'Sirtari i poshtem ka dale nga shina.',
  'Kanti i banakut eshte shqitur.',
  'Rrjedh uji nen lavaman.',
  'Menteshat kercasin.',
  'Ndricimi LED nuk punon.',
] as const;

const FEEDBACK = [
  'Shume te kenaqur, puna u krye me kohe.',
  'Cilesi e mire, montuesit ishin te sjellshem.',
  'Nje vonese e vogel, por rezultati i shkelqyer.',
  "Do t'ju rekomandojme te miqte.",
  'Ngjyra pak me e erret se mostra, perndryshe mire.',
] as const;

/** Service tickets move pending → in process → completed; seeded ones take them in turn. */
const TICKET_STATUSES = [1, 2, 3] as const;

/**
 * Service tickets for serviced projects (registered) and for people who are
 * not clients (unregistered), and impressions with one rating per question
 * for most finished installations.
 */
export function seedAftercare(rows: RowSet, clock: Clock, rng: Random, lookups: Lookups, cities: readonly City[], products: readonly SeededProduct[], deliveries: readonly Delivery[], clientCount: number): void {
  let turn = 0;
  const ticketBase = (serviceDay: number) => {
    const statusId = TICKET_STATUSES[turn++ % TICKET_STATUSES.length]!;
    const start = statusId === 1 ? null : clock.happened(serviceDay, rng.real(8, 11));
    return {
      problem: rng.pick(PROBLEMS),
      warning: rng.chance(0.3) ? 'Merrni me vete mentesha rezerve.' : null,
      date: clock.day(serviceDay),
      start,
      end: statusId === 3 && start ? clock.happened(serviceDay, rng.real(12, 16)) : null,
      statusId,
      createdAt: clock.happened(serviceDay - 2, rng.real(8, 16)),
    };
  };

  const serviced = new Map<string, SeededProduct[]>();
  for (const p of products) {
    if (p.project.stage === 'serviced' && !p.canceled) serviced.set(p.project.id, [...(serviced.get(p.project.id) ?? []), p]);
  }
  for (const [projectId, own] of serviced) {
    const base = ticketBase(own[0]!.project.timeline.service);
    const ticketId = rows.add('serviceTickets', { projectId, firstname: null, lastname: null, address: null, city: null, email: null, phoneNumber: null, ...base });
    for (const p of rng.sample(own, rng.int(1, 2))) rows.add('serviceTicketProducts', { serviceTicketId: ticketId, productId: p.id, articleId: null, createdAt: base.createdAt });
  }

  for (let i = 0; i < Math.max(1, Math.round(clientCount / 12)); i++) {
    const person = randomPerson(rng);
    const base = ticketBase(rng.int(-60, 10));
    const ticketId = rows.add('serviceTickets', {
      projectId: null,
      firstname: person.firstname,
      lastname: person.lastname,
      address: person.address,
      city: rng.pick(cities).name,
      email: person.email,
      phoneNumber: person.phone,
      ...base,
    });
    for (const article of rng.sample(lookups.articles, rng.int(1, 2))) rows.add('serviceTicketProducts', { serviceTicketId: ticketId, productId: null, articleId: article.id, createdAt: base.createdAt });
  }

  let linked = false;
  for (const delivery of deliveries) {
    if (!delivery.installedAt || delivery.project.turn % 4 === 3) continue;
    const twoDaysLater = new Date(Date.parse(delivery.installedAt) + 2 * 86_400_000).toISOString();
    const createdAt = twoDaysLater < clock.now ? twoDaysLater : clock.now;
    const ratings = lookups.questionIds.map(() => (rng.chance(0.1) ? rng.int(1, 3) : rng.int(4, 5)));
    const impressionId = rows.add('impressions', {
      projectId: delivery.project.id,
      clientId: delivery.project.client.id,
      feedback: rng.pick(FEEDBACK),
      average: round2(ratings.reduce((a, b) => a + b, 0) / ratings.length),
      createdAt,
    });
    lookups.questionIds.forEach((questionId, q) => rows.add('impressionAnswers', { impressionId, questionId, rating: ratings[q]!, createdAt }));
    if (!linked) {
      // The first client rated through their link, revoked since; the token was
      // never kept (random, not from rng: the rest of the seed stays the same).
      linked = true;
      const link = { projectId: delivery.project.id, clientId: delivery.project.client.id, tokenHash: hashSecret(randomBytes(32).toString('base64url')) };
      rows.add('impressionLinks', { ...link, expiresAt: linkExpiry(createdAt), revokedAt: createdAt, createdBy: null, createdAt });
    }
  }
}
