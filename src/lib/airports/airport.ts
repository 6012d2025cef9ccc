/** An airport as POST /api/airport answers it (SPEC §3). */
export interface Airport {
  iata: string;
  city: string;
  name: string;
  country: string;
  region_name: string;
  category: "large" | "medium" | "small";
  rank: number;
}
