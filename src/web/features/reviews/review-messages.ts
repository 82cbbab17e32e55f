export const reviewMessages = {
  signInToLike: 'Please sign in to mark reviews as helpful',
} as const;
