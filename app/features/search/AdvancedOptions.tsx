import { observer } from 'mobx-react-lite';
import { Button, Drawer, Heading, Stack, Tab, TabList, TabPanel, Tabs, TextField, VisuallyHidden } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { FilterFieldControl } from './FilterFieldControl';
import { filterGroups, groupError, groupKeys, groupSummary, type FilterGroup } from './filterGroups';
import * as styles from './AdvancedOptions.css';

/**
 * The search panel's advanced view: a button per group of criteria (requirements 2.15) that opens the
 * group's sub-panel, and the keywords.
 */
const AdvancedOptions = observer(function AdvancedOptions() {
  const { search, searchPanel } = useStores();
  const { panel } = search;

  return (
    <div className={styles.groups}>
      <Stack as="section" space="small" aria-labelledby="adv-filters">
        <Heading level={3} id="adv-filters" size="standard">
          Filters
        </Heading>
        <ul className={styles.groupList}>
          {filterGroups.map((group) => {
            // A criterion of the group in error (a range that arrived backwards) is said on its button.
            const error = groupError(group, (key) => search.errorFor(key));
            return (
              <li key={group.id}>
                <Button
                  variant="secondary"
                  fullWidth
                  aria-haspopup="dialog"
                  aria-label={group.title}
                  aria-describedby={`filter-group-${group.id}`}
                  onPress={() => searchPanel.openSubpanel(group.id, groupKeys(group), group.tabs[0]?.id ?? null)}
                >
                  {/* Named by its title; what is applied is its description. */}
                  <span className={styles.groupButton}>
                    <span className={styles.groupTitle}>{group.title}</span>
                    <span className={styles.groupSummary} id={`filter-group-${group.id}`}>
                      {error ? (
                        <>
                          <VisuallyHidden>Error: </VisuallyHidden>
                          {error}
                        </>
                      ) : (
                        groupSummary(group, search.modified)
                      )}
                    </span>
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      </Stack>
      <TextField
        label="Keywords"
        description="Words in the advert, separated by commas, e.g. heated seats, tow bar"
        value={(panel.Keywords ?? []).map((keyword) => keyword.Value).join(', ')}
        onChange={(value) => search.setKeywords(value)}
        isInvalid={search.errorFor('Keywords') !== undefined}
        errorMessage={search.errorFor('Keywords')}
        maxLength={200}
      />
      <SubPanel />
    </div>
  );
});

/**
 * The open sub-panel: a drawer with the group's criteria (on tabs when there are several), its own
 * live count, Clear (the group's criteria back at "any") and Done. Closing takes 500 ms (requirements 9.3),
 * after which the store clears the active sub-panel, tab and keys.
 */
const SubPanel = observer(function SubPanel() {
  const { search, searchCount, searchPanel } = useStores();
  const group = filterGroups.find((candidate) => candidate.id === searchPanel.activeSubpanel);
  if (!group) return null;

  return (
    <Drawer
      title={group.title}
      isOpen={searchPanel.subState === 'open'}
      onOpenChange={(open) => {
        if (!open) searchPanel.closeSubpanel();
      }}
      footer={
        <div className={styles.actions}>
          <Button variant="tertiary" onPress={() => search.clearCriteria(searchPanel.subSPKeys)}>
            Clear
          </Button>
          <Button onPress={() => searchPanel.closeSubpanel()}>Done</Button>
        </div>
      }
    >
      <Stack space="large">
        <GroupFields group={group} />
        <p role="status" aria-live="polite" className={styles.count}>
          {searchCount.countAnnouncement}
        </p>
      </Stack>
    </Drawer>
  );
});

const GroupFields = observer(function GroupFields({ group }: { group: FilterGroup }) {
  const { searchPanel } = useStores();
  const [onlyTab] = group.tabs;
  if (group.tabs.length === 1 && onlyTab) {
    return (
      <Stack space="medium">
        {onlyTab.fields.map((field) => (
          <FilterFieldControl key={field.key} field={field} />
        ))}
      </Stack>
    );
  }
  return (
    <Tabs
      selectedKey={searchPanel.activeSubpanelTab ?? onlyTab?.id}
      onSelectionChange={(key) => searchPanel.setSubpanelTab(String(key))}
    >
      <TabList aria-label={`${group.title} filters`}>
        {group.tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {group.tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          <Stack space="medium">
            {tab.fields.map((field) => (
              <FilterFieldControl key={field.key} field={field} />
            ))}
          </Stack>
        </TabPanel>
      ))}
    </Tabs>
  );
});

export default AdvancedOptions;
