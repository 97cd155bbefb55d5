/** The brand's registration plan (fields, required, captcha) for the chosen method, from status + flags. */
import { defaultRegisterMethod, type RegisterMethod, registerMethods, registrationPlan } from '@contracts/validation/registration';
import { flagsAtom, statusAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';

export function useRegistrationPlan() {
  const flags = useAtomValue(flagsAtom);
  const status = useAtomValue(statusAtom);
  const f = {
    USERNAMEREG3: flags.USERNAMEREG3 === true,
    MOBILENUMREG3: flags.MOBILENUMREG3 === true,
    REGMOBVERF3: flags.REGMOBVERF3 === true,
    MOBILENUMPASSREG3: flags.MOBILENUMPASSREG3 === true,
    CAPTCHA3: flags.CAPTCHA3 === true,
  };
  const methods = registerMethods(f);
  const [chosen, setMethod] = useState<RegisterMethod>(() => defaultRegisterMethod(f));
  const method = methods.includes(chosen) ? chosen : (methods[0] ?? 'username');
  const config = status?.info.register;
  const key = JSON.stringify(f);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the flags are compared by value (key)
  const plan = useMemo(() => (config ? registrationPlan(config, f, method) : null), [config, key, method]);
  return { methods, method, setMethod, plan, age: status?.info.site.age ?? 18 };
}
