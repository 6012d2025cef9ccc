import type { PassengerField } from "../../domain/orders/passenger-age";
import type {
  FareOption,
  Offer,
  PriceBreakdown,
} from "../../domain/offers/offer";
import type {
  DatePrice,
  SearchProgress,
  TripRequest,
} from "../../domain/offers/search-session-contract";
import type {
  Contact,
  OrderField,
  Passenger,
} from "../../domain/orders/order-contract";
import type { RetryPolicy } from "../platform/outbound/guarded-call";

/**
 * Where fares come from, shaped like real suppliers' APIs: an offer request
 * answers offers that expire; before an order, the chosen fare is priced
 * again; then the order is placed. The demo source implements it offline; a
 * real supplier plugs in behind it by configuration.
 */
export interface FareSource {
  readonly id: string;
  /** Demo fares are labelled on every screen that shows them. */
  readonly demo: boolean;
  /**
   * How searches are bounded when the supplier asks airlines live and takes
   * longer than the default policy allows; other calls keep the default.
   */
  readonly searchPolicy?: RetryPolicy;
  /**
   * How bookings and cancellations are bounded when the supplier makes them
   * with the airline while we wait: an attempt cut short may still book.
   */
  readonly orderPolicy?: RetryPolicy;
  /** What the checkout must also ask of each passenger for this supplier. */
  readonly passengerFields?: readonly PassengerField[];
  /**
   * The offers for a trip. Points are filled in by the caller (0 here).
   * A supplier that answers in batches hands each batch's offers so far
   * to `onProgress` (awaited) before the whole answer.
   */
  searchOffers(
    trip: TripRequest,
    onProgress?: (
      offersSoFar: Offer[],
      progress: SearchProgress,
    ) => Promise<void>,
  ): Promise<Offer[]>;
  /**
   * Whether nearby dates are priced only when the traveller asks: each one
   * is a search of its own against the supplier's rate limit.
   */
  readonly nearbyDatesOnRequest?: boolean;
  /**
   * The lowest all-in price on each of the given dates (flexible-dates
   * strip); a date it could not price this time keeps `unpriced: true`.
   */
  lowestPrices(trip: TripRequest, dates: DatePrice[]): Promise<DatePrice[]>;
  /**
   * The current price of one fare option of an offer found earlier, or
   * undefined when the supplier no longer sells it.
   */
  repriceOffer(
    trip: TripRequest,
    offer: Offer,
    fareOption: FareOption,
  ): Promise<PriceBreakdown | undefined>;
  /**
   * Books the fare: the airline's booking reference, or the supplier's
   * refusal (final for this order). An outage throws instead, and the same
   * idempotency key may be sent again: a supplier books once under it.
   */
  placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult>;
  /**
   * Cancels a booking that could not be paid for; `cancelled: false` when
   * the supplier does not allow it (an operator then takes it up).
   */
  cancelOrder(request: CancelOrderRequest): Promise<{ cancelled: boolean }>;
}

export type PlaceOrderResult =
  | { ok: true; bookingReference: string }
  /** `field`: the checkout field the supplier refused, when it named one. */
  | { ok: false; message: string; field?: OrderField };

export interface CancelOrderRequest {
  bookingReference: string;
  idempotencyKey: string;
}

export interface PlaceOrderRequest {
  trip: TripRequest;
  offer: Offer;
  fareOption: FareOption;
  /**
   * As the checkout took them: names as on the passport, and the type,
   * birth date, gender and title a real supplier needs.
   */
  passengers: (Pick<Passenger, "given_names" | "surname"> &
    Partial<Passenger>)[];
  /** Where the airline reaches the travellers. */
  contact?: Contact;
  /** The order's idempotency key, passed on so a supplier never books twice. */
  idempotencyKey: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route's fare source, behind timeouts and retries (guarded-services.ts). */
    fareSource: FareSource;
  }
}
