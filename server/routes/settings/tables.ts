import type { Defaulted, Nullable, Tenant } from '../../db/schema/columns.js';

/** The company's settings row (migration 0018); every text column defaults to ''. */
export interface CompanySettingsTable extends Tenant {
  companyName: Defaulted<string>;
  address: Defaulted<string>;
  phone: Defaulted<string>;
  email: Defaulted<string>;
  taxNumber: Defaulted<string>;
  businessNumber: Defaulted<string>;
  bankName: Defaulted<string>;
  bankAccount: Defaulted<string>;
  logoFileId: Nullable<string>;
  /** JSON list of the offer's standard texts, '' for the spec's words (domain/settings/offerStandardTexts.ts). */
  offerTexts: Defaulted<string>;
  tileUrl: Defaulted<string>;
  /** Months of finished work devices keep (migration 0021). */
  mirrorMonths: Defaulted<number>;
}

declare module '../../db/schema.js' {
  interface Database {
    companySettings: CompanySettingsTable;
  }
}
