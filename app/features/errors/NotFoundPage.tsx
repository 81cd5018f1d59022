import { Link } from 'react-router';
import { usePage } from '../shell/usePage';

export function NotFoundPage() {
  usePage({
    title: 'Page not found',
    description: 'We could not find that page. Search used cars and vans from UK dealers instead.',
  });
  return (
    <>
      <h1>Page not found</h1>
      <p>If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.</p>
      <p>
        <Link to="/">Search used cars and vans</Link>
      </p>
    </>
  );
}
