/** What the help pages' API answers (checked with valibot). */
import * as v from 'valibot';

const Child = v.object({ title: v.string(), content: v.string() });
export const HelpText = v.object({ language: v.string(), title: v.string(), content: v.string(), children: v.array(Child) });
export type HelpText = v.InferOutput<typeof HelpText>;

export const HelpList = v.object({
  languages: v.array(v.string()),
  defaultLanguage: v.string(),
  protectedTags: v.array(v.string()),
  /** unpublished changes are open */
  draft: v.boolean(),
  entries: v.array(
    v.object({
      tag: v.string(),
      protected: v.boolean(),
      titles: v.record(v.string(), v.string()),
      children: v.record(v.string(), v.number()),
      missingLanguages: v.array(v.string()),
    }),
  ),
});
export type HelpList = v.InferOutput<typeof HelpList>;

export const HelpEntry = v.object({
  tag: v.string(),
  protected: v.boolean(),
  sortOrder: v.number(),
  texts: v.array(HelpText),
  missingLanguages: v.array(v.string()),
  draft: v.boolean(),
});
export type HelpEntry = v.InferOutput<typeof HelpEntry>;

/** Client-side check of a new entry's tag (the server's rule, said before the call). */
export const HELP_TAG = /^[a-z][a-z0-9-]{0,39}$/;
