/** The activity log in words (R22.10): "Refund approved for ATL-20261123-CDD6 by admin@atelier.local". */

/** The kinds of change the log can be filtered by: the part of an action name before its first dot. */
export const AUDIT_KINDS = {
  order: 'Orders',
  product: 'Products',
  category: 'Categories',
  collection: 'Collections',
  staff: 'Staff',
  settings: 'Settings',
  message: 'Messages',
  newsletter: 'Newsletter',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

const VERBS: Record<string, string> = {
  'order.process': 'Processing started for {t}',
  'order.ship': '{t} marked as shipped',
  'order.deliver': '{t} marked as delivered',
  'order.approve-cancel': 'Cancellation approved for {t}',
  'order.decline-cancel': 'Cancellation declined for {t}',
  'order.approve-refund': 'Refund approved for {t}',
  'order.reject-refund': 'Refund rejected for {t}',
  'order.cancel': 'Order {t} cancelled',
  'order.refund': '{refund} refunded on order {t}',
  'order.goodwill-refund': 'Goodwill refund of {refund} on order {t}',
  'order.note': 'Internal note added to {t}',
  'order.export': 'Orders exported as CSV',
  'product.create': 'Product {t} created',
  'product.update': 'Product {t} edited',
  'product.archive': 'Product {t} archived',
  'product.restore': 'Product {t} put back on the shop',
  'product.colour': 'New colour {t} added',
  'product.duplicate': 'Product {t} made as a copy',
  'product.image.add': 'Photo added to {t}',
  'product.image.remove': 'Photo removed from {t}',
  'product.image.cover': 'Cover photo changed on {t}',
  'product.image.reorder': 'Images reordered on {t}',
  'product.image.alt': 'Image description changed on {t}',
  'product.bulk-archive': '{t} archived',
  'product.bulk-restore': '{t} put back on the shop',
  'product.bulk-set-final-sale': '{t} set to Final Sale',
  'product.bulk-clear-final-sale': 'Final Sale cleared on {t}',
  'product.bulk-add-to-collection': '{t} added to a collection',
  'product.bulk-remove-from-collection': '{t} removed from a collection',
  'product.import': 'Products imported from a CSV file',
  'product.export': 'Products exported as CSV',
  'category.create': 'Category {t} created',
  'category.update': 'Category {t} edited',
  'category.image': 'Picture of category {t} changed',
  'category.delete': 'Category {t} deleted',
  'collection.create': 'Collection {t} created',
  'collection.update': 'Collection {t} edited',
  'collection.delete': 'Collection {t} deleted',
  'collection.image': 'Picture of collection {t} changed',
  'collection.reorder': 'Collections reordered',
  'staff.invite': '{t} invited to be an admin',
  'staff.revoke': 'Invitation to {t} withdrawn',
  'staff.remove': '{t} removed from the staff',
  'staff.role-change': 'Role of {t} changed',
  'staff.role-create': 'Role {t} made',
  'staff.role-update': 'Role {t} changed',
  'staff.role-delete': 'Role {t} deleted',
  'staff.transfer-ownership': 'Ownership of the shop handed to {t}',
  'staff.policy': 'Staff sign-in rules changed',
  'staff.two-step-enrol': 'Two-step sign-in set up for {t}',
  'staff.recovery-codes': 'New recovery codes made for {t}',
  'staff.two-step-reset': 'Two-step sign-in of {t} reset, their sessions ended',
  'staff.session-end': 'A session of {t} ended',
  'customer.export': 'Customers exported',
  'settings.update': 'Shop settings changed',
  'message.handled': 'Message {t} marked handled',
  'message.reopened': 'Message {t} marked as new',
  'newsletter.export': 'Newsletter subscribers exported',
};

/** "order ATL-1" -> "ATL-1"; "product 12 (linen-shirt)" -> "linen-shirt"; others as they are. */
function readableTarget(target: string): string {
  const named = /^(?:product|category|collection) \d+ \((.+)\)$/.exec(target);
  if (named) return named[1]!;
  const order = /^order (.+)$/.exec(target);
  if (order) return order[1]!;
  return target.replace(/^message (\d+) from /, '$1 from ');
}

/** What follows the admin in a sentence: the money an owner's cancellation paid back. */
const AFTER: Record<string, string> = {
  'order.cancel': ', {refund} refunded',
  'order.approve-cancel': ', {refund} refunded',
  'order.approve-refund': ', {refund} refunded',
};

/**
 * One entry as a sentence ("Order ATL-20261123-CDD6 cancelled by admin@atelier.local, £84.00
 * refunded"); an action the table does not know reads as its name and target.
 */
export function auditSentence(action: string, target: string, admin: string | null, detail?: unknown): string {
  const t = readableTarget(target);
  const refund = detail && typeof detail === 'object' && 'refund' in detail ? String(detail.refund) : 'A refund';
  const fill = (words: string) => words.replace('{t}', t).replace('{refund}', refund);
  const verb = VERBS[action];
  const what = verb ? fill(verb) : `${action.replace(/[.-]/g, ' ')}: ${t}`;
  const after = AFTER[action] && refund !== 'A refund' ? fill(AFTER[action]) : '';
  return `${what} by ${admin ?? 'a deleted account'}${after}`;
}

/** Detail keys in words: "pricePence: £89.00 -> £79.00" -> "price: £89.00 → £79.00". */
export function auditDetailWords(detail: string): string {
  return detail
    .replace(/\bpricePence\b/g, 'price')
    .replace(/\boldPricePence\b/g, 'old price')
    .replace(/\bisFinalSale\b/g, 'Final Sale')
    .replace(/\bonSale\b/g, 'on sale')
    .replace(/\bcategoryId\b/g, 'category')
    .replace(/\bcolourHex\b/g, 'swatch')
    .replace(/\bsizeSystem\b/g, 'size system')
    .replace(/ -> /g, ' → ')
    .replace(/\bmedia: [0-9a-f-]{36}\b/g, 'a new photo')
    .replace(/\bimage: \d+\b/g, 'a photo');
}
