import type { Language } from "../../../domain/languages";

// The confirmation's words, in the wording of the site's locales
// (order.json, search.json) where the site says the same thing.
const en = {
  subject: (reference: string, route: string) =>
    `Your booking ${reference}: ${route}`,
  /** "Label: value"; French puts a space before the colon. */
  pair: (label: string, value: string) => `${label}: ${value}`,
  booked: "Your flights are booked.",
  demo: "Demo fares: no real ticket was issued and no airline will fly these flights.",
  reference: "Booking reference",
  flights: "Flights",
  outbound: "Outbound",
  return: "Return",
  localTimes: "Times are local at each airport.",
  travellers: "Travellers",
  adult: "Adult",
  child: "Child",
  price: "Price",
  base: "Base fare",
  total: "Total",
  payment: "Payment",
  card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  testCard: "test payment: no money moved",
  points: (points: string) => `${points} points`,
  conditions: "Fare conditions",
  fare: { basic: "Basic", standard: "Standard", flexible: "Flexible" },
  carryOn: (count: number) =>
    count === 1 ? "1 carry-on bag" : `${count} carry-on bags`,
  checked: (count: number) =>
    count === 0
      ? "No checked bag"
      : count === 1
        ? "1 checked bag"
        : `${count} checked bags`,
  changes: "Changes",
  changesNone: "Not allowed",
  changesFree: "Free",
  changesFee: (fee: string) => `${fee} fee`,
  refund: "Refund",
  refunds: {
    none: "Non-refundable",
    credit: "Travel credit",
    full: "Full refund",
  },
  orderPage: "Your order, at any time:",
  calendar: "The flights are attached as a calendar file (.ics).",
  signature: "Northfare",
};

const fr: typeof en = {
  subject: (reference, route) => `Votre réservation ${reference} : ${route}`,
  pair: (label, value) => `${label}\u00a0: ${value}`,
  booked: "Vos vols sont réservés.",
  demo: "Tarifs de démonstration : aucun vrai billet n'a été émis et aucune compagnie n'assurera ces vols.",
  reference: "Numéro de réservation",
  flights: "Vols",
  outbound: "Aller",
  return: "Retour",
  localTimes: "Les heures sont celles de chaque aéroport.",
  travellers: "Voyageurs",
  adult: "Adulte",
  child: "Enfant",
  price: "Prix",
  base: "Tarif de base",
  total: "Total",
  payment: "Paiement",
  card: (brand, last4) => `${brand} se terminant par ${last4}`,
  testCard: "paiement de test : aucun montant n'a été prélevé",
  points: (points) => `${points} points`,
  conditions: "Conditions du tarif",
  fare: { basic: "Base", standard: "Standard", flexible: "Flexible" },
  carryOn: (count) =>
    count <= 1 ? `${count} bagage de cabine` : `${count} bagages de cabine`,
  checked: (count) =>
    count === 0
      ? "Aucun bagage enregistré"
      : count === 1
        ? "1 bagage enregistré"
        : `${count} bagages enregistrés`,
  changes: "Modifications",
  changesNone: "Non permises",
  changesFree: "Gratuites",
  changesFee: (fee) => `Frais de ${fee}`,
  refund: "Remboursement",
  refunds: {
    none: "Non remboursable",
    credit: "Crédit de voyage",
    full: "Remboursement complet",
  },
  orderPage: "Votre commande, en tout temps :",
  calendar: "Les vols sont joints en fichier de calendrier (.ics).",
  signature: "Northfare",
};

export type ConfirmationWords = typeof en;

export const confirmationWords = (language: Language): ConfirmationWords =>
  language === "fr" ? fr : en;
