import type { GatsbyNode } from "gatsby";
import { formatPrice } from "../domain/money/format-price";
import { intlLocale } from "../domain/languages";

/**
 * A featured card's price as the page shows it, written at build: the first
 * currency formatter a page builds costs 25–40 ms on a phone's main thread,
 * and the cards would otherwise build one while the page hydrates. The query
 * asks once per language ("$1,046.00", "1 046,00 $").
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({
  createResolvers,
}) => {
  createResolvers({
    FeaturedCard: {
      priceLabel: {
        type: "String!",
        args: { language: { type: "String", defaultValue: "en" } },
        resolve: (card: { priceCents: number }, args: { language: string }) =>
          formatPrice(card.priceCents, intlLocale(args.language)),
      },
    },
  });
};
