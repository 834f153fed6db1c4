// The customers domain's public surface: what the API and the web may import from @atelier/contract/customers.
export { AddressIdParams, MAX_ADDRESSES, PostedAddressForm, SavedAddress, SavedAddressInput, SavedAddressList } from './address-schemas.ts';
export {
  INVALID_CREDENTIALS_MESSAGE,
  LIMITS,
  PASSWORD_RULES_TEXT,
  rateLimitedMessage,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_SECONDS,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_REVOKED_MESSAGE,
} from './auth-rules.ts';
export {
  AuthResponse,
  CSRF_COOKIE,
  CSRF_HEADER,
  Email,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  NewPassword,
  PersonName,
  PhoneNumber,
  PresentedPassword,
  RegisterBody,
  ResetPasswordBody,
  SESSION_COOKIE,
  User,
  VerifyEmailQuery,
  VerifyResetCodeBody,
  VerifyResetCodeResponse,
  normaliseEmail,
} from './auth.ts';
export {
  REGISTER_EMAIL_INVALID,
  REGISTER_EMAIL_MESSAGE,
  REGISTER_FORM_FIELDS,
  RegisterForm,
  registerRefusalField,
  type RegisterFormField,
} from './register-form.ts';
export { CustomerDetail, CustomerList, CustomerListQuery, CustomerRow } from './customers.ts';
export {
  ChangePasswordBody,
  ChangePasswordResponse,
  NEW_PASSWORDS_DIFFER_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  UpdateUserBody,
  UserResponse,
} from './user.ts';
