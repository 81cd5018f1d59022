/**
 * The reference data published beside the contract (openapi/data/), as the contract's `x-reference-data`
 * names it: the values of the search criteria whose lists and bands the schema leaves open.
 */
import { readFileSync } from 'node:fs';

/** One published value of a search criterion: `criterion,value,name,meaning` (no quoted fields). */
interface SearchValue {
  criterion: string;
  value: string;
  name: string;
  meaning: string;
}

const searchValuesFile = new URL('../data/search-values.csv', import.meta.url);
const searchValueColumns = ['criterion', 'value', 'name', 'meaning'] as const;

function parseSearchValues(text: string): SearchValue[] {
  const [header = '', ...lines] = text.split(/\r?\n/);
  if (header !== searchValueColumns.join(','))
    throw new Error(`search-values.csv: the header must be ${searchValueColumns.join(',')}`);
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [criterion = '', value = '', name = '', ...meaning] = line.split(',');
      return { criterion, value, name, meaning: meaning.join(',') };
    });
}

const searchValues: readonly SearchValue[] = parseSearchValues(readFileSync(searchValuesFile, 'utf8'));

/** The published values of one criterion, its 'Any' entry ('*') first. */
export const publishedValues = (criterion: string) => searchValues.filter((v) => v.criterion === criterion);
