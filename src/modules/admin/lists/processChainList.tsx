import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { nameTaken } from '../../../../domain/admin/names.js';
import { MSG } from '../../../../domain/messages.js';
import { parseWith } from '../../../../domain/validation.js';
import type { Row } from '../../../local';
import { TextField } from '../../../ui';
import type { AdminListDef, FieldsProps } from './adminListDef';
import { completeAsFilled, type RowCalls } from '../../../app/writes/rowCommands';
import type { AdminEntity } from '../../../../domain/admin/module.js';
import { ProcessChainNames } from './ProcessChainNames';
import { ProcessPicker } from './ProcessPicker';
import { textOf } from '../../../../domain/kit/rows.js';

export interface ChainDraft {
  text: string;
  /** Process ids in the order chosen: the order the product goes through them. */
  responsibilities: string[];
}

interface ChainListOptions {
  entity: AdminEntity;
  /** The list's calls; the form validates with the schema the server parses them with. */
  calls: RowCalls & { create: { body: v.GenericSchema } };
  /** The body key of the name (material for materials, name for article types). */
  field: string;
  label: MessageDescriptor;
  selectedInfo: MessageDescriptor;
  /** The refusal of a second row with this text, as the server words it. */
  duplicate: string;
}

const processIdsOf = (row: Row): string[] => (Array.isArray(row.responsibilities) ? row.responsibilities.filter((id): id is string => typeof id === 'string') : []);

/** A name with an ordered chain of production processes: materials (spec 001 §5) and article types. */
export function processChainList(o: ChainListOptions): AdminListDef<ChainDraft> {
  const nameOf = (row: Row) => textOf(row, 'name');

  function Fields({ draft, onChange, errors }: FieldsProps<ChainDraft>) {
    const { i18n } = useLingui();
    return (
      <>
        <TextField
          label={i18n._(o.label)}
          value={draft.text}
          onChange={(text) => onChange({ ...draft, text })}
          error={errors[o.field]}
          required
          autoComplete="off"
        />
        <ProcessPicker value={draft.responsibilities} onChange={(responsibilities) => onChange({ ...draft, responsibilities })} error={errors.responsibilities} />
      </>
    );
  }

  return {
    entity: o.entity,
    calls: o.calls,
    completeNewRow: completeAsFilled,
    selectedInfo: o.selectedInfo,
    messages: { saved: MSG.saved, edited: MSG.edited, deleted: MSG.deleted },
    emptyDraft: () => ({ text: '', responsibilities: [] }),
    draftOf: (row) => ({ text: nameOf(row), responsibilities: processIdsOf(row) }),
    validate(draft, rows, { ownId }) {
      const body = { [o.field]: draft.text, responsibilities: draft.responsibilities };
      // Keyed by the body's field names, as the server's 422 is.
      const parsed = parseWith(o.calls.create.body, body);
      if (!parsed.ok) return { ok: false, errors: parsed.errors };
      const row = parsed.value as { name: string; responsibilities: string[] };
      if (nameTaken(rows, nameOf, row.name, ownId)) return { ok: false, errors: { [o.field]: o.duplicate } };
      return { ok: true, value: { body: { [o.field]: row.name, responsibilities: row.responsibilities }, row } };
    },
    nameOf,
    columns: (i18n) => [
      { id: 'name', header: i18n._(o.label), value: nameOf },
      {
        id: 'processes',
        header: i18n._(msg`Proceset`),
        value: (row) => processIdsOf(row).length,
        cell: (row) => <ProcessChainNames ids={processIdsOf(row)} />,
        sortable: false,
        hideOnMobile: true,
      },
    ],
    Fields,
  };
}
