import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import { parseWith } from '../../../domain/validation.js';
import { SETTINGS_ENDPOINTS } from '../../../domain/settings/endpoints.js';
import { settingsCommand } from '../../../src/modules/settings/settingsCommand';
import { inputOf, type SettingsDraft } from '../../../src/modules/settings/settingsDraft';
import { OFFER_STANDARD_TEXTS } from '../../../domain/settings/offerStandardTexts.js';
import type { LocalServer } from '../local/harness.js';

const draft = (over: Partial<SettingsDraft>): SettingsDraft => ({
  companyName: 'Kontrate Mobileri',
  address: 'Rruga A 1\n10000 Prishtine',
  phone: '+383 44 111 222',
  email: 'kontrate@zanati.example',
  taxNumber: '811111111',
  businessNumber: '812222222',
  bankName: 'Banka Kontrate',
  bankAccount: 'XK05 1212 0123 4567 8906',
  tileUrl: '',
  mirrorMonths: 12,
  offerTexts: [...OFFER_STANDARD_TEXTS],
  removeLogo: false,
  ...over,
});

/**
 * The company settings' saves for the optimistic-row contract, built by the
 * settings form's own command (src/modules/settings/settingsCommand.ts) from
 * its draft as the form sends it: one row per company (the seed's, pulled
 * first), saved with the spec's texts, then with a paragraph of its own, a
 * tile server and the logo removed.
 */
export function settingsCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  const command = async (id: string, d: SettingsDraft): Promise<Command> => {
    const input = inputOf(d, OFFER_STANDARD_TEXTS);
    const parsed = parseWith(SETTINGS_ENDPOINTS.save.body, input);
    if (!parsed.ok) throw new Error(`settings refused: ${JSON.stringify(parsed.errors)}`);
    return settingsCommand((await mirror().companySettings.get(id)) ?? null, id, { input, parsed: parsed.value }, null, d);
  };
  return {
    companySettings: {
      rowId: async () => {
        const db = server().s.connection.db;
        const company = await db.selectFrom('companies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
        const { companyId: _company, ...feedRow } = await db.selectFrom('companySettings').selectAll().where('companyId', '=', company.id).executeTakeFirstOrThrow();
        await mirror().companySettings.put(feedRow);
        return feedRow.id;
      },
      create: { command: (id: string) => command(id, draft({})) },
      update: { command: (id: string) => command(id, draft({ offerTexts: ['', 'Kontrate: pagesa e dyte ne diten e dergeses.', '', '', ''], tileUrl: 'https://tiles.zanati.example/{z}/{x}/{y}.png', removeLogo: true })) },
    },
  };
}
