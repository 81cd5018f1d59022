import { VehicleIdValue } from '../../openapi/generated/limits';

/**
 * A cookie's list of vehicle ids joined by '|' (the shortlist's `{VehicleId}-0` entries, the recent
 * list's bare ids): the ids of the entries that match `entry` (its first group is the id), each once, in
 * order, at most `max`. Anything malformed is skipped, never thrown.
 */
export function parseIdList(value: string | undefined, entry: RegExp, max: number): number[] {
  if (typeof value !== 'string') return [];
  const ids: number[] = [];
  for (const part of value.split('|')) {
    const id = Number(entry.exec(part.trim())?.[1]);
    if (id > 0 && id <= VehicleIdValue.maximum && !ids.includes(id)) ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}
