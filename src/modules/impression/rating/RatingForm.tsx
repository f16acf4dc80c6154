import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FEEDBACK_MAX } from '../../../../domain/impression/bodies.js';
import { averageText } from '../../../../domain/impression/rating.js';
import { Button, TextArea } from '../../../ui';
import { PhotoGallery, type GalleryPhoto } from './PhotoGallery';
import { draftAverage, type RatingDraft, type RatingQuestion } from './ratingDraft';
import { StarRating } from './StarRating';

export interface RatingFormProps {
  photos: readonly GalleryPhoto[];
  loadPhoto: (id: string) => Promise<Blob | null>;
  questions: readonly RatingQuestion[];
  initial: RatingDraft;
  /** False for a reader who may not write (an observer): the form shows, nothing saves. */
  canSave: boolean;
  busy: boolean;
  /** The refusal of the last save, already translated. */
  refusal: string | null;
  onSave: (draft: RatingDraft) => void;
}

/**
 * The impression form (spec 001 §2 "Form: a gallery of installation photos
 * with arrows, client feedback text, a star rating from 1 to 5 per question,
 * an average and a Save button"), one piece for the staff's form and the
 * client's page: they differ in where photos come from and where a save goes.
 */
export function RatingForm({ photos, loadPhoto, questions, initial, canSave, busy, refusal, onSave }: RatingFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<RatingDraft>(initial);
  const average = draftAverage(questions, draft);
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(draft);
      }}
    >
      <PhotoGallery photos={photos} load={loadPhoto} />
      <div className="flex flex-col gap-4">
        {questions.map((q) => (
          <StarRating
            key={q.id}
            label={q.label}
            value={draft.ratings[q.id] ?? null}
            disabled={!canSave}
            onChange={(rating) => setDraft((d) => ({ ...d, ratings: { ...d.ratings, [q.id]: rating } }))}
          />
        ))}
      </div>
      <p className="text-lg text-slate-900" aria-live="polite">
        {t`Mesatarja`}: <strong data-average>{average === null ? '—' : averageText(average)}</strong>
      </p>
      <TextArea label={t`Pershtypja e klientit`} value={draft.feedback} onChange={(feedback) => setDraft((d) => ({ ...d, feedback }))} rows={5} maxLength={FEEDBACK_MAX} disabled={!canSave} />
      {refusal && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {refusal}
        </p>
      )}
      {canSave && (
        <div>
          <Button type="submit" busy={busy} className="w-full sm:w-auto">
            {t`Ruaj`}
          </Button>
        </div>
      )}
    </form>
  );
}
