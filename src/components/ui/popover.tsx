import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import {
  createOutsideDismiss,
  type DismissReason,
} from "../../lib/outside-dismiss";
import * as styles from "./popover.module.css";

export interface PopoverProps {
  /** The trigger button's text, also the dialog's accessible name. */
  label: string;
  children: ReactNode;
  placement?: "bottom" | "top";
  /** `tooltip` describes the trigger; `popover` is a non-modal dialog. */
  kind?: "popover" | "tooltip";
}

/** A trigger button toggling a small panel that auto-hides (SPEC §2 Other). */
export function Popover({
  label,
  children,
  placement = "bottom",
  kind = "popover",
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const isTooltip = kind === "tooltip";

  useEffect(() => {
    if (!open) return;
    if (!isTooltip) panelRef.current?.focus();
    try {
      return createOutsideDismiss({
        container: wrapperRef.current,
        onDismiss: (reason: DismissReason) => {
          setOpen(false);
          if (reason === "escape") triggerRef.current?.focus();
        },
      });
    } catch (error) {
      // A popover that cannot auto-hide is a bug, but not worth a broken page.
      console.error(error);
    }
  }, [open, isTooltip]);

  return (
    <span ref={wrapperRef} className={styles.wrapper}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isTooltip ? undefined : open}
        aria-haspopup={isTooltip ? undefined : "dialog"}
        aria-controls={open && !isTooltip ? panelId : undefined}
        aria-describedby={open && isTooltip ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        {label}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role={isTooltip ? "tooltip" : "dialog"}
          aria-label={isTooltip ? undefined : label}
          tabIndex={isTooltip ? undefined : -1}
          className={styles.panel}
          data-placement={placement}
        >
          {children}
        </div>
      )}
    </span>
  );
}
