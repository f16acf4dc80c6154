import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { nextArticleCode } from '../../../../domain/admin/articles.js';
import { nameTaken } from '../../../../domain/admin/names.js';
import { ADMIN_LISTS } from '../../../../domain/admin/endpoints.js';
import { ADMIN_MSG } from '../../../../domain/admin/messages.js';
import { completeAsFilled } from '../../../app/writes/rowCommands';
import { MSG } from '../../../../domain/messages.js';
import { parseWith } from '../../../../domain/validation.js';
import { useLocalDb, type Row } from '../../../local';
import { Button, Checkbox, Money, MoneyInput, Select, TextField } from '../../../ui';
import type { AdminListDef, FieldsProps } from './adminListDef';
import { LookupName } from './LookupName';
import { useLookupOptions } from './useLookupOptions';
import { textOf } from '../../../../domain/kit/rows.js';

export interface ArticleDraft {
  name: string;
  code: string;
  articleTypeId: string | null;
  unitId: string | null;
  materialId: string | null;
  supplierId: string | null;
  price: number | null;
  /** Spec 000 §9: production flag 1 production, 0 purchased. */
  forProduction: boolean;
}

const text = (row: Row, key: string) => (typeof row[key] === 'string' ? row[key] : null);
const priceOf = (row: Row) => (typeof row.price === 'number' ? row.price : null);

function ArticleFields({ draft, onChange, errors }: FieldsProps<ArticleDraft>) {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const codes = useLiveQuery(async () => (await db.articles.toArray()).map((row) => textOf(row, 'code')), [db]);
  const types = useLookupOptions('articleTypes');
  const units = useLookupOptions('units');
  const materials = useLookupOptions('materials');
  const suppliers = useLookupOptions('suppliers');
  const set = <K extends keyof ArticleDraft>(key: K) => (value: ArticleDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={i18n._(msg`Emri i artikullit`)} value={draft.name} onChange={set('name')} error={errors.name} required autoComplete="off" />
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField label={<Trans>Kodi i produktit</Trans>} value={draft.code} onChange={set('code')} error={errors.code} required maxLength={10} autoComplete="off" />
        </div>
        {/* GET admin/articles/code offers the next code; the same rule (domain) runs here on the local rows, also offline. */}
        <Button variant="secondary" disabled={!codes} onClick={() => codes && onChange({ ...draft, code: nextArticleCode(codes) })}>
          <Trans>Kodi i radhes</Trans>
        </Button>
      </div>
      <Select label={<Trans>Tipi</Trans>} options={types ?? []} value={draft.articleTypeId} onChange={set('articleTypeId')} error={errors.articleTypeId} />
      <Select label={<Trans>Njesia</Trans>} options={units ?? []} value={draft.unitId} onChange={set('unitId')} error={errors.unitId} />
      <Select label={<Trans>Materiali</Trans>} options={materials ?? []} value={draft.materialId} onChange={set('materialId')} error={errors.materialId} />
      <Select label={<Trans>Furnitori</Trans>} options={suppliers ?? []} value={draft.supplierId} onChange={set('supplierId')} error={errors.supplierId} />
      <MoneyInput label={<Trans>Cmimi</Trans>} value={draft.price} onChange={set('price')} error={errors.price} />
      <Checkbox label={<Trans>Prodhohet nga ne (jo i blere)</Trans>} checked={draft.forProduction} onChange={set('forProduction')} />
    </div>
  );
}

/** Articles (spec 001 §2 Admin): code unique per company, type, unit, material, supplier, price. */
export const articlesList: AdminListDef<ArticleDraft> = {
  entity: 'articles',
  calls: ADMIN_LISTS.articles,
  completeNewRow: completeAsFilled,
  selectedInfo: msg`Artikulli u selektua`,
  messages: { saved: MSG.saved, edited: MSG.edited, deleted: MSG.deleted },
  emptyDraft: () => ({ name: '', code: '', articleTypeId: null, unitId: null, materialId: null, supplierId: null, price: null, forProduction: true }),
  draftOf: (row) => ({
    name: textOf(row, 'name'),
    code: textOf(row, 'code'),
    articleTypeId: text(row, 'articleTypeId'),
    unitId: text(row, 'unitId'),
    materialId: text(row, 'materialId'),
    supplierId: text(row, 'supplierId'),
    price: priceOf(row),
    forProduction: row.forProduction !== 0,
  }),
  validate(draft, rows, { ownId }) {
    const body = { ...draft, forProduction: draft.forProduction ? 1 : 0 };
    const parsed = parseWith(ADMIN_LISTS.articles.create.body, body);
    if (!parsed.ok) return { ok: false, errors: parsed.errors };
    if (nameTaken(rows, (r) => textOf(r, 'code'), parsed.value.code, ownId)) {
      return { ok: false, errors: { code: ADMIN_MSG.productCodeUsed } };
    }
    return { ok: true, value: { body: { ...parsed.value }, row: { ...parsed.value } } };
  },
  nameOf: (row) => `${textOf(row, 'code')} ${textOf(row, 'name')}`.trim(),
  columns: (i18n) => [
    { id: 'code', header: i18n._(msg`Kodi`), value: (row) => textOf(row, 'code') },
    { id: 'name', header: i18n._(msg`Emri`), value: (row) => textOf(row, 'name') },
    { id: 'type', header: i18n._(msg`Tipi`), value: (row) => text(row, 'articleTypeId'), cell: (row) => <LookupName entity="articleTypes" id={row.articleTypeId} />, sortable: false, exportable: false, hideOnMobile: true },
    { id: 'unit', header: i18n._(msg`Njesia`), value: (row) => text(row, 'unitId'), cell: (row) => <LookupName entity="units" id={row.unitId} />, sortable: false, exportable: false, hideOnMobile: true },
    { id: 'material', header: i18n._(msg`Materiali`), value: (row) => text(row, 'materialId'), cell: (row) => <LookupName entity="materials" id={row.materialId} />, sortable: false, exportable: false, hideOnMobile: true },
    { id: 'supplier', header: i18n._(msg`Furnitori`), value: (row) => text(row, 'supplierId'), cell: (row) => <LookupName entity="suppliers" id={row.supplierId} />, sortable: false, exportable: false, hideOnMobile: true },
    { id: 'price', header: i18n._(msg`Cmimi`), value: priceOf, cell: (row) => <Money value={priceOf(row)} />, align: 'end' },
  ],
  Fields: ArticleFields,
};
