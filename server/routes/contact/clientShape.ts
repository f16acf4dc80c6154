import type { ClientRead } from '../../../domain/contact/clientShape.js';
import type { Reader } from '../../entities/feedShape.js';

/** Clients of a company with their country, city and agent named; narrowed by the caller. */
export function clientQuery(db: Reader, companyId: string) {
  return db
    .selectFrom('clients as c')
    .innerJoin('countries as co', 'co.id', 'c.countryId')
    .leftJoin('cities as ci', 'ci.id', 'c.cityId')
    .leftJoin('users as u', 'u.id', 'c.agentId')
    .selectAll('c')
    .select(['co.name as countryName', 'ci.name as cityName', 'u.firstname as agentFirstname', 'u.lastname as agentLastname'])
    .where('c.companyId', '=', companyId);
}

type ClientRow = Awaited<ReturnType<ReturnType<typeof clientQuery>['executeTakeFirstOrThrow']>>;

export function toClientRead(row: ClientRow): ClientRead {
  const { companyId: _tenant, countryName, cityName, agentFirstname, agentLastname, ...client } = row;
  return {
    ...client,
    country: { id: client.countryId, name: countryName },
    city: client.cityId !== null && cityName !== null ? { id: client.cityId, name: cityName } : null,
    agent: agentFirstname !== null && agentLastname !== null ? `${agentFirstname} ${agentLastname}` : null,
  };
}

/** The read and feed shape of the given clients. */
export async function loadClients(db: Reader, companyId: string, ids: readonly string[]): Promise<ClientRead[]> {
  if (ids.length === 0) return [];
  const rows = await clientQuery(db, companyId).where('c.id', 'in', ids).execute();
  return rows.map(toClientRead);
}
