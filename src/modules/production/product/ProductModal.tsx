import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BoardProduct } from '../../../../domain/production/board.js';
import { PRODUCTION_MSG } from '../../../../domain/production/messages.js';
import { Button, ConfirmDialog } from '../../../ui';
import { useMakePassive } from '../planning/useMakePassive';
import { FileLinkButton } from '../../../app/files/FileLinkButton';
import { translateServerMessage } from '../../../app/serverMessages';
import { dateFacts, ProductFactsModal } from './ProductFactsModal';
import { useProductDates } from './useProductDates';
import { productName } from './productName';

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
  const name = productName(product.productName, product.type);
  const dates = useProductDates(product, name, onClose);
  const makePassive = useMakePassive(product.id, `${product.client.name} · ${name}`, onClose);
  const [confirming, setConfirming] = useState(false);

  return (
    <ProductFactsModal
      title={product.client.name}
      size="lg"
      facts={[
        { label: <Trans>Produkti</Trans>, value: name },
        { label: <Trans>Projekti</Trans>, value: product.project?.name ?? '—' },
        { label: <Trans>Oferta nga</Trans>, value: product.offerBy ?? '—' },
      ]}
      readOnlyFacts={dateFacts(product)}
      dates={editsDates ? dates : null}
      actions={
        makesPassive && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trans>Beje pasiv</Trans>
          </Button>
        )
      }
      onClose={onClose}
    >
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
    </ProductFactsModal>
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
