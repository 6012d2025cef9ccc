import { useCallback, useEffect, useMemo, useState } from "react";
import { EMPTY_CARD, type CardFields } from "../../lib/booking/card-fields";
import {
  emptyCheckoutForm,
  fieldError,
  fieldNames,
  formErrors,
  type CheckoutForm,
} from "../../lib/booking/checkout-form";
import {
  readDraft,
  readRefusedField,
  saveDraft,
} from "../../lib/booking/checkout-memory";
import type { PassengerField } from "../../../domain/orders/passenger-age";

const NONE: readonly PassengerField[] = [];

export interface CheckoutFormSetup {
  /** The offer's key in checkout memory (the draft belongs to it). */
  offer: string;
  adults: number;
  children: number;
  travelDate: string;
  /** False when points pay the whole total: the card's fields are not asked. */
  withCard: boolean;
  /** What the fare source also needs of each passenger. */
  asked?: readonly PassengerField[];
}

/**
 * The passengers, contact and card fields: a field's message shows once it
 * has been left (and follows later edits), every message on submit. The
 * passengers and contact are kept for the tab's visit; the card never is.
 */
export function useCheckoutForm(setup: CheckoutFormSetup) {
  const { offer, adults, children, travelDate, withCard, asked = NONE } = setup;
  const [form, setForm] = useState<CheckoutForm>(
    () => readDraft(offer) ?? emptyCheckoutForm(adults, children),
  );
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  // The field an airline refused, marked until its entry is changed.
  const [refused] = useState(() => {
    const name = readRefusedField(offer);
    return name ? { name, value: entryOf(form, name) } : undefined;
  });

  useEffect(() => saveDraft(offer, form), [offer, form]);

  const errors = useMemo(() => {
    const now = new Date();
    const shown: Record<string, string> = {};
    for (const name of left) {
      if (!withCard && name.startsWith("card.")) continue;
      const error = fieldError(name, form, card, travelDate, now);
      if (error) shown[name] = error;
    }
    if (
      refused &&
      !shown[refused.name] &&
      entryOf(form, refused.name) === refused.value
    ) {
      shown[refused.name] = "errors.refused";
    }
    return shown;
  }, [left, form, card, travelDate, withCard, refused]);

  const leave = useCallback(
    (name: string) =>
      setLeft((names) => (names.has(name) ? names : new Set(names).add(name))),
    [],
  );

  /** Every field's message at once; answers the first failing field's name. */
  const check = useCallback((): string | undefined => {
    setLeft(new Set(fieldNames(form, withCard, asked)));
    return Object.keys(
      formErrors(form, card, travelDate, new Date(), withCard, asked),
    )[0];
  }, [form, card, travelDate, withCard, asked]);

  return {
    form,
    setForm,
    card,
    setCard,
    errors,
    leave,
    check,
    refused: refused?.name,
  };
}

/** What a passenger or contact field holds, e.g. "passengers.0.surname". */
function entryOf(form: CheckoutForm, name: string): string | undefined {
  const [group, index, field] = name.split(".");
  if (group === "contact") {
    return form.contact[index as keyof CheckoutForm["contact"]];
  }
  const passenger = form.passengers[Number(index)];
  return passenger?.[field as keyof typeof passenger];
}
