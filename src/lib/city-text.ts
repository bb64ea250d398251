/** City templates write {city} and {region}; each city page replaces them with the city's own values. */
export interface CityPlaceholders {
  readonly name: string;
  readonly region: string;
}

export function fillCityPlaceholders(text: string, city: CityPlaceholders): string {
  return text.replace(/\{city\}/g, city.name).replace(/\{region\}/g, city.region);
}
