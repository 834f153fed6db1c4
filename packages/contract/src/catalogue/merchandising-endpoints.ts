import { z } from 'zod';
import { OkResponse } from '../shared/admin.ts';
import { RowId } from '../shared/edge.ts';
import { adminErrors, adminTags, adminUploadErrors, endpoint, multipartNote } from '../shared/endpoint.ts';
import {
  AdminCategoryInput,
  AdminCategoryList,
  AdminCategoryResponse,
  AdminCollectionInput,
  AdminCollectionList,
  AdminCollectionOrder,
  AdminCollectionResponse,
  AdminIdParams,
} from './admin-catalogue.ts';
import { AdminColourFamilies, AdminColourFamilyInput } from './colour-schemas.ts';
import { SynonymGroupInput, SynonymGroupResponse, SynonymGroupsResponse } from './search-schemas.ts';

// The owner's merchandising endpoints: categories, collections, search synonyms and colour families.

const CategoryRemovalQuery = z.object({ moveTo: RowId.optional() });

export const adminCollections = endpoint({
  method: 'GET',
  path: '/api/admin/collections',
  tags: adminTags,
  summary: 'Collections in their order, with their products',
  response: { 200: AdminCollectionList, ...adminErrors },
});

export const adminCreateCollection = endpoint({
  method: 'POST',
  path: '/api/admin/collections',
  tags: adminTags,
  summary: 'Create a collection with its products (409 SLUG_TAKEN)',
  body: AdminCollectionInput,
  response: { 201: AdminCollectionResponse, ...adminErrors },
});

export const adminReorderCollections = endpoint({
  method: 'PUT',
  path: '/api/admin/collections/order',
  tags: adminTags,
  summary: 'Reorder the collections: every id once, in the new order',
  body: AdminCollectionOrder,
  response: { 200: AdminCollectionList, ...adminErrors },
});

export const adminCollection = endpoint({
  method: 'GET',
  path: '/api/admin/collections/:id',
  tags: adminTags,
  summary: 'One collection',
  params: AdminIdParams,
  response: { 200: AdminCollectionResponse, ...adminErrors },
});

export const adminUpdateCollection = endpoint({
  method: 'PUT',
  path: '/api/admin/collections/:id',
  tags: adminTags,
  summary: 'Edit a collection and choose its products',
  params: AdminIdParams,
  body: AdminCollectionInput,
  response: { 200: AdminCollectionResponse, ...adminErrors },
});

export const adminSetCollectionImage = endpoint({
  method: 'POST',
  path: '/api/admin/collections/:id/image',
  upload: 'multipart/form-data',
  tags: adminTags,
  summary: `Set a collection's picture${multipartNote}`,
  params: AdminIdParams,
  response: { 200: AdminCollectionResponse, ...adminUploadErrors },
});

export const adminRemoveCollection = endpoint({
  method: 'DELETE',
  path: '/api/admin/collections/:id',
  tags: adminTags,
  summary: 'Delete a collection (its products stay)',
  params: AdminIdParams,
  response: { 200: OkResponse, ...adminErrors },
});

export const adminRemoveCategory = endpoint({
  method: 'DELETE',
  path: '/api/admin/categories/:id',
  tags: adminTags,
  summary: 'Delete a category; 409 while products use it, unless moveTo names the category they move to',
  params: AdminIdParams,
  query: CategoryRemovalQuery,
  response: { 200: OkResponse, ...adminErrors },
});

export const adminSynonyms = endpoint({
  method: 'GET',
  path: '/api/admin/search-synonyms',
  tags: adminTags,
  summary: 'Groups of words a search treats as the same',
  response: { 200: SynonymGroupsResponse, ...adminErrors },
});

export const adminCreateSynonym = endpoint({
  method: 'POST',
  path: '/api/admin/search-synonyms',
  tags: adminTags,
  summary: 'Add a group of synonyms',
  body: SynonymGroupInput,
  response: { 201: SynonymGroupResponse, ...adminErrors },
});

export const adminUpdateSynonym = endpoint({
  method: 'PUT',
  path: '/api/admin/search-synonyms/:id',
  tags: adminTags,
  summary: 'Change the words of a group',
  params: AdminIdParams,
  body: SynonymGroupInput,
  response: { 200: SynonymGroupResponse, ...adminErrors },
});

export const adminRemoveSynonym = endpoint({
  method: 'DELETE',
  path: '/api/admin/search-synonyms/:id',
  tags: adminTags,
  summary: 'Delete a group of synonyms',
  params: AdminIdParams,
  response: { 200: OkResponse, ...adminErrors },
});

export const adminColourFamilies = endpoint({
  method: 'GET',
  path: '/api/admin/colour-families',
  tags: adminTags,
  summary: 'Every colour on offer with its family and the family it has by default',
  response: { 200: AdminColourFamilies, ...adminErrors },
});

export const adminSetColourFamilies = endpoint({
  method: 'PUT',
  path: '/api/admin/colour-families',
  tags: adminTags,
  summary: 'Set the family of one or more colours; a colour set to its default family follows the defaults again',
  body: AdminColourFamilyInput,
  response: { 200: AdminColourFamilies, ...adminErrors },
});

export const adminCategories = endpoint({
  method: 'GET',
  path: '/api/admin/categories',
  tags: adminTags,
  summary: 'Categories with their product counts',
  response: { 200: AdminCategoryList, ...adminErrors },
});

export const adminCreateCategory = endpoint({
  method: 'POST',
  path: '/api/admin/categories',
  tags: adminTags,
  summary: 'Create a category (409 SLUG_TAKEN)',
  body: AdminCategoryInput,
  response: { 201: AdminCategoryResponse, ...adminErrors },
});

export const adminUpdateCategory = endpoint({
  method: 'PUT',
  path: '/api/admin/categories/:id',
  tags: adminTags,
  summary: 'Edit a category',
  params: AdminIdParams,
  body: AdminCategoryInput,
  response: { 200: AdminCategoryResponse, ...adminErrors },
});

export const adminSetCategoryImage = endpoint({
  method: 'POST',
  path: '/api/admin/categories/:id/image',
  upload: 'multipart/form-data',
  tags: adminTags,
  summary: `Set a category's picture${multipartNote}`,
  params: AdminIdParams,
  response: { 200: AdminCategoryResponse, ...adminUploadErrors },
});
