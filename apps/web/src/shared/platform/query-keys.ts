/** Query keys of the platform calls. */
export const platformKeys = {
  config: ['config'] as const,
};
