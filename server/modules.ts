import { adminServerModule } from './routes/admin/module.js';
import { contactServerModule } from './routes/contact/module.js';
import { measureServerModule } from './routes/measure/module.js';
import { offerServerModule } from './routes/offer/module.js';
import { agreementServerModule } from './routes/agreement/module.js';
import { calendarServerModule } from './routes/calendar/module.js';
import { filesServerModule } from './routes/files/module.js';
import { productionServerModule } from './routes/production/module.js';
import { kioskServerModule } from './routes/kiosk/module.js';
import { warehouseServerModule } from './routes/warehouse/module.js';
import { transportServerModule } from './routes/transport/module.js';
import { installationServerModule } from './routes/installation/module.js';
import { impressionServerModule } from './routes/impression/module.js';
import { serviceServerModule } from './routes/service/module.js';
import { archiveServerModule } from './routes/archive/module.js';
import { settingsServerModule } from './routes/settings/module.js';

/**
 * Every module's server descriptor: the one list a new module joins with one
 * import line (docs/MODULES.md). Its routes are registered and its feed
 * loaders used from here; a module with neither needs no entry.
 */
export const SERVER_MODULES = [adminServerModule, filesServerModule, contactServerModule, measureServerModule, offerServerModule, agreementServerModule, calendarServerModule, productionServerModule, kioskServerModule, warehouseServerModule, transportServerModule, installationServerModule, serviceServerModule, impressionServerModule, archiveServerModule, settingsServerModule] as const;
