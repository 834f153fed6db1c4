import { formatPence } from '@atelier/contract/shared';
import { TEST_CARDS } from '@atelier/contract/payments';
import { escapeUTF8 as e } from 'entities';

/** The test provider's hosted payment page: plain HTML and CSS, no script, shaped like a provider's checkout. */

export interface PageLine {
  name: string;
  detail: string;
  quantity: number;
  lineTotalPence: number;
}

export interface PageModel {
  merchant: string;
  sessionId: string;
  orderNumber: string;
  email: string;
  lines: PageLine[];
  shippingPence: number;
  shippingLabel: string;
  discount?: { code: string; pence: number };
  vatPence: number;
  totalPence: number;
  /** open: the card form; paid, expired, failed: a closing message. */
  state: 'open' | 'paid' | 'expired' | 'failed';
  /** A refusal to show above the form (declined card, invalid field). */
  error?: { message: string; field?: 'number' | 'expiry' | 'cvc' | 'name' };
  /** What the shopper typed, echoed back after an invalid field (never the CVC). */
  values?: { number?: string; expiry?: string; name?: string };
  shopUrl: string;
  successUrl: string;
  /** A gift card sale's page (R23.11): its own VAT line and reference, no delivery line. */
  vatLabel?: string;
  reference?: string;
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;color:#1a1f36;background:#fff;font-size:15px;line-height:1.45}
.wrap{display:flex;min-height:100vh;flex-wrap:wrap}
.summary{flex:1 1 420px;background:#f6f8fa;padding:48px 40px;border-right:1px solid #e3e8ee}
.pay{flex:1 1 420px;padding:48px 40px;max-width:560px}
.merchant{font-weight:600;font-size:16px;margin:0 0 24px;display:flex;align-items:center;gap:10px}
.logo{width:28px;height:28px;border-radius:50%;background:#1a1f36;color:#fff;display:inline-flex;align-items:center;justify-content:center;font-size:13px}
.badge{font-size:11px;font-weight:600;text-transform:uppercase;background:#ffde92;color:#6a4a00;border-radius:4px;padding:2px 6px}
.amount-label{color:#4f566b;margin:0}.amount{font-size:36px;font-weight:600;margin:4px 0 28px}
ul{list-style:none;margin:0;padding:0}li{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid #e3e8ee}
.muted{color:#4f566b;font-size:13px}.row{display:flex;justify-content:space-between;padding:8px 0}.total{font-weight:600;border-top:1px solid #c1c9d2;margin-top:8px;padding-top:12px}
h1{font-size:20px;margin:0 0 20px}label{display:block;font-size:13px;font-weight:500;color:#3c4257;margin:16px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c1c9d2;border-radius:6px;background:#fff;color:#1a1f36}
input:focus{outline:2px solid #635bff;outline-offset:1px;border-color:#635bff}input[aria-invalid=true]{border-color:#df1b41}
input[readonly]{background:#f6f8fa;color:#4f566b}.pair{display:flex;gap:12px}.pair>div{flex:1}
.error{color:#df1b41;background:#fff5f7;border:1px solid #fbd0da;border-radius:6px;padding:10px 12px;margin:0 0 16px}
.field-error{color:#df1b41;font-size:13px;margin:6px 0 0}
button{width:100%;margin-top:24px;padding:12px;font:inherit;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;cursor:pointer}
button:hover{background:#5851e5}button:focus-visible{outline:2px solid #1a1f36;outline-offset:2px}
.cancel{display:inline-block;margin-top:20px;color:#635bff;text-decoration:none}.cancel:hover{text-decoration:underline}
.hint{margin-top:28px;font-size:13px;color:#4f566b;border-top:1px solid #e3e8ee;padding-top:16px}code{font-size:12px}
.notice{padding:16px;border-radius:6px;background:#f6f8fa;margin-bottom:16px}
`;

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

function summary(m: PageModel): string {
  const items = m.lines
    .map(
      (l) =>
        `<li><span>${e(l.name)}<br><span class="muted">${e(l.detail)} &middot; Qty ${l.quantity}</span></span><span>${e(formatPence(l.lineTotalPence))}</span></li>`,
    )
    .join('');
  return `<section class="summary" aria-labelledby="summary-title">
<p class="merchant"><span class="logo" aria-hidden="true">${e(m.merchant.charAt(0))}</span>${e(m.merchant)} <span class="badge">Test mode</span></p>
<h2 id="summary-title" class="amount-label">Pay ${e(m.merchant)}</h2>
<p class="amount">${e(formatPence(m.totalPence))}</p>
<ul aria-label="Order lines">${items}</ul>
${m.discount && m.discount.pence > 0 ? `<div class="row"><span>Discount (${e(m.discount.code)})</span><span>-${e(formatPence(m.discount.pence))}</span></div>` : ''}
${m.shippingLabel ? `<div class="row"><span>${e(m.shippingLabel)}</span><span>${m.shippingPence === 0 ? 'Free' : e(formatPence(m.shippingPence))}</span></div>` : ''}
<div class="row muted"><span>${e(m.vatLabel ?? 'Includes VAT (20%)')}</span><span>${e(formatPence(m.vatPence))}</span></div>
<div class="row total"><span>Total due</span><span>${e(formatPence(m.totalPence))}</span></div>
<p class="muted">${e(m.reference ?? `Order ${m.orderNumber}`)}</p>
</section>`;
}

function field(m: PageModel, name: 'number' | 'expiry' | 'cvc' | 'name', input: string, label: string): string {
  const err = m.error?.field === name ? m.error.message : undefined;
  // The page has no script: the field at fault takes the focus as it loads (R12.14), and its
  // message is its description, so it is read with it.
  const attrs = err ? ` aria-invalid="true" aria-describedby="${name}-error" autofocus` : '';
  return `<div><label for="card-${name}">${label}</label>${input.replace('<input ', `<input id="card-${name}"${attrs} `)}${
    err ? `<p class="field-error" id="${name}-error" role="alert">${e(err)}</p>` : ''
  }</div>`;
}

function form(m: PageModel): string {
  const v = m.values ?? {};
  // A refusal of the whole card shows above the form; a bad field shows under that field.
  const banner = m.error && !m.error.field ? `<p class="error" role="alert" tabindex="-1" autofocus>${e(m.error.message)}</p>` : '';
  return `<h1>Pay with card</h1>${banner}
<form method="post" action="/pay/test/${e(m.sessionId)}" novalidate>
<label for="email">Email</label><input id="email" type="email" value="${e(m.email)}" readonly>
${field(m, 'number', `<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required value="${e(v.number ?? '')}">`, 'Card number')}
<div class="pair">
${field(m, 'expiry', `<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="9" required value="${e(v.expiry ?? '')}">`, 'Expiry date (MM / YY)')}
${field(m, 'cvc', '<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4" required>', 'Security code (CVC)')}
</div>
${field(m, 'name', `<input name="cardName" autocomplete="cc-name" required value="${e(v.name ?? '')}">`, 'Name on card')}
<button type="submit">Pay ${e(formatPence(m.totalPence))}</button>
</form>
<a class="cancel" href="/pay/test/${e(m.sessionId)}/cancel">Cancel and return to the shop</a>
<div class="hint"><strong>Test cards.</strong> <code>${spaced(TEST_CARDS.success)}</code> pays;
<code>${spaced(TEST_CARDS.declined)}</code> is declined; <code>${spaced(TEST_CARDS.insufficientFunds)}</code> has insufficient funds.
Use any future expiry date, any 3-digit CVC and any name.</div>`;
}

function closed(m: PageModel): string {
  if (m.state === 'paid') {
    return `<h1>Payment complete</h1><p class="notice" role="status">This order has been paid. Thank you.</p>
<a class="cancel" href="${e(m.successUrl)}">View your order confirmation</a>`;
  }
  const message =
    m.state === 'failed'
      ? `${m.error?.message ?? 'The payment failed.'} No money was taken, and the items are back on sale. You can return to checkout and try again.`
      : 'This checkout session has expired or was cancelled. No money was taken. You can return to checkout and try again.';
  return `<h1>${m.state === 'failed' ? 'Payment failed' : 'Session ended'}</h1><p class="error" role="alert">${e(message)}</p>
<a class="cancel" href="${e(m.shopUrl)}">Return to checkout</a>`;
}

export function renderPaymentPage(m: PageModel): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${e(m.merchant)} - ${e(formatPence(m.totalPence))}</title><meta name="robots" content="noindex"><style>${CSS}</style></head>
<body><main class="wrap">${summary(m)}<section class="pay" aria-label="Payment">${m.state === 'open' ? form(m) : closed(m)}</section></main></body></html>`;
}

export function renderMissingPage(): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Payment page not found</title><style>${CSS}</style></head>
<body><main class="pay"><h1>Payment page not found</h1><p>This payment link does not exist. Please return to the shop and check out again.</p></main></body></html>`;
}
