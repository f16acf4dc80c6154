import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { KIOSK_MSG } from '../../../../domain/kiosk/messages.js';
import { translateServerMessage } from '../../../app/serverMessages';
import type { SwitchResult } from './switchWorker';

/** A refused switch in the reader's language: locked says how long is left; a worker without a PIN is told where to set one. */
export function refusalText(i18n: I18n, result: Extract<SwitchResult, { ok: false }>): string {
  if (result.noPin) return i18n._(msg`Ky punetor nuk ka ende PIN. Vendoseni te "Kioska dhe PIN-i" ose kerkojeni nga administratori.`);
  const text = translateServerMessage(i18n, result.message);
  if (result.message !== KIOSK_MSG.pinLocked || result.lockLeftMs <= 0) return text;
  const minutes = Math.max(1, Math.ceil(result.lockLeftMs / 60_000));
  return `${text} ${i18n._(plural(minutes, { one: 'Provoni perseri pas # minute.', other: 'Provoni perseri pas # minutash.' }))}`;
}
