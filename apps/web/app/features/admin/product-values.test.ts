import { describe, expect, it } from 'vitest';
import { inputToPence } from './format.ts';
import { emptyValues, toInput, type ProductFormValues } from './product-values.ts';

function filled(over: Partial<ProductFormValues> = {}): ProductFormValues {
  const v = emptyValues();
  v.sizes.M = { on: true, quantity: '4', sku: '', id: '' };
  v.sizes.L = { on: true, quantity: '2', sku: 'OWN-L', id: '17' };
  return {
    ...v,
    name: 'Boiled Wool Beret',
    slug: 'boiled-wool-beret',
    categoryId: '3',
    gender: 'unisex',
    colour: 'Claret',
    price: '45.50',
    ...over,
  };
}

describe('product form values', () => {
  it('reads pounds as a person types them', () => {
    expect(inputToPence('45')).toBe(4500);
    expect(inputToPence('£1,045.5')).toBe(104550);
    expect(inputToPence('0.99')).toBe(99);
    expect(inputToPence('forty')).toBeUndefined();
    expect(inputToPence('45.505')).toBeUndefined();
    expect(inputToPence('-3')).toBeUndefined();
  });

  it('makes the API body: pence, ticked sizes only, kept variant ids, SLUG-SIZE for a blank SKU', () => {
    const out = toInput(filled());
    expect(out).toEqual({
      input: expect.objectContaining({
        pricePence: 4550,
        oldPricePence: null,
        categoryId: 3,
        variants: [
          { size: 'M', quantity: 4, sku: 'BOILED-WOOL-BERET-M' },
          { id: 17, size: 'L', quantity: 2, sku: 'OWN-L' },
        ],
      }),
    });
  });

  it('sends the size system and only the sizes of that system, UK sizes with a SKU without spaces', () => {
    const v = filled({ sizeSystem: 'uk-shoe' });
    v.sizes['UK 8'] = { on: true, quantity: '3', sku: '', id: '' };
    v.sizes['UK 10'] = { on: true, quantity: '1', sku: '', id: '' };
    expect(toInput(v)).toEqual({
      input: expect.objectContaining({
        sizeSystem: 'uk-shoe',
        variants: [
          { size: 'UK 8', quantity: 3, sku: 'BOILED-WOOL-BERET-UK8' },
          { size: 'UK 10', quantity: 1, sku: 'BOILED-WOOL-BERET-UK10' },
        ],
      }),
    });
  });

  it('names each problem after the form field it belongs to', () => {
    const v = filled({ slug: 'Bad Slug!', price: '40', oldPrice: '30', categoryId: '' });
    v.sizes.M.quantity = '-2';
    const out = toInput(v);
    expect('errors' in out && out.errors).toEqual({
      slug: 'Use lowercase letters, digits and hyphens, such as linen-shirt.',
      categoryId: 'Please choose a category.',
      oldPrice: 'The old price must be higher than the price.',
      'size.M.quantity': 'Stock must be a whole number, 0 or more.',
    });
  });

  it('asks for at least one size', () => {
    const v = filled();
    v.sizes.M.on = false;
    v.sizes.L.on = false;
    expect(toInput(v)).toEqual({ errors: { sizes: 'Add at least one size.' } });
  });
});
