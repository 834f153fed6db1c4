import { z } from 'zod';
import { MessageList, OkResponse, PageQuery, SubscriberList } from '../shared/admin.ts';
import { AdminIdParams } from '../catalogue/admin-catalogue.ts';
import { ContactMessageInput, ContactResponse } from './contact.ts';
import { ErrorBody } from '../shared/errors.ts';
import { NewsletterResponse, NewsletterSignup, UnsubscribeQuery } from './newsletter.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The messages endpoints, declared once: the API registers them, the web's client is typed by them.

const tags = ['newsletter'];

export const subscribers = endpoint({
  method: 'GET',
  path: '/api/admin/subscribers',
  tags: adminTags,
  summary: 'Newsletter subscribers, newest first',
  query: PageQuery,
  response: { 200: SubscriberList, ...adminErrors },
});

export const exportSubscribers = endpoint({
  method: 'GET',
  path: '/api/admin/subscribers/export',
  tags: adminTags,
  summary: 'Subscribed addresses as CSV (email, subscribed_at)',
  response: { 200: z.string(), ...adminErrors },
});

export const contactMessages = endpoint({
  method: 'GET',
  path: '/api/admin/messages',
  tags: adminTags,
  summary: 'Contact-form messages, newest first',
  query: PageQuery,
  response: { 200: MessageList, ...adminErrors },
});

export const markMessageHandled = endpoint({
  method: 'POST',
  path: '/api/admin/messages/:id/handled',
  tags: adminTags,
  summary: 'Mark a message handled (or not)',
  params: AdminIdParams,
  body: z.strictObject({ handled: z.boolean() }),
  response: { 200: OkResponse, ...adminErrors },
});

export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/api/contact',
  tags: ['contact'],
  summary: 'Send a message to the store from the contact page; it is stored and mailed to the store',
  body: ContactMessageInput,
  response: { 201: ContactResponse, 400: ErrorBody, 429: ErrorBody },
});

export const subscribe = endpoint({
  method: 'POST',
  path: '/api/newsletter',
  tags,
  summary: 'Join the mailing list (signing up again is also a success)',
  body: NewsletterSignup,
  response: { 200: NewsletterResponse, 201: NewsletterResponse, 400: ErrorBody, 429: ErrorBody },
});

export const unsubscribeNewsletter = endpoint({
  method: 'GET',
  path: '/api/newsletter/unsubscribe',
  tags,
  summary: 'Leave the mailing list from the link in a newsletter mail; redirects to the home page',
  query: UnsubscribeQuery,
  response: { 400: ErrorBody, 404: ErrorBody },
});
