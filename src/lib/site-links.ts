import {
  FAQ_SECTIONS,
  faqSectionPath,
} from "../../domain/content/faq-sections";

/** A link the menus list; the label is a key in the common namespace. */
export interface SiteLink {
  to: string;
  label: string;
}

const link = (to: string, label: string): SiteLink => ({ to, label });

/** The header menu, in order (SPEC §2). */
export const NAV_LINKS: readonly SiteLink[] = [
  link("/browser-extension", "nav.browserExtension"),
  link("/how-it-works", "nav.howItWorks"),
  link("/points", "nav.points"),
  link("/faq", "nav.faq"),
];

/** The footer's three columns (SPEC §2): product, FAQ, legal and contact. */
export const PRODUCT_LINKS: readonly SiteLink[] = [
  link("/", "nav.home"),
  link("/how-it-works", "nav.howItWorks"),
  link("/points", "nav.points"),
];

/** Every FAQ section, as the footer and the FAQ pages list them. */
export const FAQ_LINKS: readonly SiteLink[] = FAQ_SECTIONS.map((section) =>
  link(faqSectionPath(section), `footer.faqSections.${section}`),
);

export const LEGAL_LINKS: readonly SiteLink[] = [
  link("/terms-and-conditions", "footer.terms"),
  link("/privacy-policy", "footer.privacy"),
  link("/faq", "footer.contact"),
];
