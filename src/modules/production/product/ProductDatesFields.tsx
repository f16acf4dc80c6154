import { Trans } from '@lingui/react/macro';
import { DateInput, TextArea } from '../../../ui';
import type { ProductDatesForm } from './useProductDates';

/** The date form of the product modals: start, end and the comment on the change; Enter saves. */
export function ProductDatesFields({ form }: { form: ProductDatesForm }) {
  return (
    <form
      className="mt-4 flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
    >
      <div className="flex flex-wrap gap-3">
        <DateInput label={<Trans>Fillimi</Trans>} value={form.start} onChange={form.setStart} error={form.fieldError('start')} required />
        <DateInput label={<Trans>Mbarimi</Trans>} value={form.end} onChange={form.setEnd} error={form.fieldError('end')} required />
      </div>
      <TextArea label={<Trans>Komenti per ndryshimin e datave</Trans>} rows={2} value={form.comment} onChange={form.setComment} error={form.fieldError('calendarComment')} maxLength={1000} />
    </form>
  );
}
