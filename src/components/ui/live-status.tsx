import { useEffect, useState, type ReactNode } from "react";

interface LiveStatusProps {
  className?: string;
  children: ReactNode;
}

/**
 * A polite status that screen readers announce: it enters the page empty
 * and its content follows once it is there. A status inserted with its text
 * already in it is not announced (a live region speaks of changes).
 */
export function LiveStatus({ className, children }: LiveStatusProps) {
  const [inPage, setInPage] = useState(false);
  useEffect(() => setInPage(true), []);
  return (
    <div role="status" aria-live="polite" className={className}>
      {inPage ? children : null}
    </div>
  );
}
