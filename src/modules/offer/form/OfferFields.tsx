import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { ClientRow } from '../../../../domain/contact/rows.js';
import { clientName } from '../../../../domain/production/planningSources.js';
import { useLocalDb, type ZanatiDb } from '../../../local';
import { DateInput, Select, TextArea, TextField } from '../../../ui';
import { OFFER_STATUS_NAMES, OFFER_STATUS_ORDER } from '../../../app/statusNames/offerStatusNames';
import type { OfferDraft } from './offerDraft';

export interface OfferFieldsProps {
  draft: OfferDraft;
  /** A saved offer keeps its client (its rows are the client's). */
  clientFixed: boolean;
  readOnly: boolean;
  errors: Readonly<Record<string, string>>;
  set: (patch: Partial<OfferDraft>, at?: 'now' | 'soon') => void;
  /** The admin's offer fields, in the form's order. */
  offerFields: readonly { id: string; name: string }[];
}

/** Every client as the picker lists them, by name; archived clients are out of the lists. */
async function clientChoices(db: ZanatiDb): Promise<ClientRow[]> {
  const clients = await db.clients.toArray();
  return clients.filter((c) => !c.archivedAt).sort((a, b) => clientName(a).localeCompare(clientName(b)));
}

/**
 * The offer's own fields (spec 000 §2 "client name picker, offer status
 * select, dynamic offer fields, an addition text"; §3 "Offer"): client and
 * project, status, address, fiscal number, payment deadline, account
 * number, the admin's offer fields, addition and comment. A client chosen
 * fills in what the contact already says (address, fiscal number, account)
 * where the offer has nothing yet.
 */
export function OfferFields({ draft, clientFixed, readOnly, errors, set, offerFields }: OfferFieldsProps) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const clients = useLiveQuery(() => clientChoices(db), [db]);
  const projects = useLiveQuery(async () => (draft.clientId ? db.projects.where('clientId').equals(draft.clientId).sortBy('projectName') : []), [db, draft.clientId]);
  const clientOptions = useMemo(() => (clients ?? []).map((c) => ({ value: c.id, label: clientName(c) })), [clients]);
  const projectOptions = useMemo(() => (projects ?? []).map((p) => ({ value: p.id, label: p.projectName })), [projects]);
  const error = (field: string) => errors[field] ?? null;

  const chooseClient = (id: string | null) => {
    const client = clients?.find((c) => c.id === id);
    set({
      clientId: id,
      projectId: null,
      address: draft.address || (client?.address ?? ''),
      fiscalNumber: draft.fiscalNumber || (client?.fiscalNumber ?? ''),
      accountNumber: draft.accountNumber || (client?.bankAccountNumber ?? ''),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <div data-field="clientId">
          <Select label={t`Klienti`} options={clientOptions} value={draft.clientId} onChange={chooseClient} required disabled={readOnly || clientFixed} error={error('clientId')} />
        </div>
        <Select label={t`Projekti`} options={projectOptions} value={draft.projectId} onChange={(projectId) => set({ projectId })} disabled={readOnly || !draft.clientId} error={error('projectId')} />
        <Select
          label={t`Statusi i ofertes`}
          options={OFFER_STATUS_ORDER.map((id) => ({ value: String(id), label: i18n._(OFFER_STATUS_NAMES[id]) }))}
          value={String(draft.offerStatusId)}
          onChange={(value) => value !== null && set({ offerStatusId: Number(value) })}
          searchable={false}
          disabled={readOnly}
          error={error('offerStatusId')}
        />
        <TextField label={t`Adresa`} value={draft.address} onChange={(address) => set({ address }, 'soon')} readOnly={readOnly} error={error('address')} />
        <TextField label={t`Numri fiskal`} value={draft.fiscalNumber} onChange={(fiscalNumber) => set({ fiscalNumber }, 'soon')} readOnly={readOnly} error={error('fiscalNumber')} />
        <DateInput label={t`Afati i pageses`} value={draft.paymentDeadline} onChange={(paymentDeadline) => set({ paymentDeadline })} disabled={readOnly} error={error('paymentDeadline')} />
        <TextField label={t`Numri i llogarise`} value={draft.accountNumber} onChange={(accountNumber) => set({ accountNumber }, 'soon')} readOnly={readOnly} error={error('accountNumber')} />
        {offerFields.map((f) => (
          <TextField
            key={f.id}
            label={f.name}
            value={draft.fields[f.id] ?? ''}
            onChange={(value) => set({ fields: { ...draft.fields, [f.id]: value } }, 'soon')}
            readOnly={readOnly}
            error={error('dynamicFieldValues')}
          />
        ))}
      </div>
      <TextArea label={t`Shtesa`} value={draft.addition} onChange={(addition) => set({ addition }, 'soon')} readOnly={readOnly} error={error('addition')} className="max-w-full" />
      <TextArea label={t`Komenti`} value={draft.comment} onChange={(comment) => set({ comment }, 'soon')} readOnly={readOnly} error={error('comment')} className="max-w-full" />
    </div>
  );
}
