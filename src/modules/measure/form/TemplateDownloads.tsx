import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalDb } from '../../../local';
import { FileLinkButton } from '../../../app/files/FileLinkButton';

/**
 * The measurement templates to download (issue 14): the admin's PDFs from
 * the mirror, each opened from the device's copy (the measurer's area keeps
 * them, useMeasurerPrefetch.ts), to print or fill in another app.
 */
export function TemplateDownloads() {
  const { t } = useLingui();
  const db = useLocalDb();
  const templates = useLiveQuery(() => db.measurementTemplates.orderBy('nameOfFile').toArray(), [db]);
  const withFile = (templates ?? []).flatMap((tpl) => (tpl.fileId ? [{ id: tpl.id, fileId: tpl.fileId, name: tpl.nameOfFile }] : []));
  if (withFile.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 font-semibold">{t`Shabllonet e matjes`}</h3>
      <ul className="flex flex-wrap gap-2">
        {withFile.map((tpl) => (
          <li key={tpl.id}>
            <FileLinkButton fileId={tpl.fileId} name={tpl.name} />
          </li>
        ))}
      </ul>
    </div>
  );
}
