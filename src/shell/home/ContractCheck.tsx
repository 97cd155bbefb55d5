/**
 * The contract-request check of home (spec §4 "Logged in, home ... checks for pending agent
 * contract requests"): asks `/wps/member/info/funds/consolidated` once per visit; only when a request
 * is pending does it load the agent remote, whose `contractPrompt` widget asks cancel or go for each.
 * Lazy: not part of home's first load. Member types 4, 40, 41, 42 are never asked.
 */

import { CONTRACT_ALERT_EXCLUDED_TYPES, ContractRequestsSchema } from '@contracts/agent/agent';
import { AGENT_CALLS } from '@contracts/agent/calls';
import { apiRequest, ErrorBoundary, type RemoteRegistration } from '@kernel';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { loadRegistration } from '../federation/loader';

export default function ContractCheck({ memberType }: { memberType: number }) {
  const [Prompt, setPrompt] = useState<ComponentType | null>(null);
  const asked = !CONTRACT_ALERT_EXCLUDED_TYPES.includes(memberType);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    const def = AGENT_CALLS.contractRequests;
    apiRequest(def.path, { method: def.method, schema: ContractRequestsSchema })
      .then((r) => (r.dailysalreqtype + r.divtypecompperiodreq + r.contracthoursalreq > 0 ? loadRegistration('agent') : null))
      .then((reg: RemoteRegistration | null) => {
        const widget = reg?.widgets?.contractPrompt;
        if (live && widget) setPrompt(() => widget);
      })
      .catch(() => undefined); // a failed check leaves home as it is
    return () => {
      live = false;
    };
  }, [asked]);
  if (!Prompt) return null;
  return (
    <ErrorBoundary name="agent-contract-prompt" fallback={() => null}>
      <Suspense fallback={null}>
        <Prompt />
      </Suspense>
    </ErrorBoundary>
  );
}
