import { createHash } from "node:crypto";
import { LruCache } from "../caching/lru-cache";
import type { BuiltPage } from "./built-pages";
import {
  contentSecurityPolicy,
  joinAdditions,
  pageHashes,
  serializePolicy,
  type CspAdditions,
} from "./content-security-policy";
import { inlineContent } from "./inline-content";

/** Policies of pages made on the fly (sign-in pages, error pages): a few KB. */
const GENERATED_CACHE_SIZE = 256 * 1024;

/**
 * The Content-Security-Policy of each answer: a built page's own (its inline
 * scripts' and styles' hashes), worked out once at start; an HTML answer
 * made on the fly, from its text; anything else, no hash at all.
 */
export class SitePolicies {
  /** For answers that are no page: JSON, scripts, images. */
  readonly withoutHashes: string;
  readonly #byFile = new Map<string, string>();
  readonly #generated = new LruCache<string, string>(
    GENERATED_CACHE_SIZE,
    (policy) => policy.length,
  );

  constructor(
    private readonly additions: CspAdditions,
    pages: readonly BuiltPage[],
    /** A built page's own extra sources, e.g. Stripe's on checkout. */
    pageAdditions: (file: string) => CspAdditions = () => ({}),
  ) {
    this.withoutHashes = serializePolicy(contentSecurityPolicy(additions));
    for (const page of pages) {
      const own = joinAdditions(additions, pageAdditions(page.file));
      this.#byFile.set(
        page.file,
        serializePolicy(contentSecurityPolicy(own, page.hashes)),
      );
    }
  }

  /** A built page's policy, by its file relative to the build folder. */
  forFile(file: string): string | undefined {
    return this.#byFile.get(file);
  }

  /** The policy of an HTML text: its own inline scripts and styles allowed. */
  forHtml(html: string): string {
    const key = createHash("sha256").update(html).digest("base64");
    let policy = this.#generated.get(key);
    if (policy === undefined) {
      const hashes = pageHashes(inlineContent(html));
      policy = serializePolicy(contentSecurityPolicy(this.additions, hashes));
      this.#generated.set(key, policy);
    }
    return policy;
  }
}
