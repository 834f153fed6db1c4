import { z } from 'zod';
import { AddressFields } from '../checkout/checkout.ts';
import { CheckoutForm } from '../checkout/checkout-form.ts';

/** A saved delivery address of My Account (R20.15): the checkout form's own field rules (R9.7). */

const f = CheckoutForm.shape;

export const MAX_ADDRESSES = 20;

export const SavedAddressInput = z
  .strictObject({
    firstName: f.firstName,
    lastName: f.lastName,
    addressLine1: f.addressLine1,
    addressLine2: f.addressLine2,
    city: f.city,
    postcode: f.postcode,
    phoneNumber: f.phoneNumber,
    isDefault: z.boolean().default(false),
  })
  .meta({ id: 'SavedAddressBody' });
export type SavedAddressInput = z.output<typeof SavedAddressInput>;

export const SavedAddress = z.object({ id: z.string(), ...AddressFields, isDefault: z.boolean() }).meta({ id: 'SavedAddress' });
export type SavedAddress = z.infer<typeof SavedAddress>;

export const SavedAddressList = z.object({ addresses: z.array(SavedAddress) }).meta({ id: 'SavedAddressList' });
export const AddressIdParams = z.object({ id: z.string().max(64) });

/** The address form of My Account as the browser posts it: text, and a ticked box as 'on'. */
export const PostedAddressForm = z.preprocess((raw) => {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (n: string) => (typeof r[n] === 'string' ? r[n] : '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    addressLine1: text('addressLine1'),
    addressLine2: text('addressLine2'),
    city: text('city'),
    postcode: text('postcode'),
    phoneNumber: text('phoneNumber'),
    isDefault: r.isDefault !== undefined && r.isDefault !== null,
  };
}, SavedAddressInput);
