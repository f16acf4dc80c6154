import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { forgotPasswordBody } from '../../../domain/auth.js';
import { MSG } from '../../../domain/messages.js';
import { api } from '../../local';
import { Button, TextField, useToast } from '../../ui';
import { storedCompanyCode } from '../companyCode';
import { translateServerMessage } from '../serverMessages';
import { readAnswer } from '../session/apiAnswer';
import { useOnlineForm } from './useOnlineForm';

/** Spec 000 §2: the forgot-password switch of the login page — an email, and a toast that the link was sent. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const { errors, busy, submit: send, showErrors } = useOnlineForm(toast.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(forgotPasswordBody, { email, companyCode: storedCompanyCode() ?? undefined }, async (request) => {
      const response = await api.post('forgot-password', { json: request });
      if (!response.ok) {
        const refusal = await readAnswer(response);
        showErrors({ email: refusal.errors.email ?? refusal.message });
        return;
      }
      // The same answer whether or not the address is known (the server reveals no accounts).
      toast.success(translateServerMessage(i18n, MSG.resetMailSent));
      onBack();
    });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">
        <Trans>Shkruani email-in tuaj dhe do t'ju dergojme linkun per ndryshimin e fjalekalimit.</Trans>
      </p>
      <TextField
        label={<Trans>Email</Trans>}
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        autoComplete="email"
        required
      />
      <Button type="submit" busy={busy}>
        <Trans>Dergo linkun</Trans>
      </Button>
      <button type="button" onClick={onBack} className="min-h-11 self-start font-medium text-brand-700 underline">
        <Trans>Kthehu te kycja</Trans>
      </button>
    </form>
  );
}
