import { Trans, useLingui } from '@lingui/react/macro';
import { STATUS } from '../../../../domain/production/statuses.js';
import { Select, TextField } from '../../../ui';
import { clampZoom, ZOOM, type BoardPreferences } from './boardPreferences';
import { DepartmentTabs } from './DepartmentTabs';
import { statusLabel } from './statusLabels';

export interface BoardToolbarProps {
  departments: readonly { id: string; name: string }[];
  departmentId: string | null;
  preferences: BoardPreferences;
  showAdminSwitch: boolean;
  /** Departments where the user is admin: their tabs say so. */
  adminDepartments: readonly string[];
  onChange: (change: Partial<BoardPreferences>) => void;
}

/** Department tabs, client search, status filter, zoom and the Admin switch (spec 001 §2). */
export function BoardToolbar({ departments, departmentId, preferences, showAdminSwitch, adminDepartments, onChange }: BoardToolbarProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="mb-3 flex flex-col gap-3">
      <DepartmentTabs departments={departments} value={departmentId} onChange={(id) => onChange({ departmentId: id })} adminDepartments={adminDepartments} />
      <div className="flex flex-wrap items-end gap-3">
        <TextField className="w-64" label={<Trans>Kerko klientin</Trans>} value={preferences.search} onChange={(search) => onChange({ search })} type="search" />
        <div className="w-56">
          <Select
            label={<Trans>Statusi</Trans>}
            value={preferences.statusFilter === null ? null : String(preferences.statusFilter)}
            placeholder={t`Te gjitha`}
            options={Object.values(STATUS).map((s) => ({ value: String(s), label: i18n._(statusLabel(s)) }))}
            onChange={(value) => onChange({ statusFilter: value === null ? null : Number(value) })}
          />
        </div>
        <div className="flex items-center gap-1" role="group" aria-label={t`Zmadhimi`}>
          <button type="button" className="min-h-11 min-w-11 rounded-md border-2 border-slate-300 text-xl font-bold" aria-label={t`Zvogelo`} disabled={preferences.zoom <= ZOOM.min} onClick={() => onChange({ zoom: clampZoom(preferences.zoom - ZOOM.step) })}>
            −
          </button>
          <output className="w-14 text-center text-base font-semibold" aria-live="polite">
            {preferences.zoom}%
          </output>
          <button type="button" className="min-h-11 min-w-11 rounded-md border-2 border-slate-300 text-xl font-bold" aria-label={t`Zmadho`} disabled={preferences.zoom >= ZOOM.max} onClick={() => onChange({ zoom: clampZoom(preferences.zoom + ZOOM.step) })}>
            +
          </button>
        </div>
        {showAdminSwitch && (
          <label className="flex min-h-11 items-center gap-2 text-base font-semibold">
            <input type="checkbox" role="switch" className="size-6" checked={preferences.adminSwitch} onChange={(e) => onChange({ adminSwitch: e.target.checked })} />
            <Trans>Admin</Trans>
          </label>
        )}
      </div>
    </div>
  );
}
