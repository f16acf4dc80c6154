import { adminModule } from '../modules/admin/module';
import { contactModule } from '../modules/contact/module';
import { measureModule } from '../modules/measure/module';
import { offerModule } from '../modules/offer/module';
import { agreementModule } from '../modules/agreement/module';
import { calendarModule } from '../modules/calendar/module';
import { blueprintsModule } from '../modules/blueprints/module';
import { outboxModule } from '../modules/outbox/module';
import { productionModule } from '../modules/production/module';
import { kioskModule } from '../modules/kiosk/module';
import { warehouseModule } from '../modules/warehouse/module';
import { transportModule } from '../modules/transport/module';
import { installationModule } from '../modules/installation/module';
import { serviceModule } from '../modules/service/module';
import { impressionModule } from '../modules/impression/module';
import { archiveModule } from './archive/module';
import { settingsModule } from '../modules/settings/module';

/**
 * Every module's PWA descriptor: the one list a new module joins with one
 * import line (docs/MODULES.md). The router, the outbox's nouns and the
 * server messages' translations are read from here.
 */
export const CLIENT_MODULES = [adminModule, outboxModule, contactModule, measureModule, offerModule, agreementModule, calendarModule, productionModule, blueprintsModule, kioskModule, transportModule, installationModule, warehouseModule, serviceModule, impressionModule, archiveModule, settingsModule] as const;
