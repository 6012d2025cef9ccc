import {
  forwardRef,
  startTransition,
  type FocusEvent,
  type InputHTMLAttributes,
  type MouseEvent,
} from "react";

/**
 * The date field react-datepicker opens its calendar from. Its focus and
 * click handlers (react-datepicker's own, passed in) run in a transition, so
 * React renders the month in slices of a few milliseconds rather than one
 * task: about 60 ms of a phone's main thread at 4x CPU (docs/performance.md,
 * 2026-11-26). Keys and typing stay immediate.
 */
export const CalendarInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement>
>(function CalendarInput({ onClick, onFocus, ...props }, ref) {
  return (
    <input
      ref={ref}
      {...props}
      // No native picker and no keyboard over the calendar on phones.
      inputMode="none"
      onClick={(event: MouseEvent<HTMLInputElement>) =>
        startTransition(() => onClick?.(event))
      }
      onFocus={(event: FocusEvent<HTMLInputElement>) =>
        startTransition(() => onFocus?.(event))
      }
    />
  );
});
