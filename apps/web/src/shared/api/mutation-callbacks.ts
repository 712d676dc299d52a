/** What a screen adds to a mutation hook's own cache updates: its toasts and messages. */
export type MutationCallbacks<TData, TVariables = void> = {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error) => void;
};
