import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import type { BoardProduct } from '../../../../domain/production/board.js';
import { FINAL_MEASUREMENT, ROW_RENDER_MARK } from './boardRows';
import type { BoxRef } from '../status/saveStatus';
import { BlueprintLinks } from './BlueprintLinks';
import { StatusBox } from './StatusBox';
import { productName } from '../product/productName';

export interface ProductRowProps {
  product: BoardProduct;
  /** The processes the user is responsible for. */
  own: ReadonlySet<string>;
  /** Status ids with a change waiting to reach the server. */
  pending: ReadonlySet<string>;
  onOpen: (box: BoxRef) => void;
  onOpenProduct: (productId: string) => void;
  /** A long board measures each drawn row (BoardRows.tsx). */
  measureRef?: ((element: HTMLLIElement | null) => void) | undefined;
  index?: number | undefined;
  /** With index: the whole list's length, told to screen readers since only part of it is drawn. */
  setSize?: number | undefined;
}

/**
 * One product: who it is for, then a box per process in the chain, then its
 * materials when opened. Memoised on what it shows (boardRows.ts sameRow), so
 * a change re-renders the one row it is in.
 */
export const ProductRow = memo(function ProductRow({ product, own, pending, onOpen, onOpenProduct, measureRef, index, setSize }: ProductRowProps) {
  // User Timing: the benchmark counts the rows a change re-renders (bench/client/statusBoard.ts).
  performance.mark(ROW_RENDER_MARK);
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = productName(product.productName, product.type);
  const dimmed = product.measureStatus !== FINAL_MEASUREMENT;
  return (
    <li ref={measureRef} data-index={index} aria-posinset={index === undefined ? undefined : index + 1} aria-setsize={setSize} data-product={product.id} className={`rounded-lg border border-slate-200 bg-white p-2 ${dimmed ? 'opacity-60' : ''}`}>
      <div className="flex flex-wrap items-start gap-2">
        <button type="button" onClick={() => onOpenProduct(product.id)} className="min-h-11 w-56 shrink-0 rounded-md px-2 py-1 text-left hover:bg-slate-50">
          <span className="block text-base font-bold text-slate-900">{product.client.name}</span>
          <span className="block text-sm text-slate-800">{name}</span>
          {product.project && <span className="block text-xs text-slate-600">{product.project.name}</span>}
          {dimmed && (
            <span className="block text-xs font-semibold text-slate-700">
              <Trans>Matja fillestare</Trans>
            </span>
          )}
        </button>
        <ol className="flex flex-wrap gap-2" aria-label={t`Proceset e ${name}`}>
          {product.statuses.map((s) => (
            <li key={s.id}>
              <StatusBox
                label={s.responsibility.label}
                statusId={s.responsibilityStatusId}
                holder={s.responsibility.userName}
                mine={own.has(s.responsibility.id)}
                pending={pending.has(s.id)}
                onOpen={() =>
                  onOpen({ kind: 'process', statusId: s.id, productId: product.id, responsibilityId: s.responsibility.id, materialId: null, temporaryMaterialId: null, name: `${name} · ${s.responsibility.label}` })
                }
              />
            </li>
          ))}
        </ol>
      </div>
      {(product.hasMaterials || product.blueprints.length > 0) && (
        <div className="mt-2 flex flex-wrap items-center gap-2 pl-2">
          {product.hasMaterials && (
            <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="min-h-11 rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800">
              {open ? <Trans>Fshih materialet</Trans> : <Trans>Materialet ({product.materialStatuses.length})</Trans>}
            </button>
          )}
          <BlueprintLinks blueprints={product.blueprints} />
        </div>
      )}
      {open && (
        <ol className="mt-2 flex flex-wrap gap-2 pl-2" aria-label={t`Materialet e ${name}`}>
          {product.materialStatuses.map((m) => (
            <li key={m.id}>
              <StatusBox
                label={`${m.materialName} · ${m.responsibilityName}`}
                statusId={m.responsibilityStatusId}
                holder={m.userName}
                mine={own.has(m.responsibilityId)}
                pending={pending.has(m.id)}
                onOpen={() =>
                  onOpen({
                    kind: 'material',
                    statusId: m.id,
                    productId: product.id,
                    responsibilityId: m.responsibilityId,
                    materialId: m.materialId,
                    temporaryMaterialId: m.temporaryMaterialId,
                    name: `${name} · ${m.materialName}`,
                  })
                }
              />
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}, sameRow);

function sameRow(a: ProductRowProps, b: ProductRowProps): boolean {
  return a.own === b.own && a.onOpen === b.onOpen && a.onOpenProduct === b.onOpenProduct && a.product === b.product && a.index === b.index && a.setSize === b.setSize && a.measureRef === b.measureRef && samePending(a, b);
}

/** Only this row's boxes matter: another row's pending change does not redraw this one. */
function samePending(a: ProductRowProps, b: ProductRowProps): boolean {
  if (a.pending === b.pending) return true;
  const ids = [...a.product.statuses.map((s) => s.id), ...a.product.materialStatuses.map((m) => m.id)];
  return ids.every((id) => a.pending.has(id) === b.pending.has(id));
}
