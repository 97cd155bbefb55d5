/** Mounted only when the address carries a social sign-in return (`#id_token=…`): see useSocialReturn. */
import { useSocialReturn } from '../hooks/useSocialReturn';

export default function SocialReturn() {
  useSocialReturn();
  return null;
}
