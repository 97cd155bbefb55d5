/**
 * Registration: PUT /wps/member/register (username) and /register/mobile, encrypted `{ data }`.
 * The request schema is built per brand: `registrationSchema(registrationPlan(config, flags, method))`
 * from ../validation/registration. A successful registration logs the player in.
 */
import { envelope } from '../envelope';
import { LoginValueSchema } from './session';

export { type RegistrationInput as RegisterRequest, registrationPlan, registrationSchema } from '../validation/registration';

export const RegisterValueSchema = LoginValueSchema;
export const RegisterResponseSchema = envelope(RegisterValueSchema);
