import type { RouteObject } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { Layout } from './features/shell/Layout';
import { NotFoundPage } from './features/errors/NotFoundPage';

/** The one route table. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
