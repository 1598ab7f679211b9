// The split pages fill the window under the header (console.css `.review, .split`: 100vh minus
// --top-h). On a desktop the page tabs wrap onto more rows when a role has more pages than one row
// holds (an admin has fourteen), so the header's height is measured, not assumed.
import { useLayoutEffect, useRef } from 'react';

export function useHeaderHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    const shell = header?.parentElement;
    if (!header || !shell) return;
    const measure = () => shell.style.setProperty('--top-h', `${Math.ceil(header.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}
