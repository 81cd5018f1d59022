import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../../stores/StoresContext';

const siteName = 'Forecourt';

export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
}

/** Sets the document title and meta description, and records the page view. */
export function usePage({ title, description }: PageMeta) {
  const { audit } = useStores();
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = `${title} | ${siteName}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);

  useEffect(() => {
    void audit.pageView(pathname);
  }, [audit, pathname]);
}
