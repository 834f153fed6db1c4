/**
 * Accepted payment methods as small inline marks (no requests, no third-party hosts): only the ones
 * the payment provider in use offers (R12.10), so no badge promises a way to pay the payment page lacks.
 */
import type { ReactNode } from 'react';
import type { PaymentBadge } from '@atelier/contract/payments';
import { usePaymentMethods } from '~/lib/shop-terms';

const W = 46;
const H = 30;

function Card({ label, fill = '#fff', children }: { label: string; fill?: string; children: ReactNode }) {
  return (
    <svg className="payment-logo" width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="4" fill={fill} stroke="#d9d4cc" />
      {children}
    </svg>
  );
}

const bold = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700 } as const;

const MARKS: Record<PaymentBadge, ReactNode> = {
  visa: (
    <Card label="Visa">
      <text
        x="23"
        y="19.5"
        textAnchor="middle"
        fill="#1a1f71"
        style={{ ...bold, fontSize: '12.5px', fontStyle: 'italic', letterSpacing: '-0.02em' }}
      >
        VISA
      </text>
    </Card>
  ),
  mastercard: (
    <Card label="Mastercard">
      <circle cx="19" cy="15" r="7.5" fill="#eb001b" />
      <circle cx="27" cy="15" r="7.5" fill="#f79e1b" />
      <path d="M23 8.66a7.5 7.5 0 0 1 0 12.68 7.5 7.5 0 0 1 0-12.68Z" fill="#ff5f00" />
    </Card>
  ),
  amex: (
    <Card label="American Express" fill="#1f72cd">
      <text x="23" y="18.5" textAnchor="middle" fill="#fff" style={{ ...bold, fontSize: '9.5px', letterSpacing: '0.04em' }}>
        AMEX
      </text>
    </Card>
  ),
  'apple-pay': (
    <Card label="Apple Pay">
      <path
        d="M14.1 10.6c.8 0 1.8-.6 2.4-.6.8 0 1.8.4 2.4 1.3-2.1 1.2-1.7 4.2.4 5-.5 1.3-1.6 3.3-2.8 3.3-.8 0-1.1-.5-2.2-.5s-1.5.5-2.2.5c-1.3 0-3.1-2.7-3.1-5.3 0-2.3 1.5-3.8 2.9-3.8.9 0 1.6.5 2.2.5Zm1.9-2.8c.1 1.1-.9 2.4-2 2.4-.1-1.1.9-2.3 2-2.4Z"
        fill="#000"
      />
      <text x="21.5" y="19.5" fill="#000" style={{ fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 500, fontSize: '10.5px' }}>
        Pay
      </text>
    </Card>
  ),
  'google-pay': (
    <Card label="Google Pay">
      <text x="9" y="19.5" style={{ ...bold, fontSize: '11px' }}>
        <tspan fill="#4285f4">G</tspan>
      </text>
      <text x="18.5" y="19.5" fill="#5f6368" style={{ fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 500, fontSize: '10.5px' }}>
        Pay
      </text>
    </Card>
  ),
  paypal: (
    <Card label="PayPal">
      <text x="23" y="19" textAnchor="middle" style={{ ...bold, fontSize: '10px', fontStyle: 'italic' }}>
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </Card>
  ),
};

export function PaymentLogos({ className = '' }: { className?: string }) {
  const methods = usePaymentMethods();
  if (methods.length === 0) return null;
  return (
    <ul className={`payment-logos ${className}`} aria-label="Accepted payment methods">
      {methods.map((m) => (
        <li key={m}>{MARKS[m]}</li>
      ))}
    </ul>
  );
}
