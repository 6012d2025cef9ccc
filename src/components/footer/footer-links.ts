/** The three footer columns (SPEC §2). Labels are keys in the common namespace. */
export const PRODUCT_LINKS = [
  { to: "/", label: "nav.home" },
  { to: "/how-it-works", label: "nav.howItWorks" },
  { to: "/points", label: "nav.points" },
] as const;

export const FAQ_LINKS = [
  { to: "/faq", label: "footer.faqGeneral" },
  { to: "/faq/bookings", label: "footer.faqBookings" },
  { to: "/faq/pricing", label: "footer.faqPricing" },
  { to: "/faq/offers", label: "footer.faqOffers" },
  { to: "/faq/points", label: "footer.faqPoints" },
] as const;

export const LEGAL_LINKS = [
  { to: "/terms-and-conditions", label: "footer.terms" },
  { to: "/privacy-policy", label: "footer.privacy" },
  { to: "/faq", label: "footer.contact" },
] as const;
