/** Query keys of the auth screens: emailed-link checks, asked once per token. */
export const authKeys = {
  passwordToken: (token: string) => ['auth', 'check-token-password', token] as const,
  unsubscribe: (token: string) => ['auth', 'unsubscribe', token] as const,
};
