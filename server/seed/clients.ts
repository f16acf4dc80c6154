import { newId } from '../../domain/ids.js';
import { PROJECT_KINDS } from './catalog.js';
import type { Clock } from './clock.js';
import type { Lookups, SeededArticle } from './lookups.js';
import { BANKS, BUSINESS_NAMES, CLIENT_NOTES, FIRST_NAMES } from './names.js';
import { locationNear, phoneNumber, randomPerson, streetAddress, type City, type Person } from './people.js';
import type { Random } from './random.js';
import type { RowSet } from './rowSet.js';
import type { Staff } from './staff.js';
import { atLeast, planTimeline, STAGE_ROTATION, type Stage, type Timeline } from './timeline.js';

export interface SeededClient {
  id: string;
  person: Person;
  city: City;
}

export interface SeededProject {
  id: string;
  client: SeededClient;
  name: string;
  stage: Stage;
  timeline: Timeline;
  /** 1 local, 2 export, 3 inner stock. */
  destination: 1 | 2 | 3;
  location: string;
  /** The articles ordered for the project (project orders): its offer is made of these. */
  articles: readonly SeededArticle[];
  /** Position among all of the company's projects. */
  index: number;
  /** Position among the projects at the same stage: "every other transported project…" rules use it. */
  turn: number;
}

/** The client module a client stands in, by its furthest project (1 contact, 2 measure, 5 production). */
function moduleOf(stage: Stage): number {
  if (atLeast(stage, 'inProduction')) return 5;
  if (atLeast(stage, 'agreed')) return 4;
  if (atLeast(stage, 'offered')) return 3;
  return atLeast(stage, 'measured') ? 2 : 1;
}

/** Clients with one to three projects each, their project orders and measures. */
export function seedClients(rows: RowSet, clock: Clock, rng: Random, lookups: Lookups, staff: Staff, cities: readonly City[], clientCount: number): SeededProject[] {
  // Most clients come from the capital and the big towns.
  const weighted = [...cities, ...cities.slice(0, 7), ...cities.slice(0, 1).flatMap((c) => [c, c, c])];
  const projects: SeededProject[] = [];
  const turns = new Map<Stage, number>();
  for (let i = 0; i < clientCount; i++) {
    const client: SeededClient = { id: newId(), person: randomPerson(rng), city: rng.pick(weighted) };
    const kinds = rng.sample(Object.keys(PROJECT_KINDS), rng.int(1, 3));
    const mine = kinds.map((name): SeededProject => {
      const index = projects.length;
      const stage = STAGE_ROTATION[index % STAGE_ROTATION.length]!;
      const turn = turns.get(stage) ?? 0;
      turns.set(stage, turn + 1);
      const project: SeededProject = {
        id: newId(),
        client,
        name,
        stage,
        timeline: planTimeline(stage, rng),
        destination: index % 9 === 4 ? 2 : index % 13 === 6 ? 3 : 1,
        location: locationNear(client.city, rng),
        articles: orderedArticles(name, lookups, rng),
        index,
        turn,
      };
      projects.push(project);
      return project;
    });
    const first = Math.min(...mine.map((p) => p.timeline.contact));
    const furthest = mine.reduce((a, p) => (moduleOf(p.stage) > moduleOf(a.stage) ? p : a)).stage;
    addClient(rows, rng, staff, client, i, clock.at(first, rng.real(8, 17)), moduleOf(furthest));
    for (const project of mine) {
      addProject(rows, clock, rng, staff, project);
      if (atLeast(project.stage, 'measured')) addMeasure(rows, clock, rng, lookups, staff, project);
    }
  }
  return projects;
}

function addClient(rows: RowSet, rng: Random, staff: Staff, client: SeededClient, i: number, createdAt: string, moduleId: number): void {
  const p = client.person;
  // Every sixth client is a business, ordering for its premises.
  const business = i % 6 === 5 ? BUSINESS_NAMES[i % BUSINESS_NAMES.length]! : null;
  const hasBank = business !== null || rng.chance(0.3);
  rows.add('clients', {
    id: client.id,
    firstnameAndLastname: p.firstname,
    lastName: p.lastname,
    phoneNumber: p.phone,
    secondPhoneNumber: rng.chance(0.3) ? phoneNumber(rng) : null,
    email: rng.chance(0.8) ? p.email : null,
    commentAndDetails: rng.chance(0.4) ? rng.pick(CLIENT_NOTES) : null,
    businessNumber: business ? String(rng.int(810_000_000, 819_999_999)) : null,
    address: `${p.address}, ${client.city.name}`,
    secondAddress: rng.chance(0.15) ? `${streetAddress(rng)}, ${client.city.name}` : null,
    bankAccountNumber: hasBank ? `XK05 ${rng.int(1000, 1999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}` : null,
    bankAccount: hasBank ? rng.pick(BANKS) : null,
    contactPerson: business ? `${p.firstname} ${p.lastname}` : null,
    parentName: rng.chance(0.5) ? rng.pick(FIRST_NAMES) : null,
    companyName: business,
    fiscalNumber: business ? String(rng.int(600_000_000, 609_999_999)) : null,
    productCode: rng.chance(0.3) ? `K-${rng.int(1000, 9999)}` : null,
    countryId: 76,
    cityId: client.city.id,
    agentId: rng.chance(0.7) ? staff.office : staff.admin,
    moduleId,
    archivedAt: null,
    createdAt,
  });
}

function orderedArticles(kind: string, lookups: Lookups, rng: Random): SeededArticle[] {
  const types = PROJECT_KINDS[kind] ?? [];
  const fitting = lookups.productionArticles.filter((a) => types.includes(a.spec.type));
  return rng.sample(fitting.length > 0 ? fitting : lookups.productionArticles, rng.int(1, 3));
}

function addProject(rows: RowSet, clock: Clock, rng: Random, staff: Staff, project: SeededProject): void {
  const t = project.timeline;
  const createdAt = clock.at(t.contact, rng.real(8, 17));
  rows.add('projects', {
    id: project.id,
    clientId: project.client.id,
    projectName: project.name,
    address: `${streetAddress(rng)}, ${project.client.city.name}`,
    measureDate: clock.day(t.measure),
    projectLocation: project.location,
    projectComment: rng.chance(0.3) ? rng.pick(['Kati i trete, pa ashensor.', 'Celesat jane te fqinji.', 'Punimet e suvatimit perfundojne kete muaj.', 'Klienti deshiron montim te shpejte.']) : null,
    shipmentDestinationId: project.destination,
    measureAssigneeId: staff.office,
    createdAt,
  });
  for (const article of project.articles) rows.add('projectOrders', { projectId: project.id, articleId: article.id, createdAt });
}

/**
 * Status 2 (final) once an offer has been made, except one in four offers that
 * went out on the initial measurement; before that 1 (initial) or 3 (on hold).
 */
function measureStatusOf(project: SeededProject): 1 | 2 | 3 {
  if (project.stage === 'measured') return project.turn % 3 === 2 ? 3 : 1;
  if ((project.stage === 'offered' || project.stage === 'agreed') && project.turn % 4 === 1) return 1;
  return 2;
}

function addMeasure(rows: RowSet, clock: Clock, rng: Random, lookups: Lookups, staff: Staff, project: SeededProject): void {
  const t = project.timeline;
  const status = measureStatusOf(project);
  const done = status === 2 || t.measure < 0;
  rows.add('measures', {
    clientId: project.client.id,
    projectId: project.id,
    productMaterial: project.articles[0]?.spec.material ?? 'Pllake laminat Egger',
    productColorId: rng.pick(lookups.colorIds),
    productLocation: status === 2 || rng.chance(0.5) ? project.location : null,
    details:
      status === 3
        ? 'Klienti e shtyu matjen, pret perfundimin e pllakave te dyshemese.'
        : rng.pick(['Lartesia e tavanit 2.60 m.', 'Muri i majte ka dritare 120x140 cm.', 'Lidhjet e ujit ne murin qendror.', 'Dyshemeja nuk eshte e niveluar, +1.5 cm.']),
    measureStatusId: status,
    measureDate: done ? clock.day(Math.min(t.measure, 0)) : null,
    startDate: clock.day(t.measure),
    plannedDate: clock.day(t.measure),
    employeeId: rng.chance(0.7) ? staff.office : staff.admin,
    createdAt: clock.happened(Math.min(t.measure, 0), rng.real(8, 16)),
  });
}
