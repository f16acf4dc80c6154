import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';

// Components render with the source language (Albanian) unless a test activates another.
i18n.loadAndActivate({ locale: 'sq', messages: {} });
