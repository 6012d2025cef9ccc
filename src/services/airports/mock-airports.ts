import type { Airport } from "../../../domain/airports/airport";

const airport = (
  iata: string,
  city: string,
  name: string,
  region_name: string,
  country: string,
): Airport => ({
  iata,
  city,
  name,
  country,
  region_name,
  category: "large",
  rank: 3,
});

/** Mock mode's airports: the featured trips' and a few more. */
export const MOCK_AIRPORTS: Airport[] = [
  airport(
    "YYZ",
    "Toronto",
    "Lester B. Pearson International Airport",
    "Ontario",
    "Canada",
  ),
  airport(
    "YUL",
    "Montréal",
    "Montreal / Pierre Elliott Trudeau International Airport",
    "Quebec",
    "Canada",
  ),
  airport(
    "YVR",
    "Vancouver",
    "Vancouver International Airport",
    "British Columbia",
    "Canada",
  ),
  airport(
    "YYC",
    "Calgary",
    "Calgary International Airport",
    "Alberta",
    "Canada",
  ),
  airport(
    "YOW",
    "Ottawa",
    "Ottawa Macdonald-Cartier International Airport",
    "Ontario",
    "Canada",
  ),
  airport(
    "YHZ",
    "Halifax",
    "Halifax / Stanfield International Airport",
    "Nova Scotia",
    "Canada",
  ),
  airport("LGA", "New York", "LaGuardia Airport", "New York", "United States"),
  airport(
    "JFK",
    "New York",
    "John F Kennedy International Airport",
    "New York",
    "United States",
  ),
  airport(
    "SFO",
    "San Francisco",
    "San Francisco International Airport",
    "California",
    "United States",
  ),
  airport(
    "LHR",
    "London",
    "London Heathrow Airport",
    "England",
    "United Kingdom",
  ),
  airport("NRT", "Tokyo", "Narita International Airport", "Chiba", "Japan"),
  airport(
    "CDG",
    "Paris",
    "Charles de Gaulle International Airport",
    "Île-de-France",
    "France",
  ),
];
