import type { MigrationDb } from './tableBuilder.js';

// Frozen copies: a migration must keep meaning what it meant when it ran, so it
// does not import the live lists from domain/.
const PERMISSIONS: [number, string, string][] = [
  [1, 'fullPrivileges', 'Privilegje te plota'],
  [2, 'superAdmin', 'Super admin'],
  [3, 'observer', 'Vezhgues'],
  [4, 'contact', 'Kontakti'],
  [5, 'measures', 'Matjet'],
  [6, 'offers', 'Ofertat'],
  [7, 'production', 'Prodhimi'],
  [8, 'agreements', 'Marreveshjet'],
  [9, 'warehouse', 'Depo'],
  [10, 'transport', 'Transporti'],
  [11, 'installation', 'Instalimi'],
  [12, 'service', 'Servisimi'],
  [13, 'impression', 'Pershtypjet'],
  [14, 'blueprints', 'Skicat'],
  [15, 'calendar', 'Kalendari'],
];

// Kosovo keeps id 76, the spec's default country; the region's countries around it.
const COUNTRIES: [number, string, string, string[]][] = [
  [76, 'Kosove', 'XK', ['Prishtine', 'Prizren', 'Peje', 'Gjakove', 'Mitrovice', 'Ferizaj', 'Gjilan', 'Podujeve', 'Vushtrri', 'Suhareke', 'Rahovec', 'Drenas', 'Lipjan', 'Malisheve', 'Kamenice', 'Viti', 'Decan', 'Istog', 'Kline', 'Skenderaj', 'Dragash', 'Fushe Kosove', 'Obiliq', 'Shtime', 'Kaçanik', 'Hani i Elezit', 'Junik', 'Mamushe']],
  [2, 'Shqiperi', 'AL', ['Tirane', 'Durres', 'Vlore', 'Shkoder', 'Elbasan', 'Korce', 'Fier', 'Berat', 'Lushnje', 'Kukes']],
  [3, 'Maqedoni e Veriut', 'MK', ['Shkup', 'Tetove', 'Gostivar', 'Kumanove', 'Struge', 'Oher', 'Manastir', 'Kercove']],
  [4, 'Mali i Zi', 'ME', ['Podgorice', 'Ulqin', 'Tivar', 'Plave', 'Rozhaje', 'Budve']],
  [5, 'Serbi', 'RS', ['Beograd', 'Nish', 'Novi Sad', 'Presheve', 'Bujanoc', 'Medvegje']],
  [6, 'Gjermani', 'DE', ['Berlin', 'Munchen', 'Hamburg', 'Frankfurt', 'Stuttgart', 'Dusseldorf']],
  [7, 'Zvicer', 'CH', ['Zurich', 'Bern', 'Basel', 'Gjeneve', 'Lucerne']],
  [8, 'Austri', 'AT', ['Vjene', 'Graz', 'Linz', 'Salzburg']],
  [9, 'Kroaci', 'HR', ['Zagreb', 'Split', 'Rijeke']],
  [10, 'Bosnje e Hercegovine', 'BA', ['Sarajeve', 'Mostar', 'Banja Luke']],
  [11, 'Slloveni', 'SI', ['Lubjane', 'Maribor']],
  [12, 'Greqi', 'GR', ['Athine', 'Selanik']],
  [13, 'Bullgari', 'BG', ['Sofje', 'Plovdiv']],
  [14, 'Itali', 'IT', ['Rome', 'Milano', 'Bari']],
  [15, 'Turqi', 'TR', ['Stamboll', 'Ankara']],
];

export async function up(db: MigrationDb): Promise<void> {
  await db.insertInto('permissions').values(PERMISSIONS.map(([id, key, label]) => ({ id, key, label }))).execute();
  await db.insertInto('countries').values(COUNTRIES.map(([id, name, code]) => ({ id, name, code }))).execute();
  let cityId = 1;
  const cities = COUNTRIES.flatMap(([countryId, , , names]) => names.map((name) => ({ id: cityId++, country_id: countryId, name })));
  await db.insertInto('cities').values(cities).execute();
}
