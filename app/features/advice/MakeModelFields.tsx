import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Button, NativeSelect, Stack, Text } from '@ds';
import type { AdviceStore } from '../../stores/AdviceStore';
import * as styles from './Advice.css';

export interface MakeModelChoice {
  make: string;
  model: string;
}

/**
 * A make and a model from the car makes lookup (loaded once a visit), as two selects: the model list
 * follows the make, and it is disabled while there is no choice to make (no make, or a make with one
 * model: requirements 4.11). '' is 'any' for both.
 */
export const MakeModelFields = observer(function MakeModelFields({
  store,
  value,
  onChange,
  anyMakeLabel,
  makeError,
}: {
  store: AdviceStore;
  value: MakeModelChoice;
  onChange: (value: MakeModelChoice) => void;
  /** The label of the 'any make' choice ('All makes', 'Choose a make'). */
  anyMakeLabel: string;
  makeError?: string;
}) {
  useEffect(() => void store.loadCarMakes(), [store]);
  const ready = store.makesState === 'loaded';
  const models = store.modelsOf(value.make || undefined);
  const makeOptions = [
    { value: '', label: anyMakeLabel },
    ...store.makes.map((make) => ({ value: make.Value, label: make.Name ?? make.Value })),
  ];
  const modelOptions = [
    { value: '', label: 'All models' },
    ...models.map((model) => ({ value: model.Value, label: model.Name ?? model.Value })),
  ];
  if (store.makesState === 'failed') {
    return (
      <Stack space="small">
        <Text>Sorry, we could not load the makes and models. Please try again.</Text>
        <div>
          <Button variant="secondary" onPress={() => void store.loadCarMakes()}>
            Try again
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <div className={styles.fields} aria-busy={!ready || undefined}>
      <NativeSelect
        label="Make"
        options={makeOptions}
        value={value.make}
        onChange={(make) => onChange({ make, model: '' })}
        isDisabled={!ready}
        isInvalid={Boolean(makeError)}
        errorMessage={makeError}
      />
      <NativeSelect
        label="Model"
        options={modelOptions}
        value={value.model}
        onChange={(model) => onChange({ ...value, model })}
        isDisabled={!ready || models.length <= 1}
      />
      {ready ? null : (
        <Text tone="subtle">
          <span role="status">Loading makes and models</span>
        </Text>
      )}
    </div>
  );
});
