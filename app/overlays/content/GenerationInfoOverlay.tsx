import { Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/**
 * `generation-info`: what a model "generation" is and which one this vehicle belongs to.
 * Data: `model` (e.g. "Ford Fiesta"), `generation` (e.g. "Mk8"), `years` (e.g. "2017 to 2023") and
 * `summary` (what changed in it).
 */
export default function GenerationInfoOverlay({ data, close }: OverlayProps<'generation-info'>) {
  const model = data.model ?? 'this model';
  const generation = data.generation ?? '';
  const years = data.years ?? '';
  return (
    <OverlayLayout title="About model generations" close={close}>
      <Stack space="medium">
        <Text>
          Manufacturers redesign a model every few years. Each version is a generation: cars of one generation share
          their body, interior and most engines, so prices and reviews compare like with like.
        </Text>
        {generation ? (
          <Text>
            This is the {model} {generation}
            {years ? `, built from ${years}` : ''}.
          </Text>
        ) : null}
        {data.summary ? <Text>{data.summary}</Text> : null}
      </Stack>
    </OverlayLayout>
  );
}
