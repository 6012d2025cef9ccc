import { useEffect, useState, type ReactNode } from "react";

interface LiveStatusProps {
  className?: string;
  children: ReactNode;
}

/**
 * A polite status that screen readers announce: it enters the page empty
 * and its content follows once it is there. A status inserted with its text
 * already in it is not announced (a live region speaks of changes), nor is
 * one whose text comes in the same task as it: React may run the mount's
 * effects in that task, so the text waits until a frame has been drawn.
 */
export function LiveStatus({ className, children }: LiveStatusProps) {
  const [inPage, setInPage] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setInPage(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    <div role="status" aria-live="polite" className={className}>
      {inPage ? children : null}
    </div>
  );
}
