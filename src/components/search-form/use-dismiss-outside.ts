import { useEffect, type RefObject } from "react";

/**
 * Closes a drop-down of the form on a click outside it, on focus moving out
 * of it by keyboard, or on Escape. Unlike a popover, the outside click still
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
    // Focus moves on pointer down, before the click: closing then would shift
    // the page under the pointer (the panel sits in the flow on phones), so a
    // pointer closes on its click instead.
    let pointerActive = false;
    const onPointerDown = () => {
      pointerActive = true;
    };
    const onClick = (event: MouseEvent) => {
      pointerActive = false;
      if (isOutside(event.target)) onDismiss("outside");
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!pointerActive && isOutside(event.target)) onDismiss("outside");
    };
    // Escape from inside, or from nowhere (focus lost to the page when the
    // focused button became disabled), closes it.
    const onKeyDown = (event: KeyboardEvent) => {
      pointerActive = false;
      const fromPage = event.target === document.body;
      if (event.key === "Escape" && (fromPage || !isOutside(event.target))) {
        onDismiss("escape");
      }
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("click", onClick, true);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [containerRef, open, onDismiss]);
}
