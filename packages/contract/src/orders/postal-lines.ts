/** The parts of an address that go on a label; any may be missing from an order stored long ago. */
export interface PostalParts {
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  postcode?: string;
  country?: string;
}

/**
 * An address as the lines of a label, the same on every page, mail, receipt and packing slip
 * (issue 33): the street lines, the town and postcode on one line, the country. A Click & collect
 * order keeps who collects it and no address (R20.18): it has no lines, never a lone country.
 */
export function postalLines(a: PostalParts): string[] {
  if (!a.addressLine1?.trim()) return [];
  const town = [a.city, a.postcode].filter((x) => x?.trim()).join(' ');
  return [a.addressLine1, a.addressLine2, town, a.country].filter((l): l is string => Boolean(l?.trim()));
}
