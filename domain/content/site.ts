import { z } from "zod";
import { text } from "./text";

/** content/site.json, which is also the SiteContent node as it is. */
export const siteSchema = z
  .strictObject({
    name: text(60),
    shortName: text(30),
    contactEmail: z.email(),
    twitterHandle: z.string().regex(/^@\w{1,15}$/),
  })
  .meta({ title: "SiteContent" });

export type SiteContent = z.infer<typeof siteSchema>;
