/** Plausible values for a JSON schema, so that a request with one hostile field gets past the others (tests only). */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  default?: unknown;
};

let uniq = 0;

export function plausible(s: JsonSchema | undefined): unknown {
  if (!s) return 'x';
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return plausible(union.find((a) => a.type !== 'null') ?? union[0]);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object') return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return Math.max(1, s.minimum ?? 1);
  if (type === 'boolean') return true;
  if (s.format === 'email') return `fuzz.${Date.now().toString(36)}.${++uniq}@example.co.uk`;
  if (s.format === 'uuid') return crypto.randomUUID();
  if (s.format === 'date-time') return '2026-11-23T10:00:00Z';
  if (s.format === 'date') return '2026-11-23';
  return 'Tweed-Jacket-42';
}
