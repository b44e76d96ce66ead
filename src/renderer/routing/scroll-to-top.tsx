import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The brief: scroll returns to top on route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
