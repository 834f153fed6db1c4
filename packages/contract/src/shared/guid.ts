/** A guid as the shop hands them out (orders, carts): 36 characters of hex and dashes, any case. */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isGuid = (value: string): boolean => GUID_PATTERN.test(value);
