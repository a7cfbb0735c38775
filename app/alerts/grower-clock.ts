import type { CountryConfig } from "~/countries";

/**
 * The clock a grower's alerts keep (issue 30: quiet hours "in the grower's time zone"): one of the zones their
 * country offers, chosen on the preferences page, else the country's own. A zone the country no longer offers falls
 * back to its own rather than to anything the row happens to hold.
 */
export function zonesOffered(country: CountryConfig): readonly string[] {
  return country.alerts?.timeZones ?? [country.timeZone];
}

export function growerClock(country: CountryConfig, chosen: string | null): string {
  return chosen !== null && zonesOffered(country).includes(chosen) ? chosen : country.timeZone;
}
