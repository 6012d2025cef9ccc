import { z } from "zod";
import { LANGUAGES } from "../languages";
import { FAQ_SECTIONS } from "./faq-sections";
import { text } from "./text";

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

const faqItemSchema = z
  .strictObject({
    title: text(200),
    content: z.union([text(3000), z.array(blockSchema).min(1).max(20)]).meta({
      description: "A string, or a list of blocks: text, list or custom.",
    }),
  })
  .meta({ title: "FaqItem" });

/** content/faq/{section}.{language}.json, which is also the FaqSection node. */
export const faqSchema = z
  .strictObject({
    section: z.enum(FAQ_SECTIONS),
    language: z.enum(LANGUAGES),
    title: text(120),
    items: z.array(faqItemSchema).min(1).max(60),
  })
  .meta({ title: "FaqSection" });

export type FaqContent = z.infer<typeof faqSchema>;
export type FaqBlock = z.infer<typeof blockSchema>;
