import { ErrorBody } from '../shared/errors.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';
import {
  AdminBalanceDetail,
  AdminBalanceList,
  AdminBalanceParams,
  AdminExtend,
  AdminIssuedGiftCard,
  AdminIssueGiftCard,
  AdminResendGiftCard,
  AdminTopUp,
  AdminVoid,
  GiftCardBalance,
  GiftCardBalanceBody,
  StoreCreditView,
} from './balance-schemas.ts';
import { GiftCardPurchaseBody, GiftCardPurchaseParams, GiftCardPurchaseStarted, GiftCardPurchaseView } from './gift-card-sale.ts';

// Gift cards and store credit (R23), declared once: the API registers them, the web's client is typed by them.

export const giftCardBalance = endpoint({
  method: 'POST',
  path: '/api/gift-cards/balance',
  tags: ['gift-cards'],
  summary: "A gift card's balance, by its code (rate-limited); an unknown code is 404",
  body: GiftCardBalanceBody,
  response: { 200: GiftCardBalance, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
});

export const giftCardPurchase = endpoint({
  method: 'POST',
  path: '/api/gift-cards/purchases',
  tags: ['gift-cards'],
  summary: 'Buy a gift card: answers the payment page to send the shopper to (R23.11)',
  body: GiftCardPurchaseBody,
  response: { 200: GiftCardPurchaseStarted, 400: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody },
});

export const giftCardPurchaseStatus = endpoint({
  method: 'GET',
  path: '/api/gift-cards/purchases/:sessionId',
  tags: ['gift-cards'],
  summary: "The buyer's confirmation, by the payment session; asks the provider when its word has not come yet (R23.13)",
  params: GiftCardPurchaseParams,
  response: { 200: GiftCardPurchaseView, 400: ErrorBody, 404: ErrorBody },
});

export const storeCredit = endpoint({
  method: 'GET',
  path: '/api/account/store-credit',
  tags: ['account'],
  summary: "The signed-in customer's store credit and its history",
  response: { 200: StoreCreditView, 401: ErrorBody },
});

export const adminBalances = endpoint({
  method: 'GET',
  path: '/api/admin/gift-cards',
  tags: adminTags,
  summary: 'Gift cards and store credit balances, with the balances outstanding',
  response: { 200: AdminBalanceList, ...adminErrors },
});

export const adminIssueGiftCard = endpoint({
  method: 'POST',
  path: '/api/admin/gift-cards',
  tags: adminTags,
  summary: 'Issue a gift card: the code is answered this once and mailed to the recipient',
  body: AdminIssueGiftCard,
  response: { 200: AdminIssuedGiftCard, ...adminErrors },
});

export const adminBalance = endpoint({
  method: 'GET',
  path: '/api/admin/gift-cards/:guid',
  tags: adminTags,
  summary: 'One gift card or store credit balance with its history',
  params: AdminBalanceParams,
  response: { 200: AdminBalanceDetail, ...adminErrors },
});

export const adminTopUpBalance = endpoint({
  method: 'POST',
  path: '/api/admin/gift-cards/:guid/top-up',
  tags: adminTags,
  summary: 'Add to a balance',
  params: AdminBalanceParams,
  body: AdminTopUp,
  response: { 200: AdminBalanceDetail, ...adminErrors },
});

export const adminExtendBalance = endpoint({
  method: 'POST',
  path: '/api/admin/gift-cards/:guid/expiry',
  tags: adminTags,
  summary: 'Move the expiry date of a balance later',
  params: AdminBalanceParams,
  body: AdminExtend,
  response: { 200: AdminBalanceDetail, ...adminErrors },
});

export const adminVoidBalance = endpoint({
  method: 'POST',
  path: '/api/admin/gift-cards/:guid/void',
  tags: adminTags,
  summary: 'Void a balance: what is left can no longer be spent (holds of unpaid checkouts stay until they end)',
  params: AdminBalanceParams,
  body: AdminVoid,
  response: { 200: AdminBalanceDetail, ...adminErrors },
});

export const adminResendGiftCard = endpoint({
  method: 'POST',
  path: '/api/admin/gift-cards/:guid/resend',
  tags: adminTags,
  summary: "Send a gift card's code again: a new code is drawn and mailed, and the old one stops working",
  params: AdminBalanceParams,
  body: AdminResendGiftCard,
  response: { 200: AdminBalanceDetail, ...adminErrors },
});
