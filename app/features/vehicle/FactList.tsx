import { DescriptionList, type DescriptionListLayout } from '@ds';
import type { VehicleFact } from './facts';

/** Facts as the design system's description list: a term and its value each (key facts, specification, running costs). */
export function FactList({
  facts,
  layout = 'tiles',
}: {
  facts: readonly VehicleFact[];
  layout?: DescriptionListLayout;
}) {
  return (
    <DescriptionList layout={layout} items={facts.map((fact) => ({ term: fact.label, description: fact.value }))} />
  );
}
