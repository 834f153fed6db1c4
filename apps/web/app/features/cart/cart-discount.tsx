import { Form } from 'react-router';
import type { CartDiscount } from './cart.server.ts';

/** The discount code field of /view-cart (R20.2), a guest's too (R5.16): a GET form, so the code stays in the address. */
export function CartDiscountForm({ discount }: { discount: CartDiscount }) {
  const error = discount.quote?.discountError?.message ?? null;
  const applied = discount.quote?.discount?.code ?? null;
  return (
    <Form method="get" action="/view-cart" className="cart-discount" preventScrollReset>
      <label htmlFor="cart-discount-code" className="field__label">
        Discount code
      </label>
      <div className="cart-discount__row">
        <input
          id="cart-discount-code"
          name="code"
          className="input"
          defaultValue={discount.code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby="cart-discount-status"
        />
        <button type="submit" className="btn btn--outline">
          Apply
        </button>
      </div>
      <p id="cart-discount-status" className={`cart-discount__status${error ? ' cart-discount__status--error' : ''}`} role="status">
        {error ?? (applied ? `Code ${applied} applied.` : '')}
      </p>
    </Form>
  );
}
