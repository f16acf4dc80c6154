import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { PRODUCTION_MSG } from '../../../../domain/production/messages.js';
import { useLocalDb } from '../../../local';
import { Modal } from '../../../ui';
import { FileLinkButton } from '../../../app/files/FileLinkButton';
import { useLingui } from '@lingui/react/macro';
import { translateServerMessage } from '../../../app/serverMessages';

/** A product's files and its project's, from the mirror ('Ky produkt nuk ka foto!' when there are none). */
export function ProductFileList({ productId, projectId }: { productId: string; projectId: string | null }) {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const files = useLiveQuery(
    async () => (await db.files.where('ownerId').anyOf([productId, ...(projectId ? [projectId] : [])]).toArray()).filter((f) => f.ownerType === 'products' || f.ownerType === 'projects'),
    [db, productId, projectId],
  );
  return (
    <>
      <h3 className="mb-2 text-base font-semibold">
        <Trans>File-t</Trans>
      </h3>
      {files?.length === 0 ? (
        <p className="text-base text-slate-700">{translateServerMessage(i18n, PRODUCTION_MSG.noPhotos)}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {(files ?? []).map((f) => (
            <li key={f.id}>
              <FileLinkButton fileId={f.id} name={String(f.fileName)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A product's files and its project's (the product archive's files action). */
export function ProductFilesModal({ product, onClose }: { product: { id: string; projectId: string | null; title: string }; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={product.title}>
      <ProductFileList productId={product.id} projectId={product.projectId} />
    </Modal>
  );
}
