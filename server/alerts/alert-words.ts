import type { Language } from "../../domain/languages";

// The price alert's words, in English and in French of the same quality
// (Quebec typography: a non-breaking space, \u00a0, before a colon).
const en = {
  subject: (route: string, price: string) =>
    `Price drop: ${route} now ${price}`,
  intro: (route: string) => `The trip you watch, ${route}, is cheaper.`,
  dates: (departure: string, back?: string) =>
    back
      ? `Leaving ${departure}, returning ${back}.`
      : `Leaving ${departure}, one way.`,
  now: (price: string, before: string) =>
    `Lowest all-in price now: ${price} (it was ${before}).`,
  demo: "Demo fares: these prices are made up, no airline flies these flights.",
  search: "See the flights",
  stop: "Stop watching this trip",
  why: "You get this e-mail because you watch this trip on Northfare.",
};

const fr: typeof en = {
  subject: (route, price) => `Baisse de prix\u00a0: ${route} à ${price}`,
  intro: (route) =>
    `Le voyage que vous surveillez, ${route}, coûte moins cher.`,
  dates: (departure, back) =>
    back
      ? `Départ le ${departure}, retour le ${back}.`
      : `Départ le ${departure}, aller simple.`,
  now: (price, before) =>
    `Prix total le plus bas\u00a0: ${price} (il était de ${before}).`,
  demo: "Tarifs de démonstration\u00a0: ces prix sont inventés, aucune compagnie n’assure ces vols.",
  search: "Voir les vols",
  stop: "Ne plus surveiller ce voyage",
  why: "Vous recevez ce courriel parce que vous surveillez ce voyage sur Northfare.",
};

export type AlertWords = typeof en;

export const alertWords = (language: Language): AlertWords =>
  language === "fr" ? fr : en;
