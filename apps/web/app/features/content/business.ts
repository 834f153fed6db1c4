import { BUSINESS } from '@atelier/contract/shared';

/** Policy pages carry the date they last changed. */
export const POLICIES_UPDATED = '2 November 2026';

export const mailto = (subject?: string) => `mailto:${BUSINESS.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

/** Title and description tags of a content page. */
export function contentMeta(title: string, description: string) {
  return [{ title: `${title} | ${BUSINESS.brand}` }, { name: 'description', content: description }];
}
