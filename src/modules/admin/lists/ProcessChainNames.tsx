import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalDb } from '../../../local';

/** "1. Prerje → 2. Lyerje": a chain of processes in its order, as a table cell. */
export function ProcessChainNames({ ids }: { ids: readonly string[] }) {
  const db = useLocalDb();
  const names = useLiveQuery(async () => {
    const rows = await db.responsibilities.bulkGet([...ids]);
    return rows.map((row) => (row ? String(row.name ?? '') : '?'));
  }, [db, ids.join()]);
  if (!names || names.length === 0) return null;
  return (
    <ol className="flex flex-wrap gap-x-2 text-sm">
      {names.map((name, index) => (
        <li key={`${index}-${name}`}>
          {index + 1}. {name}
        </li>
      ))}
    </ol>
  );
}
