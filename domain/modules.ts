import { adminModule } from './admin/module.js';
import { filesModule } from './files/module.js';
import { contactModule } from './contact/module.js';
import { measureModule } from './measure/module.js';
import { offerModule } from './offer/module.js';
import { agreementModule } from './agreement/module.js';
import { calendarModule } from './calendar/module.js';
import { productionModule } from './production/module.js';
import { warehouseModule } from './warehouse/module.js';
import { transportModule } from './transport/module.js';
import { installationModule } from './installation/module.js';
import { serviceModule } from './service/module.js';
import { impressionModule } from './impression/module.js';
import { kioskModule } from './kiosk/module.js';
import { archiveModule } from './archive/module.js';
import { settingsModule } from './settings/module.js';

/**
 * Every module's domain descriptor: the one list a new module joins with one
 * import line (docs/MODULES.md). The entities, the feed's readers, the folded
 * texts, the local tables and the messages are all read from here.
 */
export const DOMAIN_MODULES = [adminModule, filesModule, contactModule, measureModule, offerModule, agreementModule, calendarModule, productionModule, warehouseModule, transportModule, installationModule, serviceModule, impressionModule, kioskModule, archiveModule, settingsModule] as const;
