/** The public static pages (SPEC §2) with the title each must carry in English. */
export const STATIC_PAGES = [
  "/",
  "/browser-extension",
  "/how-it-works",
  "/points",
  "/privacy-policy",
  "/terms-and-conditions",
  "/vertoflex",
  "/faq",
  "/faq/bookings",
  "/faq/pricing",
  "/faq/offers",
  "/faq/points",
] as const;

/** Screens rendered in the browser, with the heading they show. */
export const CLIENT_SCREENS = [
  { path: "/search", heading: "Search flights" },
  { path: "/checkout", heading: "Review your trip" },
  { path: "/processing", heading: "Processing your booking" },
  { path: "/installed", heading: "The extension is installed" },
  { path: "/order/cs_test_123", heading: "Your order" },
] as const;

export const fr = (path: string) => (path === "/" ? "/fr" : `/fr${path}`);
