import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { DISCOUNT_TYPE, type DiscountType } from '../../../../domain/offer/pricing.js';
import { useLocalDb } from '../../../local';
import { Button, Money, Select, TextField } from '../../../ui';
import { OfferLineRow } from './OfferLineRow';
import { articlePatch, formTotals, type LineAction, type LineDraft, type ShownLine } from './offerLines';

export interface OfferLinesEditorProps {
  lines: readonly ShownLine[];
  savedOffer: boolean;
  readOnly: boolean;
  /** The form's refusals; a row's fields as `line.<id>.<field>`. */
  errors: Readonly<Record<string, string>>;
  discountType: DiscountType;
  discountValue: string;
  onDiscount: (patch: { discountType?: DiscountType; discountValue?: string }) => void;
  onLineChange: (id: string, patch: Partial<LineDraft>) => void;
  onLineAction: (id: string, action: LineAction) => void;
  onAdd: () => void;
  /** fullPrivileges: the 'add article' shortcut to the admin's articles (spec 000 §6). */
  canAddArticle: boolean;
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

/** The refusals of each row, by row id, from the form's `line.<id>.<field>` keys. */
function errorsByLine(errors: Readonly<Record<string, string>>): Map<string, Record<string, string>> {
  const byLine = new Map<string, Record<string, string>>();
  for (const [key, message] of Object.entries(errors)) {
    const match = /^line\.([^.]+)\.(.+)$/.exec(key);
    if (!match) continue;
    const [, id, field] = match as unknown as [string, string, string];
    byLine.set(id, { ...byLine.get(id), [field]: message });
  }
  return byLine;
}

/**
 * The offer's product rows (spec 000 §2 "a create-offer modal with product
 * rows, discount and total"), inline so a tablet sees them beside the
 * offer: the rows, a new row, the offer's discount (0 fixed, 1 percent) and
 * its totals, computed as the user types with the server's own arithmetic
 * (pricing.ts) — the saved amounts for rows as saved.
 */
export function OfferLinesEditor(props: OfferLinesEditorProps) {
  const { lines, savedOffer, readOnly, errors, discountType, discountValue, onDiscount, onLineChange, onLineAction, onAdd, canAddArticle } = props;
  const { t } = useLingui();
  const db = useLocalDb();
  const articleRows = useLiveQuery(() => db.articles.orderBy('name').toArray(), [db]);
  const unitRows = useLiveQuery(() => db.units.orderBy('name').toArray(), [db]);
  const articles = useMemo(() => (articleRows ?? []).map((a) => ({ value: a.id, label: a.code ? `${a.code} — ${a.name}` : a.name })), [articleRows]);
  const units = useMemo(() => (unitRows ?? []).map((u) => ({ value: u.id, label: u.name })), [unitRows]);
  const byId = useMemo(() => new Map((articleRows ?? []).map((a) => [a.id, a])), [articleRows]);
  const onArticle = useCallback((id: string, articleId: string | null) => onLineChange(id, articlePatch(articleId === null ? null : (byId.get(articleId) ?? null), articleId)), [byId, onLineChange]);
  const lineErrors = useMemo(() => errorsByLine(errors), [errors]);
  const totals = useMemo(() => formTotals(lines, discountType, discountValue), [lines, discountType, discountValue]);
  const productsError = errors.products ?? null;

  return (
    <section aria-labelledby="offer-lines" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="offer-lines" className="text-lg font-semibold">
          {t`Produktet`}
        </h2>
        {canAddArticle && !readOnly && (
          <Link to="/admin/$list" params={{ list: 'articles' }} className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-brand-700 underline hover:bg-brand-50">
            {t`Shto artikull`}
          </Link>
        )}
      </div>
      {lines.length === 0 && <p className="text-slate-700">{t`Oferta nuk ka ende produkte.`}</p>}
      {lines.map((l, i) => (
        <OfferLineRow
          key={l.line.id}
          line={l.line}
          index={i}
          unsaved={l.unsaved}
          readOnly={readOnly}
          articles={articles}
          units={units}
          errors={lineErrors.get(l.line.id) ?? NO_ERRORS}
          onChange={onLineChange}
          onArticle={onArticle}
          onAction={onLineAction}
          savedOffer={savedOffer}
          savedRow={l.stored !== null}
        />
      ))}
      {productsError && (
        <p role="alert" className="font-medium text-red-900">
          {productsError}
        </p>
      )}
      {!readOnly && (
        <div>
          <Button variant="secondary" onClick={onAdd}>
            {t`Shto produkt`}
          </Button>
        </div>
      )}
      <div className="grid gap-3 rounded-md border border-slate-300 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label={t`Lloji i zbritjes`}
          options={[
            { value: String(DISCOUNT_TYPE.fixed), label: t`Vlere fikse` },
            { value: String(DISCOUNT_TYPE.percentage), label: t`Perqindje` },
          ]}
          value={String(discountType)}
          onChange={(value) => onDiscount({ discountType: value === String(DISCOUNT_TYPE.percentage) ? DISCOUNT_TYPE.percentage : DISCOUNT_TYPE.fixed })}
          searchable={false}
          disabled={readOnly}
        />
        <TextField
          label={t`Zbritja`}
          value={discountValue}
          onChange={(value) => onDiscount({ discountValue: value })}
          inputMode="decimal"
          suffix={discountType === DISCOUNT_TYPE.percentage ? '%' : '€'}
          readOnly={readOnly}
          error={errors.discountValue ?? null}
        />
        <dl className="contents">
          <div className="flex flex-col gap-1">
            <dt className="text-sm font-medium">{t`Totali`}</dt>
            <dd data-offer-total className="flex min-h-11 items-center text-lg">
              <Money value={totals.total} />
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-sm font-medium">{t`Totali me zbritje`}</dt>
            <dd data-offer-discount-total className="flex min-h-11 items-center text-lg font-semibold">
              <Money value={totals.discountTotal} />
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
