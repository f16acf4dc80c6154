import { createTenantTable, flag, ref, required, type MigrationDb } from './tableBuilder.js';

/** The admin lookup lists (spec 001 §2 Admin, §3 Lookups) and who works where. */
export async function up(db: MigrationDb): Promise<void> {
  const named = (table: string) =>
    createTenantTable(db, table, { name: required('text') }, { unique: [['company_id', 'name']] });

  await named('departments');
  await createTenantTable(
    db,
    'responsibilities',
    { name: required('text'), department_id: ref('departments', 'set null') },
    { unique: [['company_id', 'name']] },
  );
  await createTenantTable(
    db,
    'user_responsibilities',
    { user_id: ref('users'), responsibility_id: ref('responsibilities') },
    { unique: [['user_id', 'responsibility_id']] },
  );
  await createTenantTable(
    db,
    'user_departments',
    { user_id: ref('users'), department_id: ref('departments'), is_admin: flag(0) },
    { unique: [['user_id', 'department_id']] },
  );

  await named('equipment');
  await named('units');
  await named('article_types');
  await named('suppliers');
  await named('color_palettes');
  await named('offer_fields');
  await named('materials');
  await createTenantTable(
    db,
    'material_responsibilities',
    { material_id: ref('materials'), responsibility_id: ref('responsibilities'), position: required('int') },
    { unique: [['material_id', 'responsibility_id']] },
  );
  await createTenantTable(
    db,
    'article_type_responsibilities',
    { article_type_id: ref('article_types'), responsibility_id: ref('responsibilities'), position: required('int') },
    { unique: [['article_type_id', 'responsibility_id']] },
  );
  await createTenantTable(
    db,
    'articles',
    {
      name: required('text'),
      code: required('text'),
      article_type_id: ref('article_types', 'set null'),
      unit_id: ref('units', 'set null'),
      material_id: ref('materials', 'set null'),
      supplier_id: ref('suppliers', 'set null'),
      price: 'money',
      for_production: flag(1),
    },
    { unique: [['company_id', 'code']] },
  );
  await createTenantTable(db, 'offer_conditions', { conditions: required('text') });
  await createTenantTable(db, 'impression_questions', { question: required('text') }, { unique: [['company_id', 'question']] });
  await createTenantTable(db, 'files', {
    owner_type: required('text'),
    owner_id: required('text'),
    kind: required('text'),
    file_name: required('text'),
    stored_name: required('text'),
    mime: required('text'),
    size: required('int'),
    created_by: ref('users', 'set null'),
  }, { indexes: [['owner_type', 'owner_id']] });
  await createTenantTable(db, 'measurement_templates', { name_of_file: required('text'), file_id: ref('files', 'set null') });
  await createTenantTable(
    db,
    'production_settings',
    { show_production_dropdown_details: flag(0), daily_capacity: { kind: 'int', notNull: true, default: 0 } },
    { unique: [['company_id']] },
  );
}
