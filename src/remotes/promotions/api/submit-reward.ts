/**
 * The reward application (pictures, promotionId, remarks) over XMLHttpRequest, the one browser API
 * that reports upload progress; same headers, envelope and answer schema as `apiRequest`.
 */
import { AnyEnvelopeSchema } from '@contracts/envelope';
import { PROMOTION_CALLS } from '@contracts/promotions/calls';
import { RequestRewardResultSchema } from '@contracts/promotions/rewards';
import { ApiError, CLIENT_CODES, platformHeaders, statusAtom, store } from '@kernel';
import * as v from 'valibot';

export type RewardApplication = { promotionId: number; remarks: string; pictures: string[] };
export type RewardResult = v.InferOutput<typeof RequestRewardResultSchema>;

export function submitReward(body: RewardApplication, onProgress: (fraction: number) => void): Promise<RewardResult> {
  const def = PROMOTION_CALLS.requestReward;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(def.method, `${store.get(statusAtom)?.info.paths.api ?? ''}${def.path}`);
    for (const [k, value] of Object.entries({ ...platformHeaders(), 'Content-Type': 'application/json' })) xhr.setRequestHeader(k, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(CLIENT_CODES.network, 'network error'));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        reject(new ApiError(CLIENT_CODES.badResponse, `not JSON (HTTP ${xhr.status})`, xhr.status));
        return;
      }
      const envelope = v.safeParse(AnyEnvelopeSchema, json);
      if (!envelope.success) return reject(new ApiError(CLIENT_CODES.badResponse, 'no envelope', xhr.status));
      const { success, code, message, value } = envelope.output;
      if (!success) return reject(new ApiError(code, message, xhr.status, value));
      const parsed = v.safeParse(RequestRewardResultSchema, value);
      if (!parsed.success) return reject(new ApiError(CLIENT_CODES.badResponse, 'unexpected value', xhr.status));
      onProgress(1);
      resolve(parsed.output);
    };
    xhr.send(JSON.stringify(body));
  });
}
