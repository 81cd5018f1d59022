import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Badge, Button, Heading, Inline, Link, Modal, Dialog, PendingButton, Stack, Text, VisuallyHidden } from '@ds';
import type { SavedSearch } from '../../api/types';
import { savedSearchLimit } from '@domain/savedSearches';
import { savedSearchStore } from '../../stores/SavedSearchStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { Page } from '../shell/Page';
import { PageLoading } from '../shell/PageLoading';
import { emptyCompareMessage } from '../shortlist/ComparePage';
import { ShortlistCards } from '../shortlist/ShortlistCards';
import { useShortlist } from '../shortlist/useShortlist';
import { CriteriaSummary } from './CriteriaSummary';
import { savedSearchHref } from './savedSearches';
import * as styles from './AccountHomePage.css';

/** The page's title, description and breadcrumb trail. */
const meta = {
  title: 'My garage',
  description: 'Your Forecourt account: your shortlist and your saved searches.',
  trail: [{ label: 'My garage', href: '/account/mygarage/' }],
};

const savedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * /account/mygarage/, the account home: a greeting, the saved shortlist, and the saved searches, each
 * with what it looks for, its email alerts, and Run, Edit and Delete. For a signed-in visitor only
 * (RequireSignIn, in the route table).
 */
const AccountHomePage = observer(function AccountHomePage() {
  const { session } = useStores();
  const saved = useStore(savedSearchStore);
  const signedIn = session.isSignedIn;
  const shortlist = useShortlist({ always: true });

  useEffect(() => {
    if (signedIn) void saved.load();
  }, [signedIn, saved]);

  // The route wraps this page in RequireSignIn (signed out, the visitor goes to sign in and comes back),
  // so it shows only when signed in. Until the list has arrived the page shows the loading state
  // (footer kept out), so nothing moves when it does.
  if (saved.status === 'idle' || saved.status === 'loading') return <PageLoading />;

  const firstName = session.user?.FirstName.trim();
  return (
    <Page {...meta}>
      <Text size="large">{firstName ? `Hello, ${firstName}.` : 'Hello.'}</Text>

      <section aria-labelledby="account-shortlist" className={styles.section}>
        <Stack space="medium">
          <Heading level={2} id="account-shortlist">
            Your shortlist
          </Heading>
          <ShortlistCards
            headingLevel={3}
            trackingId="mygarage"
            empty="Your shortlist is empty. Select the heart on any advert to save up to 25 vehicles here."
          />
          {/* Comparing needs something to compare: with an empty shortlist, the spec's words instead of the link. */}
          {(shortlist?.count ?? 0) > 0 ? (
            <Text>
              <Link href="/vehicle-compare/" variant="standalone">
                Compare your shortlisted vehicles
              </Link>
            </Text>
          ) : (
            <Text tone="subtle">{emptyCompareMessage}</Text>
          )}
        </Stack>
      </section>

      <SavedSearches />
    </Page>
  );
});

export default AccountHomePage;

/** The saved searches' heading, also the fragment that leads to them (#saved-searches). */
const savedSearchesHeading = 'saved-searches';

/** The saved searches section: the list, or its empty or failed state, and the delete confirmation. */
const SavedSearches = observer(function SavedSearches() {
  const saved = useStore(savedSearchStore);
  const [confirming, setConfirming] = useState<SavedSearch | null>(null);
  const count = saved.searches.length;

  return (
    <section aria-labelledby={savedSearchesHeading} className={styles.section}>
      <Stack space="medium">
        <Heading level={2} id={savedSearchesHeading} tabIndex={-1}>
          Your saved searches
        </Heading>
        {saved.status === 'failed' ? (
          <div role="alert" className={styles.message}>
            <Text weight="strong">Sorry, we could not load your saved searches.</Text>
            <Text>
              <Button variant="secondary" onPress={() => void saved.load()}>
                Try again
              </Button>
            </Text>
          </div>
        ) : count === 0 ? (
          <div className={styles.message}>
            <Text weight="strong">You have no saved searches yet.</Text>
            <Text>
              Search for a car or van, then choose ‘Save this search’ on the results to come back to it, with email
              alerts when new vehicles match if you like.
            </Text>
            <Text>
              <Link href="/search/car/" variant="standalone">
                Search used cars
              </Link>
            </Text>
          </div>
        ) : (
          <>
            <Text tone="subtle">
              {saved.isFull
                ? `You have ${savedSearchLimit} saved searches, the most you can keep. Delete one to save another.`
                : `${count} of ${savedSearchLimit} saved searches.`}
            </Text>
            <ul className={styles.list}>
              {saved.searches.map((search) => (
                <SavedSearchItem key={search.Id} search={search} onDelete={() => setConfirming(search)} />
              ))}
            </ul>
          </>
        )}
      </Stack>
      <DeleteDialog
        search={confirming}
        onClose={(deleted) => {
          setConfirming(null);
          // The deleted search's buttons are gone: focus goes to the list's heading instead.
          if (deleted) requestAnimationFrame(() => document.getElementById(savedSearchesHeading)?.focus());
        }}
      />
    </section>
  );
});

const SavedSearchItem = observer(function SavedSearchItem({
  search,
  onDelete,
}: {
  search: SavedSearch;
  onDelete: () => void;
}) {
  const { modal } = useStores();
  const saved = useStore(savedSearchStore);
  const created = new Date(search.Created);
  // Each action names its search for those who hear the buttons out of context ("Edit Fiestas in London").
  const named = <VisuallyHidden> {search.Name}</VisuallyHidden>;

  return (
    <li className={styles.item} aria-busy={saved.isDeleting(search.Id)}>
      <Stack space="small">
        <Heading level={3} size="standard">
          {search.Name}
        </Heading>
        <CriteriaSummary vehicleType={search.VehicleType} criteria={search.Criteria} />
        <Inline space="small">
          <Badge tone={search.EmailAlerts ? 'positive' : 'neutral'}>
            {search.EmailAlerts ? 'Email alerts on' : 'Email alerts off'}
          </Badge>
          {Number.isNaN(created.getTime()) ? null : (
            <Text elementType="span" size="small" tone="subtle">
              Saved {savedOn.format(created)}
            </Text>
          )}
        </Inline>
        <Inline space="small" paddingTop="small">
          <Link href={savedSearchHref(search)} variant="standalone">
            Run search{named}
          </Link>
          <Button
            variant="secondary"
            size="small"
            onPress={() => modal.open('my-saved-search-edit', { savedSearchId: search.Id })}
          >
            Edit{named}
          </Button>
          <PendingButton variant="tertiary" size="small" onPress={onDelete} isPending={saved.isDeleting(search.Id)}>
            Delete{named}
          </PendingButton>
        </Inline>
      </Stack>
    </li>
  );
});

/**
 * Asks before deleting (an alert dialog: focus starts on the dialog, which reads its question). The dialog stays open until the
 * server has answered: deleted, it closes and says so; failed, it says why and the search stays.
 */
const DeleteDialog = observer(function DeleteDialog({
  search,
  onClose,
}: {
  search: SavedSearch | null;
  onClose: (deleted: boolean) => void;
}) {
  const { toasts } = useStores();
  const saved = useStore(savedSearchStore);
  const [failure, setFailure] = useState<string | null>(null);
  const descriptionId = useId();
  const pending = search ? saved.isDeleting(search.Id) : false;

  useEffect(() => setFailure(null), [search]);

  const confirm = async () => {
    if (!search) return;
    setFailure(null);
    const outcome = await saved.remove(search.Id);
    if (outcome.ok) {
      toasts.show(`Saved search ‘${search.Name}’ deleted`, { tone: 'success' });
      onClose(true);
    } else {
      setFailure(outcome.message);
    }
  };

  return (
    <Modal
      isOpen={search !== null}
      size="small"
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
    >
      <Dialog role="alertdialog" title="Delete this saved search?" aria-describedby={descriptionId}>
        {({ close }) => (
          <Stack space="large">
            <Text id={descriptionId}>‘{search?.Name}’ and its email alerts will be deleted. You cannot undo this.</Text>
            {failure ? (
              <div role="alert" className={styles.failure}>
                <Text weight="strong">Sorry, we could not delete this saved search.</Text>
                <Text>{failure}</Text>
              </div>
            ) : null}
            <Inline space="small">
              <PendingButton onPress={() => void confirm()} isPending={pending}>
                Delete
              </PendingButton>
              <Button variant="secondary" onPress={close} isDisabled={pending}>
                Cancel
              </Button>
            </Inline>
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
});
