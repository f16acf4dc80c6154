/**
 * What the board remembers on this device (spec 001 §9: "local storage also
 * keeps department, … client search, filters"): per device, not per user,
 * since a workshop tablet stays at its station.
 */
export const ZOOM = { initial: 100, step: 10, min: 10, max: 150 } as const;

export interface BoardPreferences {
  departmentId: string | null;
  zoom: number;
  search: string;
  statusFilter: number | null;
  adminSwitch: boolean;
}

const KEY = 'zanati.production.board';
const DEFAULTS: BoardPreferences = { departmentId: null, zoom: ZOOM.initial, search: '', statusFilter: null, adminSwitch: false };

export const clampZoom = (zoom: number): number => Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(zoom / ZOOM.step) * ZOOM.step));

export function loadBoardPreferences(): BoardPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<BoardPreferences>;
    return {
      departmentId: typeof stored.departmentId === 'string' ? stored.departmentId : null,
      zoom: typeof stored.zoom === 'number' ? clampZoom(stored.zoom) : DEFAULTS.zoom,
      search: typeof stored.search === 'string' ? stored.search : '',
      statusFilter: typeof stored.statusFilter === 'number' ? stored.statusFilter : null,
      adminSwitch: stored.adminSwitch === true,
    };
  } catch {
    return DEFAULTS;
  }
}

export function saveBoardPreferences(preferences: BoardPreferences): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the board works, it only forgets.
  }
}
