import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { MSG } from '../../../domain/messages.js';
import { useToast } from '../../ui';
import { translateServerMessage } from '../serverMessages';

/**
 * Spec 000 §6 / 001 §2: a screen the user may not use shows
 * 'Nuk keni qasje ne modifikimin e te dhenave te ketij moduli!' and sends them on.
 */
export function AccessDenied({ to }: { to: string }) {
  const { i18n } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    // Once, also when React runs effects twice in development.
    if (told.current) return;
    told.current = true;
    toast.error(translateServerMessage(i18n, MSG.noAccess));
    void navigate({ to, replace: true });
  }, [i18n, navigate, to, toast]);
  return null;
}
