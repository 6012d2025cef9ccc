/** The FAQ's sections, in the order the site lists them (SPEC §2). */
export const FAQ_SECTIONS = [
  "general",
  "bookings",
  "pricing",
  "offers",
  "points",
] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

/** /faq is the general section; the others live under it. */
export function faqSectionPath(section: FaqSection): string {
  return section === "general" ? "/faq" : `/faq/${section}`;
}
