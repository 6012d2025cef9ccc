import { useEffect, useState } from "react";
import { airportFieldText } from "../../lib/airport-field";
import type { SearchQuery } from "../../../domain/trips/search-query";
import type { TripSearch } from "../../../domain/trips/search-url";
import { readAddressQuery } from "../../lib/address-query";
import { loadAirportsByCode } from "../../services/airports/airport-data";
import { useTripForm } from "../../state/use-trip-form";

type Carried = Pick<TripSearch, "campaign" | "searchType">;

/**
 * Fills the form from the page address once (SPEC §2): what is valid is
 * taken field by field, the rest ignored; airport codes become `City (CODE)`
 * once the list is known (an unknown code is ignored). Returns what a search
 * from this page carries on: the campaign and the verto search type.
 */
export function useSearchPrefill(): Carried {
  const trip = useTripForm();
  const [carried, setCarried] = useState<Carried>({});

  useEffect(() => {
    let mounted = true;
    const fill = (query: SearchQuery) => {
      if (!mounted) return;
      // Only when there is something to carry: a new object would render the
      // whole form again right after hydration.
      if (query.campaign || query.searchType) {
        setCarried({ campaign: query.campaign, searchType: query.searchType });
      }
      if (query.tripType) trip.setTripType(query.tripType);
      if (query.departureDate) trip.setDepartureDate(query.departureDate);
      if (query.arrivalDate) trip.setArrivalDate(query.arrivalDate);
      if (query.adults !== undefined || query.children !== undefined) {
        trip.setTravellers({
          adult: query.adults ?? 1,
          children: query.children ?? 0,
        });
      }
      const codes = [query.departure, query.arrival].filter(
        (code): code is string => Boolean(code),
      );
      if (!codes.length) return;
      void loadAirportsByCode(codes).then((data) => {
        const text = (code?: string) => {
          const airport = code ? data?.byCode.get(code) : undefined;
          return airport && airportFieldText(airport);
        };
        const departure = text(query.departure);
        const arrival = text(query.arrival);
        if (departure) trip.setDepartureText(departure);
        if (arrival) trip.setArrivalText(arrival);
      });
    };
    // A query the reader cannot load leaves the form as it is.
    readAddressQuery(window.location.search, new Date()).then(fill, () => {});
    return () => {
      mounted = false;
    };
    // Once per page: the address is read on load only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return carried;
}
