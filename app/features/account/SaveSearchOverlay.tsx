import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link, Stack, Text } from '@ds';
import type { SavedSearch } from '../../api/types';
import { FormView } from '../../forms/FormFields';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { savedSearchStore } from '../../stores/SavedSearchStore';
import { useStore } from '../../stores/StoresContext';
import { CriteriaSummary } from './CriteriaSummary';
import { SavedSearchFields } from './SavedSearchFields';
import { SignInForm } from './SignInForm';
import { choiceOf, savedSearchForm, settled } from './savedSearchForm';
import { suggestedName } from './savedSearches';

/**
 * `save-search-form`, from a results page: names the search (a suggestion from its criteria, which
 * the person can change), optionally with email alerts, and saves it. Then it says so, with a link
 * to the account home where saved searches are kept. A refusal (e.g. 20 saved already) is shown in
 * the form's error summary with the server's words.
 */
export const SaveSearchOverlay = observer(function SaveSearchOverlay({
  data,
  close,
}: OverlayProps<'save-search-form'>) {
  const saved = useStore(savedSearchStore);
  const [form] = useState(() =>
    savedSearchForm({ Name: suggestedName(data.vehicleType, data.criteria), EmailAlerts: false }),
  );
  const [done, setDone] = useState<SavedSearch | null>(null);

  if (done) return <SearchSaved search={done} close={close} />;

  // The session expired (401): sign in here, then the form is back with what was typed.
  if (saved.signInNeeded !== null) {
    return (
      <OverlayLayout title="Sign in to save this search" close={close} closeLabel={null}>
        <Text role="alert">{saved.signInNeeded}</Text>
        <SignInForm onSignedIn={() => saved.signedInAgain()} />
      </OverlayLayout>
    );
  }

  return (
    <OverlayLayout title="Save this search" close={close} closeLabel={null}>
      <Stack space="small">
        <Text weight="strong">You are saving</Text>
        <CriteriaSummary vehicleType={data.vehicleType} criteria={data.criteria} />
      </Stack>
      <FormView
        form={form}
        onSubmit={async (values) => {
          const outcome = await saved.save(data.vehicleType, data.criteria, choiceOf(values));
          // A 401 is not the form's error: the overlay asks the person to sign in and the form waits.
          if (!outcome.ok && saved.signInNeeded !== null) return;
          setDone(settled(outcome).search);
        }}
      >
        <SavedSearchFields
          form={form}
          nameLabel="Name this search"
          nameHint=", so you can tell your searches apart"
          submitLabel="Save search"
          cancel={close}
        />
      </FormView>
    </OverlayLayout>
  );
});

export default SaveSearchOverlay;

/** The confirmation: what was saved, and the way to the account home (which closes the overlay). */
function SearchSaved({ search, close }: { search: SavedSearch; close: () => void }) {
  const linkId = useId();
  // The form has gone: focus moves to the way on, and the confirmation is read out with the dialog.
  useEffect(() => document.getElementById(linkId)?.focus(), [linkId]);
  return (
    <OverlayLayout title="Search saved" close={close}>
      <Text role="status">
        ‘{search.Name}’ is saved{search.EmailAlerts ? ', and we will email you when new vehicles match' : ''}. You can
        run, rename or delete it from your account.
      </Text>
      <Text>
        <Link id={linkId} href="/account/mygarage/#saved-searches" variant="standalone" onPress={close}>
          Go to your saved searches
        </Link>
      </Text>
    </OverlayLayout>
  );
}
