import { defineConfig } from '@lingui/cli';

// Albanian is the source language: messages are written in Albanian in the code
// and translated to English and German in src/locales/{en,de}/messages.po.
export default defineConfig({
  sourceLocale: 'sq',
  locales: ['sq', 'en', 'de'],
  fallbackLocales: { default: 'sq' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src', '<rootDir>/domain'] }],
});
