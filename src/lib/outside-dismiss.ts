/** SPEC §9: clicks are swallowed this long after an auto-close. */
export const CLICK_SUPPRESS_MS = 300;
/** SPEC §9: a touch that moves less than this is a tap; more is a scroll. */
export const TAP_TOLERANCE_PX = 20;
/** SPEC §8. */
export const NO_CONTAINER_MESSAGE = "No container for popover";

export type DismissReason = "outside" | "escape";

export interface OutsideDismissOptions {
  container: HTMLElement | null | undefined;
  onDismiss: (reason: DismissReason) => void;
  now?: () => number;
  suppressMs?: number;
  tapTolerancePx?: number;
}

interface Point {
  x: number;
  y: number;
}

/**
 * Calls `onDismiss` on a click or tap outside `container`, or on Escape.
 * Returns `dispose`, which removes the listeners.
 */
export function createOutsideDismiss({
  container,
  onDismiss,
  now = Date.now,
  suppressMs = CLICK_SUPPRESS_MS,
  tapTolerancePx = TAP_TOLERANCE_PX,
}: OutsideDismissOptions): () => void {
  if (!container) throw new Error(NO_CONTAINER_MESSAGE);

  let suppressUntil = -Infinity;
  let touchStart: Point | null = null;
  let disposed = false;

  const isOutside = (target: EventTarget | null) =>
    !(target instanceof Node && container.contains(target));

  const dismiss = (reason: DismissReason) => {
    if (reason === "outside") suppressUntil = now() + suppressMs;
    onDismiss(reason);
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart =
      touch && isOutside(event.target)
        ? { x: touch.clientX, y: touch.clientY }
        : null;
  };

  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const start = touchStart;
    touchStart = null;
    if (!start || !touch) return;
    const moved = Math.hypot(touch.clientX - start.x, touch.clientY - start.y);
    if (moved < tapTolerancePx) dismiss("outside");
  };

  // Capture phase on document, so the click is stopped before it reaches
  // whatever lay beneath the popover (including React's root listener).
  const onClick = (event: MouseEvent) => {
    if (now() < suppressUntil) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (disposed) {
      removeClick();
      return;
    }
    if (!isOutside(event.target)) return;
    dismiss("outside");
    // The closing click itself must not activate what it landed on.
    event.preventDefault();
    event.stopPropagation();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") dismiss("escape");
  };

  const removeClick = () =>
    document.removeEventListener("click", onClick, true);

  document.addEventListener("touchstart", onTouchStart, true);
  document.addEventListener("touchend", onTouchEnd, true);
  document.addEventListener("click", onClick, true);
  document.addEventListener("keydown", onKeyDown);

  return function dispose() {
    if (disposed) return;
    disposed = true;
    document.removeEventListener("touchstart", onTouchStart, true);
    document.removeEventListener("touchend", onTouchEnd, true);
    document.removeEventListener("keydown", onKeyDown);
    // The caller usually disposes as soon as the popover closes, but the
    // browser's click after a tap arrives later and must still be swallowed.
    const remaining = suppressUntil - now();
    if (remaining > 0) setTimeout(removeClick, remaining);
    else removeClick();
  };
}
