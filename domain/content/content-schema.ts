import { z } from "zod";
import { LANGUAGES } from "../languages";
import { FAQ_SECTIONS } from "./faq-sections";

const text = (max: number) => z.string().trim().min(1).max(max);

export const siteSchema = z.strictObject({
  name: text(60),
  shortName: text(30),
  contactEmail: z.email(),
  twitterHandle: z.string().regex(/^@\w{1,15}$/),
});

const blockSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("text"), text: text(2000) }),
  z.strictObject({
    type: z.literal("list"),
    items: z.array(text(600)).min(1).max(30),
  }),
  // A named component the site renders in place (e.g. a link to the points page).
  z.strictObject({
    type: z.literal("custom"),
    component: z.enum(["browser-extension-link", "points-link", "contact"]),
  }),
]);

export const faqSchema = z.strictObject({
  section: z.enum(FAQ_SECTIONS),
  language: z.enum(LANGUAGES),
  title: text(120),
  items: z
    .array(
      z.strictObject({
        title: text(200),
        content: z.union([text(3000), z.array(blockSchema).min(1).max(20)]),
      }),
    )
    .min(1)
    .max(60),
});

const bodyEntrySchema = z
  .strictObject({
    subheading: text(200).optional(),
    paragraph: text(4000).optional(),
    list: z.array(text(1000)).min(1).max(40).optional(),
  })
  .refine((entry) => entry.paragraph || entry.list || entry.subheading, {
    message: "expected at least one of subheading, paragraph or list",
  });

export const legalDocumentSchema = z.strictObject({
  document: z.enum(["terms", "privacy"]),
  language: z.enum(LANGUAGES),
  title: text(120),
  lastUpdated: z.iso.date(),
  sections: z
    .array(
      z.strictObject({
        heading: text(200),
        body: z.array(bodyEntrySchema).min(1).max(40),
      }),
    )
    .min(1)
    .max(60),
});

const iata = z
  .string()
  .regex(/^[A-Z]{3}$/, "expected a three-letter IATA code");
const cityWithCode = z
  .string()
  .regex(/^[\p{L} .'-]+ \([A-Z]{3}\)$/u, "expected 'City (ABC)'");

const featuredCardSchema = z.strictObject({
  airline: text(80),
  departure: iata,
  arrival: iata,
  departureWithCode: cityWithCode,
  arrivalWithCode: cityWithCode,
  destination: text(80),
  fareClass: text(40),
  priceCents: z.number().int().positive().max(10_000_000),
  currency: z.literal("CAD"),
  pointsValue: z.number().int().nonnegative().max(1_000_000),
  tripType: z.literal("Roundtrip"),
  stops: z.number().int().min(0).max(3),
});

const marketCards = z.array(featuredCardSchema).min(1).max(12);

export const featuredTripsSchema = z.strictObject({
  markets: z.strictObject({ toronto: marketCards, vancouver: marketCards }),
});

const socialSchema = z.strictObject({
  title: text(120).optional(),
  description: text(300).optional(),
  image: z.string().startsWith("/").optional(),
});

const routeTextSchema = z.strictObject({
  title: text(120),
  description: text(300).optional(),
  openGraph: socialSchema.optional(),
  twitter: socialSchema.optional(),
});

export const routeMetaSchema = z.strictObject({
  routes: z
    .array(
      z.strictObject({
        path: z.string().regex(/^\/[a-z0-9\-/]*$/, "expected a path like /faq"),
        excludeFromSitemap: z.boolean(),
        en: routeTextSchema,
        fr: routeTextSchema,
      }),
    )
    .min(1),
});

export type SiteContent = z.infer<typeof siteSchema>;
export type FaqContent = z.infer<typeof faqSchema>;
export type FaqBlock = z.infer<typeof blockSchema>;
export type LegalDocumentContent = z.infer<typeof legalDocumentSchema>;
export type FeaturedTripsContent = z.infer<typeof featuredTripsSchema>;
export type FeaturedCard = z.infer<typeof featuredCardSchema>;
export type RouteMetaContent = z.infer<typeof routeMetaSchema>;
