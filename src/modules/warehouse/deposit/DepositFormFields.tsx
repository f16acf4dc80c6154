import { Trans, useLingui } from '@lingui/react/macro';
import type { UserOption } from '../../../../domain/warehouse/assignees.js';
import type { WarehouseProjectProduct } from '../../../../domain/warehouse/reads.js';
import { Checkbox, FileInput, Select, TextArea, TextField } from '../../../ui';
import type { DepositDraft } from '../depositDraft';

const optionsOf = (users: readonly UserOption[]) => users.map((u) => ({ value: u.id, label: `${u.firstname} ${u.lastname}`.trim() || u.username }));

export interface DepositFormFieldsProps {
  draft: DepositDraft;
  onChange: (draft: DepositDraft) => void;
  products: readonly WarehouseProjectProduct[];
  options: { transport: UserOption[]; installation: UserOption[] };
  invoice: File | null;
  onInvoice: (file: File | null) => void;
  /** Translated, by field ('quantity.<productId>', 'quantity', 'label', …). */
  errors: Readonly<Record<string, string>>;
  creating: boolean;
}

/**
 * The deposit form's fields (spec 001 §2): label, a quantity per product
 * (what is left of it; not completed ones say so), comment, transport and
 * installation users unless the record goes without, and the invoice.
 * Installation users are chosen when the record is made (spec 001 §5).
 */
export function DepositFormFields({ draft, onChange, products, options, invoice, onInvoice, errors, creating }: DepositFormFieldsProps) {
  const { t } = useLingui();
  const set = (change: Partial<DepositDraft>) => onChange({ ...draft, ...change });
  return (
    <>
      <TextField label={t`Emertimi`} value={draft.label} onChange={(label) => set({ label })} error={errors.label ?? null} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">
          <Trans>Sasite e produkteve</Trans>
        </legend>
        {errors.quantity && (
          <p role="alert" className="font-medium text-red-700">
            {errors.quantity}
          </p>
        )}
        {products.length === 0 && (
          <p className="text-slate-700">
            <Trans>Nuk ka te dhena !</Trans>
          </p>
        )}
        {products.map((p) => {
          const name = `${p.designation.name}${p.type ? ` (${p.type})` : ''}`;
          return (
            <div key={p.id} className="grid gap-1 sm:grid-cols-[1fr_12rem] sm:items-end" data-product={p.id}>
              <TextField
                label={name}
                hint={p.valid ? t`Mbetur: ${p.quantityLeft} ${p.designation.unit.name}` : t`Ende ne prodhim`}
                value={draft.quantities[p.id] ?? ''}
                onChange={(q) => set({ quantities: { ...draft.quantities, [p.id]: q } })}
                inputMode="decimal"
                error={errors[`quantity.${p.id}`] ?? null}
              />
            </div>
          );
        })}
      </fieldset>
      <TextArea label={t`Komenti`} value={draft.comment} onChange={(comment) => set({ comment })} rows={3} maxLength={1000} error={errors.comment ?? null} />
      <Checkbox label={t`Pa transport`} checked={draft.withoutTransport} onChange={(withoutTransport) => set({ withoutTransport })} />
      {!draft.withoutTransport && (
        <Select multiple label={t`Transportuesit`} options={optionsOf(options.transport)} value={draft.transportUsers} onChange={(transportUsers) => set({ transportUsers })} error={errors.transportUsers ?? null} />
      )}
      <Checkbox label={t`Pa instalim`} checked={draft.withoutInstallation} onChange={(withoutInstallation) => set({ withoutInstallation })} />
      {creating && !draft.withoutInstallation && (
        <Select multiple label={t`Instaluesit`} options={optionsOf(options.installation)} value={draft.installationUsers} onChange={(installationUsers) => set({ installationUsers })} error={errors.installationUsers ?? null} />
      )}
      <FileInput label={t`Fatura`} accept="pdfOrImage" value={invoice} onChange={onInvoice} />
    </>
  );
}
