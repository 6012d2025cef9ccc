/** The header menu, in order (SPEC §2). Labels are keys in the common namespace. */
export const NAV_LINKS = [
  { to: "/browser-extension", label: "nav.browserExtension" },
  { to: "/how-it-works", label: "nav.howItWorks" },
  { to: "/points", label: "nav.points" },
  { to: "/faq", label: "nav.faq" },
] as const;
