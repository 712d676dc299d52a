// The help centre's values (spec §3 "Help category", "Help resource"), zod-free.

/** Who a category is for: filmmakers (this site) or festivals (their own site, spec §1). */
export const HELP_CATEGORY_TYPES = ['user', 'festival'] as const;
export type HelpCategoryType = (typeof HELP_CATEGORY_TYPES)[number];

/** A question and its answer, or a video tutorial. */
export const HELP_RESOURCE_TYPES = ['faq', 'video'] as const;
export type HelpResourceType = (typeof HELP_RESOURCE_TYPES)[number];

/** The category `help` leads to (spec §2: "help redirects to category 10"). */
export const DEFAULT_HELP_CATEGORY = 10;

/** The festivals' help category, linked from the festival workspace's header. */
export const FESTIVAL_HELP_CATEGORY = 20;

/** The support hours' zone unless SUPPORT_TIME_ZONE says otherwise (docs/decisions.md "Support hours"). */
export const DEFAULT_SUPPORT_TIME_ZONE = 'Pacific/Noumea';
