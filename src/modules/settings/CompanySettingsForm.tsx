import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { MIRROR_MONTH_OPTIONS, MIRROR_MONTHS_DEFAULT } from '../../../domain/mirror/window.js';
import { LOGO_UPLOAD } from '../../../domain/settings/companySettings.js';
import { SETTINGS_ENDPOINTS } from '../../../domain/settings/endpoints.js';
import { parseWith, type FieldErrors } from '../../../domain/validation.js';
import type { CompanySettingsRow } from '../../app/documents/companyHeader';
import { translateFieldErrors, translateServerMessage } from '../../app/serverMessages';
import { QueuedSavesNotice } from '../../app/writes/QueuedSavesNotice';
import { RefusalNotice } from '../../app/writes/RefusalNotice';
import { StorageRefusal } from '../../app/writes/StorageRefusal';
import { useOutboxSave } from '../../app/writes/useOutboxSave';
import { useQueuedSaves } from '../../app/writes/useQueuedSaves';
import type { OutboxEntry } from '../../local';
import { Button, Select, TextArea, TextField } from '../../ui';
import { LogoField } from './LogoField';
import { settingsCommand } from './settingsCommand';
import { inputOf, type SettingsDraft } from './settingsDraft';
import { useAnnounceQueuedSave } from '../../app/writes/useAnnounceQueuedSave';

/** The newest logo waiting in the outbox (module constant: useQueuedSaves keys its query on it). */
const queuedLogoOf = (waiting: readonly OutboxEntry[]): Blob | null => waiting.flatMap((e) => e.files ?? []).filter((f) => f.field === LOGO_UPLOAD.field).at(-1)?.blob ?? null;

/** A tile URL template as Leaflet fills it; shown as an example, never translated. */
const TILE_EXAMPLE = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const fieldset = 'flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm';
const legend = 'text-lg font-semibold text-slate-900';

export interface CompanySettingsFormProps {
  current: CompanySettingsRow | null;
  /** The spec's standard paragraphs in the reader's language. */
  defaults: readonly string[];
  initial: SettingsDraft;
  correcting: { id: string; error: { message: string; errors?: Record<string, string> } | null } | null;
}

/** The company's settings: the documents' header, the logo, the offer's standard texts and the tile server, saved through the outbox. */
export function CompanySettingsForm({ current, defaults, initial, correcting }: CompanySettingsFormProps) {
  const { i18n, t } = useLingui();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>(() => translateFieldErrors(i18n, correcting?.error?.errors ?? {}));
  const outboxSave = useOutboxSave(correcting?.id);
  const queued = useQueuedSaves('companySettings', current?.id ?? null, queuedLogoOf, null);
  const set = <K extends keyof SettingsDraft>(key: K) => (value: SettingsDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: 'companyName' | 'phone' | 'email' | 'taxNumber' | 'businessNumber' | 'bankName' | 'bankAccount' | 'tileUrl') => ({ value: draft[key], onChange: set(key), error: errors[key] });

  async function save(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(draft, defaults);
    const parsed = parseWith(SETTINGS_ENDPOINTS.save.body, input);
    if (!parsed.ok) {
      setErrors(translateFieldErrors(i18n, parsed.errors));
      return;
    }
    setErrors({});
    const command = settingsCommand(current, current?.id ?? newId(), { input, parsed: parsed.value }, logo, draft);
    if (!(await outboxSave.save(() => command))) return;
    setLogo(null);
    setDraft((d) => ({ ...d, removeLogo: false }));
    announceQueuedSave(translateServerMessage(i18n, MSG.saved));
    // The corrected entry is back in the queue under a new key: the address no longer names it.
    if (correcting) void navigate({ to: '/dashboard/settings', search: {}, replace: true });
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="flex max-w-3xl flex-col gap-4" data-settings-form="">
      {correcting?.error && <RefusalNotice message={translateServerMessage(i18n, correcting.error.message)} />}
      {outboxSave.storageFailure && <StorageRefusal name={outboxSave.storageFailure} />}
      {queued && (
        <QueuedSavesNotice
          waiting={queued.waiting}
          refused={queued.refused}
          pendingText={(count) => <Trans>Ne pritje: {count} ruajtje te parametrave ende pa u derguar</Trans>}
          refusedText={<Trans>Serveri refuzoi nje ruajtje te parametrave.</Trans>}
          countAttribute="data-pending-settings"
        />
      )}
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Kompania</Trans>
        </legend>
        <p className="text-slate-700">
          <Trans>Keto te dhena shfaqen ne krye te ofertes, marreveshjes, fletes se deponimit dhe raportit te instalimit.</Trans>
        </p>
        <TextField label={t`Emri i kompanise`} required autoComplete="organization" maxLength={200} {...text('companyName')} />
        <TextArea label={t`Adresa`} hint={<Trans>Deri ne 4 rreshta, si printohen.</Trans>} rows={3} value={draft.address} onChange={set('address')} error={errors.address} maxLength={500} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t`Telefoni`} type="tel" autoComplete="tel" maxLength={50} {...text('phone')} />
          <TextField label={t`Email`} type="email" autoComplete="email" maxLength={200} {...text('email')} />
          <TextField label={t`Numri fiskal (NUI/NIPT)`} maxLength={50} {...text('taxNumber')} />
          <TextField label={t`Numri i biznesit`} maxLength={50} {...text('businessNumber')} />
          <TextField label={t`Emri i bankes`} maxLength={100} {...text('bankName')} />
          <TextField label={t`Llogaria bankare (IBAN)`} hint={<Trans>p.sh. XK05 1212 0123 4567 8906</Trans>} autoComplete="off" maxLength={42} {...text('bankAccount')} />
        </div>
        <LogoField
          storedId={current?.logoFileId ?? null}
          queued={queued?.files ?? null}
          picked={logo}
          onPick={setLogo}
          removing={draft.removeLogo}
          onRemovingChange={set('removeLogo')}
          error={errors[LOGO_UPLOAD.field]}
        />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Tekstet standarde te ofertes</Trans>
        </legend>
        <p className="text-slate-700">
          <Trans>Nje paragraf i lene bosh ose me tekstin standard printohet me tekstin standard ne gjuhen e lexuesit.</Trans>
        </p>
        {draft.offerTexts.map((paragraph, i) => {
          const number = i + 1;
          return (
            <TextArea
              key={i}
              label={t`Paragrafi ${number}`}
              rows={3}
              value={paragraph}
              onChange={(value) => setDraft((d) => ({ ...d, offerTexts: d.offerTexts.map((p, j) => (j === i ? value : p)) }))}
              error={errors[`offerTexts.${i}`] ?? (i === 0 ? errors.offerTexts : undefined)}
              maxLength={1000}
              className="w-full"
            />
          );
        })}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Harta</Trans>
        </legend>
        <TextField
          label={t`Serveri i hartes`}
          hint={<Trans>Adresa https e pllakave, p.sh. {TILE_EXAMPLE}; bosh: serveri i paracaktuar.</Trans>}
          inputMode="url"
          autoComplete="off"
          maxLength={500}
          {...text('tileUrl')}
        />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Te dhenat ne pajisje</Trans>
        </legend>
        <Select
          label={t`Puna e perfunduar qe ruhet ne pajisje`}
          hint={<Trans>Puna aktive ruhet gjithmone. Puna me e vjeter lexohet nga arkiva kur ka rrjet.</Trans>}
          options={MIRROR_MONTH_OPTIONS.map((months) => ({ value: String(months), label: plural(months, { one: '# muaj', other: '# muaj' }) }))}
          value={String(draft.mirrorMonths)}
          onChange={(value) => set('mirrorMonths')(Number(value ?? MIRROR_MONTHS_DEFAULT))}
          error={errors.mirrorMonths ?? null}
          searchable={false}
          required
        />
      </fieldset>
      <Button type="submit" busy={outboxSave.busy} className="self-start">
        <Trans>Ruaj</Trans>
      </Button>
    </form>
  );
}
