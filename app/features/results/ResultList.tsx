import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { formatNumber, formatPrice, Heading, Stack, VehicleCard } from '@ds';
import type { SearchResult, SpecialOffers, VehicleCard as Card } from '../../api/types';
import type { ShortlistStore } from '../../stores/ShortlistStore';

type CardPayment = NonNullable<Card['MonthlyPayment']>;
import { useStores } from '../../stores/StoresContext';
import { useShortlist } from '../shortlist/useShortlist';
import { toggleShortlist } from '../shortlist/toggleShortlist';
import { vehicleCardProps } from '../vehicle/links';
import * as styles from './ResultsPage.css';

/**
 * The first results on a page, whose photos load at once (the rest load as they near the viewport):
 * the two rows of three a large screen shows before any scrolling, whose photos are its largest
 * paint. A phone's single column shows one; the first photo is asked for first of all.
 */
const firstCards = 6;

/**
 * In a monthly-cost search, a card's payment a month and the basis it was worked out on (requirements
 * 4.10): the agreement named, and for PCP the optional final payment and the mileage that sets it.
 */
function MonthlyPayment({ Pay, Over, Deposit, APR, FinanceType, FinalPayment, AnnualMileage }: CardPayment) {
  const pcp = FinanceType === 'PCP' && FinalPayment !== undefined;
  return (
    <p className={styles.monthly}>
      <strong>
        {formatPrice(Pay)} a month {pcp ? '(PCP)' : '(HP)'}
      </strong>
      <span className={styles.monthlyBasis}>
        {pcp ? 'PCP' : 'Hire purchase'} over {Over} months with a {formatPrice(Deposit)} deposit, {formatNumber(APR)}%
        APR representative
        {pcp
          ? `, then an optional final payment of ${formatPrice(FinalPayment)} at ${formatNumber(AnnualMileage ?? 0)} miles a year`
          : ''}
      </span>
    </p>
  );
}

/** Result cards, each with its shortlist heart (pressed while shortlisted). */
const Cards = observer(function Cards({
  cards,
  trackingId,
  eager,
  shortlist,
}: {
  cards: Card[];
  trackingId: string;
  /** How many of the first cards load their photo at once; the page's first card's photo comes first of all. */
  eager: number;
  shortlist: ShortlistStore | undefined;
}) {
  const root = useStores();
  return (
    <ul className={styles.cards}>
      {cards.map((card, index) => (
        <li key={card.VehicleId}>
          <VehicleCard
            {...vehicleCardProps(card, trackingId)}
            isEnquired={root.enquired.isEnquired(card)}
            isShortlisted={shortlist?.has(card.VehicleId) ?? false}
            onShortlistChange={() => toggleShortlist(root, card)}
            priceNote={card.MonthlyPayment && <MonthlyPayment {...card.MonthlyPayment} />}
            headingLevel={3}
            loading={index < eager ? 'eager' : 'lazy'}
            fetchPriority={index === 0 && eager === firstCards ? 'high' : undefined}
          />
        </li>
      ))}
    </ul>
  );
});

type Block = { kind: 'cards'; cards: Card[] } | { kind: 'offers'; title: string; cards: Card[] };

const isOffers = (result: SearchResult): result is SpecialOffers =>
  'ObjectType' in result && result.ObjectType === 'SpecialOffers';

/**
 * Consecutive vehicles in one list; each special-offer group in a block of its own, without the
 * vehicles the page already lists (matched by VehicleId, also across groups), and left out when none
 * remain.
 */
export function resultBlocks(results: SearchResult[]): Block[] {
  const listed = new Set(results.filter((result) => !isOffers(result)).map((card) => (card as Card).VehicleId));
  const blocks: Block[] = [];
  for (const result of results) {
    if (isOffers(result)) {
      const cards = result.Vehicles.filter((card) => !listed.has(card.VehicleId));
      cards.forEach((card) => listed.add(card.VehicleId));
      if (cards.length) blocks.push({ kind: 'offers', title: result.Title ?? 'Special offers', cards });
      continue;
    }
    const last = blocks.at(-1);
    if (last?.kind === 'cards') last.cards.push(result as Card);
    else blocks.push({ kind: 'cards', cards: [result as Card] });
  }
  return blocks;
}

/**
 * Result cards in order, with special-offer groups under their own heading; the first photos load at
 * once. Every card has the shortlist heart; the shortlist's code loads when it has something to show
 * or at the first press, so a first visit does not carry it.
 */
export const ResultList = observer(function ResultList({
  results,
  trackingId,
}: {
  results: SearchResult[];
  trackingId: string;
}) {
  const shortlist = useShortlist();
  // The same blocks while the results are the same: a render for another reason (the shortlist
  // arriving, the page's hydration ending) then leaves every card as it is (`Cards` is an observer, so
  // memoised on its props) instead of drawing all twenty again in one task.
  const blocks = useMemo(() => resultBlocks(results), [results]);
  let shown = 0;
  return (
    <Stack space="large">
      {blocks.map((block) => {
        const eager = Math.max(0, firstCards - shown);
        shown += block.cards.length;
        const key = block.cards.map((card) => card.VehicleId).join('-');
        if (block.kind === 'cards')
          return <Cards key={key} cards={block.cards} trackingId={trackingId} eager={eager} shortlist={shortlist} />;
        return (
          <section key={key} className={styles.offers} aria-label={block.title}>
            <Stack space="medium">
              <Heading level={3} size="large">
                {block.title}
              </Heading>
              <Cards cards={block.cards} trackingId={trackingId} eager={eager} shortlist={shortlist} />
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
});
