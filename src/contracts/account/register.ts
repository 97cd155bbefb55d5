import { LoginValueSchema } from './session';

export { type RegistrationInput as RegisterRequest, registrationPlan, registrationSchema } from '../validation/registration';

export const RegisterValueSchema = LoginValueSchema;
