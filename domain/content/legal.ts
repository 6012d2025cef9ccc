import { z } from "zod";
import { LANGUAGES } from "../languages";
import { text } from "./text";

const bodyEntrySchema = z
  .strictObject({
    subheading: text(200).optional(),
    paragraph: text(4000).optional(),
    list: z.array(text(1000)).min(1).max(40).optional(),
  })
  .refine((entry) => entry.paragraph || entry.list || entry.subheading, {
    message: "expected at least one of subheading, paragraph or list",
  })
  .meta({ title: "LegalBodyEntry" });

const sectionSchema = z
  .strictObject({
    heading: text(200),
    body: z.array(bodyEntrySchema).min(1).max(40),
  })
  .meta({ title: "LegalSection" });

/** content/legal/{terms|privacy}.{language}.json, also the LegalDocument node. */
export const legalDocumentSchema = z
  .strictObject({
    document: z.enum(["terms", "privacy"]),
    language: z.enum(LANGUAGES),
    title: text(120),
    lastUpdated: z.iso.date(),
    sections: z.array(sectionSchema).min(1).max(60),
  })
  .meta({ title: "LegalDocument" });

export type LegalDocumentContent = z.infer<typeof legalDocumentSchema>;
