import { useLingui } from '@lingui/react/macro';
import type { BlueprintFile } from '../../../../domain/production/board.js';
import { FileLinkButton } from '../../../app/files/FileLinkButton';

/** A product's blueprints as buttons that open the drawing (from the device's file cache when offline). */
export function BlueprintLinks({ blueprints }: { blueprints: readonly BlueprintFile[] }) {
  const { t } = useLingui();
  if (blueprints.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Skicat`}>
      {blueprints.map((b) => (
        <li key={b.id}>
          <FileLinkButton fileId={b.fileId} name={b.nameOfBlueprint} />
        </li>
      ))}
    </ul>
  );
}
