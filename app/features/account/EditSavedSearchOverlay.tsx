import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Stack, Text } from '@ds';
import type { SavedSearch } from '../../api/types';
import { FormView } from '../../forms/FormFields';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { savedSearchStore } from '../../stores/SavedSearchStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { CriteriaSummary } from './CriteriaSummary';
import { SavedSearchFields } from './SavedSearchFields';
import { choiceOf, savedSearchForm, settled } from './savedSearchForm';

/**
 * `my-saved-search-edit`, from the account home: renames one of the person's saved searches or
 * switches its email alerts. Saved, it closes (focus back on its Edit button) and a toast says so; a
 * refusal is shown in the form with the server's words, and nothing typed is lost.
 */
export const EditSavedSearchOverlay = observer(function EditSavedSearchOverlay({
  data,
  close,
}: OverlayProps<'my-saved-search-edit'>) {
  const saved = useStore(savedSearchStore);
  const search = saved.find(data.savedSearchId);
  if (!search) {
    return (
      <OverlayLayout title="Edit saved search" close={close}>
        <Text role="alert">Sorry, we could not find that saved search.</Text>
      </OverlayLayout>
    );
  }
  return <EditForm search={search} close={close} />;
});

export default EditSavedSearchOverlay;

const EditForm = observer(function EditForm({ search, close }: { search: SavedSearch; close: () => void }) {
  const { toasts } = useStores();
  const saved = useStore(savedSearchStore);
  const [form] = useState(() => savedSearchForm({ Name: search.Name, EmailAlerts: search.EmailAlerts }));

  return (
    <OverlayLayout title="Edit saved search" close={close} closeLabel={null}>
      <Stack space="small">
        <Text weight="strong">This search looks for</Text>
        <CriteriaSummary vehicleType={search.VehicleType} criteria={search.Criteria} />
      </Stack>
      <FormView
        form={form}
        onSubmit={async (values) => settled(await saved.edit(search.Id, choiceOf(values)))}
        onSuccess={() => {
          toasts.show('Your saved search has been updated', { tone: 'success' });
          close();
        }}
      >
        <SavedSearchFields form={form} nameLabel="Name" submitLabel="Save changes" cancel={close} />
      </FormView>
    </OverlayLayout>
  );
});
