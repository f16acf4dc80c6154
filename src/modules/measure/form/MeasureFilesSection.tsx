import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { MeasureFileKind } from '../../../../domain/measure/uploads.js';
import { MEASURE_UPLOADS } from '../../../../domain/measure/uploads.js';
import { Button, FileInput, PhotoInput } from '../../../ui';
import type { MeasureDraft } from './measureDraft';
import type { StoredMeasureFile } from './readMeasureForm';
import { StoredFiles } from '../../../app/files/StoredFiles';
import { TemplateDownloads } from './TemplateDownloads';

const SketchEditor = lazy(() => import('../sketch/SketchEditor').then((m) => ({ default: m.SketchEditor })));

/** Pictures one save takes (the installer's limit for a save, issue 13): the re-encoded JPEGs of one visit. */
const MAX_NEW_PICTURES = 20;

const STORED_KINDS: readonly MeasureFileKind[] = ['measure', 'picture', 'sketch'];

export interface MeasureFilesSectionProps {
  files: MeasureDraft['files'];
  onChange: (files: MeasureDraft['files']) => void;
  stored: readonly StoredMeasureFile[];
  /** Files of saves still in the outbox, by kind. */
  queued: Record<MeasureFileKind, File[]>;
  canWrite: boolean;
  errors: Record<string, string>;
}

/** Photos arrive from PhotoInput as Blobs (re-encoded JPEG): they travel as files with a name. */
const asPictures = (blobs: readonly Blob[]): File[] => blobs.map((b, i) => (b instanceof File ? b : new File([b], `foto-${i + 1}.jpg`, { type: b.type || 'image/jpeg' })));

/**
 * The measure's files (spec 000 §3 "files: measure PDF, picture, sketch"):
 * those stored (opened from the device's copy, removable), those queued with
 * an earlier save, and new ones — measure PDFs, pictures re-encoded to JPEG
 * at quality 0.2 (spec 000 §9), sketches uploaded (PDF or image) or drawn
 * here on the tablet, blank or over a measurement template.
 */
export function MeasureFilesSection({ files, onChange, stored, queued, canWrite, errors }: MeasureFilesSectionProps) {
  const { t } = useLingui();
  const [drawing, setDrawing] = useState(false);
  const set = (kind: MeasureFileKind, list: File[]) => onChange({ ...files, [kind]: list });
  return (
    <section aria-labelledby="measure-files" className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-3">
      <h2 id="measure-files" className="text-lg font-semibold">
        {t`File-t e matjes`}
      </h2>
      <StoredFiles
        owner="measures"
        stored={stored}
        queued={queued}
        kinds={STORED_KINDS}
        kindNames={{ measure: t`Matja (PDF)`, picture: t`Fotot`, sketch: t`Skicat` }}
        canWrite={canWrite}
        removeMessage={(name) => t`File-i ${name} do te hiqet nga matja.`}
      />
      {canWrite && (
        <>
          <FileInput label={t`Matja (PDF)`} accept={MEASURE_UPLOADS.measure.accept} multiple value={files.measure} onChange={(list) => set('measure', list)} error={errors.measure ?? null} />
          <PhotoInput label={t`Fotot`} value={files.picture} onChange={(blobs) => set('picture', asPictures(blobs))} max={MAX_NEW_PICTURES} multiple error={errors.picture ?? null} />
          <div className="flex flex-col gap-2">
            <FileInput label={t`Skicat`} accept={MEASURE_UPLOADS.sketch.accept} multiple value={files.sketch} onChange={(list) => set('sketch', list)} error={errors.sketch ?? null} hint={t`Ngarkoni nje PDF ose foto, ose vizatoni skicen ketu.`} />
            <Button variant="secondary" className="self-start" onClick={() => setDrawing(true)}>
              {t`Vizato skice`}
            </Button>
          </div>
          {drawing && (
            <Suspense fallback={null}>
              <SketchEditor open={drawing} count={files.sketch.length} onClose={() => setDrawing(false)} onSave={(sketch) => set('sketch', [...files.sketch, sketch])} />
            </Suspense>
          )}
        </>
      )}
      <TemplateDownloads />
    </section>
  );
}
