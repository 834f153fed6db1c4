import { discountOffer } from '../discounts/discount.ts';
import { statusLabel } from '../orders/order-status.ts';
import { formatPence } from './money.ts';

/**
 * The activity log in words (R22.10): every action the back office records has a sentence here, so
 * the log never shows a code name, raw JSON or a sum in pence. The table is keyed by AUDIT_ACTIONS,
 * so an action with no sentence fails the type check.
 */

/** The kinds of change the log can be filtered by: the part of an action name before its first dot. */
export const AUDIT_KINDS = {
  order: 'Orders',
  product: 'Products',
  category: 'Categories',
  collection: 'Collections',
  discount: 'Discounts',
  'gift-card': 'Gift cards',
  customer: 'Customers',
  staff: 'Staff',
  settings: 'Settings',
  message: 'Messages',
  newsletter: 'Newsletter',
  synonyms: 'Search words',
  colours: 'Colour families',
  review: 'Reviews',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

/** Every action the back office records; the API's audit writer takes nothing else. */
export const AUDIT_ACTIONS = [
  'order.process',
  'order.ship',
  'order.deliver',
  'order.ready-to-collect',
  'order.collected',
  'order.approve-cancel',
  'order.decline-cancel',
  'order.approve-refund',
  'order.reject-refund',
  'order.cancel',
  'order.refund',
  'order.goodwill-refund',
  'order.approve-return',
  'order.reject-return',
  'order.note',
  'order.export',
  'product.create',
  'product.update',
  'product.archive',
  'product.restore',
  'product.colour',
  'product.duplicate',
  'product.image.add',
  'product.image.remove',
  'product.image.cover',
  'product.image.reorder',
  'product.image.alt',
  'product.bulk-archive',
  'product.bulk-restore',
  'product.bulk-set-final-sale',
  'product.bulk-clear-final-sale',
  'product.bulk-add-to-collection',
  'product.bulk-remove-from-collection',
  'product.import',
  'product.export',
  'category.create',
  'category.update',
  'category.image',
  'category.delete',
  'collection.create',
  'collection.update',
  'collection.delete',
  'collection.image',
  'collection.reorder',
  'discount.create',
  'discount.update',
  'discount.activate',
  'discount.deactivate',
  'gift-card.issue',
  'gift-card.top-up',
  'gift-card.extend',
  'gift-card.resend',
  'gift-card.void',
  'customer.export',
  'staff.invite',
  'staff.revoke',
  'staff.remove',
  'staff.role-change',
  'staff.role-create',
  'staff.role-update',
  'staff.role-delete',
  'staff.transfer-ownership',
  'staff.policy',
  'staff.two-step-enrol',
  'staff.recovery-codes',
  'staff.two-step-reset',
  'staff.session-end',
  'settings.update',
  'message.handled',
  'message.reopened',
  'review.approve',
  'review.hide',
  'newsletter.export',
  'synonyms.create',
  'synonyms.update',
  'synonyms.delete',
  'colours.family',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

type Detail = Record<string, unknown>;
/** `what` comes before "by <admin>", `after` (with its own leading comma or colon) after it. */
type Said = string | { what: string; after?: string };
type Sentence = (t: string, d: Detail) => Said;

const str = (d: Detail, k: string): string | undefined => (typeof d[k] === 'string' && d[k] !== '' ? (d[k] as string) : undefined);
/** A stored refund ("£84.00"), or the words for it when an old entry has none. */
const refund = (d: Detail) => str(d, 'refund') ?? 'A refund';
const refunded = (d: Detail) => (str(d, 'refund') ? `, ${str(d, 'refund')} refunded${creditTo(d)}` : '');
/** A refund sent to the customer's store credit says so (R23.18); older entries and card refunds say nothing more. */
const creditTo = (d: Detail) => (d.refundTo === 'store_credit' ? ' as store credit' : '');
const restocked = (d: Detail) => (d.restock === true ? ', back in stock' : d.restock === false ? ', not put back in stock' : '');

const SENTENCES: Record<AuditAction, Sentence> = {
  'order.process': (t) => `Processing started for ${t}`,
  'order.ship': (t) => `${t} marked as shipped`,
  'order.deliver': (t) => `${t} marked as delivered`,
  'order.ready-to-collect': (t) => `${t} marked as ready to collect`,
  'order.collected': (t) => `${t} marked as collected`,
  'order.approve-cancel': (t, d) => ({ what: `Cancellation approved for ${t}`, after: refunded(d) }),
  'order.decline-cancel': (t) => `Cancellation declined for ${t}`,
  'order.approve-refund': (t, d) => ({ what: `Refund approved for ${t}`, after: refunded(d) }),
  'order.reject-refund': (t) => `Refund rejected for ${t}`,
  'order.cancel': (t, d) => ({ what: `Order ${t} cancelled`, after: refunded(d) }),
  'order.refund': (t, d) => ({ what: `${refund(d)} refunded${creditTo(d)} on order ${t}`, after: restocked(d) }),
  'order.goodwill-refund': (t, d) => `Goodwill refund of ${refund(d)}${creditTo(d)} on order ${t}`,
  'order.approve-return': (t, d) => ({
    what: `Return of ${str(d, 'item') ?? 'an item'} approved on order ${t}`,
    after: `${refunded(d)}${restocked(d)}`,
  }),
  'order.reject-return': (t, d) => `Return of ${str(d, 'item') ?? 'an item'} rejected on order ${t}`,
  'order.note': (t) => `Internal note added to ${t}`,
  'order.export': () => 'Orders exported as CSV',
  'product.create': (t) => `Product ${t} created`,
  'product.update': (t) => `Product ${t} edited`,
  'product.archive': (t) => `Product ${t} archived`,
  'product.restore': (t) => `Product ${t} put back on the shop`,
  'product.colour': (t) => `New colour ${t} added`,
  'product.duplicate': (t) => `Product ${t} made as a copy`,
  'product.image.add': (t) => `Photo added to ${t}`,
  'product.image.remove': (t) => `Photo removed from ${t}`,
  'product.image.cover': (t) => `Cover photo changed on ${t}`,
  'product.image.reorder': (t) => `Images reordered on ${t}`,
  'product.image.alt': (t) => `Image description changed on ${t}`,
  'product.bulk-archive': (t) => `${t} archived`,
  'product.bulk-restore': (t) => `${t} put back on the shop`,
  'product.bulk-set-final-sale': (t) => `${t} set to Final Sale`,
  'product.bulk-clear-final-sale': (t) => `Final Sale cleared on ${t}`,
  'product.bulk-add-to-collection': (t, d) =>
    `${t} added to ${str(d, 'collection') ? `collection ${str(d, 'collection')}` : 'a collection'}`,
  'product.bulk-remove-from-collection': (t, d) =>
    `${t} removed from ${str(d, 'collection') ? `collection ${str(d, 'collection')}` : 'a collection'}`,
  'product.import': () => 'Products imported from a CSV file',
  'product.export': () => 'Products exported as CSV',
  'category.create': (t) => `Category ${t} created`,
  'category.update': (t) => `Category ${t} edited`,
  'category.image': (t) => `Picture of category ${t} changed`,
  'category.delete': (t) => `Category ${t} deleted`,
  'collection.create': (t) => `Collection ${t} created`,
  'collection.update': (t) => `Collection ${t} edited`,
  'collection.delete': (t) => `Collection ${t} deleted`,
  'collection.image': (t) => `Picture of collection ${t} changed`,
  'collection.reorder': () => 'Collections reordered',
  'discount.create': (t, d) => ({ what: `Discount ${t} created`, after: offerOf(d) ? `: ${offerOf(d)}` : '' }),
  'discount.update': (t, d) => ({ what: `Discount ${t} updated`, after: listed(discountChanges(d)) }),
  'discount.activate': (t) => `Discount ${t} switched on`,
  'discount.deactivate': (t) => `Discount ${t} switched off`,
  'gift-card.issue': (t, d) => `Gift card ${t} issued${str(d, 'amountPence') ? ` for ${formatPence(Number(str(d, 'amountPence')))}` : ''}`,
  'gift-card.top-up': (t, d) =>
    `Gift card ${t} topped up${str(d, 'amountPence') ? ` by ${formatPence(Number(str(d, 'amountPence')))}` : ''}`,
  'gift-card.extend': (t, d) => `Expiry of gift card ${t} moved${str(d, 'expiresAt') ? ` to ${str(d, 'expiresAt')}` : ''}`,
  'gift-card.resend': (t, d) => `Code of gift card ${t} sent again${str(d, 'to') ? ` to ${str(d, 'to')}` : ''}`,
  'gift-card.void': (t) => `Gift card ${t} voided`,
  'customer.export': () => 'Customers exported',
  'staff.invite': (t) => `${t} invited to be an admin`,
  'staff.revoke': (t) => `Invitation to ${t} withdrawn`,
  'staff.remove': (t) => `${t} removed from the staff`,
  'staff.role-change': (t) => `Role of ${t} changed`,
  'staff.role-create': (t) => `Role ${t} made`,
  'staff.role-update': (t) => `Role ${t} changed`,
  'staff.role-delete': (t) => `Role ${t} deleted`,
  'staff.transfer-ownership': (t) => `Ownership of the shop handed to ${t}`,
  'staff.policy': () => 'Staff sign-in rules changed',
  'staff.two-step-enrol': (t) => `Two-step sign-in set up for ${t}`,
  'staff.recovery-codes': (t) => `New recovery codes made for ${t}`,
  'staff.two-step-reset': (t) => `Two-step sign-in of ${t} reset, their sessions ended`,
  'staff.session-end': (t) => `A session of ${t} ended`,
  'settings.update': (_t, d) => ({ what: 'Shop settings changed', after: listed(settingsChanges(d)) }),
  'message.handled': (t) => `Message ${t} marked handled`,
  'message.reopened': (t) => `Message ${t} marked as new`,
  'review.approve': (t) => `A review of ${t} approved`,
  'review.hide': (t) => `A review of ${t} hidden`,
  'newsletter.export': () => 'Newsletter subscribers exported',
  'synonyms.create': (t) => `Search words ${t} made to mean the same`,
  'synonyms.update': (t) => `Search words ${t} changed`,
  'synonyms.delete': () => 'A group of search words removed',
  'colours.family': (t) => `Colour family changed for ${t}`,
};

const listed = (parts: string[]) => (parts.length ? `: ${parts.join(', ')}` : '');

/** "order ATL-1" -> "ATL-1"; "product 12 (linen-shirt)" -> "linen-shirt"; others as they are. */
function readableTarget(target: string): string {
  const named = /^(?:review \d+ of )?(?:product|category|collection|synonyms) \d+ \((.+)\)$/.exec(target);
  if (named) return named[1]!;
  const style = /^style (.+?) \(/.exec(target);
  if (style) return style[1]!;
  const colours = /^colour families \((.+)\)$/.exec(target);
  if (colours) return colours[1]!;
  const prefixed = /^(?:order|discount) (.+)$/.exec(target);
  if (prefixed) return prefixed[1]!;
  return target.replace(/^message (\d+) from /, '$1 from ');
}

/** What the API found of an entry's subject now (kit/audit-subjects.ts): its name and its admin page. */
export interface AuditSubject {
  name?: string;
  href?: string;
}

export interface AuditWords {
  /** "Order ATL-20261123-CDD6 cancelled by admin@atelier.local, £84.00 refunded". */
  summary: string;
  /** The part of the summary that names the subject (to be the link), when there is one. */
  subject?: string;
  /** Whatever else was recorded, in words: "price: £89.00 → £79.00; stock M: 5 → 2". */
  detail: string;
}

/** One entry in words: a sentence, the words naming its subject and the rest of what was recorded. */
export function auditWords(action: string, target: string, admin: string | null, detail?: unknown, found: AuditSubject = {}): AuditWords {
  const d: Detail = detail && typeof detail === 'object' ? (detail as Detail) : {};
  const subject = found.name ?? readableTarget(target);
  const sentence = SENTENCES[action as AuditAction] as Sentence | undefined;
  // An action from before this table (or a typo) still reads as its name and subject, never as JSON.
  const said: Said = sentence ? sentence(subject, d) : `${action.replace(/[.-]/g, ' ')}: ${subject}`;
  const { what, after = '' } = typeof said === 'string' ? { what: said } : said;
  return {
    summary: `${what} by ${admin ?? 'a deleted account'}${after}`,
    ...(what.includes(subject) ? { subject } : {}),
    detail: SAID_IN_FULL.has(action) ? '' : detailWords(d),
  };
}

/** The sentence alone (R22.10): "Refund approved for ATL-20261123-CDD6 by admin@atelier.local". */
export function auditSentence(action: string, target: string, admin: string | null, detail?: unknown): string {
  return auditWords(action, target, admin, detail).summary;
}

/** Actions whose sentence already says everything recorded. */
const SAID_IN_FULL = new Set<string>(['settings.update', 'discount.update', 'discount.create']);
/** Recorded for the sentence, or row ids an owner has no use for: never repeated in the details. */
const SAID_KEYS = new Set(['refund', 'refundTo', 'restock', 'item', 'return', 'collection']);

/** Detail keys in words; anything else is split from camelCase ("stepUpRefundsOver" -> "step up refunds over"). */
const KEY_WORDS: Record<string, string> = {
  pricePence: 'price',
  oldPricePence: 'old price',
  isFinalSale: 'Final Sale',
  onSale: 'on sale',
  categoryId: 'category',
  colourHex: 'swatch',
  sizeSystem: 'size system',
  twoStep: 'two-step sign-in',
  stepUpRefundsOver: 'password asked again for refunds over',
  left: 'left to refund',
  media: 'photo',
  image: 'photo',
};

function keyWords(key: string): string {
  return KEY_WORDS[key] ?? key.replace(/Pence$/, '').replace(/(?<=[a-z])[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

const FLAGS: Record<string, string> = { true: 'yes', false: 'no', null: 'none' };

function valueWords(key: string, value: unknown): string {
  // Media ids and image row ids mean nothing to an owner.
  if (key === 'media') return 'a new photo';
  if (key === 'image') return 'a photo';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return key.endsWith('Pence') ? formatPence(value) : String(value);
  // A sum in pence recorded as text ('5000') is money all the same.
  if (typeof value === 'string' && key.endsWith('Pence') && /^\d+$/.test(value)) return formatPence(Number(value));
  if (typeof value === 'string') {
    // A recorded change reads "Waiting → Processing", "no → yes": statuses by their labels, flags in words.
    if (!value.includes(' -> ')) return key === 'status' ? statusLabel(value) : value;
    return value
      .split(' -> ')
      .map((v) => (key === 'status' ? statusLabel(v) : (FLAGS[v] ?? v)))
      .join(' → ');
  }
  if (Array.isArray(value)) return value.map((v) => valueWords(key, v)).join(', ');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${keyWords(k)} ${valueWords(k, v)}`)
      .join(', ');
  return '';
}

function detailWords(d: Detail): string {
  return Object.entries(d)
    .filter(([k, v]) => !SAID_KEYS.has(k) && v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${keyWords(k)}: ${valueWords(k, v)}`)
    .join('; ');
}

/** Shop settings in words: each field's name and how its value reads. */
const SETTING_WORDS: Record<string, [label: string, show: (v: unknown) => string]> = {
  feePence: ['standard delivery', (v) => formatPence(Number(v))],
  freeThresholdPence: ['free from', (v) => formatPence(Number(v))],
  nextDayFeePence: ['next-day delivery', (v) => formatPence(Number(v))],
  nextDayCutoff: ['next-day cut-off', String],
  collectionAddressLines: ['collection address', (v) => (Array.isArray(v) ? v.join(', ') : String(v))],
  collectionHours: ['collection hours', String],
  collectReminderDays: ['collection reminder after', (v) => `${Number(v)} days`],
  name: ['shop name', String],
  legalName: ['legal name', String],
  addressLines: ['shop address', (v) => (Array.isArray(v) ? v.join(', ') : String(v))],
  vatNumber: ['VAT number', (v) => (v ? String(v) : 'none')],
  companyNumber: ['company number', (v) => (v ? String(v) : 'none')],
  contactEmail: ['contact email', (v) => (v ? String(v) : 'none')],
  returnWindowDays: ['returns within', (v) => `${Number(v)} days`],
  lowStockThreshold: ['low stock at', (v) => `${Number(v)} units or fewer`],
};

/** A stored settings change ('{"feePence":395} -> {"feePence":450}') as the fields it changed. */
function settingsChanges(d: Detail): string[] {
  const parse = (s: string | undefined): Record<string, unknown> => {
    try {
      const v: unknown = s === undefined ? {} : JSON.parse(s);
      return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const out: string[] = [];
  for (const change of Object.values(d)) {
    if (typeof change !== 'string') continue;
    const [was, now] = change.split(' -> ');
    const before = parse(was);
    const after = parse(now);
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
      const [label, show] = SETTING_WORDS[field] ?? [keyWords(field), String];
      out.push(after[field] === undefined ? `${label} back to the default` : `${label} ${show(after[field])}`);
    }
  }
  return out;
}

const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** The offer of a created discount ({ kind, value }) in words: "20% off". */
function offerOf(d: Detail): string {
  const { kind, value } = d;
  if (kind !== 'percent' && kind !== 'fixed' && kind !== 'free_shipping') return '';
  return discountOffer(kind, Number(value));
}

/** A stored discount change ({ endsAt: 'null -> 2026-08-31T…' }) field by field, in words. */
function discountChanges(d: Detail): string[] {
  const now = (k: string) => {
    const s = str(d, k);
    return s === undefined ? undefined : (s.split(' -> ')[1] ?? s);
  };
  const yes = (k: string) => now(k) === 'true';
  const day = (s: string | undefined) => (s && s !== 'null' && !Number.isNaN(Date.parse(s)) ? ukDate.format(new Date(s)) : undefined);
  const out: string[] = [];
  if (now('kind') !== undefined || now('value') !== undefined) {
    // Both are recorded when either changes; an entry from before that has the value alone.
    const kind = now('kind');
    const offer = kind === 'percent' || kind === 'fixed' || kind === 'free_shipping' ? discountOffer(kind, Number(now('value') ?? 0)) : '';
    out.push(offer || 'amount changed'); // an old entry's bare value may be pence: never shown raw
  }
  if (now('code') !== undefined) out.push(`code was ${str(d, 'code')!.split(' -> ')[0]}`);
  if (now('minSpendPence') !== undefined) {
    const p = Number(now('minSpendPence'));
    out.push(p > 0 ? `on orders of ${formatPence(p)} or more` : 'no minimum spend');
  }
  if (now('startsAt') !== undefined) out.push(day(now('startsAt')) ? `starts ${day(now('startsAt'))}` : 'starts at once');
  if (now('endsAt') !== undefined) out.push(day(now('endsAt')) ? `ends ${day(now('endsAt'))}` : 'no end date');
  if (now('usageLimit') !== undefined) out.push(now('usageLimit') === 'null' ? 'no limit on uses' : `at most ${now('usageLimit')} uses`);
  if (now('oncePerCustomer') !== undefined) out.push(yes('oncePerCustomer') ? 'once per customer' : 'more than once per customer');
  if (now('excludeSaleItems') !== undefined) out.push(yes('excludeSaleItems') ? 'not on sale items' : 'on sale items too');
  if (now('excludeFinalSale') !== undefined) out.push(yes('excludeFinalSale') ? 'not on Final Sale' : 'on Final Sale too');
  if (now('active') !== undefined) out.push(yes('active') ? 'switched on' : 'switched off');
  return out;
}
