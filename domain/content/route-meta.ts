import { z } from "zod";
import { LANGUAGES } from "../languages";
import { text } from "./text";

const socialSchema = z
  .strictObject({
    title: text(120).optional(),
    description: text(300).optional(),
    image: z.string().startsWith("/").optional(),
  })
  .meta({ title: "SocialOverride" });

/** The RouteMeta node: one route's meta in one language. */
export const routeMetaNodeSchema = z
  .strictObject({
    path: z.string().regex(/^\/[a-z0-9\-/]*$/, "expected a path like /faq"),
    language: z.enum(LANGUAGES),
    excludeFromSitemap: z.boolean(),
    title: text(120),
    description: text(300).optional(),
    openGraph: socialSchema.optional(),
    twitter: socialSchema.optional(),
  })
  .meta({ title: "RouteMeta" });

const routeTextSchema = routeMetaNodeSchema.pick({
  title: true,
  description: true,
  openGraph: true,
  twitter: true,
});

/** content/route-meta.json: each route once, with its text per language. */
export const routeMetaSchema = z.strictObject({
  routes: z
    .array(
      routeMetaNodeSchema
        .pick({ path: true, excludeFromSitemap: true })
        .extend({ en: routeTextSchema, fr: routeTextSchema }),
    )
    .min(1),
});

export type RouteMetaContent = z.infer<typeof routeMetaSchema>;
export type RouteMeta = z.infer<typeof routeMetaNodeSchema>;
