import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Stack, Text } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { adviceStore, guideHref } from '../../stores/AdviceStore';
import { useStore } from '../../stores/StoresContext';
import { MakeModelFields } from './MakeModelFields';

/**
 * `pricing-hub-filter` (the price guide's filter): choose a make and model, or neither for every car.
 * 'Show prices' opens the guide's address for them (shareable), and the page shows that guide.
 */
export const PriceGuideFilterOverlay = observer(function PriceGuideFilterOverlay({
  data,
  close,
}: OverlayProps<'pricing-hub-filter'>) {
  const store = useStore(adviceStore);
  const navigate = useNavigate();
  const [choice, setChoice] = useState({ make: data.make ?? '', model: data.model ?? '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    void navigate(guideHref({ make: choice.make || undefined, model: choice.model || undefined }));
  };

  return (
    <OverlayLayout title="Choose a make and model" close={close} closeLabel="Cancel">
      <form onSubmit={submit} aria-label="Choose a make and model">
        <Stack space="large">
          <Text>Choose a make for its prices, and a model to narrow them down. Leave both for every car.</Text>
          <MakeModelFields store={store} value={choice} onChange={setChoice} anyMakeLabel="All makes" />
          <div>
            <Button type="submit" isDisabled={store.makesState !== 'loaded'}>
              Show prices
            </Button>
          </div>
        </Stack>
      </form>
    </OverlayLayout>
  );
});
