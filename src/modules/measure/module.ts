import { msg } from '@lingui/core/macro';
import { MEASURE_MSG } from '../../../domain/measure/messages.js';
import { lazyPage } from '../../app/archive/lazyPage';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { measureRoute, measureRouteTree } from './measureRoutes';
import { MEASURE_MESSAGES } from './messages';

/** Measure on the PWA (spec 000 §2 "Measures"): the measures by status, the measurer's form with GPS, photos and sketches, offline. */
export const measureModule = defineClientModule({
  name: 'measure',
  dashboardRoutes: [measureRouteTree],
  archive: { module: 'measures', area: measureRoute, page: lazyPage(() => import('./list/MeasureArchivePage'), 'MeasureArchivePage') },
  // A stored file of a measure is removed on its own (DELETE measures/assets/{id}).
  nouns: { measures: msg`matje`, files: msg`file` },
  messages: messageTwins(MEASURE_MSG, MEASURE_MESSAGES),
});
