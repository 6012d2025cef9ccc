import { z } from "zod";

/**
 * Characters a person never means to type in a name or a code: controls,
 * format characters (bidi overrides, zero-width spaces, BOM) and halves of a
 * broken surrogate pair. The two joiners stay allowed between letters, where
 * Persian, Indic and emoji spellings need them.
 */
const HIDDEN_CHARACTER =
  /[\p{Cc}\p{Cs}]|(?![\u200c\u200d])\p{Cf}|(?<![\p{L}\p{M}\p{So}])[\u200c\u200d]|[\u200c\u200d](?![\p{L}\p{M}\p{So}])/u;

export const HIDDEN_CHARACTER_MESSAGE =
  "Remove hidden characters (control, zero-width or text-direction marks).";

export function hasHiddenCharacter(text: string): boolean {
  return HIDDEN_CHARACTER.test(text);
}

/** Free text a traveller types, refused with a clear message when it hides characters. */
export const visibleText = (notText?: string) =>
  z
    .string(notText && { error: notText })
    .refine((text) => !hasHiddenCharacter(text), {
      error: HIDDEN_CHARACTER_MESSAGE,
    });
