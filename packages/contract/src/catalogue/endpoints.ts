import { z } from 'zod';
import {
  AdminColourSiblingInput,
  AdminIdParams,
  AdminImageParams,
  AdminProductInput,
  AdminProductList,
  AdminProductListQuery,
  AdminProductResponse,
  AdminStyleInput,
  AdminStyleResponse,
} from './admin-catalogue.ts';
import { AdminImageAltInput, AdminImageOrder, AdminProductBulkInput, AdminProductBulkResult } from './admin-product-edits.ts';
import {
  CategoriesResponse,
  CollectionResponse,
  CollectionsResponse,
  ItemDetailResponse,
  ItemListQuery,
  ItemListResponse,
  RandomItemsQuery,
  RandomItemsResponse,
  SlugParams,
} from './catalogue.ts';
import { ErrorBody } from '../shared/errors.ts';
import { IMPORT_MAX_BYTES, ImportErrorBody, ImportQuery, ImportReport } from './product-csv.ts';
import { SuggestQuery, SuggestResponse } from './search-schemas.ts';
import { adminErrors, adminTags, adminUploadErrors, endpoint, multipartNote } from '../shared/endpoint.ts';

// The catalogue endpoints, declared once: the API registers them, the web's client is typed by them.

const tags = ['catalogue'];
const errors = { 400: ErrorBody, 404: ErrorBody };

export const adminDuplicateProduct = endpoint({
  method: 'POST',
  path: '/api/admin/products/:id/duplicate',
  tags: adminTags,
  summary: 'Copy a product: same fields, sizes, collections and photos; new slug and SKUs, no stock, off sale',
  params: AdminIdParams,
  response: { 200: AdminProductResponse, ...adminErrors },
});

export const adminOrderImages = endpoint({
  method: 'PUT',
  path: '/api/admin/products/:id/images/order',
  tags: adminTags,
  summary: 'Reorder the images: every image id of the product once, the cover first (400 BAD_IMAGE_ORDER otherwise)',
  description: 'The first image is the cover in listings, the second the picture shown on hover, the others the gallery in order.',
  params: AdminIdParams,
  body: AdminImageOrder,
  response: { 200: AdminProductResponse, ...adminErrors },
});

export const adminDescribeImage = endpoint({
  method: 'PATCH',
  path: '/api/admin/products/:id/images/:imageId',
  tags: adminTags,
  summary: "Change an image's description for screen readers (the shop's img alt); empty falls back to the product's name",
  params: AdminImageParams,
  body: AdminImageAltInput,
  response: { 200: AdminProductResponse, ...adminErrors },
});

export const adminExportProducts = endpoint({
  method: 'GET',
  path: '/api/admin/products/export',
  tags: adminTags,
  summary: 'Every product size as CSV (UTF-8 with BOM), in the format the import reads',
  response: { 200: z.string(), ...adminErrors },
});

export const adminImportProducts = endpoint({
  method: 'POST',
  path: '/api/admin/products/import',
  upload: 'text/csv',
  tags: adminTags,
  summary:
    "Create and update products by SKU from CSV (body text/csv). dryRun=true lists every change (product, field, from, to) and every problem of every line, and writes nothing; a file with any error changes nothing and answers 400 with every line's errors; plan= (a dry run's digest) writes only if the changes are still exactly those, else 409 IMPORT_PLAN_CHANGED",
  query: ImportQuery,
  body: z.string().max(IMPORT_MAX_BYTES),
  response: { 200: ImportReport, ...adminErrors, 400: ImportErrorBody, 413: ImportErrorBody, 415: ImportErrorBody },
});

export const adminBulkProducts = endpoint({
  method: 'POST',
  path: '/api/admin/products/bulk',
  tags: adminTags,
  summary: 'One action on many products in one transaction: archive, restore, set or clear Final Sale, add to or remove from a collection',
  description:
    'Answers how many products changed (those already as asked are not counted). An empty list, more than the maximum, an unknown product (400 UNKNOWN_PRODUCT) or collection (400 UNKNOWN_COLLECTION) changes nothing.',
  body: AdminProductBulkInput,
  response: { 200: AdminProductBulkResult, ...adminErrors },
});

export const adminProducts = endpoint({
  method: 'GET',
  path: '/api/admin/products',
  tags: adminTags,
  summary: 'Products, newest change first; search by name, slug or SKU',
  query: AdminProductListQuery,
  response: { 200: AdminProductList, ...adminErrors },
});

export const adminCreateProduct = endpoint({
  method: 'POST',
  path: '/api/admin/products',
  tags: adminTags,
  summary: 'Create a product with its variants (409 SLUG_TAKEN or SKU_TAKEN)',
  body: AdminProductInput,
  response: { 201: AdminProductResponse, ...adminErrors },
});

export const adminCreateStyle = endpoint({
  method: 'POST',
  path: '/api/admin/styles',
  tags: adminTags,
  summary: 'Create a style in several colours at once: one product per colour, with its sizes, stock and SKUs (R17.8)',
  description: 'All or nothing: a taken slug or SKU (409 SLUG_TAKEN, SKU_TAKEN) creates none of the colours.',
  body: AdminStyleInput,
  response: { 201: AdminStyleResponse, ...adminErrors },
});

export const adminProduct = endpoint({
  method: 'GET',
  path: '/api/admin/products/:id',
  tags: adminTags,
  summary: 'One product, archived or not, with variants and images',
  params: AdminIdParams,
  response: { 200: AdminProductResponse, ...adminErrors },
});

export const adminUpdateProduct = endpoint({
  method: 'PUT',
  path: '/api/admin/products/:id',
  tags: adminTags,
  summary: 'Replace a product: fields, variants (ids kept), collections',
  params: AdminIdParams,
  body: AdminProductInput,
  response: { 200: AdminProductResponse, ...adminErrors },
});

export const adminAddColour = endpoint({
  method: 'POST',
  path: '/api/admin/products/:id/colours',
  tags: adminTags,
  summary: 'Add a colour to the style: a sibling with the same sizes, no stock, off sale (409 COLOUR_TAKEN or SLUG_TAKEN)',
  params: AdminIdParams,
  body: AdminColourSiblingInput,
  response: { 201: AdminProductResponse, ...adminErrors },
});

export const adminArchiveProduct = endpoint({
  method: 'POST',
  path: '/api/admin/products/:id/archive',
  tags: adminTags,
  summary: 'Take a product off the storefront (kept for orders)',
  params: AdminIdParams,
  response: { 200: AdminProductResponse, ...adminErrors },
});

export const adminRestoreProduct = endpoint({
  method: 'POST',
  path: '/api/admin/products/:id/restore',
  tags: adminTags,
  summary: 'Put an archived product back on the storefront',
  params: AdminIdParams,
  response: { 200: AdminProductResponse, ...adminErrors },
});

export const adminAddImage = endpoint({
  method: 'POST',
  path: '/api/admin/products/:id/images',
  upload: 'multipart/form-data',
  tags: adminTags,
  summary: `Add an image${multipartNote}; renditions at every srcset width`,
  params: AdminIdParams,
  response: { 201: AdminProductResponse, ...adminUploadErrors },
});

export const adminRemoveImage = endpoint({
  method: 'DELETE',
  path: '/api/admin/products/:id/images/:imageId',
  tags: adminTags,
  summary: 'Remove an image from a product',
  params: AdminImageParams,
  response: { 200: AdminProductResponse, ...adminErrors },
});

export const adminCoverImage = endpoint({
  method: 'POST',
  path: '/api/admin/products/:id/images/:imageId/cover',
  tags: adminTags,
  summary: 'Make an image the cover (first)',
  params: AdminImageParams,
  response: { 200: AdminProductResponse, ...adminErrors },
});

export const categories = endpoint({
  method: 'GET',
  path: '/api/category/categories',
  tags,
  summary: 'Categories with their item counts',
  response: { 200: CategoriesResponse },
});

export const collections = endpoint({
  method: 'GET',
  path: '/api/collection/collections',
  tags,
  summary: 'Collections with their item counts',
  response: { 200: CollectionsResponse },
});

export const collection = endpoint({
  method: 'GET',
  path: '/api/collection/:slug',
  tags,
  summary: 'One collection: name, intro, picture and item count',
  params: SlugParams,
  response: { 200: CollectionResponse, ...errors },
});

export const products = endpoint({
  method: 'GET',
  path: '/api/item',
  tags,
  summary: 'Product listing with filters, sort and search',
  query: ItemListQuery,
  response: { 200: ItemListResponse, ...errors },
});

export const filterProducts = endpoint({
  method: 'GET',
  path: '/api/item/filter',
  tags,
  summary: 'Filtered products (same as /item)',
  query: ItemListQuery,
  response: { 200: ItemListResponse, ...errors },
});

export const suggest = endpoint({
  method: 'GET',
  path: '/api/item/suggest',
  tags,
  summary: 'Suggestions while typing a search: categories, colours and up to 6 products',
  query: SuggestQuery,
  response: { 200: SuggestResponse, ...errors },
});

export const randomProducts = endpoint({
  method: 'GET',
  path: '/api/item/random-items',
  tags,
  summary: 'A shuffled selection for carousels',
  query: RandomItemsQuery,
  response: { 200: RandomItemsResponse, ...errors },
});

export const randomProducts2 = endpoint({
  method: 'GET',
  path: '/api/item/random-items2',
  tags,
  summary: 'A second, differently shuffled selection',
  query: RandomItemsQuery,
  response: { 200: RandomItemsResponse, ...errors },
});

export const product = endpoint({
  method: 'GET',
  path: '/api/item/:slug',
  tags,
  summary: 'One product, as the product page shows it',
  params: SlugParams,
  response: { 200: ItemDetailResponse, ...errors },
});

// The owner's merchandising (categories, collections, search words, colour families) lives apart.
export * from './merchandising-endpoints.ts';
