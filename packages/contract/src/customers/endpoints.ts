import { z } from 'zod';
import { AddressIdParams, SavedAddress, SavedAddressInput, SavedAddressList } from './address-schemas.ts';
import { AdminIdParams } from '../catalogue/admin-catalogue.ts';
import {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailQuery,
  VerifyResetCodeBody,
  VerifyResetCodeResponse,
} from './auth.ts';
import { CustomerDetail, CustomerList, CustomerListQuery } from './customers.ts';
import { ErrorBody } from '../shared/errors.ts';
import { CustomerExports } from '../staff/two-step.ts';
import { ChangePasswordBody, ChangePasswordResponse, UpdateUserBody, UserResponse } from './user.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The customers endpoints, declared once: the API registers them, the web's client is typed by them.

const tags = ['user'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const authTags = ['auth'];
const authErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const addressTags = ['account'];
const scoped = "The signed-in user's own addresses only: another user's address id answers 404.";
const addressErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const me = endpoint({
  method: 'GET',
  path: '/api/user',
  tags,
  summary: 'The signed-in user',
  response: { 200: UserResponse, ...errors },
});

export const updateMe = endpoint({
  method: 'PUT',
  path: '/api/user',
  tags,
  summary: 'Update the profile; a new email address must be verified again',
  body: UpdateUserBody,
  response: { 200: UserResponse, ...errors },
});

export const changePassword = endpoint({
  method: 'PUT',
  path: '/api/user/change-password',
  tags,
  summary: 'Change the password',
  description: 'Revokes every token of the user; answers a fresh token (and session cookie) so this client stays signed in.',
  body: ChangePasswordBody,
  response: { 200: ChangePasswordResponse, ...errors },
});

export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  tags: authTags,
  summary: 'Create an account and sign in',
  description:
    'Sends an email verification link. Answers the user and an access token, also set as the HttpOnly session cookie; a guest cart named by x-cart-guid or the cart cookie is merged into the new account.',
  body: RegisterBody,
  response: { 201: AuthResponse, ...authErrors },
});

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  tags: authTags,
  summary: 'Sign in',
  description:
    "Answers the user and an access token, also set as the HttpOnly session cookie. Failure never says which of email or password was wrong. A guest cart is merged into the user's cart.",
  body: LoginBody,
  response: { 200: AuthResponse, ...authErrors },
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  tags: authTags,
  summary: 'Sign out: revokes the presented token and clears the session cookies',
  response: { 200: MessageResponse, ...authErrors },
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  tags: authTags,
  summary: 'Email a 6-digit reset code',
  description:
    'The same answer, in the same time, whether or not the address has an account. The code works once, for 300 seconds and 5 tries; a new request replaces it.',
  body: ForgotPasswordBody,
  response: { 200: MessageResponse, ...authErrors },
});

export const verifyResetCode = endpoint({
  method: 'POST',
  path: '/api/auth/verify-reset-code',
  tags: authTags,
  summary: 'Check a reset code; answers a single-use reset token valid for 15 minutes',
  body: VerifyResetCodeBody,
  response: { 200: VerifyResetCodeResponse, ...authErrors },
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  tags: authTags,
  summary: 'Set a new password with the reset token; ends every session of the user',
  body: ResetPasswordBody,
  response: { 200: MessageResponse, ...authErrors },
});

export const verifyEmail = endpoint({
  method: 'GET',
  path: '/api/auth/verify-email',
  tags: authTags,
  summary: 'The link from the verification mail: marks the address verified and opens the account page',
  description: 'Redirects to /account-details?verified=1, or ?verified=0 for a link that is unknown or has expired.',
  query: VerifyEmailQuery,
});

export const resendVerification = endpoint({
  method: 'POST',
  path: '/api/auth/resend-verification',
  tags: authTags,
  summary: 'Send a new verification link to the signed-in user',
  response: { 200: MessageResponse, ...authErrors },
});

export const exportCustomers = endpoint({
  method: 'GET',
  path: '/api/admin/customers/export',
  tags: adminTags,
  summary:
    'The customers the filter finds as CSV (email, name, since, orders, spend, last order); asks for a step-up, and every export is recorded',
  query: CustomerListQuery.pick({ q: true }),
  response: { 200: z.string(), ...adminErrors },
});

export const customerExports = endpoint({
  method: 'GET',
  path: '/api/admin/customers/exports',
  tags: adminTags,
  summary: 'Every customer export: who, when, what filter, how many rows',
  response: { 200: CustomerExports, ...adminErrors },
});

export const adminCustomers = endpoint({
  method: 'GET',
  path: '/api/admin/customers',
  tags: adminTags,
  summary: 'Customers, most recent buyers first, searchable by name or email, with orders and lifetime spend',
  query: CustomerListQuery,
  response: { 200: CustomerList, ...adminErrors },
});

export const adminCustomer = endpoint({
  method: 'GET',
  path: '/api/admin/customers/:id',
  tags: adminTags,
  summary: 'One customer: their orders, delivery addresses, lifetime spend and newsletter status',
  params: AdminIdParams,
  response: { 200: CustomerDetail, ...adminErrors },
});

export const addresses = endpoint({
  method: 'GET',
  path: '/api/account/addresses',
  tags: addressTags,
  summary: 'Saved addresses, the default first',
  description: scoped,
  response: { 200: SavedAddressList, ...addressErrors },
});

export const addAddress = endpoint({
  method: 'POST',
  path: '/api/account/addresses',
  tags: addressTags,
  summary: 'Save an address (the first one becomes the default)',
  body: SavedAddressInput,
  response: { 200: SavedAddress, ...addressErrors },
});

export const updateAddress = endpoint({
  method: 'PUT',
  path: '/api/account/addresses/:id',
  tags: addressTags,
  summary: 'Edit a saved address',
  description: scoped,
  params: AddressIdParams,
  body: SavedAddressInput,
  response: { 200: SavedAddress, ...addressErrors },
});

export const makeDefaultAddress = endpoint({
  method: 'POST',
  path: '/api/account/addresses/:id/default',
  tags: addressTags,
  summary: 'Make a saved address the default',
  description: scoped,
  params: AddressIdParams,
  response: { 200: SavedAddress, ...addressErrors },
});

export const removeAddress = endpoint({
  method: 'DELETE',
  path: '/api/account/addresses/:id',
  tags: addressTags,
  summary: 'Delete a saved address (if it was the default, the oldest left becomes the default)',
  description: scoped,
  params: AddressIdParams,
  response: { 200: z.object({ message: z.string() }), ...addressErrors },
});
