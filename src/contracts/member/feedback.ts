/** Feedback (`/m/feedback`, FEEDBACK3): 140 characters, up to 3 pictures (spec §5, §9). */
import * as v from 'valibot';
import { multiLineText } from '../validation/text';
import { PictureSchema } from './uploads';

export const FEEDBACK_MAX = 140;

export const FeedbackRequestSchema = v.strictObject({
  content: v.pipe(multiLineText(), v.trim(), v.minLength(1), v.maxLength(FEEDBACK_MAX)),
  /** base64 pictures; the count and each picture's type and size are checked on the bytes */
  pictures: v.optional(v.array(PictureSchema), []),
  moduleId: v.optional(v.literal('FEEDBACK3')),
});

export const FeedbackItemSchema = v.object({
  id: v.number(),
  content: v.string(),
  pictures: v.number(),
  createdAt: v.string(),
  answer: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
});
export type FeedbackItem = v.InferOutput<typeof FeedbackItemSchema>;
export const FeedbackListSchema = v.object({ list: v.array(FeedbackItemSchema) });
