import { createTenantTable, flag, ref, required, type ColumnSpec, type MigrationDb } from './tableBuilder.js';

const countryRef: ColumnSpec = { kind: 'int', references: 'countries.id', notNull: true, default: 76 };
const cityRef: ColumnSpec = { kind: 'int', references: 'cities.id' };

/** A client's way through the modules: contact → … → impression (both spec files, §3). */
export async function up(db: MigrationDb): Promise<void> {
  await createTenantTable(
    db,
    'clients',
    {
      firstname_and_lastname: required('text'),
      last_name: required('text'),
      phone_number: 'text',
      second_phone_number: 'text',
      email: 'text',
      comment_and_details: 'text',
      business_number: 'text',
      address: 'text',
      second_address: 'text',
      bank_account_number: 'text',
      bank_account: 'text',
      contact_person: 'text',
      parent_name: 'text',
      company_name: 'text',
      fiscal_number: 'text',
      product_code: 'text',
      country_id: countryRef,
      city_id: cityRef,
      agent_id: ref('users', 'set null'),
      module_id: { kind: 'int', notNull: true, default: 1 },
      archived_at: 'time',
    },
    { indexes: [['company_id', 'created_at'], ['company_id', 'firstname_and_lastname']] },
  );
  await createTenantTable(
    db,
    'projects',
    {
      client_id: ref('clients'),
      project_name: required('text'),
      address: 'text',
      measure_date: 'date',
      project_location: 'text',
      project_comment: 'text',
      shipment_destination_id: { kind: 'int', notNull: true, default: 1 },
      measure_assignee_id: ref('users', 'set null'),
    },
    { unique: [['client_id', 'project_name']], indexes: [['client_id']] },
  );
  await createTenantTable(db, 'project_orders', { project_id: ref('projects'), article_id: ref('articles') }, {
    unique: [['project_id', 'article_id']],
  });

  await createTenantTable(
    db,
    'measures',
    {
      client_id: ref('clients'),
      project_id: ref('projects'),
      product_material: 'text',
      product_color_id: ref('color_palettes', 'set null'),
      product_location: 'text',
      details: 'text',
      measure_status_id: { kind: 'int', notNull: true, default: 1 },
      measure_date: 'date',
      start_date: 'date',
      planned_date: 'date',
      employee_id: ref('users', 'set null'),
    },
    { unique: [['project_id']] },
  );

  await createTenantTable(
    db,
    'offers',
    {
      number: required('int'),
      client_id: ref('clients'),
      project_id: ref('projects', 'set null'),
      offer_status_id: { kind: 'int', notNull: true, default: 5 },
      offer_date: 'date',
      addition: 'text',
      comment: 'text',
      address: 'text',
      fiscal_number: 'text',
      payment_deadline: 'date',
      account_number: 'text',
      discount_type: flag(0),
      discount_value: { kind: 'money', notNull: true, default: 0 },
      discount_total: { kind: 'money', notNull: true, default: 0 },
      total: { kind: 'money', notNull: true, default: 0 },
      created_by: ref('users', 'set null'),
    },
    { unique: [['company_id', 'number']], indexes: [['client_id']] },
  );
  await createTenantTable(
    db,
    'offer_field_values',
    { offer_id: ref('offers'), offer_field_id: ref('offer_fields'), value: 'text' },
    { unique: [['offer_id', 'offer_field_id']] },
  );

  // One row is an offer's product line and, once agreed, the product in
  // production: the spec's offer product row and production product share it.
  await createTenantTable(
    db,
    'products',
    {
      offer_id: ref('offers'),
      client_id: ref('clients'),
      project_id: ref('projects', 'set null'),
      article_id: ref('articles', 'set null'),
      unit_id: ref('units', 'set null'),
      type: 'text',
      quantity: { kind: 'qty', notNull: true, default: 1 },
      price: { kind: 'money', notNull: true, default: 0 },
      discount: { kind: 'money', notNull: true, default: 0 },
      tax: { kind: 'money', notNull: true, default: 0 },
      tax_price: { kind: 'money', notNull: true, default: 0 },
      discount_price: { kind: 'money', notNull: true, default: 0 },
      total_price: { kind: 'money', notNull: true, default: 0 },
      start: 'date',
      end: 'date',
      initial_start: 'date',
      initial_end: 'date',
      calendar_comment: 'text',
      canceled: flag(0),
      for_production: flag(1),
      active: flag(1),
      done_status: flag(0),
      product_status_id: { kind: 'int', notNull: true, default: 1 },
      finished_at: 'time',
      created_by: ref('users', 'set null'),
    },
    { indexes: [['offer_id'], ['client_id'], ['company_id', 'done_status', 'active']] },
  );

  await createTenantTable(
    db,
    'agreements',
    {
      client_id: ref('clients'),
      offer_id: ref('offers', 'set null'),
      project_id: ref('projects', 'set null'),
      agreement_status_id: { kind: 'int', notNull: true, default: 1 },
      prepaid: { kind: 'money', notNull: true, default: 0 },
      total: { kind: 'money', notNull: true, default: 0 },
      total_debt_left: { kind: 'money', notNull: true, default: 0 },
      start: 'date',
      end: 'date',
      comment: 'text',
      first_update: flag(0),
    },
    { indexes: [['client_id']] },
  );
  await createTenantTable(db, 'tasks', {
    user_id: ref('users', 'set null'),
    title: required('text'),
    comment: 'text',
    start: required('date'),
    end: 'date',
    task_status_id: { kind: 'int', notNull: true, default: 1 },
  });

  await createTenantTable(
    db,
    'process_statuses',
    {
      product_id: ref('products'),
      responsibility_id: ref('responsibilities'),
      position: required('int'),
      user_id: ref('users', 'set null'),
      status_id: { kind: 'int', notNull: true, default: 2 },
      warning: 'text',
      admin_warning: 'text',
      other_comment: 'text',
      started_at: 'time',
      finished_at: 'time',
    },
    { unique: [['product_id', 'responsibility_id']], indexes: [['company_id', 'status_id'], ['user_id']] },
  );
  await createTenantTable(
    db,
    'temporary_materials',
    { product_id: ref('products'), responsibility_id: ref('responsibilities'), material_name: required('text') },
    { indexes: [['product_id']] },
  );
  await createTenantTable(
    db,
    'material_statuses',
    {
      product_id: ref('products'),
      material_id: ref('materials', 'set null', false),
      temporary_material_id: ref('temporary_materials', 'cascade', false),
      responsibility_id: ref('responsibilities'),
      position: required('int'),
      user_id: ref('users', 'set null'),
      status_id: { kind: 'int', notNull: true, default: 2 },
      warning: 'text',
      admin_warning: 'text',
      other_comment: 'text',
      started_at: 'time',
      finished_at: 'time',
    },
    { indexes: [['product_id']] },
  );
  await createTenantTable(
    db,
    'trackers',
    {
      status_type: required('text'),
      status_ref_id: required('id'),
      product_id: ref('products'),
      responsibility_id: ref('responsibilities'),
      user_id: ref('users', 'set null'),
      start: required('time'),
      end: 'time',
      pause_status_id: 'int',
    },
    { indexes: [['status_ref_id']] },
  );
  await createTenantTable(db, 'blueprints', {
    project_id: ref('projects'),
    product_id: ref('products', 'cascade', false),
    file_id: ref('files'),
    name_of_blueprint: required('text'),
  });

  await createTenantTable(
    db,
    'warehouse_records',
    {
      client_id: ref('clients'),
      project_id: ref('projects'),
      label: required('text'),
      comment: 'text',
      without_transport: flag(0),
      without_installation: flag(0),
    },
    { indexes: [['project_id']] },
  );
  await createTenantTable(db, 'warehouse_record_products', {
    warehouse_record_id: ref('warehouse_records'),
    product_id: ref('products'),
    quantity: required('qty'),
  });
  await createTenantTable(
    db,
    'warehouse_record_users',
    { warehouse_record_id: ref('warehouse_records'), user_id: ref('users'), role: required('text') },
    { unique: [['warehouse_record_id', 'user_id', 'role']] },
  );
  await createTenantTable(db, 'warehouse_stock', { article_id: ref('articles'), quantity: required('qty') }, {
    unique: [['company_id', 'article_id']],
  });

  await createTenantTable(
    db,
    'transports',
    {
      code: required('text'),
      project_id: ref('projects'),
      warehouse_record_id: ref('warehouse_records', 'set null'),
      transport_details: 'text',
      comment: 'text',
      acceptance_date: 'time',
      arrival_date: 'time',
      name: 'text',
      email: 'text',
      phone_number: 'text',
    },
    { indexes: [['company_id', 'code'], ['project_id']] },
  );
  await createTenantTable(
    db,
    'transport_equipment',
    { transport_id: ref('transports'), equipment_id: ref('equipment') },
    { unique: [['transport_id', 'equipment_id']] },
  );

  await createTenantTable(
    db,
    'installations',
    {
      project_id: ref('projects'),
      transport_id: ref('transports', 'set null'),
      installation_start: 'time',
      installation_end: 'time',
      comment: 'text',
      conditional: flag(0),
    },
    { indexes: [['project_id']] },
  );

  await createTenantTable(db, 'service_tickets', {
    project_id: ref('projects', 'set null', false),
    firstname: 'text',
    lastname: 'text',
    address: 'text',
    city: 'text',
    email: 'text',
    phone_number: 'text',
    problem: required('text'),
    warning: 'text',
    date: 'date',
    start: 'time',
    end: 'time',
    status_id: { kind: 'int', notNull: true, default: 1 },
  });
  await createTenantTable(db, 'service_ticket_products', {
    service_ticket_id: ref('service_tickets'),
    product_id: ref('products', 'cascade', false),
    article_id: ref('articles', 'cascade', false),
  });

  await createTenantTable(
    db,
    'impressions',
    { project_id: ref('projects'), client_id: ref('clients'), feedback: 'text', average: { kind: 'money', notNull: true, default: 0 } },
    { unique: [['project_id']] },
  );
  await createTenantTable(
    db,
    'impression_answers',
    { impression_id: ref('impressions'), question_id: ref('impression_questions'), rating: required('int') },
    { unique: [['impression_id', 'question_id']] },
  );
}
