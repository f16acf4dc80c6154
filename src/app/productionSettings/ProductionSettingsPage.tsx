import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { parseWith, type FieldErrors } from '../../../domain/validation.js';
import type { RowOf } from '../../../domain/entities.js';
import { useLocalDb } from '../../local';
import { PRODUCTION_SETTINGS_SAVE } from '../../../domain/admin/endpoints.js';
import { productionSettingsCommand } from './productionSettingsCommand';
import { Button, Checkbox, LoadingState, PageHeader, Select, TextField } from '../../ui';
import { blueprintDeleteDepartmentsOf } from '../../../domain/production/blueprintDelete.js';
import { translateFieldErrors, translateServerMessage } from '../serverMessages';
import { useRefusedEntry } from '../writes/outboxDraft';
import { StorageRefusal } from '../writes/StorageRefusal';
import { useOutboxSave } from '../writes/useOutboxSave';
import { RefusalNotice } from '../writes/RefusalNotice';
import { useAnnounceQueuedSave } from '../writes/useAnnounceQueuedSave';

interface SettingsDraft {
  showProductionDropdownDetails: boolean;
  /** As typed; the domain schema reads it as a whole number. */
  dailyCapacity: string;
  blueprintDeleteDepartments: string[];
}

const draftOf = (row: RowOf<'productionSettings'> | undefined): SettingsDraft => ({
  showProductionDropdownDetails: row?.showProductionDropdownDetails === 1,
  dailyCapacity: String(typeof row?.dailyCapacity === 'number' ? row.dailyCapacity : 0),
  blueprintDeleteDepartments: blueprintDeleteDepartmentsOf(row),
});

function isSettingsDraft(value: unknown): value is SettingsDraft {
  const d = value as Partial<SettingsDraft> | null;
  return typeof d === 'object' && d !== null && typeof d.showProductionDropdownDetails === 'boolean' && typeof d.dailyCapacity === 'string' && Array.isArray(d.blueprintDeleteDepartments);
}

/** The form's heading: the page's h1 in the admin panel, a section's h2 on the settings screen. */
function Heading({ embedded }: { embedded: boolean }) {
  const title = <Trans>Parametrat e prodhimit</Trans>;
  return embedded ? <h2 className="mb-2 text-xl font-semibold text-slate-900">{title}</h2> : <PageHeader title={title} />;
}

/**
 * Production settings (spec 001 §3): one row per company — the status board's
 * dropdown details, the daily capacity and who may delete blueprints. The
 * admin panel's page, and a section of the settings screen (`embedded`,
 * issue 16): one form, one endpoint. A refused save reopens in the admin panel.
 */
export function ProductionSettingsPage({ outboxEntryId, embedded = false }: { outboxEntryId?: string; embedded?: boolean }) {
  const db = useLocalDb();
  // One row per company; undefined while loading, null when never saved.
  const current = useLiveQuery(async () => (await db.productionSettings.toArray())[0] ?? null, [db]);
  const refused = useRefusedEntry(outboxEntryId);
  if (current === undefined || (outboxEntryId && refused === undefined)) {
    return (
      <>
        <Heading embedded={embedded} />
        <LoadingState />
      </>
    );
  }
  const typed = refused?.form?.data.draft;
  return (
    <SettingsForm
      // Opening a refused entry starts the form again from what was typed then; a sync never resets typing.
      key={refused?.id ?? 'settings'}
      current={current}
      initial={isSettingsDraft(typed) ? typed : draftOf(current ?? undefined)}
      correcting={refused ?? null}
      embedded={embedded}
    />
  );
}

interface SettingsFormProps {
  current: RowOf<'productionSettings'> | null;
  initial: SettingsDraft;
  correcting: { id: string; error: { message: string; errors?: Record<string, string> } | null } | null;
  embedded: boolean;
}

function SettingsForm({ current, initial, correcting, embedded }: SettingsFormProps) {
  const { i18n, t } = useLingui();
  const db = useLocalDb();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>(() => translateFieldErrors(i18n, correcting?.error?.errors ?? {}));
  const outboxSave = useOutboxSave(correcting?.id);
  const busy = outboxSave.busy;
  const departments = useLiveQuery(() => db.departments.orderBy('name').toArray(), [db]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const input = {
      showProductionDropdownDetails: draft.showProductionDropdownDetails ? 1 : 0,
      dailyCapacity: draft.dailyCapacity,
      blueprintDeleteDepartments: draft.blueprintDeleteDepartments,
    };
    const parsed = parseWith(PRODUCTION_SETTINGS_SAVE.body, input);
    if (!parsed.ok) {
      setErrors(translateFieldErrors(i18n, parsed.errors));
      return;
    }
    setErrors({});
    // The call carries the checked values, the departments as the list the API takes; the device's row holds them as stored.
    const call = { ...parsed.value, blueprintDeleteDepartments: input.blueprintDeleteDepartments };
    const command = productionSettingsCommand(current, current?.id ?? newId(), { input: call, stored: parsed.value }, draft);
    if (!(await outboxSave.save(() => command))) return;
    announceQueuedSave(translateServerMessage(i18n, MSG.saved));
    // The corrected entry is back in the queue under a new key: the address no longer names it.
    if (correcting) void navigate({ to: '/admin/$list', params: { list: 'production-settings' }, search: {}, replace: true });
  }

  return (
    <>
      <Heading embedded={embedded} />
      {correcting?.error && <RefusalNotice message={translateServerMessage(i18n, correcting.error.message)} />}
      {outboxSave.storageFailure && <StorageRefusal name={outboxSave.storageFailure} />}
      <form onSubmit={(event) => void save(event)} noValidate className="flex max-w-xl flex-col gap-4 rounded-lg bg-white p-4 shadow-sm">
        <Checkbox
          label={<Trans>Shfaq detajet ne listen renese te prodhimit</Trans>}
          checked={draft.showProductionDropdownDetails}
          onChange={(showProductionDropdownDetails) => setDraft({ ...draft, showProductionDropdownDetails })}
          error={errors.showProductionDropdownDetails}
        />
        <TextField
          label={t`Kapaciteti ditor`}
          hint={<Trans>Sa produkte mund te kete nje repart te planifikuara ne nje dite; 0 pa kufi.</Trans>}
          inputMode="numeric"
          value={draft.dailyCapacity}
          onChange={(dailyCapacity) => setDraft({ ...draft, dailyCapacity })}
          error={errors.dailyCapacity}
          maxLength={6}
        />
        <Select
          multiple
          label={<Trans>Repartet qe mund te fshijne skica</Trans>}
          hint={<Trans>Perveç administratoreve, njerezit e ketyre reparteve mund te fshijne skicat.</Trans>}
          options={(departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
          value={draft.blueprintDeleteDepartments}
          onChange={(blueprintDeleteDepartments) => setDraft({ ...draft, blueprintDeleteDepartments })}
          error={errors.blueprintDeleteDepartments}
        />
        <Button type="submit" busy={busy} className="self-start">
          <Trans>Ruaj</Trans>
        </Button>
      </form>
    </>
  );
}
