export {
  changePasswordSchema,
  type ChangePasswordInput as ChangePasswordRequest,
  forgotByEmailSchema as ForgotByEmailQuerySchema,
  type ForgotByEmailInput as ForgotByEmailQuery,
  forgotByPhoneSchema,
  type ForgotByPhoneInput as SetPasswordByPhoneRequest,
} from '../validation/passwords';
