import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Appears when a navigation takes longer than 200 ms; gives up after 5 s. */
export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const show = setTimeout(() => setShown(true), 200);
    const hide = setTimeout(() => setShown(false), 5200);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
      setShown(false);
    };
  }, [busy]);
  if (!busy || !shown) return null;
  return (
    <div aria-hidden="true" data-testid="progress-bar" className="fixed inset-x-0 top-0 z-50 h-1">
      <div className="progress-bar h-full bg-accent" />
    </div>
  );
}
