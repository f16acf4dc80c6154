import * as v from 'valibot';
import { filledText, listOf, unique } from '../admin/payload.js';
import type { UploadRule } from '../files.js';
import { dateCell, idCell, textCell } from '../kit/cells.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { idField } from '../validation.js';
import { applyEdit } from './applyEdit.js';
import { cell, chosenNumber, COMMENT_MAX, text, TEXT_MAX } from './cells.js';
import { CONTACT_MSG } from './messages.js';
import { DEFAULT_SHIPMENT_DESTINATION, locationAccepted, projectExists, SHIPMENT_DESTINATIONS, takenProjectName, type ShipmentDestination } from './projectRules.js';

/**
 * What the project modal sends (spec 000 §2 "the project modal", §3
 * "Project", §5, §7). `POST projects` carries several projects as parallel
 * lists, index i of each list being project i: clientId, id[] (ours: the ids
 * the device made, so later queued writes can name the projects, SYNC.md
 * O13), projectName[], shipmentDestinationId[], measureDate[] (YYYY-MM-DD),
 * projectLocation[], address[], projectComment[], measureAssignee[] and, per
 * project, orders[i][] (article ids) and projectFiles[i][] (the files, read
 * by the server from the multipart parts, not by this schema). A field's
 * message answers under `projects.{i}.{field}`.
 */

/**
 * A project's files (§3 projectFiles): `files` rows owned by the project
 * (ownerType 'projects') of this kind. The spec gives no rule: plans and
 * photos of the site, so PDFs or images. Sent as `projectFiles[i][]` for
 * project i of POST projects and POST clients (the reader names them
 * `projectFiles[i]`), as `projectFiles[]` with POST projects/{id}.
 */
export const PROJECT_FILES = { field: 'projectFiles', kind: 'projectFiles', accept: 'pdfOrImage' } as const satisfies UploadRule & { kind: string };

/** Most projects one save creates (ours): far more than a modal holds, few enough for one transaction. */
export const MAX_PROJECTS = 100;

const PARALLEL = ['id', 'projectName', 'shipmentDestinationId', 'measureDate', 'projectLocation', 'address', 'projectComment', 'measureAssignee'] as const;

/** Destination checkboxes (§4, §5): one of 1, 2, 3; none checked is 'Destinacioni i projektit eshte obligativ!'. */
const destination = v.pipe(
  chosenNumber(CONTACT_MSG.destinationRequired),
  v.picklist(SHIPMENT_DESTINATIONS, MSG.invalidValue),
);

const locationCell = v.pipe(
  textCell(TEXT_MAX),
  v.check((s) => locationAccepted(s), CONTACT_MSG.locationOnlyLetters),
);

/** One project's fields as the modal fills them. */
const projectFields = {
  projectName: filledText(CONTACT_MSG.projectNameRequired, TEXT_MAX),
  address: text(),
  measureDate: cell(dateCell),
  projectLocation: cell(locationCell),
  projectComment: text(COMMENT_MAX),
  shipmentDestinationId: destination,
  measureAssignee: cell(idCell),
  orders: v.pipe(listOf(idField()), v.transform(unique)),
};

/** A project's columns a save writes (orders: its article ids, each once). */
export interface ProjectFields {
  projectName: string;
  address: string | null;
  measureDate: string | null;
  projectLocation: string | null;
  projectComment: string | null;
  shipmentDestinationId: ShipmentDestination;
  measureAssignee: string | null;
  orders: string[];
}

type Cell = string | null;

/** POST projects as the PWA sends it (JSON); form-data sends `orders[i][]` per project instead of `orders`. */
export interface ProjectsInput {
  clientId: string;
  id?: Cell[];
  projectName: string[];
  shipmentDestinationId?: (number | string)[];
  measureDate?: Cell[];
  projectLocation?: Cell[];
  address?: Cell[];
  projectComment?: Cell[];
  measureAssignee?: Cell[];
  orders?: string[][];
}

const asList = (x: unknown): unknown[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

const ORDERS_KEY = /^orders\[(\d+)\]$/;

/**
 * The parallel lists read as one object per project. Their longest list
 * counts the projects, so a project whose name went missing is refused for
 * its name rather than dropped. `orders` may come as a list of lists (JSON)
 * or as `orders[i]` keys (form-data's `orders[i][]`). Past MAX_PROJECTS one
 * more is built, for the length check to refuse.
 */
function projectsOfLists(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  const lists = new Map<string, unknown[]>(PARALLEL.map((key) => [key, asList(body[key])]));
  const orders = new Map<number, unknown>(asList(body.orders).map((o, i) => [i, o]));
  for (const [key, value] of Object.entries(body)) {
    const match = ORDERS_KEY.exec(key);
    if (match) orders.set(Number(match[1]), value);
  }
  const count = Math.min(MAX_PROJECTS + 1, Math.max(0, ...[...lists.values()].map((l) => l.length), ...[...orders.keys()].map((i) => i + 1)));
  const projects = Array.from({ length: count }, (_, i) => ({
    ...Object.fromEntries(PARALLEL.map((key) => [key, lists.get(key)?.[i]])),
    orders: orders.get(i),
  }));
  return { clientId: body.clientId, projects };
}

/** One new project: the modal's fields and the id the device made (SYNC.md O13). */
const newProject = v.object({
  ...projectFields,
  id: cell(idCell),
  // A destination left out is the default; one sent empty was unchecked.
  shipmentDestinationId: v.optional(destination, DEFAULT_SHIPMENT_DESTINATION),
});

/**
 * The new projects of one save: at least one ('Ju lutem krijo projekt per
 * kete klient'), at most MAX_PROJECTS, the count checked first so a save of
 * too many is refused as such before its projects are read. Shared by POST
 * projects and the new client's POST clients, which carries its projects.
 */
export const newProjectList = v.pipe(
  v.array(v.unknown()),
  v.minLength(1, CONTACT_MSG.createProject),
  v.maxLength(MAX_PROJECTS, MSG.tooLong),
  v.array(newProject),
);

const projectsSchema = v.object({ clientId: idField(), projects: newProjectList });

type NewProjects = { projects: { projectName: string }[] };

/** Two projects of one save under one name answer the spec's duplicate text at the second one's name. */
export const namesDistinct = <T extends NewProjects>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { projects } = dataset.value;
    const taken = takenProjectName(
      projects.map((p) => p.projectName),
      [],
    );
    if (!taken) return;
    const project = projects[taken.index]!;
    addIssue({
      message: projectExists(taken.name),
      path: [
        { type: 'object', origin: 'value', input: dataset.value, key: 'projects', value: projects },
        { type: 'array', origin: 'value', input: projects, key: taken.index, value: project },
        { type: 'object', origin: 'value', input: project, key: 'projectName', value: taken.name },
      ],
    });
  });

/**
 * POST projects: the new projects of one client. The names are checked
 * against each other here; against the client's stored projects, and the
 * measure dates against the day, by the caller (projectRules.ts
 * takenProjectName, measureDateRefusal), which knows them.
 */
export const projectsBody = sentAs<ProjectsInput>()(v.pipe(v.unknown(), v.transform(projectsOfLists), projectsSchema, namesDistinct<v.InferOutput<typeof projectsSchema>>()));

export type ProjectsCreate = v.InferOutput<typeof projectsBody>;

/** One new project as the PWA sends it inside a new client (POST clients). */
export type NewProjectInput = ProjectInput & { id: string };

/** POST projects/{id} as the PWA sends it: one project's fields under their own names, `orders[]` its article ids. */
export interface ProjectInput {
  projectName: string;
  address?: Cell;
  measureDate?: Cell;
  projectLocation?: Cell;
  projectComment?: Cell;
  shipmentDestinationId?: number | string;
  measureAssignee?: Cell;
  orders?: string[];
}

/**
 * POST projects/{id}: a project's fields, its files beside them as
 * `projectFiles[]`. A project stays with its client: a clientId sent is not
 * read. A field left out keeps its value; sent empty, an optional one is
 * cleared, the name and the destination refused with their messages.
 */
export const projectEditBody = sentAs<Partial<ProjectInput>>()(v.partial(v.object(projectFields)));

export type ProjectEdit = v.InferOutput<typeof projectEditBody>;

/** The project's columns after an edit (applyEdit): what it sends replaces, what it leaves out stays. */
export const editedProject = (stored: ProjectFields, edit: ProjectEdit): ProjectFields => applyEdit(stored, edit);
