import { describe, expect, it } from 'vitest';
import { inputToPence } from '../format.ts';
import { productFormErrors, stockCells, toProductInput, toStyleInput, type ProductFormValues } from './product-values.ts';

/** A beret in letter sizes: M with 4 and a blank SKU, L with 2, an existing variant (id 17) with its own SKU. */
function filled(over: Partial<ProductFormValues> = {}): ProductFormValues {
  const stock = stockCells('letters');
  stock[2] = { size: 'M', quantity: '4', sku: '' };
  stock[3] = { size: 'L', quantity: '2', sku: 'OWN-L', id: '17' };
  return {
    name: 'Boiled Wool Beret',
    slug: 'boiled-wool-beret',
    categoryId: '3',
    gender: 'unisex',
    sizeSystem: 'letters',
    price: '45.50',
    onSale: 'on',
    sizes: ['M', 'L'],
    colours: [{ colour: 'Claret', stock }],
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

  it('makes the API body of one colour: pence, ticked sizes only, kept variant ids, SLUG-SIZE for a blank SKU', () => {
    expect(toProductInput(filled())).toEqual({
      input: expect.objectContaining({
        slug: 'boiled-wool-beret',
        colour: 'Claret',
        pricePence: 4550,
        oldPricePence: null,
        categoryId: 3,
        onSale: true,
        isFinalSale: false,
        variants: [
          { size: 'M', quantity: 4, sku: 'BOILED-WOOL-BERET-M' },
          { id: 17, size: 'L', quantity: 2, sku: 'OWN-L' },
        ],
      }),
    });
  });

  it('makes a style of every colour of the grid, the others at slug-colour with their own stock (R17.8)', () => {
    const ink = stockCells('letters');
    ink[2] = { size: 'M', quantity: '1', sku: '' };
    ink[3] = { size: 'L', quantity: '0', sku: '' };
    const out = toStyleInput(filled({ colours: [...filled().colours!, { colour: 'Deep Ink', colourHex: '#1f2433', stock: ink }] }));
    expect('input' in out && out.input.colours).toEqual([
      {
        colour: 'Claret',
        slug: 'boiled-wool-beret',
        variants: [
          { size: 'M', quantity: 4, sku: 'BOILED-WOOL-BERET-M' },
          { id: 17, size: 'L', quantity: 2, sku: 'OWN-L' },
        ],
      },
      {
        colour: 'Deep Ink',
        colourHex: '#1f2433',
        slug: 'boiled-wool-beret-deep-ink',
        variants: [
          { size: 'M', quantity: 1, sku: 'BOILED-WOOL-BERET-DEEP-INK-M' },
          { size: 'L', quantity: 0, sku: 'BOILED-WOOL-BERET-DEEP-INK-L' },
        ],
      },
    ]);
  });

  it('sends the size system and only the sizes of that system, UK sizes with a SKU without spaces', () => {
    const stock = stockCells('uk-shoe');
    const at = (size: string) => stock.findIndex((c) => c.size === size);
    stock[at('UK 8')]!.quantity = '3';
    stock[at('UK 10')]!.quantity = '1';
    const out = toProductInput(filled({ sizeSystem: 'uk-shoe', sizes: ['UK 8', 'UK 10', 'M'], colours: [{ colour: 'Tan', stock }] }));
    expect(out).toEqual({
      input: expect.objectContaining({
        sizeSystem: 'uk-shoe',
        variants: [
          { size: 'UK 8', quantity: 3, sku: 'BOILED-WOOL-BERET-UK8' },
          { size: 'UK 10', quantity: 1, sku: 'BOILED-WOOL-BERET-UK10' },
        ],
      }),
    });
  });

  it('names each problem after the form field it belongs to, down to the cell of the grid', () => {
    const v = filled({ slug: 'Bad Slug!', price: '40', oldPrice: '30', categoryId: '' });
    v.colours![0]!.stock![2]!.quantity = '-2';
    v.colours![0]!.stock![3]!.sku = 'no spaces allowed';
    const out = toStyleInput(v);
    expect('errors' in out && out.errors).toEqual({
      slug: ['Use lowercase letters, digits and hyphens, such as linen-shirt.'],
      categoryId: ['Please choose a category.'],
      oldPrice: ['The old price must be higher than the price.'],
      'colours[0].stock[2].quantity': ['Stock must be a whole number, 0 or more.'],
      'colours[0].stock[3].sku': ['SKU may use letters, digits, dots, hyphens and underscores.'],
    });
  });

  it('puts a second colour twice and a shared SKU beside the colour and the cell', () => {
    const twin = filled().colours![0]!;
    const out = toStyleInput(filled({ colours: [twin, { ...twin, colour: 'claret' }] }));
    expect('errors' in out && out.errors).toEqual({
      'colours[1].colour': ['claret is listed twice.'],
      'colours[1].stock[3].sku': ['SKU OWN-L is listed twice.'],
    });
  });

  it('asks for at least one size', () => {
    expect(toStyleInput(filled({ sizes: [] }))).toEqual({ errors: { sizes: ['Add at least one size.'] } });
  });

  it('maps the API messages of a product to the form', () => {
    expect(productFormErrors({ slug: 'bad', 'variants.1.sku': 'SKU is required.', pricePence: 'Price is too large.' }, filled())).toEqual({
      slug: ['Use lowercase letters, digits and hyphens, such as linen-shirt.'],
      'colours[0].stock[3].sku': ['SKU is required.'],
      price: ['Price is too large.'],
    });
  });
});
