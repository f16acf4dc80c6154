import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, TextField } from '../../../ui';
import type { Places } from '../places/placesCache';
import type { ClientDraft, ClientText } from './contactDraft';
import type { ClientErrors } from './checkContact';

const LABELS: Record<ClientText, MessageDescriptor> = {
  firstnameAndLastname: msg`Emri`,
  lastName: msg`Mbiemri`,
  phoneNumber: msg`Telefoni`,
  secondPhoneNumber: msg`Telefoni i dyte`,
  businessNumber: msg`Numri i biznesit`,
  address: msg`Adresa`,
  secondAddress: msg`Adresa e dyte`,
  email: msg`Email`,
  bankAccountNumber: msg`Numri i llogarise bankare`,
  bankAccount: msg`Emri i bankes`,
  contactPerson: msg`Personi kontaktues`,
  companyName: msg`Emri i kompanise`,
  parentName: msg`Emri i prindit`,
};

/** What the browser may fill and which keyboard a phone shows. */
const INPUT: Partial<Record<ClientText, { type?: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string }>> = {
  phoneNumber: { type: 'tel', autoComplete: 'off' },
  secondPhoneNumber: { type: 'tel', autoComplete: 'off' },
  businessNumber: { inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'off' },
};

export interface ClientFieldsProps {
  draft: ClientDraft;
  onChange: (change: Partial<ClientDraft>) => void;
  /** Translated, by field. */
  errors: ClientErrors;
  places: Places | null;
}

/**
 * The client's fields (spec 000 §2 "Contact form fields", in its order):
 * first and last name, the phones, the country and city selects, then the
 * rest. First and last name, country and city are marked required (§5).
 * The selects offer the countries and cities kept on the device.
 */
export function ClientFields({ draft, onChange, errors, places }: ClientFieldsProps) {
  const { t, i18n } = useLingui();
  const text = (field: ClientText, required = false) => (
    <TextField
      key={field}
      label={i18n._(LABELS[field])}
      value={draft[field]}
      onChange={(value) => onChange({ [field]: value })}
      error={errors[field] ?? null}
      required={required}
      autoComplete="off"
      {...INPUT[field]}
    />
  );
  const countryOptions = (places?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const cityOptions = (places?.cities ?? []).filter((c) => c.countryId === draft.countryId).map((c) => ({ value: String(c.id), label: c.name }));
  const chooseCountry = (value: string | null) => {
    const countryId = value === null ? null : Number(value);
    const cityStays = places?.cities.some((c) => c.id === draft.cityId && c.countryId === countryId) ?? false;
    onChange({ countryId, cityId: cityStays ? draft.cityId : null });
  };
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-lg font-semibold">{t`Te dhenat e klientit`}</legend>
      {text('firstnameAndLastname', true)}
      {text('lastName', true)}
      {text('phoneNumber')}
      {text('secondPhoneNumber')}
      <Select label={t`Shteti`} required options={countryOptions} value={draft.countryId === null ? null : String(draft.countryId)} onChange={chooseCountry} error={errors.countryId ?? null} />
      <Select
        label={t`Qyteti`}
        required
        options={cityOptions}
        value={draft.cityId === null ? null : String(draft.cityId)}
        onChange={(value) => onChange({ cityId: value === null ? null : Number(value) })}
        error={errors.cityId ?? null}
      />
      {!places && (
        <p role="status" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950 sm:col-span-2">
          <Trans>Shtetet dhe qytetet nuk jane ende ne kete pajisje: lidheni pajisjen me internet nje here per t&apos;i marre.</Trans>
        </p>
      )}
      {text('businessNumber')}
      {text('address')}
      {text('secondAddress')}
      {text('email')}
      {text('bankAccountNumber')}
      {text('bankAccount')}
      {text('contactPerson')}
      {text('companyName')}
      {text('parentName')}
    </fieldset>
  );
}
