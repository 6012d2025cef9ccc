import { useRef, useState } from "react";
import { ApiRequestError } from "../../services/api-client";

/**
 * One press of Pay at a time, whichever takes the card: the press's state
 * (paying, the refusal to show, no answer at all) and what a failed call
 * means for it.
 */
export function usePayAttempt() {
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // No answer at all (network, server down): not the card's fault.
  const [unreachable, setUnreachable] = useState(false);

  /**
   * Runs `press` unless one runs already. It resolves true once it has left
   * for /processing (still paying, another press ignored), false to let the
   * traveller try again; `refuse` shows why.
   */
  const attempt = async (
    press: (refuse: (failure: string) => false) => Promise<boolean>,
  ): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPaying(true);
    setFailure(null);
    setUnreachable(false);
    let left = false;
    try {
      left = await press((text) => {
        setFailure(text);
        return false;
      });
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      // No answer, a server failure, or a success cut off: nothing charged.
      if (!status || status >= 500 || status < 300) setUnreachable(true);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
    if (!left) {
      busy.current = false;
      setPaying(false);
    }
    return left;
  };

  return { attempt, paying, failure, unreachable };
}
