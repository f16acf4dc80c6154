import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Button, DateInput, Money, Select, TextField, type SelectOption } from '../../../ui';
import { PRODUCTION_FLAG_NAMES } from '../../../app/statusNames/offerStatusNames';
import { amountsOf, lineActions, type LineAction, type LineDraft } from './offerLines';

export interface OfferLineRowProps {
  line: LineDraft;
  index: number;
  unsaved: boolean;
  readOnly: boolean;
  articles: readonly SelectOption[];
  units: readonly SelectOption[];
  /** Refusals of this row's fields, by field. */
  errors: Readonly<Record<string, string>>;
  onChange: (id: string, patch: Partial<LineDraft>) => void;
  onArticle: (id: string, articleId: string | null) => void;
  onAction: (id: string, action: LineAction) => void;
  /** The offer is saved: its rows are saved one by one. */
  savedOffer: boolean;
  /** The row is saved (the server has it). */
  savedRow: boolean;
}

const figure = 'min-w-0';

/**
 * One product row (spec 000 §3 "Offer product row"): code, article, quantity
 * with its unit, price, discount %, tax %, the price with tax and the total
 * as they will be stored (read-only), start and end, production or
 * purchase, and the row's actions. Memoised: a keystroke in one row of 200
 * redraws that row only (its props are the same objects otherwise).
 */
export const OfferLineRow = memo(function OfferLineRow({ line, index, unsaved, readOnly, articles, units, errors, onChange, onArticle, onAction, savedOffer, savedRow }: OfferLineRowProps) {
  const { t, i18n } = useLingui();
  const { taxPrice, totalPrice } = amountsOf(line);
  const set = (patch: Partial<LineDraft>) => onChange(line.id, patch);
  const error = (field: string) => errors[field] ?? null;
  const canceled = line.canceled === 1;
  const locked = readOnly || canceled;
  const number = index + 1;
  const actions = lineActions({ readOnly, savedOffer, savedRow, unsaved, canceled });
  const labels: Record<LineAction, string> = { save: t`Ruaj produktin`, discard: savedRow ? t`Hiq ndryshimet` : t`Hiq rreshtin`, cancel: t`Anulo produktin`, remove: t`Fshi produktin` };
  return (
    <fieldset data-offer-line={line.id} data-unsaved={unsaved || undefined} className={`rounded-md border p-3 [contain-intrinsic-size:auto_16rem] [content-visibility:auto] ${canceled ? 'border-slate-300 bg-slate-100' : unsaved ? 'border-amber-400 bg-amber-50' : 'border-slate-300 bg-white'}`}>
      <legend className="px-1 font-semibold">{t`Produkti ${number}`}</legend>
      {(canceled || (unsaved && !readOnly)) && (
        <p className="mb-2 text-sm font-medium">
          {canceled ? <span className="text-slate-700">{t`E anuluar`}</span> : <span className="text-amber-800">{t`Pa ruajtur`}</span>}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        <div className="col-span-2">
          <Select label={t`Artikulli`} options={articles} value={line.articleId} onChange={(id) => onArticle(line.id, id)} disabled={locked} required error={error('designation')} />
        </div>
        <TextField label={t`Kodi`} value={line.type} onChange={(type) => set({ type })} readOnly={locked} error={error('type')} className={figure} />
        <TextField label={t`Sasia`} value={line.quantity} onChange={(quantity) => set({ quantity })} inputMode="decimal" readOnly={locked} required error={error('quantity')} className={figure} />
        <Select label={t`Njesia`} options={units} value={line.unitId} onChange={(unitId) => set({ unitId })} disabled={locked} searchable={false} error={error('unitId')} />
        <TextField label={t`Cmimi`} value={line.price} onChange={(price) => set({ price })} inputMode="decimal" suffix="€" readOnly={locked} error={error('price')} className={figure} />
        <TextField label={t`Zbritja %`} value={line.discount} onChange={(discount) => set({ discount })} inputMode="decimal" suffix="%" readOnly={locked} error={error('discount')} className={figure} />
        <TextField label={t`Tatimi %`} value={line.tax} onChange={(tax) => set({ tax })} inputMode="decimal" suffix="%" readOnly={locked} error={error('tax')} className={figure} />
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t`Cmimi me tatim`}</span>
          <output data-line-tax-price className="flex min-h-11 items-center">
            <Money value={taxPrice} />
          </output>
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t`Totali`}</span>
          <output data-line-total className="flex min-h-11 items-center font-semibold">
            <Money value={totalPrice} />
          </output>
        </div>
        <DateInput label={t`Fillimi`} value={line.start} onChange={(start) => set({ start })} disabled={locked} error={error('start')} />
        <DateInput label={t`Mbarimi`} value={line.end} onChange={(end) => set({ end })} disabled={locked} error={error('end')} />
        <Select
          label={t`Prodhim / Blerje`}
          options={[
            { value: '1', label: i18n._(PRODUCTION_FLAG_NAMES[1]) },
            { value: '0', label: i18n._(PRODUCTION_FLAG_NAMES[0]) },
          ]}
          value={String(line.forProduction)}
          onChange={(value) => set({ forProduction: value === '0' ? 0 : 1 })}
          // Always one of the two: no clear button, which on a narrow cell covered the field a tap opens.
          required
          searchable={false}
          disabled={locked}
        />
      </div>
      {error('_') && (
        <p role="alert" className="mt-2 font-medium text-red-900">
          {error('_')}
        </p>
      )}
      {actions.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button key={action} variant={action === 'save' ? 'primary' : action === 'remove' || action === 'cancel' ? 'danger' : 'secondary'} onClick={() => onAction(line.id, action)}>
              {labels[action]}
            </Button>
          ))}
        </div>
      )}
    </fieldset>
  );
});
