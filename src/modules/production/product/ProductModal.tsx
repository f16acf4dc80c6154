import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BoardProduct } from '../../../../domain/production/board.js';
import { PRODUCTION_MSG } from '../../../../domain/production/messages.js';
import { formatDate } from '../../../../domain/format.js';
import { Button, ConfirmDialog, Modal } from '../../../ui';
import { useMakePassive } from '../planning/useMakePassive';
import { FileLinkButton } from '../../../app/files/FileLinkButton';
import { translateServerMessage } from '../../../app/serverMessages';
import { ProductDatesFields } from './ProductDatesFields';
import { useProductDates } from './useProductDates';

export interface ProductModalProps {
  product: BoardProduct;
  /** Admins change the dates (spec 001 §2); everyone else reads them. */
  editsDates: boolean;
  /** Full privileges take a product out of production (spec 001 §4, §6). */
  makesPassive: boolean;
  onClose: () => void;
}

/**
 * The product status row modal (spec 001 §2): client, product with its code,
 * project, who made the offer; the dates (admins edit them with a comment,
 * others read DD-MM-YYYY); the project's files and the blueprints.
 */
export function ProductModal({ product, editsDates, makesPassive, onClose }: ProductModalProps) {
  const { t, i18n } = useLingui();
  const name = `${product.productName}${product.type ? ` (${product.type})` : ''}`;
  const dates = useProductDates(product, name, onClose);
  const makePassive = useMakePassive(product.id, `${product.client.name} · ${name}`, onClose);
  const [confirming, setConfirming] = useState(false);

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={product.client.name}
      footer={
        (editsDates || makesPassive) && (
          <>
            {makesPassive && (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                <Trans>Beje pasiv</Trans>
              </Button>
            )}
            {editsDates && (
              <Button onClick={() => void dates.save()}>
                <Trans>Ruaj datat</Trans>
              </Button>
            )}
          </>
        )
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="font-semibold">
          <Trans>Produkti</Trans>
        </dt>
        <dd>{name}</dd>
        <dt className="font-semibold">
          <Trans>Projekti</Trans>
        </dt>
        <dd>{product.project?.name ?? '—'}</dd>
        <dt className="font-semibold">
          <Trans>Oferta nga</Trans>
        </dt>
        <dd>{product.offerBy ?? '—'}</dd>
        {!editsDates && (
          <>
            <dt className="font-semibold">
              <Trans>Fillimi</Trans>
            </dt>
            <dd>{formatDate(product.start) || '—'}</dd>
            <dt className="font-semibold">
              <Trans>Mbarimi</Trans>
            </dt>
            <dd>{formatDate(product.end) || '—'}</dd>
          </>
        )}
      </dl>
      {editsDates && <ProductDatesFields form={dates} />}
      <section className="mt-4 flex flex-col gap-2">
        <h3 className="text-base font-semibold">
          <Trans>File-t e projektit</Trans>
        </h3>
        <FileList files={product.project?.files ?? []} />
        <h3 className="text-base font-semibold">
          <Trans>Skicat</Trans>
        </h3>
        <FileList files={product.blueprints.filter((b) => b.fileId).map((b) => ({ id: b.fileId, fileName: b.nameOfBlueprint }))} />
        <h3 className="text-base font-semibold">
          <Trans>Fotot e produktit</Trans>
        </h3>
        {product.productFiles.length === 0 ? (
          <p className="text-base text-slate-700">{translateServerMessage(i18n, PRODUCTION_MSG.noPhotos)}</p>
        ) : (
          <FileList files={product.productFiles} />
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        title={<Trans>Beje produktin pasiv?</Trans>}
        message={<Trans>Produkti del nga tabela e statuseve dhe nga kalendari derisa te kthehet ne aktiv.</Trans>}
        confirmLabel={t`Beje pasiv`}
        onConfirm={() => void makePassive()}
        onCancel={() => setConfirming(false)}
      />
    </Modal>
  );
}

function FileList({ files }: { files: readonly { id: string; fileName: string }[] }) {
  if (files.length === 0) return <p className="text-base text-slate-700">—</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((f) => (
        <li key={f.id}>
          <FileLinkButton fileId={f.id} name={f.fileName} />
        </li>
      ))}
    </ul>
  );
}
