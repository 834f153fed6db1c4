import { SettingsInput, SettingsResponse } from './settings.ts';
import { ShopTermsAnswer } from './shop-terms.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The settings endpoints, declared once: the API registers them, the web's client is typed by them.

export const settings = endpoint({
  method: 'GET',
  path: '/api/admin/settings',
  tags: adminTags,
  summary: 'The shop settings: what the owner stored, what is in force, and the defaults (R22.9)',
  response: { 200: SettingsResponse, ...adminErrors },
});

export const saveSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/settings',
  tags: adminTags,
  summary: 'Save the shop settings; an empty field goes back to its default. Every instance uses them from its next request.',
  body: SettingsInput,
  response: { 200: SettingsResponse, ...adminErrors },
});

export const shopTerms = endpoint({
  method: 'GET',
  path: '/api/shop-terms',
  tags: ['shop'],
  summary:
    "What the shop promises: delivery fees and threshold, next-day, Click & collect, the return window and the seller's details, from the settings in force (R22.21), and the ways to pay the payment page offers (R12.10)",
  response: { 200: ShopTermsAnswer },
});
