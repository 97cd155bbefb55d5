import * as v from 'valibot';
import { Brands, Role } from '../../app/schemas';

export const StaffView = v.object({
  id: v.string(),
  username: v.string(),
  displayName: v.string(),
  role: Role,
  brands: Brands,
  secondFactor: v.boolean(),
  lockedUntil: v.nullable(v.string()),
  disabled: v.boolean(),
  createdAt: v.string(),
});
export type StaffView = v.InferOutput<typeof StaffView>;
export const StaffList = v.array(StaffView);

export const TokenView = v.object({
  id: v.string(),
  name: v.string(),
  role: Role,
  brands: Brands,
  createdBy: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  revoked: v.boolean(),
});
export const TokenList = v.array(TokenView);
export const NewToken = v.object({ ...TokenView.entries, token: v.string() });
