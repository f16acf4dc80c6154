import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PAGE_SIZE_OPTIONS } from './tableTypes';

export interface TablePagerProps {
  /** 0-based. */
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

const navButton =
  'inline-flex size-11 items-center justify-center rounded-md border border-slate-300 bg-white text-lg disabled:cursor-not-allowed disabled:opacity-40';

/** Page size (spec 000 §2 options) and page buttons under a table; not printed. */
export function TablePager({ page, pageCount, pageSize, total, onPage, onPageSize }: TablePagerProps) {
  const { t } = useLingui();
  const sizeId = useId();
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const shownPage = page + 1;
  return (
    <nav aria-label={t`Faqet e tabeles`} className="no-print flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>
          <Trans>Rreshta per faqe</Trans>
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="min-h-11 rounded-md border border-slate-400 bg-white px-2"
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="text-slate-700">
        <Trans>
          {from}–{to} nga {total}
        </Trans>
      </p>
      <div className="flex items-center gap-1">
        <button type="button" className={navButton} onClick={() => onPage(0)} disabled={page === 0} aria-label={t`Faqja e pare`}>
          <span aria-hidden="true">«</span>
        </button>
        <button type="button" className={navButton} onClick={() => onPage(page - 1)} disabled={page === 0} aria-label={t`Faqja paraprake`}>
          <span aria-hidden="true">‹</span>
        </button>
        <span className="px-2" aria-live="polite">
          <Trans>
            Faqja {shownPage} nga {pageCount}
          </Trans>
        </span>
        <button type="button" className={navButton} onClick={() => onPage(page + 1)} disabled={page >= pageCount - 1} aria-label={t`Faqja tjeter`}>
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" className={navButton} onClick={() => onPage(pageCount - 1)} disabled={page >= pageCount - 1} aria-label={t`Faqja e fundit`}>
          <span aria-hidden="true">»</span>
        </button>
      </div>
    </nav>
  );
}
