import { i18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { Calendar } from '../../../src/ui/Calendar';
import { renderUi } from './renderUi';

const events = [{ id: 'a1', title: 'Montimi — Kuzhina Berisha', start: '2024-03-05', allDay: true }];

describe('Calendar', () => {
  afterEach(() => {
    act(() => i18n.activate('sq'));
  });

  test('shows the month in Albanian while Albanian is active', async () => {
    renderUi(<Calendar events={events} initialDate="2024-03-01" />);
    expect((await screen.findByRole('heading', { level: 2 })).textContent?.toLowerCase()).toContain('mars 2024');
    expect(screen.getByText('Montimi — Kuzhina Berisha')).toBeTruthy();
  });

  test('follows Lingui to German', async () => {
    act(() => i18n.loadAndActivate({ locale: 'de', messages: {} }));
    renderUi(<Calendar events={events} initialDate="2024-03-01" />);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toContain('März 2024');
  });
});
