import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG, type MessageKey } from '../../../domain/messages.js';
import { SERVER_MESSAGES, translateFieldErrors, translateServerMessage } from '../../../src/app/serverMessages';

afterEach(() => i18n.activate('sq'));

describe('server messages', () => {
  it('has a Lingui message for every server text, with the same words', () => {
    const keys = Object.keys(MSG) as MessageKey[];
    expect(Object.keys(SERVER_MESSAGES).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(SERVER_MESSAGES[key as keyof typeof SERVER_MESSAGES].message).toBe(MSG[key]);
  });

  it('translates known texts and shows unknown ones as they came', () => {
    i18n.load('de', { [SERVER_MESSAGES.noAccess.id]: 'Sie haben keinen Zugriff auf die Bearbeitung der Daten dieses Moduls!' });
    i18n.activate('de');
    expect(translateServerMessage(i18n, MSG.noAccess)).toBe('Sie haben keinen Zugriff auf die Bearbeitung der Daten dieses Moduls!');
    expect(translateServerMessage(i18n, 'Something new')).toBe('Something new');
    expect(translateFieldErrors(i18n, { name: MSG.noAccess })).toEqual({ name: 'Sie haben keinen Zugriff auf die Bearbeitung der Daten dieses Moduls!' });
  });
});
