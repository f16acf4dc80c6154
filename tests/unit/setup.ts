import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { configure } from '@testing-library/react';

// Components render with the source language (Albanian) unless a test activates another.
i18n.loadAndActivate({ locale: 'sq', messages: {} });

// A screen appears once the app's lazy chunks and the first pull have run; on a CI machine whose two
// cores also run the server suite that takes seconds, not the library's one second. A test that finds
// what it looks for goes on at once: the longer wait only delays a failure.
configure({ asyncUtilTimeout: 10_000 });
