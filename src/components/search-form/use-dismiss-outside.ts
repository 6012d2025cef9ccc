import { useEffect, type RefObject } from "react";

/**
 * Closes a drop-down of the form when the pointer goes down outside it, focus
 * leaves it, or Escape is pressed. Unlike a popover, the outside click still
 * reaches its target, so one click on the next field both closes and acts.
 */
export function useDismissOutside(
  containerRef: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: "outside" | "escape") => void,
) {
  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) =>
      !(target instanceof Node && containerRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) onDismiss("outside");
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) onDismiss("outside");
    };
    // Escape from inside, or from nowhere (focus lost to the page when the
    // focused button became disabled), closes it.
    const onKeyDown = (event: KeyboardEvent) => {
      const fromPage = event.target === document.body;
      if (event.key === "Escape" && (fromPage || !isOutside(event.target))) {
        onDismiss("escape");
      }
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [containerRef, open, onDismiss]);
}
