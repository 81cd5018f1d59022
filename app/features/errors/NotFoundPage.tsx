import { Link, Stack, Text } from '@ds';
import { PageFrame } from '../shell/PageFrame';

/** The 404 page: says what happened and offers the ways on that people most want. */
export function NotFoundPage() {
  return (
    <PageFrame
      title="Page not found"
      description="We could not find that page. Search used cars and vans from UK dealers instead."
    >
      <Text>
        If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.
      </Text>
      <Text>The vehicle may also have been sold and its advert removed.</Text>
      <Stack as="ul" space="small">
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
