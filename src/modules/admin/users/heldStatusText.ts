import type { I18n } from '@lingui/core';
import { processStatusLabel } from './activityLabels';
import type { HeldStatus } from '../../../../domain/admin/activity.js';

/** Where a held status is: "project · article — process — material", leaving out what is unknown. */
export function heldStatusPlace(s: HeldStatus): string {
  const product = [s.project.name, s.article.name].filter(Boolean).join(' · ');
  return [product, s.responsibility.name, s.material?.name].filter(Boolean).join(' — ');
}

/** One line per held status, for the export and for screen readers alike. */
export function heldStatusesText(i18n: I18n, statuses: readonly HeldStatus[]): string {
  return statuses.map((s) => `${heldStatusPlace(s)}: ${processStatusLabel(i18n, s.responsibilityStatusId)}`).join('\n');
}
