import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Stack } from '@ds';
import type { VehicleDetail } from '@app/api/types';
import { expect, within } from 'storybook/test';
import HistoryDetails from '@app/features/vehicle/history/HistoryDetails';
import { column, narrowViewport } from '../../support/decorators';

type History = NonNullable<VehicleDetail['History']>;
type MotTest = History['MotTests'][number];
type Defect = MotTest['Defects'][number];

const advisory = (Text: string): Defect => ({ Text, Type: 'ADVISORY', Dangerous: false });
const test = (
  CompletedDate: string,
  OdometerValue: number,
  Defects: Defect[] = [],
  ExpiryDate?: string,
  TestResult: MotTest['TestResult'] = 'PASSED',
): MotTest => ({
  CompletedDate,
  TestResult,
  ...(ExpiryDate ? { ExpiryDate } : {}),
  OdometerValue,
  OdometerUnit: 'mi',
  OdometerResultType: 'READ',
  Defects,
});
const cleanCheck: History['Check'] = {
  CheckedAt: '2026-08-01T09:00:00Z',
  Stolen: false,
  WriteOff: null,
  OutstandingFinance: false,
  Imported: false,
  MileageDiscrepancy: false,
  OutstandingRecall: false,
};

/** The contract's Fiesta (v20481734) without its fail: yearly passes, one advisory, nothing recorded. */
const clean: History = {
  MotTests: [
    test('2026-04-30T11:02:00Z', 27239, [], '2027-05-14'),
    test('2025-05-02T14:33:00Z', 21292, [], '2026-05-14'),
    test('2024-05-10T08:41:00Z', 18153, [], '2025-05-14'),
    test('2023-05-08T10:16:00Z', 15018, [], '2024-05-14'),
    test(
      '2022-04-17T14:41:00Z',
      11342,
      [advisory('Offside Front Tyre worn close to legal limit (5.2.3 (e))')],
      '2023-05-14',
    ),
  ],
  MotExpiryDate: '2027-05-14',
  PreviousOwners: 1,
  ServiceHistory: 'Full',
  V5CIssueDate: '2019-05-15',
  Check: cleanCheck,
};

/** An older car: a fail with major and dangerous defects retested within days, advisories of its age, a recall. */
const failAndAdvisories: History = {
  MotTests: [
    test(
      '2025-10-14T10:05:00Z',
      81250,
      [
        advisory('Nearside Front Tyre worn close to legal limit (5.2.3 (e))'),
        advisory('Sub-frame corroded but not seriously weakened (5.3.3 (b) (i))'),
      ],
      '2026-10-20',
    ),
    test(
      '2025-10-09T15:47:00Z',
      81231,
      [
        { Text: 'Nearside Rear Brake pipe excessively corroded (1.1.11 (c))', Type: 'MAJOR', Dangerous: false },
        {
          Text: 'Offside Front Tyre has a cut in excess of the requirements deep enough to reach the ply or cords (5.2.3 (d) (i))',
          Type: 'DANGEROUS',
          Dangerous: true,
        },
        advisory('Nearside Front Tyre worn close to legal limit (5.2.3 (e))'),
      ],
      undefined,
      'FAILED',
    ),
    test(
      '2024-10-03T09:12:00Z',
      72110,
      [
        advisory('Front Brake pad(s) wearing thin (1.1.13 (a) (ii))'),
        advisory('Oil leak, but not excessive (8.4.1 (a) (i))'),
      ],
      '2025-10-20',
    ),
    test('2023-10-11T13:30:00Z', 63480, [], '2024-10-20'),
  ],
  MotExpiryDate: '2026-10-20',
  PreviousOwners: 3,
  ServiceHistory: 'Part',
  V5CIssueDate: '2022-03-08',
  Check: { ...cleanCheck, OutstandingRecall: true },
};

/** The contract's Corsa (v20481802): its 2024 readings are lower than the 2023 one. */
const discrepancy: History = {
  MotTests: [
    test(
      '2025-10-03T16:39:00Z',
      28844,
      [advisory('Nearside Rear Brake pipe slightly corroded (1.1.11 (c))')],
      '2026-10-14',
    ),
    test('2024-10-11T14:52:00Z', 23641, [], '2025-10-14'),
    test(
      '2024-10-08T10:58:00Z',
      23585,
      [{ Text: 'Wiper blade missing or obviously defective (3.4 (b))', Type: 'MAJOR', Dangerous: false }],
      undefined,
      'FAILED',
    ),
    test('2023-09-23T15:39:00Z', 25910, [], '2024-10-14'),
  ],
  MotExpiryDate: '2026-10-14',
  PreviousOwners: 2,
  ServiceHistory: 'Full',
  V5CIssueDate: '2024-07-14',
  Check: { ...cleanCheck, CheckedAt: '2026-08-02T09:00:00Z', MileageDiscrepancy: true },
};

/** A car registered last year: no MOT yet, the date the first is due. */
const noMotYet: History = {
  MotTests: [],
  MotFirstDueDate: '2028-03-14',
  PreviousOwners: 1,
  ServiceHistory: 'Full',
  V5CIssueDate: '2025-03-14',
  Check: cleanCheck,
};

/**
 * The vehicle page's History section as it shows once its code has loaded, on a fixed day (1 October
 * 2026, when each story's MOT is current), so whether an MOT has run out never changes with the calendar.
 */
function HistoryStory({ history, today = '2026-10-01' }: { history: History; today?: string }) {
  return (
    <section aria-labelledby="history">
      <Stack space="small">
        <Heading level={2} size="large" id="history">
          History
        </Heading>
        <HistoryDetails history={history} today={today} />
      </Stack>
    </section>
  );
}

const meta = {
  title: 'Pages/Vehicle/History',
  component: HistoryStory,
  args: { history: clean },
  decorators: [column],
  parameters: {
    docs: {
      description: {
        component:
          "The vehicle page's History section: it says it is a summary, not a full history report; the history check with the date it was made and each result in words (a flagged one followed by ‘Ask the dealer’, never colour alone); the MOT status; the mileage at each test as a chart (shapes for pass, fail and a lower reading, lines in the text colour for forced colours) beside a table with every figure; a warning naming a reading lower than an earlier one; and each test's defects and advisories in a disclosure.",
      },
    },
  },
} satisfies Meta<typeof HistoryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yearly passes, nothing recorded by the check. */
export const Clean: Story = {};

/** A fail with a dangerous defect, retested and passed; advisories; a safety recall outstanding. */
export const FailAndAdvisories: Story = { args: { history: failAndAdvisories } };

/** A reading lower than an earlier one: flagged in the check, the chart, the table and a warning. */
export const MileageDiscrepancy: Story = { args: { history: discrepancy } };

/** Too new for an MOT: when the first is due. */
export const NoMotYet: Story = { args: { history: noMotYet } };

/** The discrepancy at 320 px: the chart scales, the table scrolls in its own region. */
/** A pass that has run out: the page says so and asks for a new MOT. */
export const MotRunOut: Story = {
  args: { history: discrepancy, today: '2026-11-25' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'The MOT ran out on 14 October 2026: ask the dealer for a new MOT before you buy.',
      ),
    ).toBeVisible();
  },
};

export const Narrow: Story = { args: { history: discrepancy }, ...narrowViewport };
