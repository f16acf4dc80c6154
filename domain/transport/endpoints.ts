import { answering, del, get, post } from '../kit/endpoint.js';
import type { ProjectCodeAnswer, TransportEquipmentOption, TransportProjectRow, TransportRecord } from './answers.js';
import { createTransportBody, editTransportBody, projectEquipmentBody } from './bodies.js';

/**
 * Transport's calls (spec 001 §7 "Transport"), each declared once for the
 * server's routes and the PWA's commands. GET mounting-equipments (the
 * checklist's equipment) is the admin equipment list's alias
 * (domain/admin/endpoints.ts ADMIN_LISTS.equipment.alias), declared there.
 *
 * Where the spec shows no path or leaves the parameter open:
 * - `transport/{id}/transport`: {id} is a transport; its record (§3).
 * - `transport/{id}/code`: {id} is a project; the code of its latest transport,
 *   so the form can load that code (§4 "an existing transport code is loaded").
 * - records by code: `GET transport?code=…` (also `?projectId=…`).
 * - the project fetch by status and dates: `GET transport/projects?status&start&end&withoutTransport`.
 */
export const TRANSPORT_ENDPOINTS = {
  list: answering<{ data: TransportRecord[] }>()(get('transport')),
  /** One transport per project i, all under one code: a new one from the company's counter, or code[i] when an existing code was loaded. */
  create: post('transport', createTransportBody),
  update: post('transport/{id}', editTransportBody),
  remove: del('transport/{id}'),
  /** A read sent as POST (form data projectId[]): the equipment recorded on those projects' transports. */
  projectEquipment: answering<{ data: TransportEquipmentOption[] }>()(post('transport/equipments', projectEquipmentBody)),
  /** Every transport with its place and state: the map (spec 001 §2 /dashboard/transport/records/map). */
  all: answering<{ data: TransportRecord[] }>()(get('transport/transports-all')),
  notInstalled: answering<{ data: TransportRecord[] }>()(get('transport/not-installation')),
  one: answering<{ data: TransportRecord }>()(get('transport/{id}/transport')),
  projectCode: answering<ProjectCodeAnswer>()(get('transport/{id}/code')),
  /** Warehouse records with no transport yet: the form's project choices. */
  warehouseRecords: answering<{ data: TransportProjectRow[] }>()(get('transport/warehouse-records')),
  projects: answering<{ data: TransportProjectRow[] }>()(get('transport/projects')),
} as const;
