import { startTransition, useEffect, useState } from "react";

/**
 * False on a component's first render, then true in a transition once that
 * render is on screen: the first screen of results paints with what it
 * needs, and what can wait (the cards below it, the filters' contents)
 * renders just after, in slices.
 */
export function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    startTransition(() => setSecond(true));
  }, []);
  return second;
}
