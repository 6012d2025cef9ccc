import type { GatsbyNode } from "gatsby";
import { formatPrice } from "../domain/money/format-price";
import type { PriceLabels } from "../domain/content/featured-trips";
import { intlLocale, LANGUAGES } from "../domain/languages";

/**
 * A featured card's prices as the pages show them, written at build: the
 * first currency formatter a page builds costs 25–40 ms on a phone's main
 * thread, and the cards would otherwise build one while the page hydrates.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({
  createResolvers,
}) => {
  createResolvers({
    FeaturedCard: {
      priceLabels: {
        type: "JSON!",
        resolve: (card: { priceCents: number }): PriceLabels =>
          Object.fromEntries(
            LANGUAGES.map((language) => [
              language,
              formatPrice(card.priceCents, intlLocale(language)),
            ]),
          ) as PriceLabels,
      },
    },
  });
};
