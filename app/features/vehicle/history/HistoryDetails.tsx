import { Alert, Badge, DescriptionList, Disclosure, Heading, Stack, Table, Text } from '@ds';
import { readingMiles } from '@domain/motHistory';
import { formatDay } from '../facts';
import {
  motStandingText,
  checkedOn,
  checkLines,
  defectCounts,
  defectLabel,
  lowerThanEarlier,
  oldestFirst,
  readingText,
  resultText,
  type History,
  type MotTest,
} from './historyText';
import { MileageChart } from './MileageChart';
import * as styles from './HistoryDetails.css';

const lowerFlag = 'Lower than an earlier reading';
const miles = (test: MotTest) => readingMiles(test) ?? 0;

/** The sentence about a lower reading: which test, and the higher reading before it. */
function lowerReadingText(test: MotTest, tests: readonly MotTest[]): string {
  const earlier = tests.filter((t) => t.CompletedDate < test.CompletedDate);
  const highest = earlier.reduce<MotTest | undefined>(
    (top, t) => (top === undefined || miles(t) > miles(top) ? t : top),
    undefined,
  );
  return `The reading of ${readingText(test)} on ${formatDay(test.CompletedDate)} is lower than ${
    highest ? `${readingText(highest)} on ${formatDay(highest.CompletedDate)}` : 'an earlier one'
  }. Ask the dealer why before you buy.`;
}

/**
 * The history section's content (loaded when the section nears the screen): the summary sentence, the
 * check's results and its date, the MOT status, the mileage chart with its table, and each test's
 * defects and advisories in a disclosure.
 */
/** `today` ('YYYY-MM-DD', the UK's today unless given) says whether the MOT has run out. */
export default function HistoryDetails({ history, today }: { history: History; today?: string }) {
  const tests = oldestFirst(history);
  const lower = lowerThanEarlier(history);
  const newest = [...tests].reverse();
  return (
    <Stack space="large">
      <Text>
        This is a summary of the vehicle’s history, not a full history report. Ask the dealer to show you the full
        report.
      </Text>
      <Stack space="small">
        <Heading level={3} size="standard">
          History check
        </Heading>
        <Text>Checked on {checkedOn(history)}.</Text>
        <DescriptionList
          layout="rows"
          items={checkLines(history).map((line) => ({
            term: line.label,
            description: line.isFlagged ? (
              <>
                {line.result} <Badge tone="caution">Ask the dealer</Badge>
              </>
            ) : (
              line.result
            ),
          }))}
        />
      </Stack>
      <Stack space="small">
        <Heading level={3} size="standard">
          MOT history
        </Heading>
        <Text>{motStandingText(history, today)}</Text>
        {[...lower].map((test) => (
          <Alert key={test.CompletedDate} tone="warning" title="Mileage discrepancy">
            {lowerReadingText(test, tests)}
          </Alert>
        ))}
        {tests.length > 0 ? (
          <div className={styles.chartAndTable}>
            <MileageChart history={history} />
            <Table
              caption="MOT tests and mileage readings"
              density="compact"
              columns={[
                { id: 'date', header: 'Date' },
                { id: 'result', header: 'Result' },
                { id: 'mileage', header: 'Mileage', align: 'end' },
                { id: 'expiry', header: 'Expiry' },
              ]}
              rows={newest.map((test) => ({
                id: test.CompletedDate,
                cells: [
                  formatDay(test.CompletedDate),
                  resultText(test),
                  lower.has(test) ? `${readingText(test)} (${lowerFlag})` : readingText(test),
                  test.ExpiryDate ? formatDay(test.ExpiryDate) : 'None',
                ],
              }))}
            />
          </div>
        ) : null}
        {newest.length > 0 ? (
          <ul className={styles.tests}>
            {newest.map((test) => (
              <li key={test.CompletedDate}>
                {test.Defects.length === 0 ? (
                  <Text>
                    {formatDay(test.CompletedDate)}: {resultText(test)}, no defects or advisories
                  </Text>
                ) : (
                  <Disclosure label={`${formatDay(test.CompletedDate)}: ${resultText(test)}, ${defectCounts(test)}`}>
                    <ul className={styles.defects}>
                      {test.Defects.map((defect, index) => (
                        <li key={index}>
                          <strong>{defectLabel(defect.Type)}:</strong> {defect.Text}
                        </li>
                      ))}
                    </ul>
                  </Disclosure>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </Stack>
  );
}
