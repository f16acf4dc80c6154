import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { MSG } from '../../../domain/messages.js';
import { api } from '../../local';
import { Button, TextField } from '../../ui';
import { rememberCompanyCode, storedCompanyCode } from '../companyCode';
import { translateServerMessage } from '../serverMessages';
import { readAnswer } from '../session/apiAnswer';
import { AuthLayout } from './AuthLayout';
import { NO_CONNECTION } from './offlineMessage';

/** Spec 000 §2: a phone first names its company; the code is checked online and kept. */
export function LandingPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [code, setCode] = useState(() => storedCompanyCode() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = code.trim().toLowerCase();
    if (!wanted) {
      setError(translateServerMessage(i18n, MSG.fillFieldSq));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await api.get(`companies/${encodeURIComponent(wanted)}`);
      if (response.ok) {
        rememberCompanyCode(wanted);
        await navigate({ to: '/login' });
        return;
      }
      setError(translateServerMessage(i18n, (await readAnswer(response)).message));
    } catch {
      setError(i18n._(NO_CONNECTION));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={<Trans>Mire se vini</Trans>}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <TextField
          label={<Trans>Kodi i kompanise</Trans>}
          value={code}
          onChange={setCode}
          error={error}
          autoComplete="organization"
          autoCapitalize="none"
          maxLength={50}
          required
        />
        <Button type="submit" busy={busy}>
          <Trans>Vazhdo</Trans>
        </Button>
      </form>
    </AuthLayout>
  );
}
