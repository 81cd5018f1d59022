import { observer } from 'mobx-react-lite';
import { Heading, Stack, VehicleCard } from '@ds';
import type { SearchResult, SpecialOffers, VehicleCard as Card } from '../../api/types';
import * as styles from './ResultsPage.css';

/** The vehicle detail link of spec section 2: {DetailsPageUrl}/?i={position}&m={trackingId}. */
export function detailsHref(card: Card, trackingId: string): string {
  const base = card.DetailsPageUrl.replace(/\/+$/, '');
  return `${base}/?i=${card.Position}&m=${encodeURIComponent(trackingId)}`;
}

function Cards({ cards, trackingId, eager }: { cards: Card[]; trackingId: string; eager: number }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card, index) => (
        <li key={card.VehicleId}>
          <VehicleCard
            title={card.Title}
            href={detailsHref(card, trackingId)}
            imageSrc={card.MainImage.Medium}
            defaultImageSrc={card.MainImage.DefaultImage}
            price={card.GBPPrice}
            priceIncVat={card.GBPPriceIncVAT}
            isPriceExcludingVat={card.IsPriceExcludingVAT}
            mileage={card.Mileage}
            year={card.RegistrationYear}
            fuel={card.FuelType}
            transmission={card.Transmission}
            isReduced={card.Reduced || card.isReduced}
            isFeatured={card.IsFeaturedAdvert}
            isSold={card.Sold}
            isEnquired={card.IsEnquired}
            isViewed={card.IsViewed}
            headingLevel={3}
            loading={index < eager ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}

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

/** Result cards in order, with special-offer groups under their own heading; the first photos load at once. */
export const ResultList = observer(function ResultList({
  results,
  trackingId,
}: {
  results: SearchResult[];
  trackingId: string;
}) {
  let shown = 0;
  return (
    <Stack space="large">
      {resultBlocks(results).map((block) => {
        const eager = Math.max(0, 2 - shown);
        shown += block.cards.length;
        const key = block.cards.map((card) => card.VehicleId).join('-');
        if (block.kind === 'cards')
          return <Cards key={key} cards={block.cards} trackingId={trackingId} eager={eager} />;
        return (
          <section key={key} className={styles.offers} aria-label={block.title}>
            <Stack space="medium">
              <Heading level={3} size="large">
                {block.title}
              </Heading>
              <Cards cards={block.cards} trackingId={trackingId} eager={eager} />
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
});
