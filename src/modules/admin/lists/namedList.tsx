import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { nameTaken } from '../../../../domain/admin/names.js';
import { MSG } from '../../../../domain/messages.js';
import { parseWith } from '../../../../domain/validation.js';
import type { Row } from '../../../local';
import { TextField } from '../../../ui';
import { completeAsFilled, type FormRow, type RowCalls } from '../../../app/writes/rowCommands';
import type { AdminListDef, FieldsProps } from './adminListDef';
import type { AdminEntity } from '../../../../domain/admin/module.js';
import { DepartmentSelect } from './DepartmentSelect';
import { LookupName } from './LookupName';
import { textOf } from '../../../../domain/kit/rows.js';

export interface NamedDraft {
  text: string;
  /** Only lists with a department (processes); '' for none. */
  departmentId: string;
}

interface NamedListOptions {
  entity: AdminEntity;
  /** The list's calls; the form validates with the schema the server parses them with. */
  calls: RowCalls & { create: { body: v.GenericSchema } };
  /** The body key the spec's form sends (name, supplier, colorPalette, question, conditions). */
  field: string;
  /** The stored column the schema yields and the feed sends. */
  column: string;
  label: MessageDescriptor;
  selectedInfo: MessageDescriptor;
  /** The refusal of a second row with the same text, as the server words it, when the list has one. */
  duplicate?: string;
  messages?: Partial<AdminListDef<NamedDraft>['messages']>;
  maxLength?: number;
  withDepartment?: boolean;
  keepOrder?: boolean;
}

/**
 * A list whose row is one text (and, for processes, a department) — the
 * "simple list page" of spec 001 §2: name field, create/edit, clear, table.
 */
export function namedList(o: NamedListOptions): AdminListDef<NamedDraft> {
  const shownText = (row: Row) => textOf(row, o.column);

  function Fields({ draft, onChange, errors }: FieldsProps<NamedDraft>) {
    const { i18n } = useLingui();
    const common = {
      label: i18n._(o.label),
      value: draft.text,
      onChange: (text: string) => onChange({ ...draft, text }),
      error: errors[o.field],
      required: true,
      maxLength: o.maxLength ?? 255,
    };
    return (
      <>
        <TextField {...common} autoComplete="off" />
        {o.withDepartment && (
          <DepartmentSelect value={draft.departmentId} onChange={(departmentId) => onChange({ ...draft, departmentId })} error={errors.departmentId} />
        )}
      </>
    );
  }

  return {
    entity: o.entity,
    calls: o.calls,
    completeNewRow: completeAsFilled,
    selectedInfo: o.selectedInfo,
    messages: { saved: MSG.saved, edited: MSG.edited, deleted: MSG.deleted, ...o.messages },
    emptyDraft: () => ({ text: '', departmentId: '' }),
    draftOf: (row) => ({ text: shownText(row), departmentId: typeof row.departmentId === 'string' ? row.departmentId : '' }),
    validate(draft, rows, { ownId }) {
      const body: Record<string, unknown> = { [o.field]: draft.text };
      if (o.withDepartment) body.departmentId = draft.departmentId || null;
      // Errors are keyed by the body's field names, as the server's 422 is: a refusal reopened from the outbox lands on the same input.
      const parsed = parseWith(o.calls.create.body, body);
      if (!parsed.ok) return { ok: false, errors: parsed.errors };
      const row = parsed.value as FormRow<AdminEntity>;
      const value = textOf(row, o.column);
      if (o.duplicate && nameTaken(rows, shownText, value, ownId)) {
        return { ok: false, errors: { [o.field]: o.duplicate } };
      }
      return { ok: true, value: { body: { ...body, [o.field]: value }, row } };
    },
    nameOf: shownText,
    keepOrder: o.keepOrder === true,
    columns: (i18n) => [
      { id: 'text', header: i18n._(o.label), value: shownText },
      ...(o.withDepartment
        ? [
            {
              id: 'department',
              header: i18n._(msg`Reparti`),
              value: (row: Row) => (typeof row.departmentId === 'string' ? row.departmentId : null),
              cell: (row: Row) => <LookupName entity="departments" id={row.departmentId} />,
              sortable: false,
              exportable: false,
              hideOnMobile: true,
            },
          ]
        : []),
    ],
    Fields,
  };
}
