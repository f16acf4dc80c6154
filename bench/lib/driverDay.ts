import { randomUUID } from 'node:crypto';
import type { RecordListRow, WarehouseRecordRead, PermissionUsersAnswer } from '../../domain/warehouse/reads.js';
import { pdfOfSize } from '../../tests/fixtures/files.js';

/** The day: 20 stops, an invoice of about 500 KB each. */
export const DAY_STOPS = 20;
export const INVOICE_BYTES = 500 * 1024;

interface Api {
  base: string;
  token: string;
}

async function read<T>(api: Api, path: string): Promise<T> {
  const res = await fetch(`${api.base}/${path}`, { headers: { authorization: `Bearer ${api.token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Gives the demo driver a day of `stops` warehouse records not yet
 * transported, each with one invoice PDF of `bytes`, through the API as the
 * office would (POST warehouse-records/{id}, multipart `invoice[]`). Answers
 * the invoices' file ids.
 */
export async function planDriverDay(api: Api, stops = DAY_STOPS, bytes = INVOICE_BYTES): Promise<string[]> {
  const drivers = await read<PermissionUsersAnswer>(api, 'users/permission-users?module=transport');
  const driver = drivers.data.find((u) => u.username === 'driver');
  if (!driver) throw new Error('the demo driver is missing');
  const waiting = (await read<{ data: RecordListRow[] }>(api, 'warehouse-records-clients')).data.filter((r) => !r.transported);
  if (waiting.length < stops) throw new Error(`only ${waiting.length} records wait for transport`);
  const fileIds: string[] = [];
  for (const [n, stop] of waiting.slice(0, stops).entries()) {
    const record = (await read<{ data: WarehouseRecordRead }>(api, `warehouse-records/${stop.id}`)).data;
    const form = new FormData();
    form.append('withoutTransport', '0');
    form.append('withoutInstallation', String(record.withoutInstallation));
    for (const id of new Set([...record.transportUser.map((u) => u.id), driver.id])) form.append('transportUsers[]', id);
    form.append('invoice[]', new Blob([new Uint8Array(pdfOfSize(bytes))], { type: 'application/pdf' }), `fatura-${n + 1}.pdf`);
    const res = await fetch(`${api.base}/warehouse-records/${stop.id}`, { method: 'POST', headers: { authorization: `Bearer ${api.token}`, 'idempotency-key': randomUUID() }, body: form });
    if (!res.ok) throw new Error(`POST warehouse-records/${stop.id}: ${res.status} ${await res.text()}`);
    const stored = (await read<{ data: WarehouseRecordRead }>(api, `warehouse-records/${stop.id}`)).data;
    fileIds.push(stored.invoiceWithUrl.at(-1)!.id);
  }
  return fileIds;
}
