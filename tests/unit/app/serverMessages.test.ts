// @vitest-environment node
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import type { DomainModule } from '../../../domain/kit/module.js';
import { DOMAIN_MODULES } from '../../../domain/modules.js';
import { allMessageTwins, SERVER_MESSAGES, translateFieldErrors, translateServerMessage } from '../../../src/app/serverMessages';

afterEach(() => i18n.activate('sq'));

describe('server messages', () => {
  it('has a Lingui message for every server text, with the same words, in every module', () => {
    const twins = allMessageTwins();
    for (const { texts, twins: descriptors } of twins) {
      expect(Object.keys(descriptors).sort()).toEqual(Object.keys(texts).sort());
      for (const [key, text] of Object.entries(texts)) expect(descriptors[key]?.message).toBe(text);
    }
  });

  it('has a module on the PWA for every domain module with messages', () => {
    const shown = new Set(allMessageTwins().flatMap(({ texts }) => Object.values(texts)));
    for (const module of DOMAIN_MODULES as readonly DomainModule[]) {
      for (const text of Object.values(module.messages ?? {})) expect(shown, `${module.name}: ${text}`).toContain(text);
    }
  });

  it('never gives one text two meanings across modules', () => {
    const texts = allMessageTwins().flatMap(({ texts }) => Object.values(texts));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('translates known texts and shows unknown ones as they came', () => {
    i18n.load('de', { [SERVER_MESSAGES.noAccess.id]: 'Sie haben keinen Zugriff auf die Bearbeitung der Daten dieses Moduls!' });
    i18n.activate('de');
    expect(translateServerMessage(i18n, MSG.noAccess)).toBe('Sie haben keinen Zugriff auf die Bearbeitung der Daten dieses Moduls!');
    expect(translateServerMessage(i18n, 'Something new')).toBe('Something new');
    expect(translateFieldErrors(i18n, { name: MSG.noAccess })).toEqual({ name: 'Sie haben keinen Zugriff auf die Bearbeitung der Daten dieses Moduls!' });
  });
});
