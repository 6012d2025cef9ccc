import {
  forwardRef,
  startTransition,
  useRef,
  type InputHTMLAttributes,
} from "react";

/**
 * The date field react-datepicker opens its calendar from. A tap or a click
 * opens it as a transition (react-datepicker's own focus and click handlers,
 * passed in, run in startTransition), so React renders the month in slices
 * of a few milliseconds rather than one task: about 60 ms of a phone's main
 * thread at 4x CPU (docs/performance.md, 2026-11-26). Focus from the keyboard
 * or from the form, keys and typing stay immediate: the next key must find
 * the calendar open.
 */
export const CalendarInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement>
>(function CalendarInput(
  { onBlur, onClick, onFocus, onPointerDown, ...props },
  ref,
) {
  // Set from a pointer's press until the focus or the click it causes, or
  // until the field is left (a press dragged away causes neither).
  const pressed = useRef(false);
  return (
    <input
      ref={ref}
      {...props}
      // No native picker and no keyboard over the calendar on phones.
      inputMode="none"
      onPointerDown={(event) => {
        pressed.current = true;
        onPointerDown?.(event);
      }}
      onFocus={(event) => {
        const byPointer = pressed.current;
        pressed.current = false;
        if (byPointer) startTransition(() => onFocus?.(event));
        else onFocus?.(event);
      }}
      onClick={(event) => {
        pressed.current = false;
        startTransition(() => onClick?.(event));
      }}
      onBlur={(event) => {
        pressed.current = false;
        onBlur?.(event);
      }}
    />
  );
});
