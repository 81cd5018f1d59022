import { Link, Stack, Text } from '@ds';
import { PageFrame } from '../shell/PageFrame';

/** What was not found: a page (a vehicle's advert among them) or a dealer. */
type Missing = 'page' | 'dealer';

/** The 404 page: says what happened and offers the ways on that people most want. */
export function NotFoundPage({ missing = 'page' }: { missing?: Missing }) {
  return (
    <PageFrame
      title="Page not found"
      description="We could not find that page. Search used cars and vans from UK dealers instead."
    >
      <Text>
        If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.
      </Text>
      <Text>
        {missing === 'dealer'
          ? 'The dealer may also have stopped advertising with us, or changed its name.'
          : 'The vehicle may also have been sold and its advert removed.'}
      </Text>
      <Stack as="ul" space="small">
        {missing === 'dealer' ? (
          <li>
            <Link href="/dealers/all/">Find a dealer</Link>
          </li>
        ) : null}
        <li>
          <Link href="/">Search used cars and vans by postcode</Link>
        </li>
        <li>
          <Link href="/used-cars/">Browse all used cars</Link>
        </li>
        <li>
          <Link href="/used-vans/">Browse all used vans</Link>
        </li>
        <li>
          <Link href="/contact/">Contact us</Link>
        </li>
      </Stack>
    </PageFrame>
  );
}
